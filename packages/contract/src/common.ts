import { z } from 'zod';

/** A 400 answer: the first message of each field is what the client shows. */
export type FieldErrors = Record<string, string[]>;
/** Any other error answer. */
export interface DetailError {
  detail: string;
}

/** A paginated list (DRF style). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Message keys the server translates; schemas name them so client and server agree. */
export const messageKeys = {
  passwordRule: 'password_rule',
  emailInvalid: 'email_invalid',
  underAge: 'under_age',
  dateInvalid: 'date_invalid',
  genderInvalid: 'gender_invalid',
  countryInvalid: 'country_invalid',
  codeInvalid: 'code_invalid',
} as const;

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messageKeys.dateInvalid)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, messageKeys.dateInvalid);
