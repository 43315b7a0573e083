import { z } from 'zod';
import { isoDate, messageKeys } from './common.js';

export const MIN_AGE = 18;
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit (spec §5). */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value)
  );
}

/** Whole years between a YYYY-MM-DD birth date and today (UTC). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** The earliest accepted birth date: the client's date mask starts at 1901; anything older is a typo. */
export const BIRTH_DATE_MIN = '1900-01-01';
/** Message keys of this contract beyond the common ones (the server's catalogue defines them). */
export const accountMessageKeys = { phoneInvalid: 'phone_invalid' } as const;

/** Control characters (NUL above all, which PostgreSQL text cannot hold) never belong in these fields. */
function hasControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !hasControlChars(s), 'field_invalid');
/** Country ids are PostgreSQL INTEGERs. */
const countryId = z
  .number()
  .int(messageKeys.countryInvalid)
  .positive(messageKeys.countryInvalid)
  .max(2_147_483_647, messageKeys.countryInvalid);

export const email = z.string().trim().toLowerCase().max(254).email(messageKeys.emailInvalid);
export const password = z.string().max(128).refine(isStrongPassword, messageKeys.passwordRule);
const name = plainText(NAME_MAX_LENGTH);
const optionalText = (max: number) => plainText(max).optional().nullable();
export const dateOfBirth = isoDate.refine((s) => s >= BIRTH_DATE_MIN, messageKeys.dateInvalid);
/** An international number: a plus sign and 7 to 15 digits; spaces, dashes, dots and brackets are dropped. Empty means none. */
export const phone = z
  .string()
  .max(32)
  .transform((s) => s.replace(/[\s\-().]/g, ''))
  .refine((s) => s === '' || /^\+[1-9]\d{6,14}$/.test(s), accountMessageKeys.phoneInvalid);

export const tokenRequest = z.object({
  email: plainText(254).pipe(z.string().min(1)),
  password: z.string().min(1).max(128),
});
export type TokenRequest = z.infer<typeof tokenRequest>;
export interface TokenPair {
  access: string;
  refresh: string;
}

export const refreshRequest = z.object({ refresh: z.string().min(1).max(512) });
export type RefreshRequest = z.infer<typeof refreshRequest>;

export const registerRequest = z.object({
  email,
  password,
  phone: phone.optional().nullable(),
  first_name: name.optional().nullable(),
  last_name: name.optional().nullable(),
  gender: z.enum(GENDERS, messageKeys.genderInvalid).optional().nullable(),
  date_of_birth: dateOfBirth,
  country: countryId,
  referral: optionalText(64),
  lead_id: optionalText(64),
  marketing_consent: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export interface RegisterResponse {
  tokens: TokenPair;
  is_new_user: boolean;
  id: number;
  email: string;
}

export const validateEmailRequest = z.object({ email });

/** The signed-in player (GET user/me/). */
export interface Me {
  id: number;
  email: string;
  nickname: string;
  phone: string;
  is_email_verified: boolean;
  is_phone_verified: boolean;
  first_name: string;
  last_name: string;
  gender: Gender | null;
  date_of_birth: string | null;
  address: string;
  city: string;
  country: number | null;
  current_rank: number;
  current_rank_progress: number;
  is_new_user: boolean;
  referral: string | null;
  lead: string | null;
  marketing_consent: boolean;
  verification_state: 'unverified' | 'pending' | 'verified' | 'rejected';
}

/** PATCH user/me/ takes exactly one of three forms (spec §7). */
export const updateNameRequest = z.strictObject({ first_name: name.min(1), last_name: name.min(1) });
export const updateBirthRequest = z.strictObject({
  date_of_birth: dateOfBirth,
  gender: z.enum(GENDERS, messageKeys.genderInvalid),
});
export const updateCountryRequest = z.strictObject({ country: countryId });
export type UpdateNameRequest = z.infer<typeof updateNameRequest>;
export type UpdateBirthRequest = z.infer<typeof updateBirthRequest>;
export type UpdateCountryRequest = z.infer<typeof updateCountryRequest>;
export type UpdateNameResponse = { first_name: string; last_name: string };
export type UpdateBirthResponse = { date_of_birth: string; gender: Gender };
export type UpdateCountryResponse = { country: number; city: string };

export interface Country {
  id: number;
  title: string;
  code: string;
}

/** A row of account activity (sessions/). */
export interface SessionRow {
  id: number;
  created_at: string;
  ip: string;
  device: string;
  source: 'password' | 'register' | 'google' | 'session';
}

export const codeVerificationRequest = z.object({ type: z.enum(['email', 'phone']) });
export const codeValidationRequest = z.object({
  code: z.string().regex(/^\d{4}$/, messageKeys.codeInvalid),
  type: z.enum(['email', 'phone']).optional(),
});
export type CodeVerificationRequest = z.infer<typeof codeVerificationRequest>;
export type CodeValidationRequest = z.infer<typeof codeValidationRequest>;

export const passwordResetRequest = z.object({ email: plainText(254).pipe(z.string().toLowerCase().min(1)) });
export const passwordResetConfirmRequest = z.object({ new_password: password });
/** GET password/reset/confirm/{uid}/{token}/ as JSON: the link can still be used. */
export interface PasswordResetLinkResponse {
  valid: true;
}

/** Answers that only carry a translated message (code sent, code confirmed, reset mail sent, password changed). */
export interface DetailResponse {
  detail: string;
}

/** GET google/login/ query: the attribution a new player keeps. */
export const googleLoginQuery = z.object({ referral: optionalText(64), lead_id: optionalText(64) });

export interface GoogleLoginResponse {
  authorization_url: string;
}
