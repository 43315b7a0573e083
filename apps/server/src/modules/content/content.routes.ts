import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { resolveLocale } from '../../platform/i18n/locale.js';
import './content.messages.js';
import { presentPage, presentSummary } from './content.presenter.js';
import { listPagesFor, readPage } from './content.service.js';

/**
 * Pages change only when an operator edits one, so browsers and proxies may keep an answer a
 * minute and then revalidate it cheaply: the ETag names the versions it was built from.
 */
const CACHE_CONTROL = 'public, max-age=60, must-revalidate';

const etagOf = (parts: readonly string[]) =>
  `"${crypto.createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 27)}"`;

/** Answers 304 when the client holds this version; otherwise sets the cache headers. */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Language').header('etag', etag);
  const held = request.headers['if-none-match'];
  if (typeof held !== 'string') return false;
  return held
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

const versionOf = (row: { slug: string; locale: string; version: number; updated_at: Date }) =>
  `${row.slug}/${row.locale}/${row.version}/${new Date(row.updated_at).getTime()}`;

/** The FAQ and legal pages (document 1, route table): public, in the request's language. */
export async function registerContentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/frontend/pages/', async (request, reply) => {
    const locale = resolveLocale(request.headers['accept-language']);
    const rows = await listPagesFor(deps.db, locale);
    if (notModified(request, reply, etagOf([locale, ...rows.map(versionOf)]))) return reply.code(304).send();
    return rows.map(presentSummary);
  });

  app.get<{ Params: { slug: string } }>('/api/frontend/pages/:slug/', async (request, reply) => {
    const locale = resolveLocale(request.headers['accept-language']);
    const view = await readPage(deps.db, request.params.slug, locale);
    if (!view) throw notFound('page_not_found');
    if (notModified(request, reply, etagOf([locale, versionOf(view.page)]))) return reply.code(304).send();
    return presentPage(view);
  });
}
