// What the sportsbook bench builds its runs on: the database (embedded PGlite, or PostgreSQL in a
// schema of its own when DATABASE_URL is set), a quiet log, a hand-made book of football events
// fed through the adapter as the feed would, and funded players.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import { feedMessage, type FeedMessage } from '../src/modules/sportsbook/feed/feed-messages.js';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import type { Clock } from '../src/platform/clock.js';
import { migrate } from '../src/platform/db/migrate.js';
import { createPgliteDb } from '../src/platform/db/pglite.js';
import { createPostgresDb } from '../src/platform/db/postgres.js';
import type { Db } from '../src/platform/db/types.js';
import type { BulkLeg } from './sports-bets-bulk.js';

export interface BenchDb {
  db: Db;
  where: string;
  drop: () => Promise<void>;
}

/** PostgreSQL in a schema of its own when DATABASE_URL is set, else embedded PGlite in memory. */
export async function openBenchDb(prefix: string): Promise<BenchDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await createPgliteDb();
    await migrate(db);
    return { db, where: 'embedded PGlite (in memory, one connection)', drop: async () => undefined };
  }
  const shown = new URL(url);
  shown.password = shown.password ? '***' : '';
  const schema = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const db = await createPostgresDb(url, schema);
  await migrate(db);
  return {
    db,
    where: `PostgreSQL ${shown.toString()} (schema ${schema})`,
    drop: () => db.exec(`DROP SCHEMA ${schema} CASCADE`),
  };
}

/** Warnings and errors to the console; the rest is quiet. */
export function consoleLog(): FastifyBaseLogger {
  const quiet = () => undefined;
  const log = {
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    warn: console.warn,
    error: console.error,
    fatal: console.error,
    level: 'warn',
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

/** The markets every bench event is priced with, and their base prices. */
const MARKETS = [
  { type: 'match_result', specifier: '', outcomes: { home: 2.0, draw: 3.4, away: 4.0 } },
  { type: 'handicap', specifier: 'hcp=-0.25', outcomes: { home: 1.9, away: 1.95 } },
  { type: 'total', specifier: 'total=2.5', outcomes: { over: 1.8, under: 2.05 } },
] as const;

/** Feed messages for the bench's events: ids and producer times that only go forward. */
export class BenchFeed {
  private sequence = 0;

  constructor(
    private readonly adapter: FeedAdapter,
    private readonly clock: Clock,
    private readonly label: string,
  ) {}

  message(fields: Record<string, unknown>): FeedMessage {
    this.sequence += 1;
    // Read as the adapter reads a delivery, so the defaults a feed may leave out are filled in.
    return feedMessage.parse({
      message_id: `${this.label}:${this.sequence}`,
      producer: 'bench',
      timestamp: this.clock.now().getTime() + this.sequence,
      ...fields,
    });
  }

  /** A price message for the event: every outcome moved by up to ±5 % of its base price. */
  oddsChange(feedId: string, random: () => number = Math.random): FeedMessage {
    return this.message({
      type: 'odds_change',
      event_id: feedId,
      markets: MARKETS.map((m) => ({
        type: m.type,
        specifier: m.specifier,
        status: 'active',
        outcomes: Object.entries(m.outcomes).map(([key, base]) => ({
          key,
          odds: Math.max(1.01, base * (0.95 + random() * 0.1)).toFixed(2),
          active: true,
        })),
      })),
    });
  }

  /** Makes `count` football events starting a day from now, priced; answers their feed ids. */
  async events(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const feedId = `sr:match:${this.label}-${i + 1}`;
      await this.adapter.applyMessages([
        this.message({
          type: 'fixture_change',
          event_id: feedId,
          status: 'not_started',
          fixture: {
            sport: { id: 'sr:sport:1', slug: 'football', name: 'Football' },
            competition: { id: 'sr:tournament:17', name: 'Premier League', country: 'GB' },
            home: `Home ${this.label} ${i + 1}`,
            away: `Away ${this.label} ${i + 1}`,
            start_time: this.clock.now().getTime() + 86_400_000,
          },
        }),
        this.oddsChange(feedId),
      ]);
      ids.push(feedId);
    }
    return ids;
  }

  /** A settlement of the event's match result: `winner` won, the rest lost. */
  settlement(feedId: string, winner: 'home' | 'draw' | 'away'): FeedMessage {
    return this.message({
      type: 'bet_settlement',
      event_id: feedId,
      markets: [
        {
          type: 'match_result',
          specifier: '',
          outcomes: (['home', 'draw', 'away'] as const).map((key) => ({
            key,
            result: key === winner ? 1 : 0,
          })),
        },
      ],
    });
  }
}

/** The events' outcomes as legs at their current prices, by event. */
export async function legsOf(db: Db, feedIds: readonly string[]): Promise<Map<string, BulkLeg[]>> {
  const { rows } = await db.query<{
    feed_id: string;
    outcome_id: string;
    market_id: string;
    event_id: string;
    odds: string;
  }>(
    `SELECT e.feed_id, o.id AS outcome_id, m.id AS market_id, e.id AS event_id, o.odds::text AS odds
       FROM sport_events e JOIN sport_markets m ON m.event_id = e.id JOIN sport_outcomes o ON o.market_id = m.id
      WHERE e.feed_id = ANY($1::text[]) ORDER BY e.id, m.position, o.position`,
    [feedIds],
  );
  const legs = new Map<string, BulkLeg[]>();
  for (const r of rows) {
    const leg = {
      outcomeId: Number(r.outcome_id),
      marketId: Number(r.market_id),
      eventId: Number(r.event_id),
      odds: r.odds,
    };
    legs.set(r.feed_id, [...(legs.get(r.feed_id) ?? []), leg]);
  }
  return legs;
}

/** Makes `count` players, each deposited `cashCents` through the ledger (one statement per thousand); answers their ids. */
export async function fundedPlayers(
  deps: { db: Db; clock: Clock },
  count: number,
  cashCents: number,
): Promise<number[]> {
  const label = crypto.randomBytes(4).toString('hex');
  const { rows } = await deps.db.query<{ id: string }>(
    `INSERT INTO users (email) SELECT 'bench-' || $1 || '-' || n || '@example.com' FROM generate_series(1, $2) n RETURNING id`,
    [label, count],
  );
  const ids = rows.map((r) => Number(r.id));
  const wallet = walletOf(deps);
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    await deps.db.transaction(async (tx) => {
      await wallet.lockPlayersAccounts(chunk, tx);
      await wallet.transferMany(
        chunk.map((id) => ({
          idempotencyKey: `deposit:bench-${label}-${id}`,
          kind: 'deposit',
          from: { owner: 'house', name: 'gateway_clearing' },
          to: { owner: 'player', userId: id, kind: 'cash' },
          amountCents: cashCents,
        })),
        tx,
      );
    });
  }
  return ids;
}
