import { CONTENT_LOCALES, CONTENT_SLUGS, isContentSlug, type ContentLocale } from '@casino/contract';
import { contentPageSave, listQuery } from '@casino/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { AppError, conflict, notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { staffActor } from '../audit/audit.service.js';
import { requireStaff } from '../staff/guard.js';
import * as repo from './content.repository.js';
import {
  AnchorMismatchError,
  ContentInputError,
  StaleVersionError,
  checkContent,
  englishAnchors,
  setPage,
} from './content.service.js';
import { formatPageText, outlinePage } from './page-file.js';
import '../withdrawals/withdrawals.messages.js';

const iso = (d: Date) => new Date(d).toISOString();

/** The slug and language of a path, or a 404: an unknown page names nothing. */
function pageKey(params: { slug: string; locale: string }): { slug: string; locale: ContentLocale } {
  if (!isContentSlug(params.slug) || !(CONTENT_LOCALES as readonly string[]).includes(params.locale))
    throw notFound('page_not_found');
  return { slug: params.slug, locale: params.locale as ContentLocale };
}

/** The refusal of a text as a 400: the message under `text`, and the anchors English has that it lacks or adds. */
function refusal(err: ContentInputError): AppError {
  const message = { key: 'operator_refused', params: { reason: err.message } };
  if (err instanceof AnchorMismatchError)
    return new AppError(400, {
      fields: {
        text: [message],
        missing_anchors: err.missing.map((a) => ({ key: 'operator_refused', params: { reason: a } })),
        extra_anchors: err.extra.map((a) => ({ key: 'operator_refused', params: { reason: a } })),
      },
    });
  return new AppError(400, { fields: { text: [message] } });
}

type PageParams = { Params: { slug: string; locale: string } };

/**
 * The console's FAQ and legal pages (content.manage, docs/decisions/036): every page x language
 * with its version, date and author; a page's text, edited and stored through setPage (the
 * service `content:set` calls: checked, anchors as in English, version bumped, audited); and each
 * page's history of versions.
 */
export async function registerContentBackofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const guard = requireStaff(deps, 'content.manage');

  app.get('/api/backoffice/content/pages/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(listQuery, request.query);
    const stored = new Map(
      (await repo.listAllPages(deps.db)).map((p) => [`${p.slug}/${p.locale}`, p] as const),
    );
    const problems = new Map((await checkContent(deps.db)).map((p) => [`${p.slug}/${p.locale}`, p] as const));
    const items = CONTENT_SLUGS.flatMap((slug) =>
      CONTENT_LOCALES.map((locale) => {
        const page = stored.get(`${slug}/${locale}`);
        const problem = problems.get(`${slug}/${locale}`);
        return {
          slug,
          locale,
          title: page?.title ?? null,
          version: page?.version ?? 0,
          updated_at: page ? iso(page.updated_at) : null,
          updated_by: page?.updated_by ?? null,
          problem: problem?.problem ?? null,
          problem_detail: problem?.detail ?? null,
        };
      }),
    );
    // Pages in CONTENT_SLUGS order, each in its four languages: a fixed list of a few dozen rows.
    const { limit, offset } = pageWindow(query);
    return sendList(
      reply,
      query,
      { items: items.slice(offset, offset + limit), total: items.length },
      'content-pages',
    );
  });

  app.get<PageParams>(
    '/api/backoffice/content/pages/:slug/:locale/',
    { preHandler: guard },
    async (request) => {
      const { slug, locale } = pageKey(request.params);
      const page = await repo.findPage(deps.db, slug, locale);
      return {
        slug,
        locale,
        version: page?.version ?? 0,
        updated_at: page ? iso(page.updated_at) : null,
        updated_by: page?.updated_by ?? null,
        text: page ? formatPageText(page) : '',
        anchors: page ? outlinePage(page.body).sections.map((s) => s.anchor) : [],
        // What a translation must match (null for English itself, or when English is missing).
        english_anchors: locale === 'en' ? null : await englishAnchors(deps.db, slug),
      };
    },
  );

  app.put<PageParams>(
    '/api/backoffice/content/pages/:slug/:locale/',
    { preHandler: guard, config: { multilineFields: ['text'] } },
    async (request) => {
      const { slug, locale } = pageKey(request.params);
      const body = parseInput(contentPageSave, request.body);
      const actor = staffActor(request);
      try {
        const { version, sections } = await setPage(deps, {
          slug,
          locale,
          text: body.text,
          author: actor.label,
          actor,
          reason: body.reason,
          baseVersion: body.base_version,
        });
        // Translations whose anchors no longer follow a changed English page, for the editor to show.
        const stale =
          locale === 'en'
            ? (await checkContent(deps.db))
                .filter((p) => p.slug === slug && p.problem === 'anchors')
                .map((p) => ({ locale: p.locale, detail: p.detail }))
            : [];
        return { slug, locale, version, sections, stale_translations: stale };
      } catch (err) {
        if (err instanceof StaleVersionError) throw conflict('operator_refused', { reason: err.message });
        if (err instanceof ContentInputError) throw refusal(err);
        throw err;
      }
    },
  );

  app.get<PageParams>(
    '/api/backoffice/content/pages/:slug/:locale/versions/',
    { preHandler: guard },
    async (request) => {
      const { slug, locale } = pageKey(request.params);
      const versions = await repo.pageVersions(deps.db, slug, locale);
      return {
        items: versions.map((v) => ({
          version: v.version,
          title: v.title,
          length: v.length,
          written_at: iso(v.written_at),
          written_by: v.written_by,
        })),
      };
    },
  );

  app.get<{ Params: { slug: string; locale: string; version: string } }>(
    '/api/backoffice/content/pages/:slug/:locale/versions/:version/',
    { preHandler: guard },
    async (request) => {
      const { slug, locale } = pageKey(request.params);
      const version = await repo.pageVersion(
        deps.db,
        slug,
        locale,
        pathId(request.params.version, 'page_not_found'),
      );
      if (!version) throw notFound('page_not_found');
      return {
        slug,
        locale,
        version: version.version,
        written_at: iso(version.written_at),
        written_by: version.written_by,
        text: formatPageText(version),
      };
    },
  );
}
