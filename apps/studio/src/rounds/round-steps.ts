import { BetError, FairRng, type Step } from '@casino/game-math';
import type { AnyGame } from '../games/registry.js';
import { roundNotFound, StudioHttpError } from '../platform/errors.js';
import type { StudioQueryable } from '../platform/db.js';
import { findSeedById } from '../fair/seeds.repository.js';
import type { SessionRow } from '../sessions/sessions.repository.js';
import { enqueue } from '../wallet/outbox.repository.js';
import { markRolledBack, recordStep, type RoundRow } from './rounds.repository.js';

/** The wallet transaction ids of a round: its first bet, its extra bets, their rollbacks, its win. */
export const transactionIds = {
  bet: (round: string, n = 0) => (n === 0 ? `${round}:bet` : `${round}:bet:${n}`),
  rollback: (round: string, n = 0) => (n === 0 ? `${round}:rollback` : `${round}:rollback:${n}`),
  win: (round: string) => `${round}:win`,
};

/** The number of an extra bet transaction (`<round>:bet:<n>`), 0 for the first bet. */
export function betNumber(transactionId: string): number {
  const match = /:bet:(\d+)$/.exec(transactionId);
  return match?.[1] ? Number(match[1]) : 0;
}

/**
 * The round's generator, made afresh at each call: the same (server seed, client seed, nonce)
 * gives the same draws every time, which is how every step of a round replays its shoe.
 */
export async function roundRngs(q: StudioQueryable, round: RoundRow): Promise<() => FairRng> {
  const seed = await findSeedById(q, round.seedId);
  if (!seed) throw new Error(`seed ${round.seedId} of round ${round.id} vanished`);
  return () => new FairRng(seed.serverSeed, round.clientSeed, round.nonce);
}

export async function roundRng(q: StudioQueryable, round: RoundRow): Promise<FairRng> {
  return (await roundRngs(q, round))();
}

/** A game's refusal of a bet or action, as the client's 400 (the key is the client's message key). */
export function refusal(err: unknown): never {
  if (err instanceof BetError) throw new StudioHttpError(400, err.key, 'the game refused this bet or action');
  throw err;
}

/** Real play's session fields every wallet call carries. */
function walletSession(session: SessionRow): { session_token: string; player_id: string } {
  if (session.sessionToken === null || session.playerId === null)
    throw new Error(`session ${session.id} is not a real-money session`);
  return { session_token: session.sessionToken, player_id: session.playerId };
}

/** A bet call's body; a free round's first bet names its grant (the casino then debits nothing). */
export function betBody(session: SessionRow, round: RoundRow, transactionId: string, amount: number): string {
  const free = round.freeRoundId !== null && transactionId === transactionIds.bet(round.id);
  return JSON.stringify({
    ...walletSession(session),
    currency: session.currency,
    transaction_id: transactionId,
    round_id: round.id,
    game: round.game,
    amount,
    ...(free ? { free_round_id: round.freeRoundId } : {}),
    fair: { server_seed_hash: round.serverSeedHash, client_seed: round.clientSeed, nonce: round.nonce },
  });
}

/** Queues the rollback of a bet whose answer we do not know (it may or may not have been taken). */
export async function queueRollback(
  tx: StudioQueryable,
  session: SessionRow,
  round: RoundRow,
  betTransactionId: string,
  now: Date,
): Promise<void> {
  const transactionId = transactionIds.rollback(round.id, betNumber(betTransactionId));
  await enqueue(tx, {
    roundId: round.id,
    action: 'rollback',
    transactionId,
    body: JSON.stringify({
      ...walletSession(session),
      transaction_id: transactionId,
      round_id: round.id,
      rolled_back_transaction_id: betTransactionId,
    }),
    now,
  });
}

/** Voids a round whose first bet may have been taken: its rollback is queued with the void. */
export async function voidRound(
  tx: StudioQueryable,
  session: SessionRow,
  round: RoundRow,
  now: Date,
): Promise<boolean> {
  if (!(await markRolledBack(tx, round.id, now))) return false;
  await queueRollback(tx, session, round, transactionIds.bet(round.id), now);
  return true;
}

/**
 * Stores a played step in the caller's transaction. A finished real-money round becomes
 * 'settling' with its win call queued (a win of 0 too: it closes the round at the casino);
 * a finished demo round is simply closed. Undefined when the round moved meanwhile.
 */
export async function storeStep(
  tx: StudioQueryable,
  session: SessionRow,
  round: RoundRow,
  step: Step<unknown>,
  options: { extraStake: number; pendingTransaction: string | null; now: Date },
): Promise<{ round: RoundRow; winCall: number | undefined } | undefined> {
  const stored = await recordStep(tx, {
    id: round.id,
    version: round.version,
    pendingTransaction: options.pendingTransaction,
    view: step.view,
    state: step.state,
    finished: step.finished,
    win: step.winCents,
    extraStake: options.extraStake,
    finishedStatus: round.demo ? 'closed' : 'settling',
    now: options.now,
  });
  if (!stored) return undefined;
  if (!step.finished || round.demo) return { round: stored, winCall: undefined };
  const transactionId = transactionIds.win(round.id);
  const winCall = await enqueue(tx, {
    roundId: round.id,
    action: 'win',
    transactionId,
    body: JSON.stringify({
      ...walletSession(session),
      currency: session.currency,
      transaction_id: transactionId,
      round_id: round.id,
      game: round.game,
      amount: stored.win,
      round_closed: true,
    }),
    now: options.now,
  });
  return { round: stored, winCall };
}

/** Actions tried, in order, to stand a multi-step round the player left (blackjack's "stand"). */
const STAND_ACTIONS: readonly unknown[] = [{ type: 'stand' }, 'stand', { action: 'stand' }];
const MAX_AUTO_STEPS = 50;

/**
 * Plays a walked-away round to its end with free "stand" actions only (never buying a double or a
 * split for the player). Undefined when the game accepts no such action.
 */
export function autoFinish(game: AnyGame, rng: () => FairRng, state: unknown): Step<unknown> | undefined {
  const { parseAction, act } = game;
  if (!parseAction || !act) return undefined;
  let current = state;
  for (let i = 0; i < MAX_AUTO_STEPS; i += 1) {
    const action = STAND_ACTIONS.map((input) => {
      try {
        const parsed = parseAction.call(game, input, current);
        return (game.actionCost?.(current, parsed) ?? 0) === 0 ? { parsed } : undefined;
      } catch {
        return undefined;
      }
    }).find((a) => a !== undefined);
    if (!action) return undefined;
    const step = act.call(game, rng(), current, action.parsed);
    if (step.finished) return step;
    current = step.state;
  }
  return undefined;
}

/** The round of this session's owner and game, or a 404. */
export function requireOwnRound(round: RoundRow | undefined, owner: string, game: string): RoundRow {
  if (!round || round.owner !== owner || round.game !== game) throw roundNotFound();
  return round;
}
