import crypto from 'node:crypto';
import type { TokenPair } from '@casino/contract';
import type { Queryable } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/errors.js';
import {
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeAllForUser,
  revokeFamily,
} from './refresh-tokens.repository.js';
import { assertMaySignIn } from './player-status.js';
import { randomToken, sha256 } from './secret-tokens.js';

const refreshRefused = () => new AppError(401, { detail: { key: 'refresh_invalid' } });

/**
 * Issues an access token and a new refresh token. Without familyId a new family starts (a new
 * sign-in); rotation passes the family on, so a stolen and replayed token can end all of it.
 */
export async function issueTokenPair(
  deps: Deps,
  tx: Queryable,
  userId: number,
  familyId?: string,
): Promise<TokenPair> {
  // Every sign-in, sign-up and refresh passes here: a blocked or closed player gets no tokens.
  await assertMaySignIn(tx, userId);
  const now = deps.clock.now();
  const refresh = randomToken();
  await insertRefreshToken(tx, {
    userId,
    familyId: familyId ?? crypto.randomUUID(),
    tokenHash: sha256(refresh),
    expiresAt: new Date(now.getTime() + deps.config.refreshTokenTtl * 1000),
    now,
  });
  return { access: await deps.accessTokens.sign(userId), refresh };
}

/**
 * Trades a refresh token for a new pair. A token works once: presenting a used one means two
 * parties hold it, so the whole family is revoked and both must sign in again.
 */
export async function rotateRefreshToken(deps: Deps, refresh: string): Promise<TokenPair> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, sha256(refresh));
    if (!row || row.revoked_at !== null) return undefined;
    if (row.used_at !== null) {
      // Committed (not thrown) so the revocation survives the refusal.
      await revokeFamily(tx, row.family_id, now);
      deps.log.warn({ userId: row.user_id }, 'refresh token reused; token family revoked');
      return undefined;
    }
    if (new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
    await markRefreshTokenUsed(tx, row.id, now);
    return issueTokenPair(deps, tx, row.user_id, row.family_id);
  });
  if (!outcome) throw refreshRefused();
  return outcome;
}

/** Ends every refresh-token family of a player (password changed): other devices must sign in again. */
export async function revokeAllRefreshTokens(tx: Queryable, userId: number, now: Date): Promise<void> {
  await revokeAllForUser(tx, userId, now);
}
