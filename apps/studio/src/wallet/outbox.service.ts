import { WALLET_ERRORS } from '@casino/contract';
import type { StudioDeps } from '../deps.js';
import { markClosed } from '../rounds/rounds.repository.js';
import { setLastBalance } from '../sessions/sessions.repository.js';
import { acknowledge, claimDue, claimOne, scheduleRetry, type OutboxRow } from './outbox.repository.js';
import type { WalletAnswer } from './wallet-client.js';

/** How long one attempt keeps a call away from every other sender. */
const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;

/** The wait before the next attempt: doubling from 5 s, at most 10 minutes, forever. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * Refusals about the round's or the transaction's state: the same request would get the same
 * answer forever (a repeated win answered round_closed went through the first time), so they
 * settle the call. Any other refusal (session_invalid, invalid_request) is a fault to fix while
 * the money is still owed: the call keeps being retried, and logged.
 */
const SETTLING_REFUSALS: ReadonlySet<string> = new Set([
  WALLET_ERRORS.roundClosed,
  WALLET_ERRORS.roundUnknown,
  WALLET_ERRORS.transactionRolledBack,
  WALLET_ERRORS.transactionConflict,
  WALLET_ERRORS.rollbackRefused,
]);

/** One attempt of a queued call: acknowledged by a 200 or a settling refusal, else retried later. */
async function attempt(deps: StudioDeps, row: OutboxRow): Promise<WalletAnswer> {
  const answer = await deps.wallet.call(row.action, row.body);
  const now = deps.clock.now();
  if (answer.kind === 'refused' && !SETTLING_REFUSALS.has(answer.error)) {
    await scheduleRetry(deps.db, row.id, answer.error, new Date(now.getTime() + retryDelayMs(row.attempts)));
    deps.log.error(
      { transaction: row.transactionId, refusal: answer.error },
      'the casino refused a wallet call',
    );
    return { kind: 'unavailable', reason: answer.error };
  }
  if (answer.kind === 'unavailable') {
    await scheduleRetry(deps.db, row.id, answer.reason, new Date(now.getTime() + retryDelayMs(row.attempts)));
    deps.log.warn(
      { transaction: row.transactionId, attempts: row.attempts, reason: answer.reason },
      'wallet call not acknowledged',
    );
    return answer;
  }
  await deps.db.transaction(async (tx) => {
    await acknowledge(tx, row.id, answer.kind === 'ok' ? 'ok' : answer.error, now);
    if (row.action === 'win') await markClosed(tx, row.roundId);
    if (answer.kind === 'ok') await setLastBalance(tx, row.sessionId, answer.balance);
  });
  if (answer.kind === 'refused') {
    deps.log.warn(
      { transaction: row.transactionId, refusal: answer.error },
      'wallet call settled by a refusal',
    );
  }
  return answer;
}

/** Sends a just-queued call at once; undefined when another sender holds it. */
export async function deliverNow(deps: StudioDeps, outboxId: number): Promise<WalletAnswer | undefined> {
  const now = deps.clock.now();
  const row = await claimOne(deps.db, outboxId, now, new Date(now.getTime() + LEASE_MS));
  return row && attempt(deps, row);
}

/** The outbox job: one attempt for every due call, until each is acknowledged. */
export async function deliverDueWalletCalls(
  deps: StudioDeps,
  limit = 50,
): Promise<{ attempted: number; acknowledged: number }> {
  const now = deps.clock.now();
  const rows = await deps.db.transaction((tx) =>
    claimDue(tx, now, new Date(now.getTime() + LEASE_MS), limit),
  );
  let acknowledged = 0;
  for (const row of rows) {
    const answer = await attempt(deps, row);
    if (answer.kind !== 'unavailable') acknowledged += 1;
  }
  return { attempted: rows.length, acknowledged };
}
