import crypto from 'node:crypto';
import type { Deps } from '../../platform/deps.js';
import { fieldError, notFound, throttled } from '../../platform/http/errors.js';
import type { Locale } from '../../platform/i18n/locale.js';
import { translate } from '../../platform/i18n/translate.js';
import { lockUser, markEmailVerified, markPhoneVerified } from './accounts.repository.js';
import {
  consumeCode,
  countFailedAttempt,
  insertCode,
  lockNewestCode,
  type CodeChannel,
} from './codes.repository.js';
import { sameDigest, sha256 } from './secret-tokens.js';

export const CODE_TTL_SECONDS = 10 * 60;
/** The client's resend countdown (spec §9) is also the server's rule. */
export const CODE_RESEND_SECONDS = 120;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_VALIDATION_LIMIT = { perPlayer: 10, windowSeconds: 60 } as const;

// The player and channel are mixed in, so one digest never matches another player's code.
const digest = (userId: number, channel: CodeChannel, code: string) => sha256(`${userId}:${channel}:${code}`);

/** Sends a fresh four-digit code to the player's e-mail or phone, at most once per resend interval. */
export async function sendConfirmationCode(
  deps: Deps,
  userId: number,
  channel: CodeChannel,
  locale: Locale,
): Promise<void> {
  const now = deps.clock.now();
  const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
  const recipient = await deps.db.transaction(async (tx) => {
    // The lock makes the resend rule hold when two requests arrive together.
    const user = await lockUser(tx, userId);
    if (!user) throw notFound();
    if (channel === 'email' ? user.is_email_verified : user.is_phone_verified)
      throw fieldError('type', 'code_already_confirmed');
    if (channel === 'phone' && !user.phone) throw fieldError('type', 'phone_missing');
    const previous = await lockNewestCode(tx, userId, channel);
    if (previous) {
      const waitMs = new Date(previous.created_at).getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) throw throttled(waitMs / 1000);
    }
    await insertCode(tx, {
      userId,
      channel,
      codeHash: digest(userId, channel, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      now,
    });
    return channel === 'email' ? user.email : user.phone;
  });
  const body = translate('code_message_body', locale, { code, minutes: CODE_TTL_SECONDS / 60 });
  await deps.mailer.send(
    channel === 'email'
      ? { channel: 'email', recipient, subject: translate('code_email_subject', locale), body }
      : { channel: 'sms', recipient, body },
  );
}

type CheckOutcome =
  | { ok: true }
  | { ok: false; key: 'code_invalid' | 'code_expired' | 'code_attempts_exceeded' | 'code_not_requested' };

/**
 * Checks a code against the player's newest one (of the channel if given). Each code allows
 * five wrong tries, then only a new code helps; a right one confirms the e-mail or phone.
 */
export async function confirmCode(
  deps: Deps,
  userId: number,
  code: string,
  channel: CodeChannel | undefined,
): Promise<void> {
  await deps.rateLimiter.hit(
    `code-validation:user:${userId}`,
    CODE_VALIDATION_LIMIT.perPlayer,
    CODE_VALIDATION_LIMIT.windowSeconds,
  );
  const now = deps.clock.now();
  // Failures are returned, not thrown, so the counted attempt is committed.
  const outcome = await deps.db.transaction(async (tx): Promise<CheckOutcome> => {
    const row = await lockNewestCode(tx, userId, channel);
    if (!row || row.consumed_at !== null) return { ok: false, key: 'code_not_requested' };
    if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, key: 'code_attempts_exceeded' };
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, key: 'code_expired' };
    if (!sameDigest(row.code_hash, digest(userId, row.channel, code))) {
      await countFailedAttempt(tx, row.id);
      return { ok: false, key: 'code_invalid' };
    }
    await consumeCode(tx, row.id, now);
    if (row.channel === 'email') await markEmailVerified(tx, userId, now);
    else await markPhoneVerified(tx, userId, now);
    return { ok: true };
  });
  if (!outcome.ok) throw fieldError('code', outcome.key);
}
