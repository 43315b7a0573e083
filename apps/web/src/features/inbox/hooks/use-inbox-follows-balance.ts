import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { inboxKeys } from '../api/inbox-keys';

/** The least time between two reads caused by the balance (play moves it on every round). */
export const BALANCE_FOLLOW_MS = 15_000;

/**
 * Reads the inbox again when the balance the header shows changes: a credited deposit, a paid
 * prize or a returned withdrawal each come with a message, and the cash box's and the late
 * deposit watch's balance polls see the money first. At most one read per BALANCE_FOLLOW_MS; a
 * change inside that time is read at its end, so none is lost.
 */
export function useInboxFollowsBalance(balanceUsd: number | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(balanceUsd);
  const lastRead = useRef(0);
  const pending = useRef<number | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = balanceUsd;
    if (before === undefined || balanceUsd === undefined || before === balanceUsd) return;
    const read = () => {
      pending.current = undefined;
      lastRead.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    };
    const wait = lastRead.current + BALANCE_FOLLOW_MS - Date.now();
    if (wait <= 0) read();
    else pending.current ??= window.setTimeout(read, wait);
  }, [balanceUsd, queryClient]);

  useEffect(
    () => () => {
      if (pending.current !== undefined) window.clearTimeout(pending.current);
    },
    [],
  );
}
