import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markStartupOverlayGone } from '../../lib/startup';
import { renderApp, stubFetch } from '../testing';

describe('app shell under the start-up overlay', () => {
  beforeEach(() => {
    window.localStorage.clear();
    stubFetch({ 'GET /api/frontend/countries/': [200, []] });
  });
  afterEach(() => vi.restoreAllMocks());

  it('holds its animations still while the overlay shows, and adds the footer once it goes', async () => {
    renderApp('/');
    const main = screen.getByRole('main');
    const shell = main.closest('[data-starting]');
    expect(shell).not.toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    act(() => markStartupOverlayGone());
    expect(shell?.hasAttribute('data-starting')).toBe(false);
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });
});
