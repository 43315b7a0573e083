import type { Db } from '../../platform/db/types.js';
import { OIDC_REQUEST_TTL_SECONDS } from './google.service.js';
import * as repo from './purge.repository.js';

const DAY_MS = 24 * 3600 * 1000;
/** Expired codes and reset links stay a week, so support can see what a player was sent and when. */
export const KEEP_EXPIRED_SECRETS_MS = 7 * DAY_MS;
/** A revoked family stays a day: support can still see a reuse that ended a player's sessions. */
export const KEEP_REVOKED_FAMILY_MS = DAY_MS;

/** How many rows each table lost in one purge. */
export interface PurgeCounts {
  refresh_tokens: number;
  verification_codes: number;
  password_reset_tokens: number;
  oidc_requests: number;
  rate_limits: number;
}

/**
 * Deletes account data nothing can use any more: dead refresh-token families, codes and reset
 * links a week past expiry, abandoned OpenID sign-ins and ended rate-limit windows. Idempotent:
 * a second purge at the same time deletes nothing.
 */
export async function purgeExpiredAccountData(deps: { db: Db }, now: Date): Promise<PurgeCounts> {
  const at = now.getTime();
  // Separate statements, not one transaction: each delete stands on its own, and a failure half
  // way leaves only rows the next run deletes.
  return {
    refresh_tokens: await repo.deleteDeadRefreshFamilies(deps.db, now, new Date(at - KEEP_REVOKED_FAMILY_MS)),
    verification_codes: await repo.deleteVerificationCodesExpiredBy(
      deps.db,
      new Date(at - KEEP_EXPIRED_SECRETS_MS),
    ),
    password_reset_tokens: await repo.deleteResetTokensExpiredBy(
      deps.db,
      new Date(at - KEEP_EXPIRED_SECRETS_MS),
    ),
    oidc_requests: await repo.deleteOidcRequestsCreatedBy(
      deps.db,
      new Date(at - OIDC_REQUEST_TTL_SECONDS * 1000),
    ),
    rate_limits: await repo.deleteEndedRateLimitWindows(deps.db, now),
  };
}

/** The operators' one-line record of a purge, e.g. `refresh_tokens 3, verification_codes 0, ...`. */
export function describePurge(counts: PurgeCounts): string {
  return Object.entries(counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
}
