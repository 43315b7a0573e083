import type { FastifyBaseLogger } from 'fastify';
import {
  PG_DEADLOCK,
  PG_LOCK_NOT_AVAILABLE,
  PG_QUERY_CANCELED,
  pgErrorCode,
  type Db,
  type Queryable,
} from '../../platform/db/types.js';
import type { BatchPart } from '../wallet/bet-rules.js';

/** A plain bet or win as the database's batch reads it (games_fast_call, migration 020). */
export interface FastCall {
  action: 'bet' | 'win';
  provider: string;
  token_hash: string;
  transaction_id: string;
  player_id: string;
  game: string;
  currency: string;
  round_id: string;
  amount: number;
  /** A bet of a free round: the batch leaves it to the full path (its part free_rounds). */
  free_round?: boolean;
  fair?: unknown;
  close?: boolean;
  request_hash: string;
  ledger_key: string;
  now: string;
}

/** A call the batch settled (or a repeat it answered): the exact bytes, and the events it scored. */
export interface FastAnswer {
  status: number;
  body: string;
  scored?: number[];
}

/** Calls per batch: one transaction holds this many players' rows locked until it commits. */
const MAX_BATCH = 64;

/**
 * Calls a lane keeps waiting at most: beyond this the casino is overloaded and a new call is
 * answered "retry" at once rather than queued behind seconds of work.
 */
export const MAX_QUEUE = 16 * MAX_BATCH;

/**
 * How long a call may wait for its batch. A provider times a wallet call out after a few seconds
 * and sends it again; answering "retry" first is better than settling a call its sender has
 * given up on.
 */
export const CALL_DEADLINE_MS = 2_000;

/**
 * Batches run in this many lanes at once, a player's calls always in the same lane (player id
 * modulo LANES), each lane on a database connection of its own. The house's game_bets account is
 * split in HOUSE_SHARDS rows by player id modulo HOUSE_SHARDS, a multiple of LANES, so two lanes
 * of one process never touch the same row. One lane measured best on a two-core machine
 * (`npm run bench:games`): a batch's cost is mostly per statement, not per call, so one lane's
 * batches (every call waiting) cost 0.25 ms of database CPU per round where two lanes' batches,
 * half as large, cost 0.34 (and two connections writing the same last pages of the same tables
 * wait on each other); the one busy database connection leaves the other core to the casino and
 * the provider. A server with more cores may do better with more lanes.
 */
export const LANES = 1;

/** The parts games_fast_calls applies, each with the actions it applies it to, as its SQL states them. */
export async function batchPartsOf(db: Queryable): Promise<BatchPart[]> {
  const { rows } = await db.query<BatchPart>('SELECT part, actions FROM games_batch_parts()');
  return rows;
}

/** A call's outcome: settled by the batch, left to the full path, or to be retried by the provider. */
export type FastOutcome = FastAnswer | 'full-path' | 'busy';

/** How many calls this process's batches answered, left to the full path, or refused as busy. */
export interface BatchStats {
  answered: number;
  passed: number;
  busy: number;
}

const statsByDb = new WeakMap<Db, BatchStats>();

/** The batches' counts for this database's process (for operators' figures and tests). */
export function batchStatsOf(db: Db): BatchStats {
  let stats = statsByDb.get(db);
  if (!stats) {
    stats = { answered: 0, passed: 0, busy: 0 };
    statsByDb.set(db, stats);
  }
  return stats;
}

/**
 * Errors after which the batch's calls are not tried again in smaller batches: the batch met
 * another transaction (a lock it would not wait for, a deadlock) or lost its connection, which
 * says nothing about any one call. Anything else (a value the database refuses, a row found other
 * than it was read) may be one call's doing.
 */
const NOT_A_CALLS_FAULT = new Set([PG_LOCK_NOT_AVAILABLE, PG_QUERY_CANCELED, PG_DEADLOCK]);

/**
 * Plain wallet calls settled in batches (docs/decisions/021 and 023): while a lane's batch is in
 * the database, the lane's calls that arrive wait for its next, so a busy casino makes one round
 * trip and one commit for many calls and a quiet one sends each call at once. A batch never waits
 * on a row another transaction holds (it leaves those players' calls to the full path), so one
 * player's locked rows never hold up the lane. A batch that fails on its data is tried again in
 * halves, so only the call at fault goes the full path.
 */
export class FastCalls {
  private readonly lanes: Lane[];
  private readonly stats: BatchStats;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    houseShards: number,
  ) {
    if (houseShards % LANES !== 0) throw new Error('the house shards must be a multiple of the lanes');
    this.stats = batchStatsOf(db);
    this.lanes = Array.from({ length: LANES }, () => new Lane());
  }

  /** The call's outcome: its answer, the full path's turn, or "busy" when the lane is overloaded. */
  settle(call: FastCall, settings: Record<string, unknown>): Promise<FastOutcome> {
    const id = Number(call.player_id);
    // A player id that is not a number matches no session: any lane answers it (the full path).
    const lane = this.lanes[Number.isSafeInteger(id) && id > 0 ? id % LANES : 0] as Lane;
    if (lane.queue.length >= MAX_QUEUE) {
      this.stats.busy++;
      return Promise.resolve('busy');
    }
    return new Promise((resolve) => {
      lane.queue.push({ call, resolve, deadline: performance.now() + CALL_DEADLINE_MS });
      if (lane.draining) return;
      lane.draining = true;
      // Calls that arrive in the same turn of the event loop share the first batch.
      setImmediate(() => void this.drain(lane, settings));
    });
  }

  private async drain(lane: Lane, settings: Record<string, unknown>): Promise<void> {
    lane.connection ??= this.db.dedicated();
    // The listeners' database parts are set once at start-up, so the first call's settings are every call's.
    const settingsJson = JSON.stringify(settings);
    while (lane.queue.length > 0) {
      const now = performance.now();
      const waiting = lane.queue.splice(0, MAX_BATCH);
      const late = waiting.filter((w) => w.deadline < now);
      const batch = waiting.filter((w) => w.deadline >= now);
      const answers = await this.run(lane.connection, batch, settingsJson);
      // The callers continue (and write their replies) in a later turn of the event loop, after
      // the next batch is on its way: resolved here, every caller's reply would run before the
      // pool sends the next batch (it dispatches in process.nextTick, after all promise callbacks),
      // and the lane's connection would sit idle meanwhile.
      setImmediate(() => {
        for (const w of late) {
          this.stats.busy++;
          w.resolve('busy');
        }
        batch.forEach((w, i) => {
          const answer = answers[i] ?? null;
          if (answer) this.stats.answered++;
          else this.stats.passed++;
          w.resolve(answer ?? 'full-path');
        });
      });
    }
    lane.draining = false;
  }

  /** One batch's answers (null: the full path's); a batch failing on its data is tried in halves. */
  private async run(
    connection: Queryable,
    batch: readonly Waiting[],
    settingsJson: string,
  ): Promise<Array<FastAnswer | null>> {
    if (batch.length === 0) return [];
    const tried = await this.attempt(connection, batch, settingsJson);
    if (tried.answers) return tried.answers;
    if (batch.length === 1 || !tried.callsFault) return this.fullPath(batch, tried.error);
    return this.isolate(connection, batch, settingsJson);
  }

  /**
   * A failed batch's answers, its halves tried apart: a half that fails again is split again, so
   * one call at fault costs about two batches per halving. When both halves fail, the fault is not
   * one call's (or there are several): every call of the batch goes the full path.
   */
  private async isolate(
    connection: Queryable,
    batch: readonly Waiting[],
    settingsJson: string,
  ): Promise<Array<FastAnswer | null>> {
    if (batch.length === 1) return [null];
    const half = Math.ceil(batch.length / 2);
    const halves = [batch.slice(0, half), batch.slice(half)];
    const tries = [];
    for (const part of halves) tries.push(await this.attempt(connection, part, settingsJson));
    if (tries.every((t) => !t.answers)) return this.fullPath(batch, tries[0]?.error);
    const answers: Array<FastAnswer | null> = [];
    for (const [i, part] of halves.entries())
      answers.push(...(tries[i]?.answers ?? (await this.isolate(connection, part, settingsJson))));
    return answers;
  }

  /** One statement of games_fast_calls: its answers, or why it failed and whether a call may be at fault. */
  private async attempt(
    connection: Queryable,
    batch: readonly Waiting[],
    settingsJson: string,
  ): Promise<{ answers?: Array<FastAnswer | null>; error?: unknown; callsFault?: boolean }> {
    try {
      const { rows } = await connection.query<{ answers: Array<FastAnswer | null> }>(
        'SELECT games_fast_calls($1::jsonb, $2::jsonb) AS answers',
        [JSON.stringify(batch.map((w) => w.call)), settingsJson],
        { name: 'games_fast_calls' },
      );
      return { answers: rows[0]?.answers ?? batch.map(() => null) };
    } catch (error) {
      const code = pgErrorCode(error);
      return { error, callsFault: code !== undefined && !NOT_A_CALLS_FAULT.has(code) };
    }
  }

  private fullPath(batch: readonly Waiting[], err: unknown): null[] {
    this.log.warn({ err, calls: batch.length }, 'games: a batch of wallet calls goes the full path');
    return batch.map(() => null);
  }
}

interface Waiting {
  call: FastCall;
  resolve: (outcome: FastOutcome) => void;
  /** When the call stops waiting for a batch (performance.now(): the wall's time, not the casino's clock). */
  deadline: number;
}

/** One lane's waiting calls, its connection, and whether a batch of it is in the database. */
class Lane {
  queue: Waiting[] = [];
  draining = false;
  connection: Queryable | undefined;
}
