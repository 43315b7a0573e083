import type { RouteObject } from 'react-router-dom';
import { LoginSuccessRoute } from '../features/account/components/login-success-route';
import { PasswordResetConfirmRoute } from '../features/account/components/password-reset-confirm-route';
import { ProfilePage } from '../features/account/components/profile-page';
import { DocumentUpload } from '../features/wallet/components/document-upload';
import { PendingWithdrawals } from '../features/wallet/components/pending-withdrawals';
import { TransactionHistory } from '../features/wallet/components/transaction-history';
import { BonusesRoute } from './routes/bonuses';
import { FaqRoute } from './routes/faq';
import { GameRoute } from './routes/game';
import { LobbyRoute } from './routes/lobby';
import { NotFoundRoute } from './routes/not-found';
import { PromoRoute } from './routes/promo';
import { RequirePlayer } from './routes/require-player';
import { SlotsRoute } from './routes/slots';
import { StatusRoute } from './routes/status';
import { TournamentsRoute } from './routes/tournaments';
import { VipRoute } from './routes/vip';
import { AppShell } from './shell/app-shell';

/** The route table of the spec (document 1, section 2), all inside the application shell. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <LobbyRoute /> },
      { path: 'slots', element: <SlotsRoute /> },
      // The query's gameId is what is read; the path form exists for old links.
      { path: 'game/:gameId?', element: <GameRoute /> },
      { path: 'promo/:subpage?', element: <PromoRoute /> },
      {
        path: 'bonuses',
        element: (
          <RequirePlayer>
            <BonusesRoute />
          </RequirePlayer>
        ),
      },
      { path: 'tournaments', element: <TournamentsRoute /> },
      { path: 'status', element: <StatusRoute /> },
      { path: 'vip', element: <VipRoute /> },
      {
        path: 'profile',
        element: (
          <RequirePlayer>
            {/* The app composes the money blocks into the profile: features do not import each other. */}
            <ProfilePage
              transactionHistory={<TransactionHistory />}
              pendingWithdrawals={<PendingWithdrawals />}
              documentUpload={<DocumentUpload />}
            />
          </RequirePlayer>
        ),
      },
      { path: 'faq/:subpage?', element: <FaqRoute /> },
      // The reset link from the e-mail opens the form as a modal over the lobby.
      {
        path: 'api/frontend/password/reset/confirm/:uid/:token',
        element: (
          <>
            <LobbyRoute />
            <PasswordResetConfirmRoute />
          </>
        ),
      },
      {
        path: 'login/success',
        element: (
          <>
            <LobbyRoute />
            <LoginSuccessRoute />
          </>
        ),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
