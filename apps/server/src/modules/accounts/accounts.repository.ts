import { type Queryable, requireRow } from '../../platform/db/types.js';

export type GenderValue = 'male' | 'female' | 'other';
export type VerificationState = 'unverified' | 'pending' | 'verified' | 'rejected';

/** A player as stored (the password hash included: presenters decide what leaves the server). */
export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  nickname: string;
  phone: string;
  is_email_verified: boolean;
  is_phone_verified: boolean;
  first_name: string;
  last_name: string;
  gender: GenderValue | null;
  /** YYYY-MM-DD, formatted by SQL so no time zone can shift it. */
  date_of_birth: string | null;
  address: string;
  city: string;
  country_id: number | null;
  referral: string | null;
  lead_id: string | null;
  marketing_consent: boolean;
  verification_state: VerificationState;
  is_new_user: boolean;
  current_rank: number;
  current_rank_progress: number;
}

const USER_COLUMNS = `id, email, password_hash, nickname, phone, is_email_verified, is_phone_verified,
  first_name, last_name, gender, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, address, city,
  country_id, referral, lead_id, marketing_consent, verification_state, is_new_user,
  current_rank, current_rank_progress`;

export interface NewUser {
  email: string;
  passwordHash: string | null;
  nickname: string;
  phone: string;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
  gender: GenderValue | null;
  dateOfBirth: string | null;
  countryId: number | null;
  referral: string | null;
  leadId: string | null;
  marketingConsent: boolean;
  now: Date;
}

/** Inserts a player; a duplicate e-mail (any case) raises PostgreSQL's unique violation. */
export async function insertUser(db: Queryable, u: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (email, password_hash, nickname, phone, is_email_verified, first_name, last_name, gender,
       date_of_birth, country_id, referral, lead_id, marketing_consent, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13, $14, $14)
     RETURNING ${USER_COLUMNS}`,
    [
      u.email,
      u.passwordHash,
      u.nickname,
      u.phone,
      u.isEmailVerified,
      u.firstName,
      u.lastName,
      u.gender,
      u.dateOfBirth,
      u.countryId,
      u.referral,
      u.leadId,
      u.marketingConsent,
      u.now,
    ],
  );
  return requireRow(rows, 'INSERT INTO users returned no row');
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** Locks the player's row until the transaction ends: serialises code requests of one player. */
export async function lockUser(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}

export async function emailExists(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

export async function updateNames(
  db: Queryable,
  id: number,
  firstName: string,
  lastName: string,
  now: Date,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET first_name = $2, last_name = $3, updated_at = $4 WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, firstName, lastName, now],
  );
  return rows[0];
}

export async function updateBirth(
  db: Queryable,
  id: number,
  dateOfBirth: string,
  gender: GenderValue,
  now: Date,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET date_of_birth = $2::date, gender = $3, updated_at = $4 WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, dateOfBirth, gender, now],
  );
  return rows[0];
}

/** Sets the country; the city belongs to the old country, so it is cleared when the country changes. */
export async function updateCountry(
  db: Queryable,
  id: number,
  countryId: number,
  now: Date,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET city = CASE WHEN country_id IS DISTINCT FROM $2 THEN '' ELSE city END,
       country_id = $2, updated_at = $3
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, countryId, now],
  );
  return rows[0];
}

export async function setPasswordHash(
  db: Queryable,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
    id,
    passwordHash,
    now,
  ]);
}

export async function markEmailVerified(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE users SET is_email_verified = true, updated_at = $2 WHERE id = $1', [id, now]);
}

export async function markPhoneVerified(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE users SET is_phone_verified = true, updated_at = $2 WHERE id = $1', [id, now]);
}

// --- Third-party identities -------------------------------------------------------------------

export async function findIdentityUserId(
  db: Queryable,
  provider: string,
  subject: string,
): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2',
    [provider, subject],
  );
  return rows[0]?.user_id;
}

/** Links (provider, subject) to a player; a second link of the same identity is ignored. */
export async function insertIdentity(
  db: Queryable,
  identity: { provider: string; subject: string; userId: number; email: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO user_identities (provider, subject, user_id, email, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider, subject) DO NOTHING`,
    [identity.provider, identity.subject, identity.userId, identity.email, identity.now],
  );
}

// --- OpenID Connect requests in flight ----------------------------------------------------------

export interface OidcRequestRow {
  state: string;
  code_verifier: string;
  nonce: string;
  referral: string | null;
  lead_id: string | null;
  created_at: Date;
}

export async function insertOidcRequest(
  db: Queryable,
  r: {
    state: string;
    codeVerifier: string;
    nonce: string;
    referral: string | null;
    leadId: string | null;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO oidc_requests (state, code_verifier, nonce, referral, lead_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [r.state, r.codeVerifier, r.nonce, r.referral, r.leadId, r.now],
  );
}

/** Removes and returns the request for state: a state can be redeemed once. */
export async function takeOidcRequest(db: Queryable, state: string): Promise<OidcRequestRow | undefined> {
  const { rows } = await db.query<OidcRequestRow>(
    'DELETE FROM oidc_requests WHERE state = $1 RETURNING state, code_verifier, nonce, referral, lead_id, created_at',
    [state],
  );
  return rows[0];
}

/** Drops abandoned sign-ins (the player never came back from the provider). */
export async function deleteOidcRequestsBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM oidc_requests WHERE created_at < $1', [before]);
}
