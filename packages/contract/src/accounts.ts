import { z } from 'zod';
import { isoDate, messageKeys, named, timestamp } from './common.js';

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

export const tokenRequest = /* @__PURE__ */ named(
  { id: 'TokenRequest', description: 'Sign-in with e-mail and password.' },
  () =>
    z.object({
      email: plainText(254).pipe(z.string().min(1)),
      password: z.string().min(1).max(128),
    }),
);
export type TokenRequest = z.infer<typeof tokenRequest>;

export const TokenPairSchema = /* @__PURE__ */ named(
  { id: 'TokenPair', description: 'An access token and its refresh token.' },
  () =>
    z.object({
      access: z.string().describe('A short-lived JWT for `Authorization: Bearer`.'),
      refresh: z
        .string()
        .describe('Exchanged at token/refresh/ for a new pair; each refresh token works once.'),
    }),
);
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const refreshRequest = /* @__PURE__ */ named(
  { id: 'RefreshRequest', description: 'The refresh token to rotate.' },
  () => z.object({ refresh: z.string().min(1).max(512) }),
);
export type RefreshRequest = z.infer<typeof refreshRequest>;

export const registerRequest = /* @__PURE__ */ named(
  { id: 'RegisterRequest', description: "Sign-up (the spec's two-step dialog sends it at once)." },
  () =>
    z.object({
      email,
      password: password.describe(
        'At least 8 characters with a lowercase letter, an uppercase letter and a digit.',
      ),
      phone: phone
        .optional()
        .nullable()
        .describe('International form: + and 7 to 15 digits; spaces, dashes, dots and brackets are dropped.'),
      first_name: name.optional().nullable(),
      last_name: name.optional().nullable(),
      gender: z.enum(GENDERS, messageKeys.genderInvalid).optional().nullable(),
      date_of_birth: dateOfBirth.describe(`YYYY-MM-DD; the player must be at least ${MIN_AGE}.`),
      country: countryId.describe('An id from countries/.'),
      referral: optionalText(64),
      lead_id: optionalText(64),
      marketing_consent: z.boolean().optional(),
    }),
);
export type RegisterRequest = z.infer<typeof registerRequest>;

export const RegisterResponseSchema = /* @__PURE__ */ named(
  { id: 'RegisterResponse', description: 'The new account, signed in.' },
  () =>
    z.object({
      tokens: TokenPairSchema,
      is_new_user: z.boolean(),
      id: z.number().int(),
      email: z.string(),
    }),
);
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const validateEmailRequest = /* @__PURE__ */ named(
  { id: 'ValidateEmailRequest', description: 'An e-mail to check before sign-up.' },
  () => z.object({ email }),
);

/** Nothing to say: the request was accepted (validate/email/ answers it when the e-mail is free). */
export const EmptyObjectSchema = /* @__PURE__ */ named(
  { id: 'EmptyObject', description: 'An empty object.' },
  () => z.object({}),
);

export const VERIFICATION_STATES = ['unverified', 'pending', 'verified', 'rejected'] as const;

/** The signed-in player (GET user/me/). */
export const MeSchema = /* @__PURE__ */ named(
  { id: 'Me', description: 'The signed-in player (GET user/me/).' },
  () =>
    z.object({
      id: z.number().int(),
      email: z.string(),
      nickname: z.string(),
      phone: z.string().describe('Empty when none.'),
      is_email_verified: z.boolean(),
      is_phone_verified: z.boolean(),
      first_name: z.string(),
      last_name: z.string(),
      gender: z.enum(GENDERS).nullable(),
      date_of_birth: z.string().nullable().describe('YYYY-MM-DD.'),
      address: z.string(),
      city: z.string(),
      country: z.number().int().nullable().describe('A country id.'),
      current_rank: z.number().int().describe('The status station, 0 to 7.'),
      current_rank_progress: z.number().describe('Percent of the way to the next station.'),
      is_new_user: z.boolean().describe('True until the super bonus is chosen or declined.'),
      referral: z.string().nullable(),
      lead: z.string().nullable(),
      marketing_consent: z.boolean(),
      verification_state: z
        .enum(VERIFICATION_STATES)
        .describe('Identity verification; pending and verified lock the name and birth date.'),
    }),
);
export type Me = z.infer<typeof MeSchema>;

/** PATCH user/me/ takes exactly one of three forms (spec §7). */
export const updateNameRequest = /* @__PURE__ */ named(
  { id: 'UpdateNameRequest', description: 'The name form.' },
  () => z.strictObject({ first_name: name.min(1), last_name: name.min(1) }),
);
export const updateBirthRequest = /* @__PURE__ */ named(
  { id: 'UpdateBirthRequest', description: 'The birth date and gender form.' },
  () =>
    z.strictObject({
      date_of_birth: dateOfBirth,
      gender: z.enum(GENDERS, messageKeys.genderInvalid),
    }),
);
export const updateCountryRequest = /* @__PURE__ */ named(
  { id: 'UpdateCountryRequest', description: 'The country form.' },
  () => z.strictObject({ country: countryId }),
);
/** The request body of PATCH user/me/: one form, told apart by its fields. */
export const updateProfileRequest = /* @__PURE__ */ named(
  {
    id: 'UpdateProfileRequest',
    description: 'Exactly one of the three forms; fields of two forms are refused.',
  },
  () => z.union([updateNameRequest, updateBirthRequest, updateCountryRequest]),
);
export type UpdateNameRequest = z.infer<typeof updateNameRequest>;
export type UpdateBirthRequest = z.infer<typeof updateBirthRequest>;
export type UpdateCountryRequest = z.infer<typeof updateCountryRequest>;

export const UpdateNameResponseSchema = /* @__PURE__ */ named(
  { id: 'UpdateNameResponse', description: 'The stored name.' },
  () => z.object({ first_name: z.string(), last_name: z.string() }),
);
export type UpdateNameResponse = z.infer<typeof UpdateNameResponseSchema>;
export const UpdateBirthResponseSchema = /* @__PURE__ */ named(
  { id: 'UpdateBirthResponse', description: 'The stored birth date and gender.' },
  () => z.object({ date_of_birth: z.string().describe('YYYY-MM-DD.'), gender: z.enum(GENDERS) }),
);
export type UpdateBirthResponse = z.infer<typeof UpdateBirthResponseSchema>;
export const UpdateCountryResponseSchema = /* @__PURE__ */ named(
  { id: 'UpdateCountryResponse', description: 'The stored country.' },
  () => z.object({ country: z.number().int(), city: z.string() }),
);
export type UpdateCountryResponse = z.infer<typeof UpdateCountryResponseSchema>;
/** What PATCH user/me/ answers: the fields of the form it took. */
export const UpdateProfileResponseSchema = /* @__PURE__ */ named(
  { id: 'UpdateProfileResponse', description: 'The stored fields of the form that was sent.' },
  () => z.union([UpdateNameResponseSchema, UpdateBirthResponseSchema, UpdateCountryResponseSchema]),
);

export const CountrySchema = /* @__PURE__ */ named(
  { id: 'Country', description: 'A country a player may live in.' },
  () =>
    z.object({
      id: z.number().int(),
      title: z.string().describe("In the request's language."),
      code: z.string().describe('ISO 3166-1 alpha-2.'),
    }),
);
export type Country = z.infer<typeof CountrySchema>;

/** A row of account activity (sessions/). */
export const SessionRowSchema = /* @__PURE__ */ named(
  { id: 'SessionRow', description: 'A row of account activity.' },
  () =>
    z.object({
      id: z.number().int(),
      created_at: timestamp(),
      ip: z.string(),
      device: z.string().describe("The browser and system, or a translated 'unknown device'."),
      source: z.enum(['password', 'register', 'google', 'session']).describe('How the session began.'),
    }),
);
export type SessionRow = z.infer<typeof SessionRowSchema>;

export const codeVerificationRequest = /* @__PURE__ */ named(
  { id: 'CodeVerificationRequest', description: 'Where to send a 4-digit confirmation code.' },
  () => z.object({ type: z.enum(['email', 'phone']) }),
);
export const codeValidationRequest = /* @__PURE__ */ named(
  { id: 'CodeValidationRequest', description: 'The code the player received.' },
  () =>
    z.object({
      code: z.string().regex(/^\d{4}$/, messageKeys.codeInvalid),
      type: z.enum(['email', 'phone']).optional(),
    }),
);
export type CodeVerificationRequest = z.infer<typeof codeVerificationRequest>;
export type CodeValidationRequest = z.infer<typeof codeValidationRequest>;

export const passwordResetRequest = /* @__PURE__ */ named(
  { id: 'PasswordResetRequest', description: 'The e-mail to send a reset link to.' },
  () => z.object({ email: plainText(254).pipe(z.string().toLowerCase().min(1)) }),
);
export const passwordResetConfirmRequest = /* @__PURE__ */ named(
  { id: 'PasswordResetConfirmRequest', description: 'The new password.' },
  () => z.object({ new_password: password }),
);
/** GET password/reset/confirm/{uid}/{token}/ as JSON: the link can still be used. */
export const PasswordResetLinkResponseSchema = /* @__PURE__ */ named(
  { id: 'PasswordResetLinkResponse', description: 'The reset link can still be used.' },
  () => z.object({ valid: z.literal(true) }),
);
export type PasswordResetLinkResponse = z.infer<typeof PasswordResetLinkResponseSchema>;

/** GET google/login/ query: the attribution a new player keeps. */
export const googleLoginQuery = z.object({
  referral: optionalText(64).describe('Kept by a player the sign-in creates.'),
  lead_id: optionalText(64).describe('Kept by a player the sign-in creates.'),
});

export const GoogleLoginResponseSchema = /* @__PURE__ */ named(
  { id: 'GoogleLoginResponse', description: 'Where Google sign-in starts.' },
  () => z.object({ authorization_url: z.string().describe("Google's sign-in page to send the browser to.") }),
);
export type GoogleLoginResponse = z.infer<typeof GoogleLoginResponseSchema>;
