import type { Queryable } from '../../platform/db/types.js';

/** Where a player was found; each is one indexed lookup (migration 026). */
export type MatchField =
  'id' | 'email' | 'phone' | 'name' | 'nickname' | 'ip' | 'device' | 'deposit_address' | 'withdrawal_address';

/** What the service decided to look for; null leaves a lookup out. */
export interface SearchPlan {
  id: number | null;
  /** LIKE patterns on the lower-case text (already escaped, with their % signs). */
  emailLike: string | null;
  /** A whole e-mail address, lower case: found through the unique index, first. */
  emailExact: string | null;
  nicknameLike: string | null;
  nameLike: string | null;
  phoneDigitsLike: string | null;
  ipExact: string | null;
  ipPrefix: string | null;
  deviceHash: string | null;
  address: string | null;
}

export interface PlayerMatchRow {
  id: number;
  email: string;
  nickname: string;
  first_name: string;
  last_name: string;
  phone: string;
  country: string | null;
  verification_state: string;
  created_at: Date;
  matched: MatchField[];
}

/**
 * The players matching any lookup of the plan, exact matches (id, address, IP, device, e-mail)
 * first, then newest first; at most `cap` matches are considered (total says how many, up to cap).
 */
export async function searchPlayers(
  db: Queryable,
  plan: SearchPlan,
  page: { limit: number | null; offset: number },
  cap: number,
): Promise<{ rows: PlayerMatchRow[]; total: number }> {
  const { rows } = await db.query<PlayerMatchRow & { total: number }>(
    `WITH hits AS (
       SELECT id AS user_id, 'id' AS field, 0 AS rank FROM users WHERE id = $1
       UNION ALL
       SELECT id, 'email', 0 FROM users WHERE lower(email) = $10
       UNION ALL
       (SELECT id, 'email', 1 FROM users WHERE $2::text IS NOT NULL AND lower(email) LIKE $2 LIMIT $11)
       UNION ALL
       (SELECT id, 'nickname', 1 FROM users WHERE $3::text IS NOT NULL AND lower(nickname) LIKE $3 LIMIT $11)
       UNION ALL
       (SELECT id, 'name', 1 FROM users
        WHERE $4::text IS NOT NULL AND lower(first_name || ' ' || last_name) LIKE $4 LIMIT $11)
       UNION ALL
       (SELECT id, 'phone', 1 FROM users
        WHERE $5::text IS NOT NULL AND regexp_replace(phone, '[^0-9]', '', 'g') LIKE $5 LIMIT $11)
       UNION ALL
       (SELECT DISTINCT user_id, 'ip', 0 FROM user_sessions WHERE ip = $6 LIMIT $11)
       UNION ALL
       (SELECT DISTINCT user_id, 'ip', 1 FROM user_sessions WHERE $7::text IS NOT NULL AND ip LIKE $7 LIMIT $11)
       UNION ALL
       SELECT user_id, 'device', 0 FROM player_devices WHERE device_hash = $8
       UNION ALL
       SELECT user_id, 'deposit_address', 0 FROM deposit_addresses WHERE lower(address) = $9
       UNION ALL
       (SELECT DISTINCT user_id, 'withdrawal_address', 0 FROM withdrawals WHERE lower(address) = $9 LIMIT $11)
     ), players AS (
       SELECT user_id, min(rank) AS rank, array_agg(DISTINCT field) AS matched
       FROM hits GROUP BY user_id
       ORDER BY min(rank), user_id DESC
       LIMIT $11
     ), counted AS (
       SELECT *, count(*) OVER () AS total FROM players
       ORDER BY rank, user_id DESC
       LIMIT $12 OFFSET $13
     )
     SELECT u.id, u.email, u.nickname, u.first_name, u.last_name, u.phone, c.code AS country,
            u.verification_state, u.created_at, k.matched, k.total
     FROM counted k JOIN users u ON u.id = k.user_id LEFT JOIN countries c ON c.id = u.country_id
     ORDER BY k.rank, u.id DESC`,
    [
      plan.id,
      plan.emailLike,
      plan.nicknameLike,
      plan.nameLike,
      plan.phoneDigitsLike,
      plan.ipExact,
      plan.ipPrefix,
      plan.deviceHash,
      plan.address,
      plan.emailExact,
      cap,
      page.limit,
      page.offset,
    ],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
