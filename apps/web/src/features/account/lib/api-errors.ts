import { ApiError } from '../../../lib/api-client';

/** The first message of every field of a 400 answer ({field: [messages]}), keyed by field. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  if (typeof error.data !== 'object' || error.data === null) return {};
  const messages: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.data as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first !== '') messages[field] = first;
  }
  return messages;
}

export const statusOf = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/** The server's own message (a field's first message or detail), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.firstMessage() : undefined;
}

/**
 * The spec's fixed message for a failure, except when the server throttled the request: then its
 * own (translated) detail says when to try again, which the generic text would hide.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return (statusOf(error) === 429 ? serverMessage(error) : undefined) ?? fallback;
}
