import type { Queryable } from '../../platform/db/types.js';

/**
 * Deletes whole refresh-token families that can no longer be presented: every token of the
 * family expired at or before expiredBy, or every token was revoked before revokedBefore. A family
 * is kept whole until then, because a used token is what detects a replayed one.
 */
export async function deleteDeadRefreshFamilies(
  db: Queryable,
  expiredBy: Date,
  revokedBefore: Date,
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM refresh_tokens WHERE family_id IN (
       SELECT family_id FROM refresh_tokens GROUP BY family_id
       HAVING max(expires_at) <= $1
           OR bool_and(revoked_at IS NOT NULL AND revoked_at < $2)
     )`,
    [expiredBy, revokedBefore],
  );
  return rowCount;
}

/**
 * Deletes verification codes that expired at or before expiredBy. A code is only deleted when no
 * older code of the player is kept: the newest code is the one a submission is checked against,
 * so removing a newer code must never make an older, still valid one the newest again.
 */
export async function deleteVerificationCodesExpiredBy(db: Queryable, expiredBy: Date): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM verification_codes v WHERE v.expires_at <= $1
       AND NOT EXISTS (
         SELECT 1 FROM verification_codes o
         WHERE o.user_id = v.user_id AND o.expires_at > $1
           AND (o.created_at < v.created_at OR (o.created_at = v.created_at AND o.id < v.id))
       )`,
    [expiredBy],
  );
  return rowCount;
}

/** Deletes password-reset tokens (used or not) that expired at or before expiredBy. */
export async function deleteResetTokensExpiredBy(db: Queryable, expiredBy: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM password_reset_tokens WHERE expires_at <= $1', [
    expiredBy,
  ]);
  return rowCount;
}

/** Deletes OpenID sign-ins started at or before a cutoff (the player never came back from the provider). */
export async function deleteOidcRequestsCreatedBy(db: Queryable, createdBy: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM oidc_requests WHERE created_at <= $1', [createdBy]);
  return rowCount;
}

/** Deletes rate-limit counters whose window has ended (the next hit starts a new window anyway). */
export async function deleteEndedRateLimitWindows(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM rate_limits WHERE window_ends_at <= $1', [now]);
  return rowCount;
}
