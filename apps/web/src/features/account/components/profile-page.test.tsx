import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { Navigate, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog, useOpenDialogs } from '../../../lib/dialogs';
import { storage, useStored } from '../../../lib/storage';
import { renderWithClient, sampleCountries, sampleMe, stubApi } from '../testing';
import { ProfilePage } from './profile-page';

function OpenDialogs() {
  return <output data-testid="open">{[...useOpenDialogs().keys()].join(',')}</output>;
}

/** Like the shell's player-only guard: a guest gets the login dialog and goes to /. */
function PlayerOnly({ children }: { children: ReactNode }) {
  const [token] = useStored('accessToken');
  useEffect(() => {
    if (token === '') openDialog('loginMenu');
  }, [token]);
  return token === '' ? <Navigate to="/" replace /> : children;
}

function renderAt(url: string, { guarded = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: guarded ? (
          <PlayerOnly>
            <ProfilePage />
          </PlayerOnly>
        ) : (
          <ProfilePage />
        ),
      },
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

const routes = {
  'GET /api/frontend/user/me/': [200, sampleMe] as [number, unknown],
  'GET /api/frontend/countries/': [200, sampleCountries] as [number, unknown],
  'GET /api/frontend/wallet/me/': [200, { balance_usd: 1234.5, is_new_user: false }] as [number, unknown],
  'GET /api/frontend/sessions/': [
    200,
    [
      {
        id: 1,
        created_at: '2026-11-20T10:00:00Z',
        ip: '203.0.113.7',
        device: 'Chrome on Windows',
        source: 'password',
      },
    ],
  ] as [number, unknown],
};

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => closeDialog('loginMenu'));
});

describe('ProfilePage', () => {
  it('sends a guest to / with the login dialog open', async () => {
    stubApi({});
    const router = renderAt('/profile');
    expect(await screen.findByText('Lobby')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('open').textContent).toBe('loginMenu');
  });

  it('shows rank, balance and verification on the Profile tab', async () => {
    storage.set('accessToken', 'access-1');
    stubApi(routes);
    renderAt('/profile');
    expect(await screen.findByText('Rank 3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(await screen.findByText('1,234.50 USD')).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload document' })).toHaveProperty('disabled', true);
  });

  it('keeps the chosen tab in the address and shows settings and history', async () => {
    storage.set('accessToken', 'access-1');
    stubApi(routes);
    const user = userEvent.setup();
    const router = renderAt('/profile');
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(router.state.location.search).toBe('?tab=settings');
    expect(await screen.findByText('15.06.1990')).toBeTruthy();
    expect(await screen.findByText('Spain')).toBeTruthy();
    expect(screen.getByText('Not confirmed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(screen.getByTestId('open').textContent).toBe('confirmEmail');
    act(() => closeDialog('confirmEmail'));

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(router.state.location.search).toBe('?tab=history');
    const table = await screen.findByRole('table', { name: 'Account activity' });
    expect(within(table).getByText('203.0.113.7')).toBeTruthy();
    expect(within(table).getByText('Chrome on Windows')).toBeTruthy();
    expect(within(table).getByText('Password')).toBeTruthy();
  });

  it('signs out: forgets the session and goes to / without asking to sign in again', async () => {
    storage.set('accessToken', 'access-1');
    storage.set('refreshToken', 'refresh-1');
    stubApi(routes);
    const user = userEvent.setup();
    const router = renderAt('/profile', { guarded: true });
    await screen.findByText('Rank 3');
    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0] as HTMLElement);
    expect(await screen.findByText('Lobby')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(storage.get('accessToken')).toBe('');
    expect(storage.get('refreshToken')).toBe('');
    expect(screen.getByTestId('open').textContent).toBe('');
  });
});
