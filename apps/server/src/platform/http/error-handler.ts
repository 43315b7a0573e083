import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLocale } from '../i18n/locale.js';
import { translate } from '../i18n/translate.js';
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
  if (error instanceof SyntaxError) return new AppError(400, { fields: { non_field_errors: [{ key: 'malformed_body' }] } });
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode, { detail: { key: error.statusCode === 404 ? 'not_found' : 'field_invalid' } });
  }
  return undefined;
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: translate('server_error', locale) });
  });
}
