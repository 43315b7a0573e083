import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { DEPOSIT_BALANCE_POLL_MS } from '../../../config/constants';
import { storage } from '../../../lib/storage';
import { balanceQueryOptions, getBalance, type Balance } from '../api/get-balance';

/** The balance the deposit is measured against: the stored one, else the one already fetched. */
function knownBalance(cached: Balance | undefined): number | undefined {
  const stored = storage.get('userBalance');
  const parsed = stored === '' ? Number.NaN : Number(stored);
  if (Number.isFinite(parsed)) return parsed;
  return cached?.balance_usd;
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
      queryClient.setQueryData(key, balance);
      storage.set('userBalance', balance.balance_usd.toFixed(2));
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      credited.current();
    }, DEPOSIT_BALANCE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(id);
    };
  }, [active, queryClient]);
}
