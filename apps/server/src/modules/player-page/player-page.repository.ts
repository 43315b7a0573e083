import type { Queryable } from '../../platform/db/types.js';

/**
 * What the back office's player page reads: one player's rows across the modules' tables, a
 * page at a time. Read only: every change goes through the owning module's service.
 */

export interface PlayerRow {
  id: number;
  email: string;
  nickname: string;
  phone: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  address: string;
  city: string;
  country: string | null;
  verification_state: string;
  is_email_verified: boolean;
  is_phone_verified: boolean;
  status: 'active' | 'suspended' | 'blocked' | 'closed';
  status_reason: string | null;
  status_changed_at: Date | null;
  created_at: Date;
}

export async function findPlayer(q: Queryable, id: number, lock = false): Promise<PlayerRow | undefined> {
  const { rows } = await q.query<PlayerRow>(
    `SELECT u.id::int AS id, u.email, u.nickname, u.phone, u.first_name, u.last_name,
            to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.address, u.city, c.code AS country,
            u.verification_state, u.is_email_verified, u.is_phone_verified, u.status, u.status_reason,
            u.status_changed_at, u.created_at
       FROM users u LEFT JOIN countries c ON c.id = u.country_id
      WHERE u.id = $1${lock ? ' FOR UPDATE OF u' : ''}`,
    [id],
  );
  return rows[0];
}

/** What the player's pending withdrawals hold (in the house's in-flight account until paid or rejected). */
export async function heldCents(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ held: string }>(
    `SELECT coalesce(sum(amount_cents), 0) AS held FROM withdrawals WHERE user_id = $1 AND status = 'pending'`,
    [userId],
  );
  return Number(rows[0]?.held ?? 0);
}

export async function labelsOf(q: Queryable, userId: number): Promise<string[]> {
  const { rows } = await q.query<{ label: string }>(
    'SELECT label FROM player_labels WHERE user_id = $1 ORDER BY label',
    [userId],
  );
  return rows.map((r) => r.label);
}

export async function notesCount(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM player_notes WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertNote(
  q: Queryable,
  note: { userId: number; staffId: number; body: string; now: Date },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO player_notes (user_id, staff_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id::int AS id`,
    [note.userId, note.staffId, note.body, note.now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO player_notes returned no row');
  return id;
}

/** Adds a label; false when the player has it already. */
export async function insertLabel(
  q: Queryable,
  label: { userId: number; label: string; staffId: number; now: Date },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO player_labels (user_id, label, staff_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, label) DO NOTHING`,
    [label.userId, label.label, label.staffId, label.now],
  );
  return rowCount > 0;
}

export async function deleteLabel(q: Queryable, userId: number, label: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM player_labels WHERE user_id = $1 AND label = $2', [
    userId,
    label,
  ]);
  return rowCount > 0;
}

export interface PendingApprovalRow {
  id: number;
  kind: string;
  reason: string;
  maker: string;
  created_at: Date;
}

/** Requests about this player waiting for a second person (their subject keys start with player:<id>). */
export async function pendingApprovals(q: Queryable, userId: number): Promise<PendingApprovalRow[]> {
  const { rows } = await q.query<PendingApprovalRow>(
    `SELECT r.id::int AS id, r.kind, r.reason, s.name AS maker, r.created_at
       FROM approval_requests r JOIN staff s ON s.id = r.maker_id
      WHERE r.status = 'pending' AND (r.subject_key = $1 OR r.subject_key LIKE $1 || ':%')
      ORDER BY r.id`,
    [`player:${userId}`],
  );
  return rows;
}

/** One page of a section: its rows and how many there are in all. */
export interface SectionPage<R> {
  rows: R[];
  total: number;
}

export interface PageRequest {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
}

/**
 * Each section's query: rows of one player ($1), with a column `at` to order by and `id` to
 * break ties. Written here so the whole page's SQL reads in one file.
 */
export const SECTION_SQL = {
  ledger: `SELECT t.id::int AS id, t.created_at AS at, t.kind, a.kind AS account,
                  (CASE WHEN t.credit_account_id = a.id THEN t.amount ELSE -t.amount END)::bigint AS amount_cents,
                  t.reference
             FROM accounts a
             JOIN transfers t ON t.credit_account_id = a.id OR t.debit_account_id = a.id
            WHERE a.owner_type = 'player' AND a.user_id = $1`,
  rounds: `SELECT r.id::int AS id, r.created_at AS at, r.game_code, r.provider, r.provider_round_id, r.currency,
                  r.bet_cents::bigint AS bet_cents, r.bonus_bet_cents::bigint AS bonus_bet_cents,
                  r.win_cents::bigint AS win_cents, r.refunded_cents::bigint AS refunded_cents, r.status,
                  r.closed_at, r.fair
             FROM game_rounds r WHERE r.user_id = $1`,
  bonuses: `SELECT p.id::int AS id, p.offered_at AS at, t.code AS terms_code, p.source, p.state,
                   p.bonus_cents::bigint AS bonus_cents, p.deposit_cents::bigint AS deposit_cents,
                   p.wagered_cents::bigint AS wagered_cents, p.wager_required_cents::bigint AS wager_required_cents,
                   p.spins_total, p.spins_left, p.granted_at, p.wager_ends_at, p.ended_at, p.end_reason,
                   p.converted_cents::bigint AS converted_cents, p.written_off_cents::bigint AS written_off_cents
              FROM player_bonuses p JOIN bonus_terms t ON t.id = p.terms_id WHERE p.user_id = $1`,
  cashback: `SELECT c.id::int AS id, c.period_start AS at, c.period_end, c.station, c.rate,
                    c.net_loss_cents::bigint AS net_loss_cents, c.amount_cents::bigint AS amount_cents,
                    c.expires_at, c.claimed_at, c.player_bonus_id::int AS player_bonus_id
               FROM cashback_claims c WHERE c.user_id = $1`,
  tournaments: `SELECT t.id::int AS id, t.start_date AS at, t.code, t.name ->> 'en' AS name, t.end_date,
                       s.points::bigint AS points, s.rounds_counted, p.place, p.prize_cents::bigint AS prize_cents,
                       p.paid_at
                  FROM tournament_scores s JOIN tournaments t ON t.id = s.tournament_id
                  LEFT JOIN tournament_payouts p ON p.tournament_id = s.tournament_id AND p.user_id = s.user_id
                 WHERE s.user_id = $1`,
  documents: `SELECT d.id::int AS id, d.created_at AS at, d.document_type, d.format, d.size_bytes, d.state,
                     d.reason, d.reviewed_at
                FROM identity_documents d WHERE d.user_id = $1`,
  withdrawals: `SELECT w.id::int AS id, w.created_at AS at, w.amount_cents::bigint AS amount_cents, w.provider,
                       w.token_type, w.address, w.status, w.tx_id, w.reason, w.processed_at
                  FROM withdrawals w WHERE w.user_id = $1`,
  deposits: `SELECT d.id::int AS id, d.credited_at AS at, d.chain, d.tx_id, d.provider, d.token_type, d.address,
                    d.received_token_amount::text AS received_token_amount,
                    d.credited_cents::bigint AS credited_cents, d.basis, d.operator_reason
               FROM deposit_credits d WHERE d.user_id = $1`,
  sessions: `SELECT s.id::int AS id, s.created_at AS at, s.source, s.ip, s.device, s.user_agent
               FROM user_sessions s WHERE s.user_id = $1`,
  devices: `SELECT row_number() OVER (ORDER BY d.first_seen_at, d.device_hash)::int AS id, d.first_seen_at AS at,
                   left(d.device_hash, 16) AS device, d.last_seen_at,
                   (SELECT count(*)::int FROM player_devices o
                     WHERE o.device_hash = d.device_hash AND o.user_id <> d.user_id) AS other_players
              FROM player_devices d WHERE d.user_id = $1`,
  linked: `WITH me AS (
             SELECT lower(first_name) AS fn, lower(last_name) AS ln, date_of_birth AS dob FROM users WHERE id = $1
           ), links AS (
             SELECT o.user_id, 'device' AS link, left(o.device_hash, 16) AS shared
               FROM player_devices d JOIN player_devices o ON o.device_hash = d.device_hash AND o.user_id <> d.user_id
              WHERE d.user_id = $1
             UNION
             SELECT o.user_id, 'ip', o.ip
               FROM (SELECT DISTINCT ip FROM user_sessions WHERE user_id = $1 AND ip <> '') s
               JOIN user_sessions o ON o.ip = s.ip AND o.user_id <> $1
             UNION
             SELECT o.user_id, 'withdrawal_address', o.address
               FROM (SELECT DISTINCT lower(address) AS address FROM withdrawals WHERE user_id = $1) w
               JOIN withdrawals o ON lower(o.address) = w.address AND o.user_id <> $1
             UNION
             SELECT u.id, 'identity', NULL
               FROM me JOIN users u ON u.date_of_birth = me.dob AND u.id <> $1
              WHERE me.dob IS NOT NULL AND me.fn <> '' AND lower(u.first_name) = me.fn AND lower(u.last_name) = me.ln
           )
           SELECT u.id::int AS id, u.created_at AS at, u.nickname, u.status,
                  array_agg(DISTINCT l.link ORDER BY l.link) AS links,
                  coalesce(array_agg(DISTINCT l.shared) FILTER (WHERE l.link IN ('device', 'ip')), '{}') AS shared,
                  coalesce(array_agg(DISTINCT l.shared) FILTER (WHERE l.link = 'withdrawal_address'), '{}')
                    AS shared_addresses
             FROM links l JOIN users u ON u.id = l.user_id
            GROUP BY u.id`,
  support: `SELECT m.id::int AS id, m.created_at AS at, m.author, m.operator, m.content,
                   m.attachment_id::int AS attachment_id
              FROM support_messages m WHERE m.user_id = $1`,
  inbox: `SELECT e.id::int AS id, e.created_at AS at, e.type, e.payload, x.dismissed_at
            FROM player_events e LEFT JOIN inbox_dismissals x ON x.event_id = e.id AND x.user_id = e.user_id
           WHERE e.user_id = $1`,
  notes: `SELECT n.id::int AS id, n.created_at AS at, n.body, s.name AS staff
            FROM player_notes n JOIN staff s ON s.id = n.staff_id WHERE n.user_id = $1`,
} as const;
export type SectionName = keyof typeof SECTION_SQL;

/** A page of a section of player userId, newest first unless asked otherwise. */
export async function sectionPage<R extends { id: number; at: Date | null }>(
  q: Queryable,
  section: SectionName,
  userId: number,
  page: PageRequest,
): Promise<SectionPage<R>> {
  const direction = page.order === 'asc' ? 'ASC' : 'DESC';
  const { rows } = await q.query<R & { total: number }>(
    `SELECT x.*, count(*) OVER ()::int AS total FROM (${SECTION_SQL[section]}) x
      ORDER BY x.at ${direction} NULLS LAST, x.id ${direction} LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end: the count still tells the console how many there are.
    const counted = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${SECTION_SQL[section]}) x`,
      [userId],
    );
    total = counted.rows[0]?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row as unknown as R), total };
}
