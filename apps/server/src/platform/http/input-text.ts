/// <reference lib="es2024.string" />
import { AppError } from './errors.js';

/**
 * Text no request may carry (docs/decisions/027): ill-formed Unicode, i.e. a lone UTF-16
 * surrogate, which a JSON "\ud800" escape produces and which PostgreSQL's jsonb refuses (a 500)
 * and its text columns silently turn into U+FFFD; and control characters: NUL, which PostgreSQL
 * text cannot store at all, the rest of C0, DEL and C1. Tab, line feed and carriage return are
 * allowed only where a field holds multi-line free text (a chat message).
 */

export type LineBreaks = 'allowed' | 'refused';

// Cc is exactly C0 (U+0000 to U+001F), DEL and C1 (U+0080 to U+009F).
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** True when text is well-formed Unicode without control characters (but tab and line breaks where allowed). */
export function isAcceptableText(text: string, lineBreaks: LineBreaks): boolean {
  return text.isWellFormed() && !(lineBreaks === 'allowed' ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text);
}

/**
 * Where in value (a parsed JSON body or query, walked through objects and arrays, keys included)
 * the first unacceptable text is: the keys leading to it, or undefined when all text is fine. A
 * key that is itself unacceptable ends the path at its parent, so an answer never repeats it.
 */
export function findUnacceptableText(value: unknown, lineBreaks: LineBreaks): string[] | undefined {
  if (typeof value === 'string') return isAcceptableText(value, lineBreaks) ? undefined : [];
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (!isAcceptableText(key, 'refused')) return [];
    const below = findUnacceptableText(inner, lineBreaks);
    if (below) return [key, ...below];
  }
  return undefined;
}

/**
 * The fields of a request's body, query or path parameters that hold unacceptable text: each
 * top-level name once, or `non_field_errors` for a name that is itself unacceptable.
 * lineBreaksIn tells the fields of multi-line free text.
 */
export function fieldsWithUnacceptableText(
  fields: object,
  lineBreaksIn: (field: string) => boolean = () => false,
): string[] {
  const found = new Set<string>();
  for (const [name, value] of Object.entries(fields)) {
    if (!isAcceptableText(name, 'refused')) found.add('non_field_errors');
    else if (findUnacceptableText(value, lineBreaksIn(name) ? 'allowed' : 'refused')) found.add(name);
  }
  return [...found];
}

/** The 400 naming fields that hold unacceptable text, or undefined when there are none. */
export function unacceptableTextError(fields: readonly string[]): AppError | undefined {
  if (fields.length === 0) return undefined;
  return new AppError(400, {
    fields: Object.fromEntries(fields.map((field) => [field, [{ key: 'text_malformed' }]])),
  });
}
