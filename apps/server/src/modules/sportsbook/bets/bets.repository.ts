import type { BetType } from '@casino/contract/bet-types';
import type { BetStatus, OddsChangePolicy } from '@casino/contract/sportsbook-bets';
import type { Queryable } from '../../../platform/db/types.js';
import type { MarketRow } from '../sportsbook.repository.js';

/** A bet as stored (money in cents). */
export interface BetRow {
  id: number;
  user_id: number;
  key: string;
  request_hash: string;
  type: BetType;
  line_count: number;
  unit_stake_cents: number;
  total_stake_cents: number;
  /** What the bet pays if every leg wins, as settlement would pay it (a free bet: its winnings). */
  potential_return_cents: number;
  odds_change: OddsChangePolicy;
  free_bet: boolean;
  status: BetStatus;
  placed_at: Date;
  accept_at: Date | null;
  settled_at: Date | null;
  return_cents: number | null;
  paid_cents: number;
  moves: number;
  /** The sports welcome whose free bet this bet played (docs/decisions/048). */
  player_bonus_id: number | null;
  wagering_counted: boolean;
}

const BET_COLUMNS = `id, user_id, key, request_hash, type, line_count, unit_stake_cents, total_stake_cents,
  potential_return_cents, odds_change, free_bet, status, placed_at, accept_at, settled_at, return_cents,
  paid_cents, moves, player_bonus_id, wagering_counted`;

/** An outcome a slip names, with its market and event as they stand. */
export interface SelectionRow {
  outcome_id: number;
  odds: string;
  active: boolean;
  market_id: number;
  market_status: string;
  event_id: number;
  event_status: string;
  starts_at: Date;
}

/**
 * Holds the markets against the feed until the transaction ends (FOR SHARE: bets do not wait for
 * each other): a price, a bet stop or a settlement of these markets waits for this bet, so the
 * bet is either placed before the change and settled by it, or sees it.
 */
export async function shareMarkets(tx: Queryable, marketIds: readonly number[]): Promise<void> {
  await tx.query('SELECT id FROM sport_markets WHERE id = ANY($1::bigint[]) ORDER BY id FOR SHARE', [
    marketIds,
  ]);
}

/**
 * shareMarkets for the markets of the outcomes a slip names (an outcome never changes market),
 * so a placement needs no read before its transaction to know them.
 */
export async function shareMarketsOfOutcomes(tx: Queryable, outcomeIds: readonly number[]): Promise<void> {
  await tx.query(
    `SELECT id FROM sport_markets
      WHERE id IN (SELECT market_id FROM sport_outcomes WHERE id = ANY($1::bigint[])) ORDER BY id FOR SHARE`,
    [outcomeIds],
    { name: 'sports_bets_share_markets' },
  );
}

/** An outcome a slip names, as it stands, with the names a leg is shown with. */
export interface PlacementSelectionRow extends SelectionRow {
  outcome_key: string;
  market_type: MarketRow['type'];
  market_line: string | null;
  home: string;
  away: string;
  sport: string;
}

/** What a placement decides on, read in one statement once the markets and the player's accounts are held. */
export interface PlacementView {
  /** The bet already placed under the slip's key (a twin request that raced this one). */
  earlierId: number | undefined;
  /** The player's stake factor (docs/decisions/049): 1 when none was set. */
  stakeFactor: number;
  /** The outcomes named (unknown ids are simply missing). */
  selections: PlacementSelectionRow[];
}

export async function placementView(
  tx: Queryable,
  userId: number,
  key: string,
  outcomeIds: readonly number[],
): Promise<PlacementView> {
  const { rows } = await tx.query<
    Omit<PlacementSelectionRow, 'outcome_id'> & {
      outcome_id: number | null;
      earlier_id: number | null;
      factor: string | null;
    }
  >(
    // One row per outcome found, or one row of nulls for none: the key and the factor come either way.
    `SELECT p.earlier_id, p.factor::text AS factor,
            o.id AS outcome_id, o.odds::text AS odds, o.active, o.key AS outcome_key,
            m.id AS market_id, m.status AS market_status, m.type AS market_type, m.line::text AS market_line,
            e.id AS event_id, e.status AS event_status, e.starts_at, e.home, e.away, s.slug AS sport
       FROM (SELECT (SELECT id FROM sports_bets WHERE user_id = $1 AND key = $2) AS earlier_id,
                    (SELECT factor FROM sports_stake_factors WHERE user_id = $1) AS factor) p
       LEFT JOIN (sport_outcomes o JOIN sport_markets m ON m.id = o.market_id
                  JOIN sport_events e ON e.id = m.event_id JOIN competitions c ON c.id = e.competition_id
                  JOIN sports s ON s.id = c.sport_id) ON o.id = ANY($3::bigint[])`,
    [userId, key, outcomeIds],
    { name: 'sports_bets_placement_view' },
  );
  const first = rows[0];
  return {
    earlierId: first?.earlier_id ?? undefined,
    stakeFactor: first?.factor == null ? 1 : Number(first.factor),
    selections: rows.flatMap(({ earlier_id: _e, factor: _f, outcome_id, ...r }) =>
      outcome_id === null ? [] : [{ ...r, outcome_id }],
    ),
  };
}

export async function findByKey(db: Queryable, userId: number, key: string): Promise<BetRow | undefined> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sports_bets WHERE user_id = $1 AND key = $2`,
    [userId, key],
  );
  return rows[0];
}

export async function findOfPlayer(db: Queryable, userId: number, id: number): Promise<BetRow | undefined> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sports_bets WHERE user_id = $1 AND id = $2`,
    [userId, id],
  );
  return rows[0];
}

export interface NewBet {
  userId: number;
  key: string;
  requestHash: string;
  type: BetType;
  lineCount: number;
  unitStakeCents: number;
  totalStakeCents: number;
  potentialReturnCents: number;
  oddsChange: OddsChangePolicy;
  status: 'pending' | 'open';
  placedAt: Date;
  acceptAt: Date | null;
  /** The sports welcome whose free bet is the stake (null: a cash stake). */
  freeBetOf: number | null;
  legs: ReadonlyArray<{ outcomeId: number; marketId: number; eventId: number; odds: string }>;
}

/** Inserts the bet and its legs in one statement; answers the bet as stored. */
export async function insertBet(tx: Queryable, bet: NewBet): Promise<BetRow> {
  const { rows } = await tx.query<BetRow>(
    `WITH bet AS (
       INSERT INTO sports_bets (user_id, key, request_hash, type, line_count, unit_stake_cents, total_stake_cents,
         potential_return_cents, odds_change, status, placed_at, accept_at, free_bet, player_bonus_id)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       RETURNING ${BET_COLUMNS}
     ), legs AS (
       INSERT INTO sports_bet_legs (bet_id, position, outcome_id, market_id, event_id, odds)
       SELECT bet.id, x.p, x.o, x.m, x.e, x.d::numeric
         FROM bet, unnest($15::int[], $16::bigint[], $17::bigint[], $18::bigint[], $19::text[]) AS x(p, o, m, e, d)
     )
     SELECT * FROM bet`,
    [
      bet.userId,
      bet.key,
      bet.requestHash,
      JSON.stringify(bet.type),
      bet.lineCount,
      bet.unitStakeCents,
      bet.totalStakeCents,
      bet.potentialReturnCents,
      bet.oddsChange,
      bet.status,
      bet.placedAt,
      bet.acceptAt,
      bet.freeBetOf !== null,
      bet.freeBetOf,
      bet.legs.map((_, i) => i + 1),
      bet.legs.map((l) => l.outcomeId),
      bet.legs.map((l) => l.marketId),
      bet.legs.map((l) => l.eventId),
      bet.legs.map((l) => l.odds),
    ],
    { name: 'sports_bets_insert' },
  );
  const row = rows[0];
  if (!row) throw new Error('the bet was not recorded');
  return row;
}

/** A leg as My bets shows it. */
export interface LegRow {
  bet_id: number;
  position: number;
  outcome_id: number;
  event_id: number;
  home: string;
  away: string;
  sport: string;
  starts_at: Date;
  market_type: MarketRow['type'];
  market_line: string | null;
  outcome_key: string;
  odds: string;
}

export async function legsOf(db: Queryable, betIds: readonly number[]): Promise<LegRow[]> {
  const { rows } = await db.query<LegRow>(
    `SELECT l.bet_id, l.position, l.outcome_id, l.event_id, e.home, e.away, s.slug AS sport, e.starts_at,
            m.type AS market_type, m.line::text AS market_line, o.key AS outcome_key, l.odds::text AS odds
       FROM sports_bet_legs l
       JOIN sport_outcomes o ON o.id = l.outcome_id JOIN sport_markets m ON m.id = l.market_id
       JOIN sport_events e ON e.id = l.event_id JOIN competitions c ON c.id = e.competition_id
       JOIN sports s ON s.id = c.sport_id
      WHERE l.bet_id = ANY($1::bigint[]) ORDER BY l.bet_id, l.position`,
    [betIds],
  );
  return rows.map((r) => ({
    ...r,
    bet_id: Number(r.bet_id),
    outcome_id: Number(r.outcome_id),
    event_id: Number(r.event_id),
  }));
}

const STATUS_GROUPS = { open: ['pending', 'open'], settled: ['won', 'lost', 'void', 'refused'] } as const;

/** A page of the player's bets, newest first, with the count of all that match. */
export async function pageOf(
  db: Queryable,
  userId: number,
  status: keyof typeof STATUS_GROUPS | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: BetRow[]; count: number }> {
  const statuses = status ? [...STATUS_GROUPS[status]] : null;
  const [page, total] = await Promise.all([
    db.query<BetRow>(
      `SELECT ${BET_COLUMNS} FROM sports_bets
        WHERE user_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))
        ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [userId, statuses, limit, offset],
    ),
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM sports_bets
        WHERE user_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))`,
      [userId, statuses],
    ),
  ]);
  return { rows: page.rows, count: total.rows[0]?.count ?? 0 };
}

/** Pending bets whose delay has ended, oldest first (only a held bet has an accept_at). */
export async function duePending(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM sports_bets WHERE accept_at <= $1 ORDER BY accept_at, id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => Number(r.id));
}

/** The markets of a bet's legs (to hold them before the bet is locked). */
export async function marketsOfBet(db: Queryable, betId: number): Promise<number[]> {
  const { rows } = await db.query<{ market_id: number }>(
    'SELECT market_id FROM sports_bet_legs WHERE bet_id = $1 ORDER BY market_id',
    [betId],
  );
  return rows.map((r) => Number(r.market_id));
}

/** Locks the bet if it is still pending. */
export async function lockPending(tx: Queryable, betId: number): Promise<BetRow | undefined> {
  const { rows } = await tx.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sports_bets WHERE id = $1 AND status = 'pending' FOR UPDATE`,
    [betId],
  );
  return rows[0];
}

/**
 * A pending bet's legs against their markets now: whether each can still be accepted at its odds
 * (the market open and not stopped since the bet was placed, the price not below the one taken).
 */
export async function pendingLegChecks(
  tx: Queryable,
  betId: number,
): Promise<Array<{ acceptable: boolean }>> {
  const { rows } = await tx.query<{ acceptable: boolean }>(
    `SELECT (o.active AND m.status = 'active' AND e.status IN ('not_started', 'live') AND o.odds >= l.odds
             AND (m.stopped_at IS NULL OR m.stopped_at < b.placed_at)) AS acceptable
       FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id JOIN sport_outcomes o ON o.id = l.outcome_id
       JOIN sport_markets m ON m.id = l.market_id JOIN sport_events e ON e.id = l.event_id
      WHERE l.bet_id = $1`,
    [betId],
  );
  return rows;
}

/**
 * A held bet decided: accepted or refused. Its accept_at is cleared, so the index of held bets
 * holds only those still waiting (and status, which settlement rewrites, is in no index).
 */
export async function setStatus(
  tx: Queryable,
  betId: number,
  status: 'open' | 'refused',
  settledAt: Date | null,
): Promise<void> {
  await tx.query('UPDATE sports_bets SET status = $2, settled_at = $3, accept_at = NULL WHERE id = $1', [
    betId,
    status,
    settledAt,
  ]);
}

// ---- Settlement -------------------------------------------------------------------------------

/** The markets a feed message changed (its rows in sport_settlement_changes). */
export async function marketsChangedBy(tx: Queryable, messageId: string): Promise<number[]> {
  const { rows } = await tx.query<{ market_id: number }>(
    'SELECT DISTINCT market_id FROM sport_settlement_changes WHERE message_id = $1 ORDER BY market_id',
    [messageId],
  );
  return rows.map((r) => Number(r.market_id));
}

export async function marketsOfEvent(tx: Queryable, eventId: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM sport_markets WHERE event_id = $1 ORDER BY id',
    [eventId],
  );
  return rows.map((r) => Number(r.id));
}

/** What settlement reads of a bet: its terms and figures, not its key or the slip's hash. */
export type SettlingBetRow = Pick<
  BetRow,
  | 'id'
  | 'user_id'
  | 'type'
  | 'unit_stake_cents'
  | 'total_stake_cents'
  | 'free_bet'
  | 'status'
  | 'placed_at'
  | 'settled_at'
  | 'return_cents'
  | 'paid_cents'
  | 'moves'
  | 'wagering_counted'
>;

/**
 * Locks the accepted bets with a leg on these markets (pending and refused ones are not settled),
 * reading only what settlement needs: a large market's bets are a hundred thousand rows to parse.
 */
export async function lockBetsOnMarkets(
  tx: Queryable,
  marketIds: readonly number[],
): Promise<SettlingBetRow[]> {
  const { rows } = await tx.query<SettlingBetRow>(
    `SELECT id, user_id, type, unit_stake_cents, total_stake_cents, free_bet, status, placed_at, settled_at,
            return_cents, paid_cents, moves, wagering_counted
       FROM sports_bets
      WHERE id IN (SELECT bet_id FROM sports_bet_legs WHERE market_id = ANY($1::bigint[]))
        AND status IN ('open', 'won', 'lost', 'void')
      ORDER BY id FOR UPDATE`,
    [marketIds],
  );
  return rows;
}

/**
 * Each leg as the feed leaves it: its outcome's stored result, if any, whether the leg is
 * cancelled (its event cancelled, or a cancel of its market not rolled back whose window holds
 * the bet's placement). What that makes of the leg is bet-outcome.ts's to say.
 */
export interface LegFeedRow {
  bet_id: number;
  position: number;
  odds: string;
  result: 0 | 1 | null;
  void_factor: string | null;
  dead_heat_factor: string | null;
  cancelled: boolean;
}

/**
 * The legs of these bets as the feed leaves them. The legs are read alone, then the feed's state
 * of the few outcomes, markets and events they name, joined here: a market's bets share those,
 * so this reads each once rather than once per leg.
 */
export async function legFeedStates(
  tx: Queryable,
  bets: ReadonlyArray<{ id: number; placed_at: Date }>,
): Promise<LegFeedRow[]> {
  const { rows: legs } = await tx.query<{
    bet_id: string;
    position: number;
    odds: string;
    outcome_id: string;
    market_id: string;
    event_id: string;
  }>(
    `SELECT bet_id, position, odds::text AS odds, outcome_id, market_id, event_id
       FROM sports_bet_legs WHERE bet_id = ANY($1::bigint[]) ORDER BY bet_id, position`,
    [bets.map((b) => b.id)],
  );
  const distinct = (pick: (l: (typeof legs)[number]) => string) => [...new Set(legs.map(pick))];
  const { rows: results } = await tx.query<{
    outcome_id: string;
    result: 0 | 1;
    void_factor: string;
    dead_heat_factor: string;
  }>(
    `SELECT outcome_id, result, void_factor::text AS void_factor, dead_heat_factor::text AS dead_heat_factor
       FROM sport_outcome_results WHERE outcome_id = ANY($1::bigint[])`,
    [distinct((l) => l.outcome_id)],
  );
  const { rows: cancels } = await tx.query<{
    market_id: string;
    starts_at: Date | null;
    ends_at: Date | null;
  }>(
    `SELECT market_id, starts_at, ends_at FROM sport_market_cancellations
      WHERE market_id = ANY($1::bigint[]) AND rolled_back_at IS NULL`,
    [distinct((l) => l.market_id)],
  );
  const { rows: cancelledEvents } = await tx.query<{ id: string }>(
    `SELECT id FROM sport_events WHERE id = ANY($1::bigint[]) AND status = 'cancelled'`,
    [distinct((l) => l.event_id)],
  );
  const resultOf = new Map(results.map((r) => [String(r.outcome_id), r]));
  const eventCancelled = new Set(cancelledEvents.map((e) => String(e.id)));
  const placedAt = new Map(bets.map((b) => [Number(b.id), b.placed_at.getTime()]));
  const covers = (marketId: string, at: number) =>
    cancels.some(
      (c) =>
        String(c.market_id) === marketId &&
        (c.starts_at === null || c.starts_at.getTime() <= at) &&
        (c.ends_at === null || at < c.ends_at.getTime()),
    );
  return legs.map((l) => {
    const result = resultOf.get(String(l.outcome_id));
    const betId = Number(l.bet_id);
    return {
      bet_id: betId,
      position: l.position,
      odds: l.odds,
      result: result?.result ?? null,
      void_factor: result?.void_factor ?? null,
      dead_heat_factor: result?.dead_heat_factor ?? null,
      cancelled:
        eventCancelled.has(String(l.event_id)) || covers(String(l.market_id), placedAt.get(betId) ?? 0),
    };
  });
}

export interface SettledState {
  betId: number;
  status: BetStatus;
  returnCents: number | null;
  paidCents: number;
  moves: number;
  settledAt: Date | null;
}

/**
 * Writes what settlement decided for many bets: one statement whatever their number (a market's
 * settlement writes its bets chunk by chunk). No column it writes is indexed, and the table keeps
 * room on its pages (fillfactor), so each bet's new version stays on its page with no index entry
 * to add (a heap-only update, docs/decisions/047). The ids are matched twice: joined to the
 * figures, and as `= ANY`, which the planner reads through the primary key; joined alone, it
 * hashed the whole table for each chunk of a market's bets.
 */
export async function writeSettlements(tx: Queryable, settled: readonly SettledState[]): Promise<void> {
  if (settled.length === 0) return;
  await tx.query(
    `UPDATE sports_bets b SET status = x.status, return_cents = x.return_cents, paid_cents = x.paid_cents,
       moves = x.moves, settled_at = x.settled_at
       FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::int[], $6::timestamptz[])
         AS x(id, status, return_cents, paid_cents, moves, settled_at)
      WHERE b.id = x.id AND b.id = ANY($1::bigint[])`,
    [
      settled.map((s) => s.betId),
      settled.map((s) => s.status),
      settled.map((s) => s.returnCents),
      settled.map((s) => s.paidCents),
      settled.map((s) => s.moves),
      settled.map((s) => s.settledAt),
    ],
  );
}
