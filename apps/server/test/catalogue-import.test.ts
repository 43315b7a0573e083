import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { providerFeed, type Category, type Game, type Page, type ProviderFeed } from '@casino/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FeedError,
  humanizeSlug,
  importFeed,
  importFeeds,
} from '../src/modules/catalogue/catalogue-import.service.js';
import { runCatalogueCommand } from '../src/modules/catalogue/catalogue.ops.js';
import { generateFeeds } from '../src/modules/catalogue/feed-generator.js';
import { feedGame } from './catalogue-fixtures.js';
import { buildTestApp } from './helper.js';

const { app, db, clock } = await buildTestApp();
const deps = { db, clock };
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'catalogue-import-'));
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params);
  return rows[0]?.n ?? -1;
}

const gamesOf = (provider: string) =>
  count('SELECT count(*) FROM games g JOIN providers p ON p.id = g.provider_id WHERE p.code = $1', [
    provider,
  ]);

async function search(name: string): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/frontend/slot/?name=${encodeURIComponent(name)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Page<Game>>().results.map((g) => g.name);
}

function feed(code: string, games: unknown[]): unknown {
  return { provider: { code, name: `Provider ${code}`, logo: `/img/${code}.svg` }, games };
}

describe('catalogue import', () => {
  it('imports a valid feed, then updates it in place when imported again', async () => {
    const first = await importFeed(
      deps,
      feed('omega', [
        feedGame('o-1', 'Omega Fortune', { categories: ['slots', 'popular'], max_win_multiplier: 5000 }),
        feedGame('o-2', 'Omega Riches', { volatility: 'high', released_at: '2025-06-01' }),
      ]),
    );
    expect(first).toEqual({
      provider: { code: 'omega', name: 'Provider omega', created: true },
      imported: 2,
      updated: 0,
      refused: [],
      // The lobby's own categories exist already (seeded on start).
      categoriesCreated: 0,
      notInFeed: 0,
    });
    const again = await importFeed(
      deps,
      feed('omega', [
        feedGame('o-1', 'Omega Fortune Deluxe', { categories: ['popular'] }),
        feedGame('o-2', 'Omega Riches', { volatility: 'high', released_at: '2025-06-01' }),
      ]),
    );
    expect(again).toMatchObject({ imported: 0, updated: 2, refused: [], categoriesCreated: 0 });
    expect(again.provider.created).toBe(false);
    expect(await gamesOf('omega')).toBe(2);
    expect(await count(`SELECT count(*) FROM providers WHERE code = 'omega'`)).toBe(1);
    // The new name is what search finds; the old categories are replaced by the feed's.
    expect(await search('deluxe')).toEqual(['Omega Fortune Deluxe']);
    const { rows } = await db.query<{ slug: string }>(
      `SELECT c.slug FROM game_categories gc JOIN categories c ON c.id = gc.category_id
       JOIN games g ON g.id = gc.game_id WHERE g.code = 'o-1' ORDER BY c.slug`,
    );
    expect(rows.map((r) => r.slug)).toEqual(['popular']);
  });

  it('keeps an operator’s withdrawal and sort through a re-import', async () => {
    await importFeed(deps, feed('kappa', [feedGame('k-1', 'Kappa One'), feedGame('k-2', 'Kappa Two')]));
    await db.query(`UPDATE games SET active = false, sort = 7 WHERE code = 'k-1'`);
    const report = await importFeed(
      deps,
      feed('kappa', [feedGame('k-1', 'Kappa One'), feedGame('k-2', 'Kappa Two')]),
    );
    expect(report.updated).toBe(2);
    const { rows } = await db.query<{ active: boolean; sort: number }>(
      `SELECT active, sort FROM games WHERE code = 'k-1'`,
    );
    expect(rows[0]).toEqual({ active: false, sort: 7 });
    expect(await search('kappa')).toEqual(['Kappa Two']);
    // A game the feed no longer lists is counted, not deleted.
    const shorter = await importFeed(deps, feed('kappa', [feedGame('k-1', 'Kappa One')]));
    expect(shorter.notInFeed).toBe(1);
    expect(await gamesOf('kappa')).toBe(2);
  });

  it('refuses bad games one by one with their reasons and imports the rest', async () => {
    const report = await importFeed(
      deps,
      feed('sigma', [
        feedGame('s-ok', 'Sigma Fine'),
        { ...feedGame('s-rtp', 'Bad RTP'), rtp: 1.5 },
        { ...feedGame('s-noname', 'x'), name: undefined },
        feedGame('s-ok', 'Sigma Twice'),
        { ...feedGame('s-type', 'Bad Type'), type: 'bingo' },
        feedGame('bad code!', 'Bad Code'),
        feedGame('s-img', 'Bad Image', { img: 'javascript:alert(1)' }),
        feedGame('s-date', 'Bad Date', { released_at: 'yesterday' }),
        feedGame('s-ctl', 'Bad\u0000Name'),
        feedGame('s-blank', '   '),
        feedGame('s-cat', 'Bad Category', { categories: ['Not A Slug'] }),
        'not a game',
        feedGame('s-ok-2', 'Sigma Also Fine', {
          mode: 'live_casino',
          type: 'live',
          categories: ['game-shows'],
        }),
      ]),
    );
    expect(report.imported).toBe(2);
    expect(report.updated).toBe(0);
    expect(report.refused.map((r) => [r.index, r.code])).toEqual([
      [1, 's-rtp'],
      [2, 's-noname'],
      [3, 's-ok'],
      [4, 's-type'],
      [5, 'bad code!'],
      [6, 's-img'],
      [7, 's-date'],
      [8, 's-ctl'],
      [9, 's-blank'],
      [10, 's-cat'],
      [11, undefined],
    ]);
    const reason = (code: string) => report.refused.find((r) => r.code === code)?.reason ?? '';
    expect(reason('s-rtp')).toMatch(/^rtp: /);
    expect(reason('s-noname')).toMatch(/^name: /);
    expect(reason('s-ok')).toMatch(/listed twice/);
    expect(reason('s-type')).toMatch(/^type: /);
    expect(reason('bad code!')).toMatch(/^code: /);
    expect(reason('s-img')).toMatch(/^img: /);
    expect(reason('s-date')).toMatch(/^released_at: /);
    expect(reason('s-ctl')).toMatch(/^name: /);
    expect(reason('s-cat')).toMatch(/^categories\.0: /);
    expect(await gamesOf('sigma')).toBe(2);
    expect(await search('sigma')).toEqual(['Sigma Also Fine', 'Sigma Fine']);
  });

  it('creates unknown categories, named in every language it can', async () => {
    expect(humanizeSlug('sticky-respins')).toBe('Sticky respins');
    const report = await importFeed(
      deps,
      feed('tau', [feedGame('t-1', 'Tau Buy', { categories: ['sticky-respins', 'bonus-buy', 'slots'] })]),
    );
    expect(report.categoriesCreated).toBe(2);
    const named = async (language: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/frontend/categories/?casino_type=casino',
        headers: { 'accept-language': language },
      });
      const list = res.json<Category[]>();
      return [
        list.find((c) => c.slug === 'sticky-respins')?.name,
        list.find((c) => c.slug === 'bonus-buy')?.name,
      ];
    };
    // A slug nobody named is humanized; a common one has its translations.
    expect(await named('en')).toEqual(['Sticky respins', 'Bonus buy']);
    expect(await named('es')).toEqual(['Sticky respins', 'Compra de bono']);
    expect(await named('pt')).toEqual(['Sticky respins', 'Compra de bônus']);
    expect(await named('ru')).toEqual(['Sticky respins', 'Покупка бонуса']);
    // The same slug in the other mode is its own category; a lobby slug keeps its translations.
    await importFeed(
      deps,
      feed('tau', [
        feedGame('t-1', 'Tau Buy', { categories: ['sticky-respins', 'slots'] }),
        feedGame('t-2', 'Tau Live', {
          mode: 'live_casino',
          type: 'live',
          categories: ['sticky-respins', 'slots'],
        }),
      ]),
    );
    expect(await count(`SELECT count(*) FROM categories WHERE slug = 'sticky-respins'`)).toBe(2);
    const { rows } = await db.query<{ names: Record<string, string> }>(
      `SELECT names FROM categories WHERE slug = 'slots' AND casino_type = 'live_casino'`,
    );
    expect(rows[0]?.names.es).toBe('Tragamonedas');
  });

  it('refuses a whole file it cannot read as a feed and writes nothing', async () => {
    const before = await count('SELECT count(*) FROM games');
    const bad: unknown[] = [
      null,
      'feed',
      [],
      {},
      { provider: { code: 'x', name: 'X', logo: '' } },
      { provider: { code: 'x', name: 'X', logo: '' }, games: 'none' },
      { provider: { code: 'bad code', name: 'X', logo: '' }, games: [] },
      { provider: { code: 'x', name: ' ', logo: '' }, games: [] },
      { provider: { code: 'x', name: 'X', logo: 'ftp://logo' }, games: [] },
      // A list where one feed is unusable imports none of them.
      [feed('good', [feedGame('g-1', 'Good One')]), { provider: {}, games: [] }],
    ];
    for (const input of bad)
      await expect(importFeeds(deps, input), JSON.stringify(input)).rejects.toThrow(FeedError);
    expect(await count('SELECT count(*) FROM games')).toBe(before);
    expect(await count(`SELECT count(*) FROM providers WHERE code IN ('x', 'good')`)).toBe(0);
  });
});

describe('catalogue operator commands', () => {
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    expect(await runCatalogueCommand(args, deps, (line) => lines.push(line))).toBe(true);
    return lines;
  };

  it('imports a feed file and reports imported, updated and refused games', async () => {
    const file = path.join(tmp, 'feed.json');
    await fs.writeFile(
      file,
      JSON.stringify(feed('rho', [feedGame('r-1', 'Rho One'), { ...feedGame('r-2', 'Rho Two'), rtp: 2 }])),
    );
    const lines = await run('catalogue:import', file);
    expect(lines[0]).toBe('provider rho (Provider rho) added: 1 imported, 0 updated, 1 refused');
    expect(lines[1]).toMatch(/^ {2}refused game #1 r-2: rtp: /);
    expect(lines.at(-1)).toMatch(/^total: 1 imported, 0 updated, 1 refused, in \d+ ms$/);
    expect((await run('catalogue:import', file))[0]).toBe(
      'provider rho (Provider rho): 0 imported, 1 updated, 1 refused',
    );
    expect(await gamesOf('rho')).toBe(1);
  });

  it('imports a feed from an http URL', async () => {
    const body = JSON.stringify(feed('phi', [feedGame('p-1', 'Phi One')]));
    const server = http.createServer((request, response) => {
      if (request.url === '/feed') response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect((await run('catalogue:import', `http://127.0.0.1:${port}/feed`))[0]).toMatch(/1 imported/);
      await expect(run('catalogue:import', `http://127.0.0.1:${port}/missing`)).rejects.toThrow(/HTTP 404/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reports unreadable sources and bad arguments clearly', async () => {
    await expect(run('catalogue:import')).rejects.toThrow(/needs <feed.json/);
    await expect(run('catalogue:import', path.join(tmp, 'absent.json'))).rejects.toThrow(/no such file/);
    const notJson = path.join(tmp, 'bad.json');
    await fs.writeFile(notJson, '{"provider": ');
    await expect(run('catalogue:import', notJson)).rejects.toThrow(/is not JSON/);
    await expect(run('catalogue:generate', 'many')).rejects.toThrow(/<count>/);
    await expect(run('catalogue:disable', '99999999')).rejects.toThrow(/no game/);
    await expect(run('catalogue:nonsense')).rejects.toThrow(/unknown command/);
    expect(await runCatalogueCommand(['ledger:check'], deps)).toBe(false);
  });

  it('generates realistic feeds that import without a refusal, and withdraws a game', async () => {
    const file = path.join(tmp, 'generated.json');
    expect(await run('catalogue:generate', '600', file)).toEqual([
      `wrote 600 games of 40 providers to ${file}`,
    ]);
    const feeds = JSON.parse(await fs.readFile(file, 'utf8')) as ProviderFeed[];
    expect(feeds).toHaveLength(40);
    expect(feeds.reduce((n, f) => n + f.games.length, 0)).toBe(600);
    for (const f of feeds) expect(providerFeed.safeParse(f).success).toBe(true);
    const lines = await run('catalogue:import', file);
    expect(lines.at(-1)).toMatch(/^total: 600 imported, 0 updated, 0 refused/);
    const names = feeds.flatMap((f) => f.games.map((g) => g.name));
    expect(names.some((n) => /[^\x20-\x7e]/.test(n))).toBe(true);
    expect(names.some((n) => /[%_'&]/.test(n))).toBe(true);

    const stats = await run('catalogue:stats');
    expect(stats[0]).toMatch(/^providers: \d+, games: \d+ \(\d+ active\), categories: \d+, slides: 0$/);
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM games WHERE code = 'r-1'`);
    const id = String(rows[0]?.id);
    expect(await run('catalogue:disable', id)).toEqual([`game ${id} withdrawn`]);
    expect(await search('rho one')).toEqual([]);
    expect(await run('catalogue:enable', id)).toEqual([`game ${id} listed`]);
    expect(await search('rho one')).toEqual(['Rho One']);
  });

  it('generates the same feeds for the same seed', () => {
    expect(generateFeeds(50, { seed: 7 })).toEqual(generateFeeds(50, { seed: 7 }));
    expect(generateFeeds(50, { seed: 7, providers: 3 })).toHaveLength(3);
  });
});
