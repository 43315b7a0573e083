import { ProfilePage } from '../../features/account/components/profile-page';
import { GameHistory } from '../../features/games/components/game-history';
import { ResponsibleGamblingPanel } from '../../features/limits/components/responsible-gambling-panel';
import { MyBets } from '../../features/sports/components/my-bets';
import { DocumentUpload } from '../../features/wallet/components/document-upload';
import { PendingWithdrawals } from '../../features/wallet/components/pending-withdrawals';
import { TransactionHistory } from '../../features/wallet/components/transaction-history';

/** The profile page with the wallet's blocks: the app composes them, features do not import each other. */
export function ProfileRoute() {
  return (
    <ProfilePage
      transactionHistory={<TransactionHistory embedded />}
      gameHistory={<GameHistory />}
      pendingWithdrawals={<PendingWithdrawals />}
      documentUpload={<DocumentUpload />}
      responsibleGambling={<ResponsibleGamblingPanel />}
      myBets={<MyBets />}
    />
  );
}
