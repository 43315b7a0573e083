import { CASINO_TYPES, providerFeed, type CasinoType } from '@casino/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { operatorActor, recordAudit, systemActor, type Actor } from '../audit/audit.service.js';
import * as repo from './catalogue.repository.js';
import { categoryNames } from './lobby-content.js';
import { foldSearchText } from './search-text.js';

/** A feed that cannot be imported at all (its games are then not looked at). */
export class FeedError extends Error {
  override name = 'FeedError';
}

export interface RefusedGame {
  /** The game's place in the feed's list, from 0. */
  index: number;
  code: string | undefined;
  reason: string;
}

export interface ImportReport {
  provider: { code: string; name: string; created: boolean };
  /** Games new to the catalogue. */
  imported: number;
  /** Games already in the catalogue, brought up to date. */
  updated: number;
  refused: RefusedGame[];
  /** Categories a game named that did not exist yet. */
  categoriesCreated: number;
  /** The provider's active games this feed no longer lists (left as they are; an operator decides). */
  notInFeed: number;
}

const feedEnvelope = z.object({
  provider: providerFeed.shape.provider,
  games: z.array(z.unknown()).max(100_000),
});
const feedGame = providerFeed.shape.games.element;
type FeedGame = z.output<typeof feedGame>;

/** Games written per statement: large feeds go in a few big statements, not one per game. */
const BATCH = 500;
const MAX_WIN_MULTIPLIER = 1_000_000_000;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** An image is an absolute path of this site or an http(s) URL (or nothing). */
const IMAGE = /^(?:$|\/(?!\/)|https?:\/\/)/i;
const isImage = (value: string): boolean => !CONTROL.test(value) && IMAGE.test(value);

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** What the zod schema cannot say about one game; undefined when it is fine. */
function gameProblem(game: FeedGame): string | undefined {
  if (CONTROL.test(game.name)) return 'name: contains control characters';
  if (foldSearchText(game.name) === '') return 'name: nothing readable';
  if (!isImage(game.img)) return 'img: must be an absolute path or an http(s) URL';
  if (!game.uploaded_images.every(isImage))
    return 'uploaded_images: each must be an absolute path or an http(s) URL';
  if (game.max_win_multiplier !== undefined && game.max_win_multiplier > MAX_WIN_MULTIPLIER)
    return `max_win_multiplier: at most ${MAX_WIN_MULTIPLIER}`;
  if (game.released_at !== undefined && releasedAt(game.released_at) === undefined)
    return 'released_at: not an ISO 8601 date between 1970 and 2100';
  return undefined;
}

function releasedAt(text: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return undefined;
  const date = new Date(text);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1970 || year > 2100 ? undefined : date.toISOString();
}

const toImportRow = (game: FeedGame): repo.GameImportRow => {
  const name = game.name.trim();
  return {
    code: game.code,
    name,
    search_name: foldSearchText(name),
    mode: game.mode,
    type: game.type,
    img: game.img,
    uploaded_images: game.uploaded_images,
    rtp: game.rtp,
    max_win_multiplier: game.max_win_multiplier ?? null,
    volatility: game.volatility ?? null,
    demo: game.demo,
    is_hot: game.is_hot,
    is_exclusive: game.is_exclusive,
    released_at: game.released_at === undefined ? null : (releasedAt(game.released_at) ?? null),
  };
};

export interface CheckedFeed {
  provider: z.output<typeof feedEnvelope>['provider'];
  games: FeedGame[];
  refused: RefusedGame[];
}

/**
 * Validates a feed game by game: a bad game is refused with its reason, the others stand. A
 * feed whose provider or list is unusable throws a FeedError.
 */
export function checkFeed(input: unknown): CheckedFeed {
  const envelope = feedEnvelope.safeParse(input);
  if (!envelope.success) throw new FeedError(`not a provider feed: ${describeIssues(envelope.error)}`);
  const { provider } = envelope.data;
  if (CONTROL.test(provider.name) || provider.name.trim() === '')
    throw new FeedError('provider.name: must be readable text');
  if (!isImage(provider.logo))
    throw new FeedError('provider.logo: must be an absolute path or an http(s) URL');
  const games: FeedGame[] = [];
  const refused: RefusedGame[] = [];
  const seen = new Set<string>();
  envelope.data.games.forEach((raw, index) => {
    const rawCode =
      typeof raw === 'object' && raw !== null && 'code' in raw && typeof raw.code === 'string'
        ? raw.code.slice(0, 100)
        : undefined;
    const parsed = feedGame.safeParse(raw);
    const problem = parsed.success ? gameProblem(parsed.data) : describeIssues(parsed.error);
    if (!parsed.success || problem !== undefined) {
      refused.push({ index, code: rawCode, reason: problem ?? 'invalid' });
      return;
    }
    if (seen.has(parsed.data.code)) {
      refused.push({ index, code: rawCode, reason: 'code: listed twice in this feed (the first stands)' });
      return;
    }
    seen.add(parsed.data.code);
    games.push(parsed.data);
  });
  return { provider: { ...provider, name: provider.name.trim() }, games, refused };
}

/** A category slug as a name, for categories a feed brings that have no translations yet. */
export function humanizeSlug(slug: string): string {
  const words = slug.split('-').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Imports one provider feed: the provider, its games and their categories, in one transaction.
 * Idempotent: a game is keyed by (provider, code), so importing again updates and never
 * duplicates. Invalid games are refused one by one; a whole-file problem throws a FeedError.
 */
export async function importFeed(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: unknown,
  author: ImportAuthor = { actor: systemActor('catalogue-seed') },
): Promise<ImportReport> {
  const report = await importCheckedFeed(deps, checkFeed(input), author);
  await settleAfterImport(deps, [report]);
  return report;
}

/** Games written at once beyond which the import refreshes the planner's statistics itself. */
const ANALYZE_AFTER = 1000;

async function settleAfterImport(deps: Pick<Deps, 'db'>, reports: readonly ImportReport[]): Promise<void> {
  const written = reports.reduce((n, r) => n + r.imported + r.updated, 0);
  await repo.settleSearchIndex(deps.db, { analyze: written >= ANALYZE_AFTER });
}

/** Who imports a feed and why, for the audit log. */
export interface ImportAuthor {
  actor: Actor;
  reason?: string | null;
  /** Where the feed came from: a URL, a file name, or "upload". */
  source?: string;
}

async function importCheckedFeed(
  deps: Pick<Deps, 'db' | 'clock'>,
  feed: CheckedFeed,
  author: ImportAuthor,
): Promise<ImportReport> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await repo.lockCatalogueImports(tx);
    const provider = await repo.upsertProvider(tx, feed.provider, now);

    const slugsByMode = new Map<CasinoType, Set<string>>(CASINO_TYPES.map((t) => [t, new Set()]));
    for (const game of feed.games) for (const slug of game.categories) slugsByMode.get(game.mode)?.add(slug);
    let categoriesCreated = 0;
    const categoryIds = new Map<CasinoType, Map<string, number>>();
    for (const [mode, slugs] of slugsByMode) {
      const list = [...slugs];
      categoriesCreated += await repo.insertMissingCategories(
        tx,
        list.map((slug) => ({
          casino_type: mode,
          slug,
          names: categoryNames(slug) ?? { en: humanizeSlug(slug) },
          icon: '',
          // After the lobby's own categories until an operator places them.
          sort: 1000,
        })),
      );
      categoryIds.set(mode, list.length > 0 ? await repo.findCategoryIds(tx, mode, list) : new Map());
    }

    let imported = 0;
    let updated = 0;
    for (let start = 0; start < feed.games.length; start += BATCH) {
      const batch = feed.games.slice(start, start + BATCH);
      const written = await repo.upsertGames(tx, provider.id, batch.map(toImportRow), now);
      const idByCode = new Map(written.map((w) => [w.code, w.id]));
      for (const w of written) {
        if (w.inserted) imported++;
        else updated++;
      }
      const pairs = batch.flatMap((game) => {
        const gameId = idByCode.get(game.code);
        const ids = categoryIds.get(game.mode);
        if (gameId === undefined || ids === undefined) return [];
        return [...new Set(game.categories)].flatMap((slug) => {
          const categoryId = ids.get(slug);
          return categoryId === undefined ? [] : [{ game_id: gameId, category_id: categoryId }];
        });
      });
      await repo.replaceGameCategories(tx, [...idByCode.values()], pairs);
    }
    const notInFeed = await repo.countGamesNotIn(
      tx,
      provider.id,
      feed.games.map((g) => g.code),
    );
    const report: ImportReport = {
      provider: { code: feed.provider.code, name: feed.provider.name, created: provider.inserted },
      imported,
      updated,
      refused: feed.refused,
      categoriesCreated,
      notInFeed,
    };
    await recordAudit(tx, deps.clock, {
      actor: author.actor,
      action: 'catalogue.import',
      subject: { type: 'provider', id: feed.provider.code },
      reason: author.reason ?? null,
      details: {
        source: author.source ?? null,
        imported,
        updated,
        refused: feed.refused.length,
        categories_created: categoriesCreated,
        not_in_feed: notInFeed,
      },
    });
    return report;
  });
}

/**
 * Imports a feed or a list of feeds (one per provider), each in its own transaction. Every feed
 * is checked before any is written, so a whole-file problem anywhere imports nothing.
 */
export async function importFeeds(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: unknown,
  author: ImportAuthor = { actor: operatorActor() },
): Promise<ImportReport[]> {
  const inputs = Array.isArray(input) ? input : [input];
  if (inputs.length === 0) throw new FeedError('an empty list of feeds');
  const feeds = inputs.map((feed, i) => {
    try {
      return checkFeed(feed);
    } catch (err) {
      if (err instanceof FeedError && Array.isArray(input)) throw new FeedError(`feed ${i}: ${err.message}`);
      throw err;
    }
  });
  const reports: ImportReport[] = [];
  for (const feed of feeds) reports.push(await importCheckedFeed(deps, feed, author));
  await settleAfterImport(deps, reports);
  return reports;
}
