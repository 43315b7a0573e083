import crypto from 'node:crypto';
import type { Config } from '../../platform/config.js';
import type { Queryable } from '../../platform/db/types.js';
import { resolveJwtSecret } from '../../platform/secrets.js';
import type { RegisterPerson } from './national-register.js';

/**
 * The exclusion register (docs/decisions/040): an excluded player's e-mail, phone, verified
 * identity (name and date of birth) and devices, kept as HMACs with a server key, so a sign-up
 * with any of them is refused for the whole exclusion, even after the account was anonymised,
 * and the register itself reveals nobody's data.
 */

export type IdentifierKind = 'email' | 'phone' | 'identity' | 'device';

/** One normalised identifier: the same person written another way gives the same value. */
export interface Identifier {
  kind: IdentifierKind;
  value: string;
}

/** Letters and digits only, lower case, accents dropped: "José  O'Neil" and "jose oneil" match. */
function plainText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function emailIdentifier(email: string): Identifier | undefined {
  const value = email.trim().toLowerCase();
  return value ? { kind: 'email', value } : undefined;
}

/** Digits only: "+34 600-123 456" and "+34600123456" are one phone. */
export function phoneIdentifier(phone: string | null | undefined): Identifier | undefined {
  const value = (phone ?? '').replace(/\D/g, '');
  return value.length >= 6 ? { kind: 'phone', value } : undefined;
}

/** Name and date of birth (YYYY-MM-DD), only when both names are known. */
export function identityIdentifier(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  dateOfBirth: string | null | undefined,
): Identifier | undefined {
  const first = plainText(firstName ?? '');
  const last = plainText(lastName ?? '');
  if (!first || !last || !dateOfBirth) return undefined;
  return { kind: 'identity', value: `${first}|${last}|${dateOfBirth}` };
}

/** A device by the hash of the web app's device id that player_devices keeps. */
export function deviceIdentifier(deviceHash: string | undefined): Identifier | undefined {
  return deviceHash ? { kind: 'device', value: deviceHash } : undefined;
}

/** The SHA-256 of a raw device id, as player_devices keeps it. */
export function hashDeviceId(deviceId: string): string {
  return crypto.createHash('sha256').update(deviceId).digest('hex');
}

/** The register's HMAC key: its own secret, else one derived from the token-signing secret. */
export function exclusionKeyOf(config: Config): string {
  return (
    config.selfExclusion.hashSecret ??
    crypto.createHmac('sha256', resolveJwtSecret(config)).update('exclusion-register').digest('hex')
  );
}

export function digestOf(key: string, id: Identifier): string {
  return crypto.createHmac('sha256', key).update(`${id.kind}:${id.value}`).digest('hex');
}

const present = <T>(x: T | undefined): x is T => x !== undefined;

/**
 * Records the player's identifiers as excluded until `endsAt` (null: for ever), in the caller's
 * transaction: e-mail, phone, the identity once verified, every device the player signed in on.
 * A row already there keeps the later end.
 */
export async function recordExcludedIdentifiers(
  tx: Queryable,
  key: string,
  userId: number,
  endsAt: Date | null,
  now: Date,
): Promise<void> {
  const { rows } = await tx.query<{
    email: string;
    phone: string;
    first_name: string;
    last_name: string;
    dob: string | null;
    verification_state: string;
  }>(
    `SELECT email, phone, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS dob, verification_state
     FROM users WHERE id = $1`,
    [userId],
  );
  const user = rows[0];
  if (!user) return;
  const devices = await tx.query<{ device_hash: string }>(
    'SELECT device_hash FROM player_devices WHERE user_id = $1',
    [userId],
  );
  const ids = [
    emailIdentifier(user.email),
    phoneIdentifier(user.phone),
    user.verification_state === 'verified'
      ? identityIdentifier(user.first_name, user.last_name, user.dob)
      : undefined,
    ...devices.rows.map((d) => deviceIdentifier(d.device_hash)),
  ].filter(present);
  if (ids.length === 0) return;
  await tx.query(
    `INSERT INTO exclusion_register (kind, digest, user_id, ends_at, created_at)
     SELECT k, d, $3, COALESCE($4::timestamptz, 'infinity'), $5 FROM unnest($1::text[], $2::text[]) AS x(k, d)
     ON CONFLICT (kind, digest, user_id) DO UPDATE SET ends_at = GREATEST(exclusion_register.ends_at, EXCLUDED.ends_at)`,
    [ids.map((i) => i.kind), ids.map((i) => digestOf(key, i)), userId, endsAt, now],
  );
}

/** Whether any of the identifiers belongs to a player excluded at `now`. */
export async function anyExcluded(
  db: Queryable,
  key: string,
  ids: ReadonlyArray<Identifier | undefined>,
  now: Date,
): Promise<boolean> {
  const known = ids.filter(present);
  if (known.length === 0) return false;
  const { rows } = await db.query(
    `SELECT 1 FROM exclusion_register r JOIN unnest($1::text[], $2::text[]) AS x(k, d) ON r.kind = x.k AND r.digest = x.d
     WHERE r.ends_at > $3 LIMIT 1`,
    [known.map((i) => i.kind), known.map((i) => digestOf(key, i)), now],
  );
  return rows.length > 0;
}

/** The player as the national register is asked about them (we keep no postcode). */
export async function registerPersonOf(db: Queryable, userId: number): Promise<RegisterPerson | undefined> {
  const { rows } = await db.query<{
    email: string;
    first_name: string;
    last_name: string;
    dob: string | null;
  }>(
    `SELECT email, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM users WHERE id = $1`,
    [userId],
  );
  const u = rows[0];
  return u
    ? {
        first_name: u.first_name,
        last_name: u.last_name,
        date_of_birth: u.dob,
        email: u.email.toLowerCase(),
        postcode: null,
      }
    : undefined;
}
