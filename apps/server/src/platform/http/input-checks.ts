import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { fieldsWithUnacceptableText, unacceptableTextError } from './input-text.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields of multi-line free text (a chat message): tab, line feed and carriage return are allowed in them. */
    multilineFields?: readonly string[];
    /** The body is the raw text of a signed call: the route checks it after the signature, in its own protocol. */
    rawBody?: boolean;
    /**
     * A browser navigation (an OAuth callback) that answers every outcome, a malformed query
     * included, with a redirect to a page: it checks its query itself instead of getting a JSON 400.
     */
    redirectsErrors?: boolean;
  }
}

function isFieldObject(body: unknown): body is object {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * The names of the request's query and body fields that hold text no field accepts. Path
 * parameters are the routes' own: each reads its parameter exactly (pathId for ids, a known slug
 * or code) and answers a path that names nothing with its 404, as it does an unknown id.
 */
function fieldsWithBadText(request: FastifyRequest): string[] {
  const config = request.routeOptions.config;
  const multiline = new Set(config.multilineFields ?? []);
  const names = new Set([
    ...(config.redirectsErrors ? [] : fieldsWithUnacceptableText(request.query ?? {})),
    ...(!config.rawBody && isFieldObject(request.body)
      ? fieldsWithUnacceptableText(request.body, (field) => multiline.has(field))
      : []),
  ]);
  return [...names];
}

/**
 * Refuses malformed input at the edge, before any route reads it (docs/decisions/027): a JSON
 * body that is not an object of fields (an array, null, a string, a number) and any text in the
 * query or the body that is ill-formed Unicode or holds control characters. Routes
 * never see such values, so none reaches the database; the answer is a 400 in the spec's shape,
 * which a scope with its own protocol (the seamless wallet) rewrites in its error handler.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Multipart bodies are read by their routes (request.body stays undefined) and checked by
    // parseInput; an absent body is the route's to require.
    const body: unknown = request.body;
    if (!request.routeOptions.config.rawBody && body !== undefined && !isFieldObject(body))
      throw new AppError(400, { fields: { non_field_errors: [{ key: 'body_object_expected' }] } });
    const textError = unacceptableTextError(fieldsWithBadText(request));
    if (textError) throw textError;
  });
}
