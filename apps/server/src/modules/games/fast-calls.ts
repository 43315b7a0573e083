import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/types.js';

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
 * Batches run in this many lanes at once, a player's calls always in the same lane (player id
 * modulo LANES). The house's game_bets account is split in HOUSE_SHARDS rows by player id modulo
 * HOUSE_SHARDS, a multiple of LANES, so two lanes never touch the same row: they cannot wait on
 * each other's locks. One lane measured best on a two-core machine (`npm run bench:games`): a
 * batch's cost is mostly per statement, not per call, so one lane's batches (every call waiting)
 * cost 0.25 ms of database CPU per round where two lanes' batches, half as large, cost 0.34 (and
 * two connections writing the same last pages of the same tables wait on each other); the one
 * busy database connection leaves the other core to the casino and the provider. A server with
 * more cores may do better with more lanes.
 */
export const LANES = 1;

/**
 * Plain wallet calls settled in batches (docs/decisions/021): while a lane's batch is in the
 * database, the lane's calls that arrive wait for its next, so a busy casino makes one round trip
 * and one commit for many calls and a quiet one sends each call at once. A batch that fails (a race with the full path on one of its calls,
 * a deadlock) rolls back whole, and each of its calls is answered by the full path instead.
 */
/** How many calls this process's batches answered and how many they left to the full path. */
export interface BatchStats {
  answered: number;
  passed: number;
}

const statsByDb = new WeakMap<Db, BatchStats>();

/** The batches' counts for this database's process (for operators' figures and tests). */
export function batchStatsOf(db: Db): BatchStats {
  let stats = statsByDb.get(db);
  if (!stats) {
    stats = { answered: 0, passed: 0 };
    statsByDb.set(db, stats);
  }
  return stats;
}

export class FastCalls {
  private readonly lanes = Array.from({ length: LANES }, () => new Lane());
  private readonly stats: BatchStats;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    houseShards: number,
  ) {
    if (houseShards % LANES !== 0) throw new Error('the house shards must be a multiple of the lanes');
    this.stats = batchStatsOf(db);
  }

  /** The call's answer, or null when the full path decides it. */
  settle(call: FastCall, settings: Record<string, unknown>): Promise<FastAnswer | null> {
    const id = Number(call.player_id);
    // A player id that is not a number matches no session: any lane answers it (null).
    const lane = this.lanes[Number.isSafeInteger(id) && id > 0 ? id % LANES : 0] as Lane;
    return new Promise((resolve) => {
      lane.queue.push({ call, resolve });
      if (lane.draining) return;
      lane.draining = true;
      // Calls that arrive in the same turn of the event loop share the first batch.
      setImmediate(() => void this.drain(lane, settings));
    });
  }

  private async drain(lane: Lane, settings: Record<string, unknown>): Promise<void> {
    // The listeners' database parts are set once at start-up, so the first call's settings are every call's.
    const settingsJson = JSON.stringify(settings);
    while (lane.queue.length > 0) {
      const batch = lane.queue.splice(0, MAX_BATCH);
      let answers: Array<FastAnswer | null> = [];
      try {
        const { rows } = await this.db.query<{ answers: Array<FastAnswer | null> }>(
          'SELECT games_fast_calls($1::jsonb, $2::jsonb) AS answers',
          [JSON.stringify(batch.map((b) => b.call)), settingsJson],
          { name: 'games_fast_calls' },
        );
        answers = rows[0]?.answers ?? [];
      } catch (err) {
        this.log.warn({ err, calls: batch.length }, 'games: a batch of wallet calls goes the full path');
      }
      // The callers continue (and write their replies) in a later turn of the event loop, after
      // the next batch is on its way: resolved here, every caller's reply would run before the
      // pool sends the next batch (it dispatches in process.nextTick, after all promise callbacks),
      // and the lane's connection would sit idle meanwhile.
      setImmediate(() =>
        batch.forEach((b, i) => {
          const answer = answers[i] ?? null;
          if (answer) this.stats.answered++;
          else this.stats.passed++;
          b.resolve(answer);
        }),
      );
    }
    lane.draining = false;
  }
}

/** One lane's waiting calls, and whether a batch of it is in the database. */
class Lane {
  queue: Array<{ call: FastCall; resolve: (answer: FastAnswer | null) => void }> = [];
  draining = false;
}
