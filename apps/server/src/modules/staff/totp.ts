import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. One step of
// clock drift either way is accepted.
const PERIOD = 30;
const WINDOW = 1;
const ISSUER = 'Royal Flush Casino back office';

function totpOf(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secretBase32: string, account: string): string {
  return totpOf(secretBase32, account).toString();
}

/**
 * The time step a code belongs to when it is right for secret at now (within one step either
 * way), else null. Callers accept a step only once and only after the last one they accepted,
 * so a code seen over a shoulder or replayed from a log is worthless.
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secretBase32);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp }) + delta;
}

/** The code for secret at now: what an authenticator app shows (tests and set-up checks). */
export function totpCode(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}
