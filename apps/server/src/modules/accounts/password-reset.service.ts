import type { Deps } from '../../platform/deps.js';
import { fieldError } from '../../platform/http/errors.js';
import type { Locale } from '../../platform/i18n/locale.js';
import { translate } from '../../platform/i18n/translate.js';
import { findUserByEmail, findUserById, setPasswordHash } from './accounts.repository.js';
import { hashPassword } from './passwords.js';
import {
  findResetToken,
  insertResetToken,
  useAllResetTokens,
  type ResetTokenRow,
} from './password-reset.repository.js';
import { revokeAllRefreshTokens } from './refresh-tokens.service.js';
import { randomToken, sha256 } from './secret-tokens.js';
import type { ClientInfo } from './sessions.service.js';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const RESET_LIMITS = { perIp: 5, perEmail: 3, windowSeconds: 15 * 60 } as const;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link's uid: the player id, base64url-encoded (the Django form the spec's path comes from). */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

export function decodeUid(uid: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(uid)) return undefined;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Mails the player a single-use link to set a new password (valid for one hour). */
export async function requestPasswordReset(
  deps: Deps,
  email: string,
  client: ClientInfo,
  locale: Locale,
): Promise<void> {
  await deps.rateLimiter.hit(`reset:ip:${client.ip}`, RESET_LIMITS.perIp, RESET_LIMITS.windowSeconds);
  await deps.rateLimiter.hit(`reset:email:${email}`, RESET_LIMITS.perEmail, RESET_LIMITS.windowSeconds);
  const user = await findUserByEmail(deps.db, email);
  // The spec's client shows this refusal to the player (section 8), so it is given as is.
  if (!user) throw fieldError('email', 'email_unknown');
  const now = deps.clock.now();
  const token = randomToken();
  await insertResetToken(deps.db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
    now,
  });
  const link = `${deps.config.publicUrl}/api/frontend/password/reset/confirm/${encodeUid(user.id)}/${token}/`;
  await deps.mailer.send({
    channel: 'email',
    recipient: user.email,
    subject: translate('reset_email_subject', locale),
    body: translate('reset_email_body', locale, { link, minutes: RESET_TOKEN_TTL_SECONDS / 60 }),
  });
}

const linkRefused = () => fieldError('token', 'reset_link_invalid');

function usable(row: ResetTokenRow | undefined, userId: number, now: Date): row is ResetTokenRow {
  return (
    !!row &&
    row.user_id === userId &&
    row.used_at === null &&
    new Date(row.expires_at).getTime() > now.getTime()
  );
}

function parseLink(uid: string, token: string): { userId: number; tokenHash: string } {
  const userId = decodeUid(uid);
  if (userId === undefined || !TOKEN_PATTERN.test(token)) throw linkRefused();
  return { userId, tokenHash: sha256(token) };
}

/** Throws 400 unless the reset link can still be used. */
export async function checkResetLink(deps: Deps, uid: string, token: string): Promise<void> {
  const { userId, tokenHash } = parseLink(uid, token);
  if (!usable(await findResetToken(deps.db, tokenHash, false), userId, deps.clock.now())) throw linkRefused();
}

/**
 * Sets a new password through a reset link: the link and any older ones die, and every
 * refresh-token family of the player is revoked, so a thief holding a session is signed out.
 */
export async function confirmPasswordReset(
  deps: Deps,
  uid: string,
  token: string,
  newPassword: string,
  locale: Locale,
): Promise<void> {
  const { userId, tokenHash } = parseLink(uid, token);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const email = await deps.db.transaction(async (tx) => {
    const row = await findResetToken(tx, tokenHash, true);
    if (!usable(row, userId, now)) throw linkRefused();
    await setPasswordHash(tx, userId, passwordHash, now);
    await useAllResetTokens(tx, userId, now);
    await revokeAllRefreshTokens(tx, userId, now);
    return (await findUserById(tx, userId))?.email;
  });
  // Tells the owner, in case it was not them who used the link.
  if (email) {
    await deps.mailer.send({
      channel: 'email',
      recipient: email,
      subject: translate('password_changed', locale),
      body: translate('password_changed_email_body', locale),
    });
  }
}
