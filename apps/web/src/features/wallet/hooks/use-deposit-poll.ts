import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { DEPOSIT_BALANCE_POLL_MS } from '../../../config/constants';
import { storage } from '../../../lib/storage';
import { balanceQueryOptions, getBalance, type Balance } from '../api/get-balance';
import { transactionsQueryOptions } from '../api/get-transactions';

/** The balance the deposit is measured against: the one on screen, else the stored one. */
function knownBalance(cached: Balance | undefined): number | undefined {
  if (cached) return cached.balance_usd;
  const stored = storage.get('userBalance');
  const parsed = stored === '' ? Number.NaN : Number(stored);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * After Sent: reads the balance every 15 seconds; when it differs from the stored one the new
 * balance is saved (query cache and storage) and onCredited runs once. Errors are swallowed (spec §8).
 */
export function useDepositPoll(active: boolean, onCredited: () => void): void {
  const queryClient = useQueryClient();
  const credited = useRef(onCredited);
  useEffect(() => {
    credited.current = onCredited;
  });

  useEffect(() => {
    if (!active) return;
    const key = balanceQueryOptions().queryKey;
    let baseline = knownBalance(queryClient.getQueryData(key));
    let stopped = false;
    const id = window.setInterval(async () => {
      let balance: Balance;
      try {
        balance = await getBalance();
      } catch {
        return;
      }
      if (stopped) return;
      // With nothing known yet, the first answer is the reference.
      if (baseline === undefined) {
        baseline = balance.balance_usd;
        return;
      }
      if (Math.round(balance.balance_usd * 100) === Math.round(baseline * 100)) return;
      stopped = true;
      window.clearInterval(id);
      // getBalance has already stored userBalance; the header reads the query cache.
      queryClient.setQueryData(key, balance);
      void queryClient.invalidateQueries({ queryKey: transactionsQueryOptions().queryKey });
      credited.current();
    }, DEPOSIT_BALANCE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(id);
    };
  }, [active, queryClient]);
}
