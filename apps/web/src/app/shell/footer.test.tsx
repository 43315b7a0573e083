import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markStartupOverlayGone } from '../../lib/startup';
import { renderApp, stubFetch } from '../testing';

const PROVIDERS = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Studio ${i + 1}`,
  logo: '',
  uploaded_images: [],
  slots_count: 3,
}));

/** A visitor: no countries, twelve providers. */
function stubFooterApi() {
  window.localStorage.clear();
  stubFetch({
    'GET /api/frontend/countries/': [200, []],
    'GET /api/frontend/provider/': [200, PROVIDERS],
  });
}

describe('footer providers', () => {
  beforeEach(stubFooterApi);
  afterEach(() => vi.restoreAllMocks());

  it('shows the first 9 providers and the rest behind a show/hide toggle', async () => {
    const user = userEvent.setup();
    renderApp('/');
    // The footer comes once the start-up overlay has gone (the page beneath it assembled).
    await screen.findByRole('main');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    act(() => markStartupOverlayGone());
    const footer = await screen.findByRole('contentinfo');
    const nav = await within(footer).findByRole('navigation', { name: 'Providers' });
    expect(await within(nav).findAllByRole('link')).toHaveLength(9);
    expect(within(nav).getByRole('link', { name: 'Studio 1' }).getAttribute('href')).toBe(
      '/slots?provider=1',
    );
    expect(within(nav).queryByRole('link', { name: 'Studio 10' })).toBeNull();

    const toggle = within(nav).getByRole('button', { name: 'Show all 12 providers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
    await user.click(within(nav).getByRole('button', { name: 'Show fewer providers' }));
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
  });
});

describe('footer responsible gaming', () => {
  beforeEach(stubFooterApi);
  afterEach(() => vi.restoreAllMocks());

  it('links "Responsible gaming" to the Responsible gambling tab and lists the Play safe page', async () => {
    renderApp('/');
    await screen.findByRole('main');
    act(() => markStartupOverlayGone());
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe(
      '/profile?tab=limits',
    );
    expect(within(footer).getByRole('link', { name: 'Play safe' }).getAttribute('href')).toBe(
      '/faq/play-safe',
    );
  });
});
