import type { z } from 'zod';

/**
 * The registry of /api/frontend operations: for every route the server registers, how it is
 * called (method, path, parameters, body, who may call it) and what it answers. The server's
 * OpenAPI document is generated from it, and a test checks it against the registered routes
 * and real answers, so it cannot drift from the wire.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** none: anyone; optional: a guest, or a player whose token must then be valid; player: signed in. */
export type Auth = 'none' | 'optional' | 'player';

/** Error statuses of the wire: 400 answers {field: [messages]}, the others {detail}. */
export const ERROR_STATUSES = [400, 401, 403, 404, 405, 409, 413, 415, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
export type SuccessStatus = 200 | 201 | 204 | 302 | 304;

export interface SuccessResponse {
  description: string;
  /** The JSON body; absent for 204, 302 and 304 and for a body that is not JSON. */
  schema?: z.ZodType;
  /** A body that is not JSON (an image): its media type. */
  mediaType?: string;
  /** Response headers worth naming (Location of a redirect, ETag). */
  headers?: Record<string, string>;
}

export interface RequestBody {
  /** The body as application/json. */
  json?: z.ZodType;
  /** The body as multipart/form-data (an upload); a property with format binary is a file. */
  multipart?: z.ZodType;
  /** False when the call takes no body or an empty one as well. */
  required: boolean;
}

export interface Operation {
  method: HttpMethod;
  /** OpenAPI form, with the spec's trailing slash where it has one: /api/frontend/events/{id}/. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  auth: Auth;
  /** Path parameters, one property per {name} in the path. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the call reads besides Authorization and Accept-Language. */
  headers?: z.ZodObject;
  body?: RequestBody;
  responses: Partial<Record<SuccessStatus, SuccessResponse>>;
  /** Why each error status can answer; completed by defineOperation with the ones every call of its kind has. */
  errors: Partial<Record<ErrorStatus, string>>;
}

export interface OperationInput extends Omit<Operation, 'body' | 'errors'> {
  body?: Omit<RequestBody, 'required'> & { required?: boolean };
  errors?: Partial<Record<ErrorStatus, string>>;
}

const QUERY_ERROR =
  'A query parameter is refused: an integer not written in decimal digits, a control character or broken Unicode; messages by parameter.';

const PATH_ERROR =
  'Nothing answers at this path: an unknown id, an id not written in decimal digits, or a path that cannot be decoded.';

const BODY_ERRORS: Partial<Record<ErrorStatus, string>> = {
  400: 'The body is malformed or a field is refused; messages by field.',
  413: 'The body is larger than the limit.',
  415: 'The body is of a type the call does not take.',
};

/**
 * An operation with the error answers every call of its kind has: a query can be malformed
 * (400) and a path name nothing (404); a body can be malformed, too large or of another type
 * (400, 413, 415); a signed-in call refuses a missing, bad or expired token (401), and a call
 * open to guests refuses a bad one.
 */
export function defineOperation(input: OperationInput): Operation {
  const { body, errors: own, ...rest } = input;
  const errors: Partial<Record<ErrorStatus, string>> = {};
  if (input.query) errors[400] = QUERY_ERROR;
  if (input.params) errors[404] = PATH_ERROR;
  if (body) Object.assign(errors, BODY_ERRORS);
  if (input.auth === 'player') errors[401] = 'No access token, or a bad or expired one.';
  if (input.auth === 'optional') errors[401] = 'A bad or expired access token (a guest sends none).';
  Object.assign(errors, own);
  return { ...rest, ...(body ? { body: { ...body, required: body.required ?? true } } : {}), errors };
}

/** The path with {name} parameters as Fastify's router writes them (:name). */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
