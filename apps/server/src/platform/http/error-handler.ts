import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLocale } from '../i18n/locale.js';
import { translate } from '../i18n/translate.js';
import { PG_DEADLOCK, PG_LOCK_NOT_AVAILABLE, PG_QUERY_CANCELED, pgErrorCode } from '../db/types.js';
import { AppError, type Message } from './errors.js';

function present(error: AppError, locale: ReturnType<typeof resolveLocale>): unknown {
  const t = (m: Message) => translate(m.key, locale, m.params);
  if ('detail' in error.body) return { detail: t(error.body.detail) };
  return Object.fromEntries(Object.entries(error.body.fields).map(([field, list]) => [field, list.map(t)]));
}

/** Fastify's own client errors, mapped onto the spec's shapes. */
function fromFastify(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, { fields: { non_field_errors: [{ key: 'malformed_body' }] } });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, { detail: { key: 'body_too_large' } });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, { detail: { key: 'unsupported_media_type' } });
  }
  if (error instanceof SyntaxError)
    return new AppError(400, { fields: { non_field_errors: [{ key: 'malformed_body' }] } });
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, {
      detail: { key: error.statusCode === 404 ? 'not_found' : 'field_invalid' },
    });
  }
  return undefined;
}

/**
 * A safety net for input that reached the database unvalidated: PostgreSQL's data exceptions
 * (class 22: a non-numeric or out-of-range number 22P02/22003, a NUL byte 22021, an overlong
 * value 22001) are caused by the request's values, so they are a 400, not a 500. Routes still
 * validate first; this only keeps a missed check from becoming a server error.
 */
function fromDatabase(error: unknown): AppError | undefined {
  const code = pgErrorCode(error);
  if (code !== undefined && /^22[0-9A-Z]{3}$/.test(code)) {
    return new AppError(400, { fields: { non_field_errors: [{ key: 'field_invalid' }] } });
  }
  // A row another transaction holds (an operator's command, the player's own request in another
  // tab) past the session's lock_timeout, or a statement past its statement_timeout: nothing was
  // written (the transaction rolled back), so the client may simply try again shortly.
  if (code === PG_LOCK_NOT_AVAILABLE || code === PG_QUERY_CANCELED || code === PG_DEADLOCK) {
    return new AppError(
      503,
      { detail: { key: 'busy_try_again' } },
      { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
    );
  }
  return undefined;
}

/** Seconds a client is asked to wait after meeting a busy row. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Router errors raised before any route runs: a path that cannot be percent-decoded or a path
 * parameter over the router's length limit. Such a path names nothing here, so it is a 404.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const locale = resolveLocale(request.headers['accept-language']);
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.info({ err: error.message }, 'client error');
    void reply.status(404).send({ detail: translate('not_found', locale) });
    return;
  }
  request.log.error({ err: error }, 'unhandled router error');
  void reply.status(500).send({ detail: translate('server_error', locale) });
}

/** One error handler: logs everything, shows a message only for client errors, never internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = resolveLocale(request.headers['accept-language']);
    const known = error instanceof AppError ? error : fromFastify(error);
    if (known) {
      request.log.info({ status: known.status, err: known.message }, 'client error');
      return reply.status(known.status).headers(known.headers).send(present(known, locale));
    }
    const data = fromDatabase(error);
    if (data) {
      // A validation a route is missing (a 400, logged to be fixed), or a busy row (a 503).
      request.log.warn({ err: error }, 'database refused a request value or met a busy row');
      return reply.status(data.status).headers(data.headers).send(present(data, locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: translate('server_error', locale) });
  });
}
