import { randomUUID } from 'node:crypto';
import { FairRng, type Step } from '@casino/game-math';
import { z } from 'zod';
import type { StudioDeps } from '../deps.js';
import { activeSeedOf, fairOf } from '../fair/fair-view.js';
import { lockActiveSeed, takeNonce, type SeedRow } from '../fair/seeds.repository.js';
import {
  findFreeRounds,
  lockFreeRounds,
  refuseFreeRounds,
  setFreeRoundsRemaining,
} from '../free-rounds/free-rounds.repository.js';
import { freeRoundsView } from '../free-rounds/free-rounds.service.js';
import type { AnyGame } from '../games/registry.js';
import { publishedMath } from '../games/math.js';
import type { StudioQueryable } from '../platform/db.js';
import {
  freeRoundsActive,
  freeRoundsEnded,
  gameNotFound,
  insufficientFunds,
  invalidRequest,
  roundBusy,
  roundFinished,
  roundNotFound,
  roundOpen,
  sessionInvalid,
  StudioHttpError,
  walletUnavailable,
} from '../platform/errors.js';
import type { HistoryItem, RoundView } from '../protocol.js';
import { requireSession } from '../sessions/sessions.service.js';
import {
  lockSession,
  ownerOf,
  setDemoBalance,
  setLastBalance,
  type SessionRow,
} from '../sessions/sessions.repository.js';
import { deliverNow } from '../wallet/outbox.service.js';
import type { WalletAnswer } from '../wallet/wallet-client.js';
import { presentHistoryItem, presentRound } from './presenters.js';
import {
  betBody,
  queueRollback,
  refusal,
  requireOwnRound,
  roundRng,
  storeStep,
  transactionIds,
  voidRound,
} from './round-steps.js';
import {
  acknowledgeBet,
  claimExtraBet,
  findRound,
  hasOpenRound,
  insertRound,
  listHistory,
  lockRound,
  markRolledBack,
  releaseExtraBet,
  type RoundRow,
} from './rounds.repository.js';

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// A free round needs no bet (it is played at its grant's); a paid one without a bet is the game's 400.
const betInput = z.object({ bet: z.unknown().optional(), free_round: z.boolean().optional() });
const actionInput = z.object({ action: z.unknown() });
const historyQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

function requireGame(deps: StudioDeps, id: string): AnyGame {
  const game = deps.games.get(id);
  if (!game) throw gameNotFound();
  return game;
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidRequest(parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/** The owner's active pair, locked (created first if the owner has none yet). */
async function lockSeed(tx: StudioQueryable, owner: string, now: Date): Promise<SeedRow> {
  const locked = await lockActiveSeed(tx, owner);
  if (locked) return locked;
  await activeSeedOf(tx, owner, now);
  const created = await lockActiveSeed(tx, owner);
  if (!created) throw new Error(`no active seed for ${owner}`);
  return created;
}

/**
 * A bet the casino refused, as the client's answer: nothing moved. Keeps the balance the casino
 * gave with its refusal, if any.
 */
async function refusedBet(
  deps: StudioDeps,
  session: SessionRow,
  answer: WalletAnswer & { kind: 'refused' },
): Promise<StudioHttpError> {
  if (answer.balance !== undefined) await setLastBalance(deps.db, session.id, answer.balance);
  switch (answer.error) {
    case 'insufficient_funds':
      return insufficientFunds(answer.balance ?? session.lastBalance ?? 0);
    case 'session_invalid':
      return sessionInvalid();
    case 'bet_limit':
    case 'play_limit':
    case 'play_paused':
    case 'time_limit':
    case 'reality_check':
      // The client shows each in the player's language (err_<code>).
      return new StudioHttpError(409, answer.error, answer.message);
    default:
      deps.log.warn({ session: session.id, refusal: answer.error }, 'the casino refused a bet');
      return new StudioHttpError(
        502,
        'wallet_refused',
        "the casino's wallet refused the bet; the round was not played",
      );
  }
}

/**
 * A free round's bet the casino refused, whatever the reason (the grant used up elsewhere,
 * withdrawn, a bonus ended): nothing moved, and the session plays no more free rounds.
 */
async function refusedFreeRound(
  deps: StudioDeps,
  session: SessionRow,
  answer: WalletAnswer & { kind: 'refused' },
): Promise<StudioHttpError> {
  if (answer.balance !== undefined) await setLastBalance(deps.db, session.id, answer.balance);
  await refuseFreeRounds(deps.db, session.id, answer.error, deps.clock.now());
  deps.log.warn({ session: session.id, refusal: answer.error }, 'the casino refused a free round');
  return answer.error === 'session_invalid' ? sessionInvalid() : freeRoundsEnded();
}

/** A single-step round's end, or a multi-step round's next step, as the client's answer. */
async function answerStep(
  deps: StudioDeps,
  session: SessionRow,
  round: RoundRow,
  winCall: number | undefined,
  lastBalance: number,
): Promise<RoundView> {
  let balance = lastBalance;
  if (winCall !== undefined) {
    // The outcome is final whatever happens to this call: the outbox job retries it until the
    // casino acknowledges it. The player meanwhile sees the balance the casino last gave.
    const answer = await deliverNow(deps, winCall);
    if (answer?.kind === 'ok') balance = answer.balance;
  }
  return presentRound(
    round,
    balance,
    await fairOf(deps.db, round.owner, deps.clock.now()),
    await freeRoundsView(deps.db, session),
  );
}

/** Charges a demo step on the session's play money: the stake off, the win on once the round ends. */
async function chargeDemo(
  tx: StudioQueryable,
  session: SessionRow,
  balance: number,
  stake: number,
  step: Step<unknown>,
): Promise<number> {
  const after = balance - stake + (step.finished ? step.winCents : 0);
  await setDemoBalance(tx, session.id, after);
  return after;
}

/** Plays a demo round in one transaction against the session's play money. */
async function playDemo(
  deps: StudioDeps,
  session: SessionRow,
  game: AnyGame,
  bet: { bet: unknown; stakeCents: number },
): Promise<RoundView> {
  const now = deps.clock.now();
  const owner = ownerOf(session);
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockSession(tx, session.id);
    const seed = await lockSeed(tx, owner, now);
    if (await hasOpenRound(tx, owner, game.id)) throw roundOpen();
    const balance = locked.demoBalance ?? 0;
    if (balance < bet.stakeCents) throw insufficientFunds(balance);
    const nonce = await takeNonce(tx, seed.id);
    const round = await insertRound(tx, {
      id: randomUUID(),
      sessionId: session.id,
      owner,
      game: game.id,
      demo: true,
      seedId: seed.id,
      nonce,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      bet: bet.bet,
      stake: bet.stakeCents,
      mathHash: publishedMath(game).hash,
      now,
    });
    const step = game.start(new FairRng(seed.serverSeed, seed.clientSeed, nonce), bet.bet);
    const stored = await storeStep(tx, session, round, step, {
      extraStake: 0,
      pendingTransaction: null,
      now,
    });
    if (!stored) throw new Error(`round ${round.id} moved inside its own transaction`);
    return { round: stored.round, balance: await chargeDemo(tx, session, balance, bet.stakeCents, step) };
  });
  return presentRound(result.round, result.balance, await fairOf(deps.db, owner, now));
}

/**
 * Plays a real-money round: takes the nonce, has the casino take the stake, draws the outcome
 * from (server seed, client seed, nonce) and queues the win. A refused bet voids the round
 * (nothing moved); an unanswered one voids it with a rollback queued, since the casino may or
 * may not have taken the stake. A free round (`freeRoundId`, the session's active grant) is the
 * same round with the grant named on its bet call: the casino debits nothing and answers the
 * free rounds left, and the outcome is drawn exactly as a paid one's.
 */
async function playReal(
  deps: StudioDeps,
  session: SessionRow,
  game: AnyGame,
  bet: { bet: unknown; stakeCents: number },
  freeRoundId: string | null = null,
): Promise<RoundView> {
  const now = deps.clock.now();
  const owner = ownerOf(session);
  const { round, serverSeed } = await deps.db.transaction(async (tx) => {
    if (freeRoundId !== null) {
      const grant = await lockFreeRounds(tx, session.id);
      if (grant?.status !== 'active' || grant.grantId !== freeRoundId) throw freeRoundsEnded();
    }
    const seed = await lockSeed(tx, owner, now);
    if (await hasOpenRound(tx, owner, game.id)) throw roundOpen();
    const nonce = await takeNonce(tx, seed.id);
    const inserted = await insertRound(tx, {
      id: randomUUID(),
      sessionId: session.id,
      owner,
      game: game.id,
      demo: false,
      seedId: seed.id,
      nonce,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      bet: bet.bet,
      stake: bet.stakeCents,
      freeRoundId,
      mathHash: publishedMath(game).hash,
      now,
    });
    return { round: inserted, serverSeed: seed.serverSeed };
  });

  const answer = await deps.wallet.call(
    'bet',
    betBody(session, round, transactionIds.bet(round.id), bet.stakeCents),
  );
  if (answer.kind === 'refused') {
    await markRolledBack(deps.db, round.id, deps.clock.now());
    throw freeRoundId === null
      ? await refusedBet(deps, session, answer)
      : await refusedFreeRound(deps, session, answer);
  }
  if (answer.kind === 'unavailable') {
    deps.log.warn({ round: round.id, reason: answer.reason }, 'bet unanswered; the round is void');
    await deps.db.transaction((tx) => voidRound(tx, session, round, deps.clock.now()));
    throw walletUnavailable();
  }
  await setLastBalance(deps.db, session.id, answer.balance);
  const acknowledged = await deps.db.transaction(async (tx) => {
    // A job may have voided the round while the call was in flight (it then queued the rollback).
    if (!(await acknowledgeBet(tx, round.id, deps.clock.now()))) return false;
    if (freeRoundId !== null) {
      // The casino's count is the truth (another session may have played some); without one,
      // this round used one.
      const grant = await findFreeRounds(tx, session.id);
      const left = answer.freeRoundsLeft ?? Math.max(0, (grant?.remaining ?? 1) - 1);
      await setFreeRoundsRemaining(tx, session.id, left, deps.clock.now());
    }
    return true;
  });
  if (!acknowledged) throw walletUnavailable();

  const step = game.start(new FairRng(serverSeed, round.clientSeed, round.nonce), bet.bet);
  const stored = await deps.db.transaction((tx) =>
    storeStep(tx, session, round, step, { extraStake: 0, pendingTransaction: null, now: deps.clock.now() }),
  );
  if (!stored) {
    // The settlement job played it meanwhile: the same draws, so the same outcome.
    const current = await findRound(deps.db, round.id);
    if (!current) throw roundNotFound();
    return presentRound(
      current,
      answer.balance,
      await fairOf(deps.db, owner, deps.clock.now()),
      await freeRoundsView(deps.db, session),
    );
  }
  return answerStep(deps, session, stored.round, stored.winCall, answer.balance);
}

function parseBet(game: AnyGame, input: unknown): { bet: unknown; stakeCents: number } {
  try {
    return game.parseBet(input);
  } catch (err) {
    return refusal(err);
  }
}

/**
 * POST rounds: a new round of the session's game. While the session holds free rounds they come
 * first, each asked for explicitly (`free_round: true`) so that a client that missed the end of
 * its free rounds never has a paid round played in their place.
 */
export async function playRound(deps: StudioDeps, sessionId: string, body: unknown): Promise<RoundView> {
  const session = await requireSession(deps.db, sessionId, deps.clock.now());
  const game = requireGame(deps, session.game);
  const input = parseBody(betInput, body);
  if (session.demo) {
    if (input.free_round === true) throw freeRoundsEnded();
    return playDemo(deps, session, game, parseBet(game, input.bet));
  }
  const grant = await findFreeRounds(deps.db, session.id);
  const active = grant?.status === 'active' ? grant : undefined;
  if (input.free_round === true) {
    if (!active) throw freeRoundsEnded();
    return playReal(deps, session, game, parseBet(game, { stake: active.bet }), active.grantId);
  }
  if (active) throw freeRoundsActive();
  return playReal(deps, session, game, parseBet(game, input.bet));
}

/** A round between steps that may take an action now, or the 4xx that says why not. */
function requireInPlay(round: RoundRow): RoundRow {
  if (round.status !== 'open') throw roundFinished();
  if (round.view === null || round.pendingTransaction !== null) throw roundBusy();
  return round;
}

function parseAction(game: AnyGame, input: unknown, state: unknown): { action: unknown; cost: number } {
  try {
    if (!game.parseAction) throw invalidRequest('this game takes no actions');
    const action = game.parseAction(input, state);
    return { action, cost: game.actionCost?.(state, action) ?? 0 };
  } catch (err) {
    return refusal(err);
  }
}

function act(game: AnyGame, rng: FairRng, state: unknown, action: unknown) {
  if (!game.act) throw invalidRequest('this game takes no actions');
  return game.act(rng, state, action);
}

async function actDemo(
  deps: StudioDeps,
  session: SessionRow,
  game: AnyGame,
  roundId: string,
  input: unknown,
): Promise<RoundView> {
  const now = deps.clock.now();
  const owner = ownerOf(session);
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockSession(tx, session.id);
    const round = requireInPlay(requireOwnRound(await lockRound(tx, roundId), owner, game.id));
    const { action, cost } = parseAction(game, input, round.state);
    const balance = locked.demoBalance ?? 0;
    if (balance < cost) throw insufficientFunds(balance);
    const step = act(game, await roundRng(tx, round), round.state, action);
    const stored = await storeStep(tx, session, round, step, {
      extraStake: cost,
      pendingTransaction: null,
      now,
    });
    if (!stored) throw roundBusy();
    return { round: stored.round, balance: await chargeDemo(tx, session, balance, cost, step) };
  });
  return presentRound(result.round, result.balance, await fairOf(deps.db, owner, now));
}

/**
 * A real-money step. An action that costs more (a double, a split) is first bet with the casino
 * under `<round>:bet:<n>`; only once it is taken is the action applied, with the round's own
 * generator recreated from the same seeds and nonce.
 */
async function actReal(
  deps: StudioDeps,
  session: SessionRow,
  game: AnyGame,
  roundId: string,
  input: unknown,
): Promise<RoundView> {
  const owner = ownerOf(session);
  const round = requireInPlay(requireOwnRound(await findRound(deps.db, roundId), owner, game.id));
  const { action, cost } = parseAction(game, input, round.state);
  let balance = session.lastBalance ?? 0;
  let pending: string | null = null;
  if (cost > 0) {
    pending = transactionIds.bet(round.id, round.bets);
    if (!(await claimExtraBet(deps.db, round, pending, cost, deps.clock.now()))) throw roundBusy();
    const answer = await deps.wallet.call('bet', betBody(session, round, pending, cost));
    if (answer.kind === 'refused') {
      await releaseExtraBet(deps.db, round.id, pending);
      throw await refusedBet(deps, session, answer);
    }
    if (answer.kind === 'unavailable') {
      const extra = pending;
      await deps.db.transaction(async (tx) => {
        if (await releaseExtraBet(tx, round.id, extra))
          await queueRollback(tx, session, round, extra, deps.clock.now());
      });
      throw walletUnavailable();
    }
    balance = answer.balance;
    await setLastBalance(deps.db, session.id, balance);
  }
  const step = act(game, await roundRng(deps.db, round), round.state, action);
  const stored = await deps.db.transaction((tx) =>
    storeStep(tx, session, round, step, {
      extraStake: cost,
      pendingTransaction: pending,
      now: deps.clock.now(),
    }),
  );
  // Only the settlement job takes a round from under a claimed bet (long after its answer was
  // due), and it queues that bet's rollback when it does.
  if (!stored) throw roundBusy();
  return answerStep(deps, session, stored.round, stored.winCall, balance);
}

/** POST rounds/:round/actions: the player's decision in a multi-step round. */
export async function actInRound(
  deps: StudioDeps,
  sessionId: string,
  roundId: string,
  body: unknown,
): Promise<RoundView> {
  const session = await requireSession(deps.db, sessionId, deps.clock.now());
  const game = requireGame(deps, session.game);
  if (!ROUND_ID.test(roundId)) throw roundNotFound();
  const input = parseBody(actionInput, body);
  return session.demo
    ? actDemo(deps, session, game, roundId, input.action)
    : actReal(deps, session, game, roundId, input.action);
}

/** GET rounds: the owner's rounds of this game, newest first. */
export async function roundHistory(
  deps: StudioDeps,
  sessionId: string,
  query: unknown,
): Promise<HistoryItem[]> {
  const session = await requireSession(deps.db, sessionId, deps.clock.now());
  const { limit } = parseBody(historyQuery, query);
  const rows = await listHistory(deps.db, ownerOf(session), session.game, limit);
  return rows.map((row) => presentHistoryItem(deps.publicBase, row));
}
