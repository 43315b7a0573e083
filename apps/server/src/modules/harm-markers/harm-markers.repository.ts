import type { HarmRule, InteractionKind } from '@casino/contract/backoffice-rg';
import type { Queryable } from '../../platform/db/types.js';
import type { RuleQuery } from './harm-markers.rules.js';

export interface Fired {
  user_id: number;
  rule: HarmRule;
  figures: Record<string, number | string | null>;
}

export interface FlagRow {
  rule: HarmRule;
  figures: Record<string, number | string | null>;
  first_fired_at: Date;
  last_fired_at: Date;
  cleared_at: Date | null;
}

/** The players a rule fires for at `now`, with its figures. */
export async function firing(
  db: Queryable,
  rule: RuleQuery,
  now: Date,
  userIds: number[] | null,
  threshold: number,
): Promise<Fired[]> {
  const { rows } = await db.query<{ user_id: number; figures: Fired['figures'] }>(
    `SELECT q.user_id::int AS user_id, q.figures FROM (${rule.sql}) q`,
    [now, userIds, threshold],
  );
  return rows.map((r) => ({ user_id: r.user_id, rule: rule.rule, figures: r.figures }));
}

/** Records the rules that fire: a new flag, or the figures of one still open brought up to date. */
export async function upsertFlags(db: Queryable, fired: Fired[], now: Date): Promise<void> {
  if (fired.length === 0) return;
  await db.query(
    `INSERT INTO harm_flags (user_id, rule, figures, first_fired_at, last_fired_at)
     SELECT u, r, f, $4, $4 FROM unnest($1::bigint[], $2::text[], $3::jsonb[]) AS x(u, r, f)
     ON CONFLICT (user_id, rule) DO UPDATE SET figures = EXCLUDED.figures, last_fired_at = EXCLUDED.last_fired_at,
       first_fired_at = CASE WHEN harm_flags.cleared_at IS NULL THEN harm_flags.first_fired_at ELSE EXCLUDED.first_fired_at END,
       cleared_at = NULL`,
    [fired.map((f) => f.user_id), fired.map((f) => f.rule), fired.map((f) => JSON.stringify(f.figures)), now],
  );
}

/** Clears the open flags (of the players looked at) that no longer fire. */
export async function clearOthers(
  db: Queryable,
  fired: Fired[],
  now: Date,
  userIds: number[] | null,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE harm_flags SET cleared_at = $4
     WHERE cleared_at IS NULL AND ($3::bigint[] IS NULL OR user_id = ANY($3::bigint[]))
       AND (user_id, rule) NOT IN (SELECT * FROM unnest($1::bigint[], $2::text[]))`,
    [fired.map((f) => f.user_id), fired.map((f) => f.rule), userIds, now],
  );
  return rowCount ?? 0;
}

export async function flagsOf(db: Queryable, userId: number): Promise<FlagRow[]> {
  const { rows } = await db.query<FlagRow>(
    `SELECT rule, figures, first_fired_at, last_fired_at, cleared_at FROM harm_flags
     WHERE user_id = $1 ORDER BY cleared_at IS NOT NULL, last_fired_at DESC`,
    [userId],
  );
  return rows;
}

export interface FlaggedRow {
  player_id: number;
  nickname: string;
  status: string;
  rules: HarmRule[];
  flags: number;
  last_fired_at: Date;
  interaction_kind: InteractionKind | null;
  interaction_at: Date | null;
  total: number;
}

const SORTS = { last_fired_at: 'last_fired_at', flags: 'flags', player_id: 'player_id' } as const;

/** The players with open flags, one row each, filtered by rule and by id or nickname. */
export async function flaggedPage(
  db: Queryable,
  q: {
    rule?: HarmRule;
    search?: string;
    sort: keyof typeof SORTS;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<FlaggedRow[]> {
  const id = q.search && /^\d{1,10}$/.test(q.search) ? Number(q.search) : null;
  const { rows } = await db.query<FlaggedRow>(
    `WITH open AS (
       SELECT f.user_id, array_agg(f.rule ORDER BY f.rule) AS rules, count(*)::int AS flags,
              max(f.last_fired_at) AS last_fired_at
       FROM harm_flags f WHERE f.cleared_at IS NULL
       GROUP BY f.user_id
       HAVING $1::text IS NULL OR bool_or(f.rule = $1)
     )
     SELECT o.user_id::int AS player_id, u.nickname, u.status, o.rules, o.flags, o.last_fired_at,
            i.kind AS interaction_kind, i.created_at AS interaction_at, count(*) OVER ()::int AS total
     FROM open o JOIN users u ON u.id = o.user_id
     LEFT JOIN LATERAL (SELECT kind, created_at FROM harm_interactions h WHERE h.user_id = o.user_id
                        ORDER BY h.id DESC LIMIT 1) i ON true
     WHERE $2::text IS NULL OR o.user_id = $3 OR u.nickname ILIKE '%' || $2 || '%'
     ORDER BY ${SORTS[q.sort]} ${q.order === 'asc' ? 'ASC' : 'DESC'}, o.user_id DESC
     LIMIT $4 OFFSET $5`,
    [q.rule ?? null, q.search ? q.search.replace(/[\\%_]/g, '\\$&') : null, id, q.limit, q.offset],
  );
  return rows;
}

export async function insertInteraction(
  db: Queryable,
  i: { userId: number; staffId: number; kind: InteractionKind; reason: string; now: Date },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO harm_interactions (user_id, staff_id, kind, reason, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id`,
    [i.userId, i.staffId, i.kind, i.reason, i.now],
  );
  return rows[0]?.id ?? 0;
}

export async function interactionsOf(
  db: Queryable,
  userId: number,
): Promise<Array<{ id: number; kind: InteractionKind; reason: string; staff: string; created_at: Date }>> {
  const { rows } = await db.query<{
    id: number;
    kind: InteractionKind;
    reason: string;
    staff: string;
    created_at: Date;
  }>(
    `SELECT h.id::int AS id, h.kind, h.reason, s.email AS staff, h.created_at
     FROM harm_interactions h JOIN staff s ON s.id = h.staff_id
     WHERE h.user_id = $1 ORDER BY h.id DESC LIMIT 200`,
    [userId],
  );
  return rows;
}

export async function playerExists(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}
