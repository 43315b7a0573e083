import type { QueryClient } from '@tanstack/react-query';
import { DEPOSIT_BALANCE_POLL_MS } from '../../config/constants';
import { storage } from '../../lib/storage';
import { balanceQueryOptions } from './api/get-balance';
import { transactionsQueryOptions } from './api/get-transactions';

/** How long after a deposit window closes the header keeps reading the balance. */
export const LATE_DEPOSIT_WATCH_MS = 30 * 60_000;

let timer: number | undefined;
let until = 0;

/**
 * A payment to the player's address is credited even after the cash box closed (the window ran
 * out, or the player closed it before the money arrived): until 30 minutes after the window's
 * end the balance is read every 15 seconds, so the header shows a late or extra payment without
 * a reload. A new balance also refreshes the history. One watch at a time; later calls extend it.
 */
export function watchForLateDeposit(queryClient: QueryClient, expiresAt: string | undefined): void {
  const now = Date.now();
  const expires = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt);
  until = Math.max(until, (Number.isNaN(expires) ? now : Math.max(expires, now)) + LATE_DEPOSIT_WATCH_MS);
  if (timer !== undefined) return;
  timer = window.setInterval(() => {
    if (Date.now() > until || storage.get('accessToken') === '') {
      stopLateDepositWatch();
      return;
    }
    const key = balanceQueryOptions().queryKey;
    const before = queryClient.getQueryData(key)?.balance_usd;
    queryClient
      .fetchQuery({ ...balanceQueryOptions(), staleTime: 0 })
      .then((balance) => {
        if (before !== undefined && Math.round(balance.balance_usd * 100) !== Math.round(before * 100))
          void queryClient.invalidateQueries({ queryKey: transactionsQueryOptions().queryKey });
      })
      // Errors are swallowed like the cash box's own poll (spec §8); the next tick tries again.
      .catch(() => undefined);
  }, DEPOSIT_BALANCE_POLL_MS);
}

/** Ends the watch (on its deadline, at sign-out, and between tests). */
export function stopLateDepositWatch(): void {
  if (timer !== undefined) window.clearInterval(timer);
  timer = undefined;
  until = 0;
}
