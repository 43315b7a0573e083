import { z } from 'zod';

/**
 * Shapes every part of the wire shares. Each response shape is a zod schema with an `id` in its
 * metadata: the inferred type is what server and clients compile against, and the id names the
 * schema in the OpenAPI document generated from these schemas (apps/server/src/platform/http/openapi.ts).
 */

/**
 * A named wire shape: its id names it in the OpenAPI document and its description documents it.
 * The schema is built through a function and the call is marked pure, so a bundle that uses only
 * the inferred type (the web app) drops the schema and its descriptions.
 */
export function named<T extends z.ZodType>(
  meta: { id: string; description: string; [key: string]: unknown },
  build: () => T,
): T {
  return build().meta(meta);
}

/** A 400 answer: the first message of each field is what the client shows. */
export const FieldErrorsSchema = /* @__PURE__ */ named(
  {
    id: 'FieldErrors',
    description:
      'A 400 answer: translated messages by field name, `non_field_errors` for the request as a whole. The client shows the first message of a field.',
    examples: [{ email: ['Enter a valid e-mail address.'] }],
  },
  () => z.record(z.string(), z.array(z.string()).min(1)),
);
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** Any other error answer. */
export const DetailErrorSchema = /* @__PURE__ */ named(
  {
    id: 'DetailError',
    description: 'Any error answer other than 400 (401, 403, 404, 405, 409, 413, 415, 429, 503).',
  },
  () => z.object({ detail: z.string().describe('A translated message for the player.') }),
);
export type DetailError = z.infer<typeof DetailErrorSchema>;

/** A paginated list (DRF style). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The schema of a Page<T> of `item`, named `id` in the document. */
export function pageOf<T extends z.ZodType>(item: T, id: string, description: string) {
  return z
    .object({
      count: z.number().int().min(0).describe('Items in the whole list.'),
      next: z
        .string()
        .nullable()
        .describe("The next page's path with the same query, or null on the last page."),
      previous: z.string().nullable().describe("The previous page's path, or null on the first page."),
      results: z.array(item),
    })
    .meta({ id, description });
}

/**
 * A whole number written in decimal digits only, in its one spelling (no leading zero), or
 * undefined. Number() and z.coerce read far more: "0x10" as 16, " 1 " as 1, "1e2" as 100, "+1"
 * as 1 and "" as 0, so a parameter could name a row its text does not show. At most 15 digits,
 * which Number() reads exactly.
 */
export function parseDecimal(text: string): number | undefined {
  return /^(0|[1-9]\d{0,14})$/.test(text) ? Number(text) : undefined;
}

/**
 * An integer query parameter: decimal digits only (parseDecimal); any other text fails `number`
 * as a value of the wrong type. Put a default inside `number`, so the document shows it.
 */
export const decimalQuery = <T extends z.ZodType<number, number | undefined>>(number: T) =>
  z.preprocess((value) => (typeof value === 'string' ? (parseDecimal(value) ?? value) : value), number);

/** An ISO 8601 timestamp (the server writes UTC with a Z). */
export const timestamp = () => z.iso.datetime({ offset: true });

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

/** A reply that only carries a translated message (code sent, password changed, super bonus declined). */
export const DetailResponseSchema = /* @__PURE__ */ named(
  { id: 'DetailResponse', description: 'A success answer that only carries a translated message.' },
  () => z.object({ detail: z.string().describe('A translated message for the player.') }),
);
export type DetailResponse = z.infer<typeof DetailResponseSchema>;
