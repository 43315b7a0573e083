import { catalogueGameChange, catalogueGamesQuery, catalogueImport } from '@casino/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { AppError, fieldError, notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { staffActor } from '../audit/audit.service.js';
import { requireStaff } from '../staff/guard.js';
import * as adminRepo from './catalogue-admin.repository.js';
import type { AdminGameRow } from './catalogue-admin.repository.js';
import { changeGame, GameChangeError, listCatalogueGames } from './catalogue-admin.service.js';
import { FeedError, importFeeds, type ImportReport } from './catalogue-import.service.js';
import { describeImport, readFeedSource } from './catalogue.ops.js';
import './catalogue.messages.js';
import '../withdrawals/withdrawals.messages.js';

/** An uploaded feed may be far larger than a form: up to this many bytes. */
export const FEED_UPLOAD_LIMIT = 20 * 1024 * 1024;

const presentGame = (g: AdminGameRow) => ({
  id: g.id,
  code: g.code,
  name: g.name,
  img: g.img,
  provider_id: g.provider_id,
  provider_name: g.provider_name,
  provider_active: g.provider_active,
  mode: g.mode,
  type: g.type,
  rtp: Number((g.rtp * 100).toFixed(2)),
  is_hot: g.is_hot,
  is_exclusive: g.is_exclusive,
  active: g.active,
  curated: g.curated,
  sort: g.sort,
  category_ids: g.category_ids,
  updated_at: new Date(g.updated_at).toISOString(),
});

const presentReport = (r: ImportReport) => ({
  provider: r.provider,
  imported: r.imported,
  updated: r.updated,
  refused: r.refused.map((x) => ({ index: x.index, code: x.code ?? null, reason: x.reason })),
  categories_created: r.categoriesCreated,
  not_in_feed: r.notInFeed,
  // The lines `npm run ops -- catalogue:import` prints for this feed.
  lines: describeImport(r),
});

/**
 * The console's game catalogue (games.manage, docs/decisions/036): every game, listed or not,
 * searched and filtered on the server; a game's listing, order, flags and categories changed
 * with a reason (audited; the catalogue's version rises so every lobby reloads); and a provider's
 * feed imported from an upload or a URL through the service `catalogue:import` uses, answering
 * its refusal report. The RTP screen reads /reports/games-rtp/ (games.backoffice.ts).
 */
export async function registerCatalogueBackofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const guard = requireStaff(deps, 'games.manage');

  app.get('/api/backoffice/games/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(catalogueGamesQuery, request.query);
    const { rows, total } = await listCatalogueGames(deps.db, query, pageWindow(query));
    return sendList(reply, query, { items: rows.map(presentGame), total }, 'games');
  });

  app.get('/api/backoffice/games/filters/', { preHandler: guard }, async () =>
    adminRepo.filterOptions(deps.db),
  );

  app.get<{ Params: { id: string } }>(
    '/api/backoffice/games/:id/',
    { preHandler: guard },
    async (request) => {
      const game = await adminRepo.findAdminGame(deps.db, pathId(request.params.id, 'not_found'));
      if (!game) throw notFound();
      return presentGame(game);
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/api/backoffice/games/:id/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      const { reason, ...change } = parseInput(catalogueGameChange, request.body);
      try {
        const game = await changeGame(deps, id, change, { actor: staffActor(request), reason });
        if (!game) throw notFound();
        return presentGame(game);
      } catch (err) {
        if (err instanceof GameChangeError)
          throw fieldError(err.field, 'category_unknown', { ids: err.ids.join(', ') });
        throw err;
      }
    },
  );

  app.post(
    '/api/backoffice/games/import/',
    { preHandler: guard, bodyLimit: FEED_UPLOAD_LIMIT },
    async (request) => {
      const body = parseInput(catalogueImport, request.body);
      try {
        const feed = body.url !== undefined ? await readFeedSource(body.url) : body.feed;
        const reports = await importFeeds(deps, feed, {
          actor: staffActor(request),
          reason: body.reason,
          source: body.url ?? 'upload',
        });
        return { reports: reports.map(presentReport) };
      } catch (err) {
        // A feed that cannot be read or imported at all: the reason, and nothing written.
        if (err instanceof FeedError)
          throw new AppError(400, {
            fields: {
              [body.url !== undefined ? 'url' : 'feed']: [
                { key: 'operator_refused', params: { reason: err.message } },
              ],
            },
          });
        throw err;
      }
    },
  );
}
