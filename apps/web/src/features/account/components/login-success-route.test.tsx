import { cleanup, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, useOpenDialogs } from '../../../lib/dialogs';
import { storage } from '../../../lib/storage';
import { renderWithClient, sampleMe, stubApi } from '../testing';
import { LoginSuccessRoute } from './login-success-route';

function OpenDialogs() {
  return <output data-testid="open">{[...useOpenDialogs().keys()].join(',')}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login/success', element: <LoginSuccessRoute /> },
      { path: '/', element: <p>Lobby</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithClient(
    <>
      <RouterProvider router={router} />
      <OpenDialogs />
    </>,
  );
  return router;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  closeDialog('superBonuses');
  closeDialog('loginMenu');
  vi.restoreAllMocks();
});

describe('LoginSuccessRoute', () => {
  it('stores the tokens from the address and goes to / without them', async () => {
    const calls = stubApi({
      'GET /api/frontend/user/me/': [200, { ...sampleMe, is_new_user: true }],
      'POST /api/frontend/sessions/': [200, {}],
    });
    const router = renderAt('/login/success?access=acc-9&refresh=ref-9');
    expect(await screen.findByText('Lobby')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(storage.get('accessToken')).toBe('acc-9');
    expect(storage.get('refreshToken')).toBe('ref-9');
    await waitFor(() => expect(storage.get('userNickname')).toBe('lucky7'));
    // A player new through Google is offered the super bonus, as after any sign-up.
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('superBonuses'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/frontend/sessions/')).toBe(true);
  });

  it('goes to / with the sign-in dialog saying why a redirect login failed', async () => {
    const calls = stubApi({});
    const router = renderAt('/login/success?error=register_unavailable');
    expect(await screen.findByText('Lobby')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(storage.get('accessToken')).toBe('');
    expect(screen.getByTestId('open').textContent).toBe('loginMenu');
    expect(calls).toHaveLength(0);
  });

  it('does not store half a session when a token is missing', async () => {
    stubApi({});
    renderAt('/login/success?access=only-access');
    expect(await screen.findByText('Lobby')).toBeTruthy();
    expect(storage.get('accessToken')).toBe('');
    expect(screen.getByTestId('open').textContent).toBe('loginMenu');
  });
});
