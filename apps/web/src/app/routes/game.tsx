import { useTranslation } from 'react-i18next';
import { CardsIcon } from '../../components/ui/icons';
import { PendingWithdrawals } from '../../features/wallet/components/pending-withdrawals';
import { useIsPlayer } from '../shell/use-is-player';
import { PlaceholderPage } from './placeholder-page';

/**
 * /game and /game/:gameId — the game frame (the query's gameId and isDemo are what count).
 * Until games launch here, a player already sees the in-game menu's pending-withdrawals widget.
 */
export function GameRoute() {
  const { t } = useTranslation('shell');
  const isPlayer = useIsPlayer();
  return (
    <PlaceholderPage title={t('pages.game.title')} text={t('pages.game.text')} icon={CardsIcon}>
      {isPlayer && <PendingWithdrawals variant="compact" />}
    </PlaceholderPage>
  );
}
