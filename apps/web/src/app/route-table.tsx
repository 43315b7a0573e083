import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LobbyRoute } from './routes/lobby';
import { PageFallback } from './routes/page-fallback';
import { RequirePlayer } from './routes/require-player';
import { AppShell } from './shell/app-shell';

/**
 * A page whose code is fetched when first visited: only the lobby (the landing page) is in the
 * first download. `load` picks the named export.
 */
function lazyPage(load: () => Promise<ComponentType>, fallback: ReactNode = <PageFallback />) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

/** The route table of the spec (document 1, section 2), all inside the application shell. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <LobbyRoute /> },
      { path: 'slots', element: lazyPage(() => import('./routes/slots').then((m) => m.SlotsRoute)) },
      // The query's gameId is what is read; the path form exists for old links.
      { path: 'game/:gameId?', element: lazyPage(() => import('./routes/game').then((m) => m.GameRoute)) },
      {
        path: 'promo/:subpage?',
        element: lazyPage(() => import('./routes/promo').then((m) => m.PromoRoute)),
      },
      {
        path: 'bonuses',
        element: (
          <RequirePlayer>
            {lazyPage(() => import('./routes/bonuses').then((m) => m.BonusesRoute))}
          </RequirePlayer>
        ),
      },
      {
        path: 'tournaments',
        element: lazyPage(() => import('./routes/tournaments').then((m) => m.TournamentsRoute)),
      },
      // The sportsbook: its code and texts are fetched on the first visit to a sports page.
      { path: 'sports', element: lazyPage(() => import('./routes/sports').then((m) => m.SportsRoute)) },
      {
        path: 'sports/events/:eventId',
        element: lazyPage(() => import('./routes/sports').then((m) => m.SportsEventRoute)),
      },
      { path: 'status', element: lazyPage(() => import('./routes/status').then((m) => m.StatusRoute)) },
      { path: 'vip', element: lazyPage(() => import('./routes/vip').then((m) => m.VipRoute)) },
      {
        path: 'profile',
        element: (
          <RequirePlayer>
            {lazyPage(() => import('./routes/profile').then((m) => m.ProfileRoute))}
          </RequirePlayer>
        ),
      },
      { path: 'faq/:subpage?', element: lazyPage(() => import('./routes/faq').then((m) => m.FaqRoute)) },
      // The reset link from the e-mail opens the form as a modal over the lobby.
      {
        path: 'api/frontend/password/reset/confirm/:uid/:token',
        element: (
          <>
            <LobbyRoute />
            {lazyPage(
              () =>
                import('../features/account/components/password-reset-confirm-route').then(
                  (m) => m.PasswordResetConfirmRoute,
                ),
              null,
            )}
          </>
        ),
      },
      {
        path: 'login/success',
        element: (
          <>
            <LobbyRoute />
            {lazyPage(
              () =>
                import('../features/account/components/login-success-route').then((m) => m.LoginSuccessRoute),
              null,
            )}
          </>
        ),
      },
      { path: '*', element: lazyPage(() => import('./routes/not-found').then((m) => m.NotFoundRoute)) },
    ],
  },
];
