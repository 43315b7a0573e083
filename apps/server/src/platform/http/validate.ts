import type { z } from 'zod';
import { isMessageKey } from '../i18n/translate.js';
import { AppError, type FieldErrors, type Message } from './errors.js';
import { fieldsWithUnacceptableText, unacceptableTextError } from './input-text.js';

/** Maps one zod issue to a catalogue message. Schemas in the contract may name a key as their message. */
function issueMessage(issue: z.core.$ZodIssue): Message {
  if (issue.message && isMessageKey(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? { key: 'field_required' }
        : { key: 'field_invalid' };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'field_max_length', params: { max: Number(issue.maximum) } }
        : { key: 'field_invalid' };
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1
        ? { key: 'field_blank' }
        : { key: 'field_invalid' };
    case 'unrecognized_keys':
      return { key: 'field_unknown' };
    default:
      return { key: 'field_invalid' };
  }
}

/** Parses input with schema or throws a 400 in the DRF shape: {field: [messages]}. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === undefined || input === null || typeof input !== 'object' || Array.isArray(input)) {
    // A body that is not an object still gets field-level answers for the required fields.
    input = input === undefined || input === null ? {} : input;
    if (typeof input !== 'object' || Array.isArray(input)) {
      throw new AppError(400, { fields: { non_field_errors: [{ key: 'body_object_expected' }] } });
    }
  }
  // What the request hook could not see (multipart fields, a signed body parsed after its
  // signature) is checked here. Line breaks pass: a chat message's content spans lines, and the
  // single-line fields these routes read refuse them in their own schemas (a uuid, an enum, the
  // webhook's texts).
  const textError = unacceptableTextError(fieldsWithUnacceptableText(input ?? {}, () => true));
  if (textError) throw textError;
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field =
      issue.code === 'unrecognized_keys'
        ? (issue.keys[0] ?? 'non_field_errors')
        : String(issue.path[0] ?? 'non_field_errors');
    (fields[field] ??= []).push(issueMessage(issue));
  }
  throw new AppError(400, { fields });
}

/** True when s holds a control character (NUL above all, which PostgreSQL text cannot store). */
export function hasControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
