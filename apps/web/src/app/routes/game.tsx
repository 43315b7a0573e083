import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GamePage } from '../../features/games/components/game-page';
import { playSessionQueryOptions } from '../../features/limits/api/play-time';
import { RealityCheck } from '../../features/limits/components/reality-check-dialog';
import { StationWidget } from '../../features/loyalty/components/station-widget';
import { RunningEventsWidget } from '../../features/tournaments/components/running-events-widget';
import { balanceQueryOptions } from '../../features/wallet/api/get-balance';
import { PendingWithdrawals } from '../../features/wallet/components/pending-withdrawals';
import { useBalanceText } from '../shell/balance';
import { useDocumentTitle } from '../shell/use-document-title';
import { useIsPlayer } from '../shell/use-is-player';
import styles from './game.module.css';

/** While a player is in a game the balance is asked this often, so the shown one follows the game's. */
export const GAME_BALANCE_POLL_MS = 5_000;

/** The balance in the game's top bar (the header is under the frame). */
function GameBalance() {
  const { t } = useTranslation('shell');
  const { text, loading } = useBalanceText();
  return (
    <span className={styles.balance} aria-busy={loading || undefined}>
      <span className={styles.caption}>{t('header.balance')}</span>
      <span className={styles.amount} data-testid="game-balance">
        {text}
      </span>
    </span>
  );
}

/**
 * /game and /game/:gameId — the game in full screen (the query's gameId and isDemo are what
 * count). The app composes the wallet's parts into it: the balance, polled while playing, and
 * the in-game menu's widgets: the player's station, pending withdrawals and running tournaments.
 */
export function GameRoute() {
  const { t } = useTranslation('shell');
  const isPlayer = useIsPlayer();
  useDocumentTitle(t('pages.game.title'));
  useQuery({ ...balanceQueryOptions(), enabled: isPlayer, refetchInterval: GAME_BALANCE_POLL_MS });
  // The game says when the balance moved, and leaving refreshes it too: the header then shows
  // the wallet's figure at once, not the one of up to a poll (or the cache's life) before.
  const queryClient = useQueryClient();
  const refreshBalance = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
  }, [queryClient]);
  // A reality check is looked for at the end of each round of real-money play (docs/decisions/039).
  const [params] = useSearchParams();
  const realMoney = isPlayer && params.get('isDemo') !== 'true';
  const [roundOpen, setRoundOpen] = useState(false);
  const followRound = useCallback(
    (finished: boolean) => {
      setRoundOpen(!finished);
      if (finished) void queryClient.invalidateQueries({ queryKey: playSessionQueryOptions().queryKey });
    },
    [queryClient],
  );
  return (
    <GamePage
      onBalanceChange={isPlayer ? refreshBalance : undefined}
      onRoundSignal={realMoney ? followRound : undefined}
      overlay={<RealityCheck enabled={realMoney} roundOpen={roundOpen} />}
      balance={isPlayer ? <GameBalance /> : null}
      widgets={
        <>
          {isPlayer && <StationWidget />}
          {isPlayer && <PendingWithdrawals variant="compact" />}
          <RunningEventsWidget />
        </>
      }
    />
  );
}
