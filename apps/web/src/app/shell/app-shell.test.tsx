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

  it('adds the footer once the overlay goes', async () => {
    renderApp('/');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    act(() => markStartupOverlayGone());
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });
});
