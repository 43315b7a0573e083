import type { MessageParams } from '../i18n/translate.js';

/** A message to translate when the error is presented: a catalogue key and its parameters. */
export interface Message {
  key: string;
  params?: MessageParams;
}

export type FieldErrors = Record<string, Message[]>;

/**
 * An error the client may see. 400s carry field errors ({field: [messages]}), every other
 * status a single detail ({detail: message}); the error handler translates both.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly body: { fields: FieldErrors } | { detail: Message },
    readonly headers: Record<string, string> = {},
  ) {
    super('fields' in body ? `validation failed: ${Object.keys(body.fields).join(', ')}` : body.detail.key);
    this.name = 'AppError';
  }
}

const msg = (key: string, params?: MessageParams): Message => (params ? { key, params } : { key });

/** 400 with one message on one field (use non_field_errors for the request as a whole). */
export function fieldError(field: string, key: string, params?: MessageParams): AppError {
  return new AppError(400, { fields: { [field]: [msg(key, params)] } });
}

export function validationError(fields: FieldErrors): AppError {
  return new AppError(400, { fields });
}

export const notAuthenticated = (key = 'not_authenticated') => new AppError(401, { detail: msg(key) });
export const forbidden = (key = 'permission_denied') => new AppError(403, { detail: msg(key) });
export const notFound = (key = 'not_found') => new AppError(404, { detail: msg(key) });
export const conflict = (key: string, params?: MessageParams) =>
  new AppError(409, { detail: msg(key, params) });
export const unavailable = (key = 'service_unavailable') => new AppError(503, { detail: msg(key) });

export function throttled(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, { detail: msg('throttled', { seconds }) }, { 'retry-after': String(seconds) });
}

/** A client error that is not about one field and not one of the above (e.g. 422-like business refusals). */
export function detailError(status: number, key: string, params?: MessageParams): AppError {
  return new AppError(status, { detail: msg(key, params) });
}
