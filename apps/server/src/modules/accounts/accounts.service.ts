import {
  MIN_AGE,
  ageOn,
  type RegisterRequest,
  type TokenPair,
  type TokenRequest,
  type UpdateBirthRequest,
  type UpdateCountryRequest,
  type UpdateNameRequest,
} from '@casino/contract';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import {
  AppError,
  fieldError,
  forbidden,
  notFound,
  validationError,
  type FieldErrors,
} from '../../platform/http/errors.js';
import {
  emailExists,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUser,
  updateBirth,
  updateCountry,
  updateNames,
  type UserRow,
} from './accounts.repository.js';
import { exclusionOf, type SignUpPerson } from '../limits/exclusion.service.js';
import { countryExists } from './countries.repository.js';
import { COUNTRY_CODES } from './country-codes.js';
import { checkPassword, hashPassword } from './passwords.js';
import { issueTokenPair } from './refresh-tokens.service.js';
import { recordSession, type ClientInfo } from './sessions.service.js';

const MINUTE = 60;
export const SIGN_IN_LIMITS = { perIp: 10, perEmail: 5, windowSeconds: MINUTE } as const;
export const EMAIL_CHECK_LIMIT = { perIp: 30, windowSeconds: MINUTE } as const;
const NICKNAME_MAX = 30;

/** The default nickname: the local part of the e-mail address. */
export function nicknameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.slice(0, NICKNAME_MAX);
}

/** Signs a player in with e-mail and password; one refusal text for unknown e-mail and wrong password. */
export async function signIn(deps: Deps, input: TokenRequest, client: ClientInfo): Promise<TokenPair> {
  const email = input.email.toLowerCase();
  await deps.rateLimiter.hit(`signin:ip:${client.ip}`, SIGN_IN_LIMITS.perIp, SIGN_IN_LIMITS.windowSeconds);
  await deps.rateLimiter.hit(`signin:email:${email}`, SIGN_IN_LIMITS.perEmail, SIGN_IN_LIMITS.windowSeconds);
  const user = await findUserByEmail(deps.db, email);
  const ok = await checkPassword(user?.password_hash, input.password);
  if (!user || !ok) throw new AppError(401, { detail: { key: 'signin_failed' } });
  // The national register's answer applies before the tokens are issued (docs/decisions/041).
  await exclusionOf(deps).checkAtSignIn(user.id);
  return deps.db.transaction(async (tx) => {
    await recordSession(deps, tx, user.id, 'password', client);
    return issueTokenPair(deps, tx, user.id);
  });
}

/** Answers nothing when the e-mail can be used for a new account; 400 when it is taken. */
export async function checkEmailAvailable(deps: Deps, email: string, client: ClientInfo): Promise<void> {
  await deps.rateLimiter.hit(
    `email-check:ip:${client.ip}`,
    EMAIL_CHECK_LIMIT.perIp,
    EMAIL_CHECK_LIMIT.windowSeconds,
  );
  // The sign-up dialog's first step: an excluded e-mail is told as the sign-up would tell it.
  if (await exclusionOf(deps).isExcluded({ email })) throw fieldError('email', 'signup_excluded');
  if (await emailExists(deps.db, email)) throw fieldError('email', 'email_taken');
}

function isAdult(dateOfBirth: string, deps: Deps): boolean {
  return ageOn(dateOfBirth, deps.clock.now()) >= MIN_AGE;
}

/** Creates a player account (adults only), signs it in and records the sign-up in the account activity. */
export async function register(
  deps: Deps,
  input: RegisterRequest,
  client: ClientInfo,
): Promise<{ user: UserRow; tokens: TokenPair }> {
  // One welcome package per person: sign-ups from one address are limited on their own.
  await deps.rateLimiter.hit(`signup:ip:${client.ip}`, deps.config.signupLimitPerHour, 60 * MINUTE);
  // A self-excluded person is refused before anything else (docs/decisions/040).
  const exclusion = exclusionOf(deps);
  const person: SignUpPerson = {
    email: input.email,
    phone: input.phone,
    firstName: input.first_name,
    lastName: input.last_name,
    dateOfBirth: input.date_of_birth,
    deviceId: client.deviceId,
  };
  await exclusion.assertNotExcluded(person);
  // Every rule is checked before answering, so the form shows all its problems at once.
  const errors: FieldErrors = {};
  if (!isAdult(input.date_of_birth, deps)) errors.date_of_birth = [{ key: 'under_age' }];
  if (!(await countryExists(deps.db, input.country))) errors.country = [{ key: 'country_invalid' }];
  if (await emailExists(deps.db, input.email)) errors.email = [{ key: 'email_taken' }];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await exclusion.assertRegisterClear(person);

  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        nickname: nicknameFromEmail(input.email),
        phone: input.phone ?? '',
        isEmailVerified: false,
        firstName: input.first_name ?? '',
        lastName: input.last_name ?? '',
        gender: input.gender ?? null,
        dateOfBirth: input.date_of_birth,
        countryId: input.country,
        referral: emptyToNull(input.referral),
        leadId: emptyToNull(input.lead_id),
        marketingConsent: input.marketing_consent ?? false,
        now: deps.clock.now(),
      });
      await recordSession(deps, tx, user.id, 'register', client);
      return { user, tokens: await issueTokenPair(deps, tx, user.id) };
    });
  } catch (err) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw fieldError('email', 'email_taken');
    throw err;
  }
}

function emptyToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/** The player's own account. */
export async function getPlayer(deps: Deps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound();
  return user;
}

export type ProfileChange =
  | { form: 'name'; data: UpdateNameRequest }
  | { form: 'birth'; data: UpdateBirthRequest }
  | { form: 'country'; data: UpdateCountryRequest };

// Documents under review or accepted describe this person: their data changes through support only.
const LOCKED_STATES = new Set<UserRow['verification_state']>(['pending', 'verified']);

/** Applies one of the three profile forms (names, birth date with gender, country). */
export async function updateProfile(deps: Deps, userId: number, change: ProfileChange): Promise<UserRow> {
  if (change.form === 'birth' && !isAdult(change.data.date_of_birth, deps))
    throw fieldError('date_of_birth', 'under_age');
  if (change.form === 'country' && !(await countryExists(deps.db, change.data.country))) {
    throw fieldError('country', 'country_invalid');
  }
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw notFound();
    if (LOCKED_STATES.has(user.verification_state)) throw forbidden('profile_locked');
    switch (change.form) {
      case 'name':
        return updateNames(tx, userId, change.data.first_name, change.data.last_name, now);
      case 'birth':
        return updateBirth(tx, userId, change.data.date_of_birth, change.data.gender, now);
      case 'country':
        return updateCountry(tx, userId, change.data.country, now);
    }
  });
  if (!updated) throw notFound();
  return updated;
}

export const DEMO_PLAYER = { email: 'demo@casino.local', password: 'Demo1234' } as const;

/** Creates the demo player (verified e-mail, adult, Malta) unless it exists. */
export async function seedDemoPlayer(deps: Deps): Promise<void> {
  if (await emailExists(deps.db, DEMO_PLAYER.email)) return;
  const malta = COUNTRY_CODES.find(([, code]) => code === 'MT')?.[0] ?? null;
  try {
    await insertUser(deps.db, {
      email: DEMO_PLAYER.email,
      passwordHash: await hashPassword(DEMO_PLAYER.password),
      nickname: 'demo',
      phone: '',
      isEmailVerified: true,
      firstName: 'Demo',
      lastName: 'Player',
      gender: 'other',
      dateOfBirth: '1990-01-01',
      countryId: malta,
      referral: null,
      leadId: null,
      marketingConsent: false,
      now: deps.clock.now(),
    });
  } catch (err) {
    // Another server process seeded it first.
    if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
  }
}
