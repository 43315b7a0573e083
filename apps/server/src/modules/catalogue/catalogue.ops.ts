import fs from 'node:fs/promises';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { changeGame } from './catalogue-admin.service.js';
import { FeedError, importFeeds, type ImportReport } from './catalogue-import.service.js';
import { operatorActor } from '../audit/audit.service.js';
import * as repo from './catalogue.repository.js';
import { generateFeeds } from './feed-generator.js';

export const CATALOGUE_USAGE = `catalogue commands:
  catalogue:import <feed.json | http(s) url>       import a provider feed (or a list of feeds); safe to repeat
  catalogue:generate <count> [out.json]            write realistic feeds of <count> games over ~40 providers
  catalogue:stats                                  providers, games, categories and slides in the catalogue
  catalogue:enable|disable <game id> [reason]      list or withdraw one game (audited with the reason)`;

/** A feed larger than this is not a feed. */
const MAX_FEED_BYTES = 200 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 30_000;
const MAX_GENERATED = 1_000_000;

/** Reads a feed from a file or an http(s) URL and parses its JSON; problems are FeedErrors. */
export async function readFeedSource(source: string): Promise<unknown> {
  let text: string;
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetch(source, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
    } catch (err) {
      throw new FeedError(`cannot fetch ${source}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!response.ok) throw new FeedError(`cannot fetch ${source}: HTTP ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_FEED_BYTES) throw new FeedError(`${source} is larger than ${MAX_FEED_BYTES} bytes`);
    text = await response.text();
  } else {
    const stat = await fs.stat(source).catch(() => undefined);
    if (!stat?.isFile()) throw new FeedError(`no such file: ${source}`);
    if (stat.size > MAX_FEED_BYTES) throw new FeedError(`${source} is larger than ${MAX_FEED_BYTES} bytes`);
    text = await fs.readFile(source, 'utf8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new FeedError(`${source} is not JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** An import's outcome as readable lines, one per refused game. */
export function describeImport(report: ImportReport): string[] {
  const lines = [
    `provider ${report.provider.code} (${report.provider.name})${report.provider.created ? ' added' : ''}: ` +
      `${report.imported} imported, ${report.updated} updated, ${report.refused.length} refused` +
      (report.categoriesCreated > 0 ? `, ${report.categoriesCreated} new categories` : ''),
  ];
  for (const r of report.refused)
    lines.push(`  refused game #${r.index} ${r.code ?? '(no code)'}: ${r.reason}`);
  if (report.notInFeed > 0)
    lines.push(
      `  ${report.notInFeed} active game(s) of this provider are not in this feed (left as they are)`,
    );
  return lines;
}

/**
 * The operator's catalogue commands (`npm run ops -- catalogue:...`). Answers false when args[0]
 * is not one; throws with a clear message on bad arguments or an unusable feed.
 */
export async function runCatalogueCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('catalogue:')) return false;
  switch (command) {
    case 'catalogue:import': {
      const source = rest[0];
      if (!source) throw new Error(`catalogue:import needs <feed.json | url>\n${CATALOGUE_USAGE}`);
      const started = Date.now();
      const reports = await importFeeds(deps, await readFeedSource(source), {
        actor: operatorActor(),
        source,
      });
      for (const report of reports) for (const line of describeImport(report)) print(line);
      const sum = (f: (r: ImportReport) => number) => reports.reduce((n, r) => n + f(r), 0);
      print(
        `total: ${sum((r) => r.imported)} imported, ${sum((r) => r.updated)} updated, ` +
          `${sum((r) => r.refused.length)} refused, in ${Date.now() - started} ms`,
      );
      return true;
    }
    case 'catalogue:generate': {
      const count = Number(rest[0]);
      if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED)
        throw new Error(`catalogue:generate needs a <count> from 1 to ${MAX_GENERATED}\n${CATALOGUE_USAGE}`);
      const out = rest[1] ?? `catalogue-feed-${count}.json`;
      const feeds = generateFeeds(count);
      await fs.writeFile(out, JSON.stringify(feeds));
      print(`wrote ${count} games of ${feeds.length} providers to ${out}`);
      return true;
    }
    case 'catalogue:stats': {
      const s = await repo.catalogueStats(deps.db);
      print(
        `providers: ${s.providers}, games: ${s.games} (${s.active_games} active), categories: ${s.categories}, slides: ${s.slides}`,
      );
      return true;
    }
    case 'catalogue:enable':
    case 'catalogue:disable': {
      const [id, ...why] = rest;
      if (!id || !/^\d{1,9}$/.test(id)) throw new Error(`${command} needs <game id>\n${CATALOGUE_USAGE}`);
      const active = command === 'catalogue:enable';
      const reason = why.join(' ').trim().slice(0, 500) || null;
      if (!(await changeGame(deps, Number(id), { active }, { actor: operatorActor(), reason })))
        throw new Error(`no game ${id}`);
      print(`game ${id} ${active ? 'listed' : 'withdrawn'}`);
      return true;
    }
    default:
      throw new Error(`unknown command ${command}\n${CATALOGUE_USAGE}`);
  }
}
