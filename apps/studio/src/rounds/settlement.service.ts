import type { StudioDeps } from '../deps.js';
import type { StudioQueryable } from '../platform/db.js';
import { IDLE_ROUND_MS, UNCONFIRMED_BET_MS } from '../deps.js';
import { findSession, lockSession, setDemoBalance } from '../sessions/sessions.repository.js';
import { deliverNow } from '../wallet/outbox.service.js';
import { autoFinish, queueRollback, roundRng, roundRngs, storeStep, voidRound } from './round-steps.js';
import { claimRounds, releaseExtraBet, type RoundRow } from './rounds.repository.js';

const BATCH = 20;

export interface SettlementReport {
  /** Rounds whose stake was taken but whose outcome was never stored: played and settled. */
  played: number;
  /** Multi-step rounds left idle past the limit: stood and settled. */
  stood: number;
  /** Rounds whose first bet was never confirmed: voided with a rollback. */
  voided: number;
  /** Extra bets never confirmed: rolled back, the round left where it was. */
  releasedBets: number;
}

/**
 * Finishes what a crash or a walk-away left behind, in batches claimed with SKIP LOCKED so
 * several processes can run it at once. Outcomes come from the round's own seeds and nonce, so
 * a late settlement pays exactly what an immediate one would have.
 */
export async function settleInterruptedRounds(deps: StudioDeps): Promise<SettlementReport> {
  const report: SettlementReport = { played: 0, stood: 0, voided: 0, releasedBets: 0 };
  const now = deps.clock.now();
  const unconfirmedBefore = new Date(now.getTime() - UNCONFIRMED_BET_MS);
  const idleBefore = new Date(now.getTime() - IDLE_ROUND_MS);
  const winCalls: number[] = [];

  // A first bet with no recorded answer: the casino may have taken it, so it is rolled back.
  report.voided = await deps.db.transaction(async (tx) => {
    let count = 0;
    for (const round of await claimRounds(tx, 'unconfirmed', unconfirmedBefore, BATCH)) {
      const session = await findSession(tx, round.sessionId);
      if (session && (await voidRound(tx, session, round, now))) count += 1;
    }
    return count;
  });

  // An extra bet (a double, a split) with no recorded answer: rolled back; the round stays in
  // play as it was, and the idle rule below finishes it if the player does not.
  report.releasedBets = await deps.db.transaction(async (tx) => {
    let count = 0;
    for (const round of await claimRounds(tx, 'stale_extra_bet', unconfirmedBefore, BATCH)) {
      const session = await findSession(tx, round.sessionId);
      const extra = round.pendingTransaction;
      if (!session || extra === null) continue;
      if (await releaseExtraBet(tx, round.id, extra)) {
        await queueRollback(tx, session, round, extra, now);
        count += 1;
      }
    }
    return count;
  });

  // The stake was taken and the process died before the outcome: play it now.
  report.played = await deps.db.transaction(async (tx) => {
    let count = 0;
    for (const round of await claimRounds(tx, 'unplayed', unconfirmedBefore, BATCH)) {
      const game = deps.games.get(round.game);
      const session = await findSession(tx, round.sessionId);
      if (!game || !session) {
        deps.log.error({ round: round.id }, 'cannot settle a round of an unknown game or session');
        continue;
      }
      const step = game.start(await roundRng(tx, round), round.bet);
      const stored = await storeStep(tx, session, round, step, {
        extraStake: 0,
        pendingTransaction: null,
        now,
      });
      if (stored?.winCall !== undefined) winCalls.push(stored.winCall);
      if (stored) count += 1;
    }
    return count;
  });

  // A multi-step round left alone: the remaining hands stand (no extra stake is ever bought).
  report.stood = await deps.db.transaction(async (tx) => {
    let count = 0;
    for (const round of await claimRounds(tx, 'idle', idleBefore, BATCH)) {
      if (await standIdleRound(deps, tx, round, now, winCalls)) count += 1;
    }
    return count;
  });

  for (const id of winCalls) await deliverNow(deps, id);
  return report;
}

async function standIdleRound(
  deps: StudioDeps,
  tx: StudioQueryable,
  round: RoundRow,
  now: Date,
  winCalls: number[],
): Promise<boolean> {
  const game = deps.games.get(round.game);
  const session = await findSession(tx, round.sessionId);
  if (!game || !session) return false;
  const step = autoFinish(game, await roundRngs(tx, round), round.state);
  if (!step) {
    deps.log.error({ round: round.id, game: round.game }, 'an idle round has no free action to stand with');
    return false;
  }
  const stored = await storeStep(tx, session, round, step, { extraStake: 0, pendingTransaction: null, now });
  if (!stored) return false;
  if (round.demo && step.winCents > 0) {
    const locked = await lockSession(tx, session.id);
    await setDemoBalance(tx, session.id, (locked.demoBalance ?? 0) + step.winCents);
  }
  if (stored.winCall !== undefined) winCalls.push(stored.winCall);
  return true;
}
