import type { Game, Page } from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { importFeed } from '../src/modules/catalogue/catalogue-import.service.js';
import { setGameActive } from '../src/modules/catalogue/catalogue.repository.js';
import { systemClock } from '../src/platform/clock.js';
import { alphaFeed, betaFeed, feedGame } from './catalogue-fixtures.js';
import { openTestDb, testConfig } from './helper.js';

// Two app instances on one database stand for two server processes: each keeps its own
// in-memory catalogue, and neither may answer from a copy older than what was committed.
const db = await openTestDb();
const build = () =>
  buildApp({ config: testConfig(), db, clock: systemClock, logger: false, seedDemo: false });
const first = await build();
const second = await build();
afterAll(async () => {
  await first.close();
  await second.close();
  await db.close();
});

async function slots(app: typeof first, query: string): Promise<Page<Game>> {
  const res = await app.inject({ method: 'GET', url: `/api/frontend/slot/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json<Page<Game>>();
}
const names = (page: Page<Game>) => page.results.map((g) => g.name);
const version = async () =>
  (await db.query<{ version: string }>('SELECT version::text AS version FROM catalogue_version')).rows[0]
    ?.version;

beforeAll(async () => {
  await importFeed({ db, clock: systemClock }, alphaFeed());
  await importFeed({ db, clock: systemClock }, betaFeed());
});

describe('the in-memory catalogue', () => {
  it('raises the catalogue version with every change to games, providers or game categories', async () => {
    const before = await version();
    await db.query(`UPDATE providers SET sort = sort WHERE code = 'alpha'`);
    const afterProvider = await version();
    expect(BigInt(afterProvider ?? 0)).toBeGreaterThan(BigInt(before ?? 0));
    await db.query(`DELETE FROM game_categories WHERE false`);
    expect(BigInt((await version()) ?? 0)).toBeGreaterThan(BigInt(afterProvider ?? 0));
  });

  it('shows a change made through another process on the very next request', async () => {
    // Both processes hold the catalogue (and a cached answer for this search) before the change.
    expect(names(await slots(first, 'name=alpha game 07'))).toEqual(['Alpha Game 07']);
    expect(names(await slots(second, 'name=alpha game 07'))).toEqual(['Alpha Game 07']);

    const { rows } = await db.query<{ id: number }>(`SELECT id FROM games WHERE code = 'alpha-07'`);
    await setGameActive(db, rows[0]?.id ?? -1, false, new Date());
    expect(names(await slots(first, 'name=alpha game 07'))).toEqual([]);
    expect(names(await slots(second, 'name=alpha game 07'))).toEqual([]);

    // A write that bypasses the catalogue's code entirely is seen as well.
    await db.query(`UPDATE games SET active = true WHERE code = 'alpha-07'`);
    expect(names(await slots(second, 'name=alpha game 07'))).toEqual(['Alpha Game 07']);
    await db.query(`UPDATE providers SET active = false WHERE code = 'alpha'`);
    expect((await slots(first, 'name=alpha')).count).toBe(0);
    await db.query(`UPDATE providers SET active = true WHERE code = 'alpha'`);
    expect((await slots(first, 'name=alpha')).count).toBe(30);
  });

  it('sees imported games, renames and category changes', async () => {
    expect((await slots(first, 'name=zephyr')).count).toBe(0);
    await importFeed(
      { db, clock: systemClock },
      {
        ...alphaFeed(),
        games: [...alphaFeed().games, feedGame('alpha-new', 'Zephyr Winds', { categories: ['popular'] })],
      },
    );
    expect(names(await slots(second, 'name=zephyr'))).toEqual(['Zephyr Winds']);
    const popular = await db.query<{ id: number }>(`SELECT id FROM categories WHERE slug = 'popular'`);
    const categoryId = popular.rows[0]?.id ?? -1;
    expect(names(await slots(first, `name=zephyr&categories=${categoryId}`))).toEqual(['Zephyr Winds']);
    await db.query(
      `DELETE FROM game_categories WHERE game_id = (SELECT id FROM games WHERE code = 'alpha-new')`,
    );
    expect(names(await slots(first, `name=zephyr&categories=${categoryId}`))).toEqual([]);
    await db.query(
      `UPDATE games SET name = 'Zephyr Storm', search_name = 'zephyr storm' WHERE code = 'alpha-new'`,
    );
    expect(names(await slots(second, 'name=zephyr'))).toEqual(['Zephyr Storm']);
  });

  it('answers the same page under two spellings of its query, each with its own links', async () => {
    const a = await slots(first, 'name=Alpha&page_size=5');
    const b = await slots(first, 'page_size=5&name=ALPHA');
    expect(a.results).toEqual(b.results);
    expect(a.next).toBe('/api/frontend/slot/?name=Alpha&page_size=5&page=2');
    expect(b.next).toBe('/api/frontend/slot/?page_size=5&name=ALPHA&page=2');
    // Asked again, each spelling keeps its own links.
    expect((await slots(first, 'name=Alpha&page_size=5')).next).toBe(a.next);
    expect((await slots(first, 'page_size=5&name=ALPHA')).next).toBe(b.next);
  });

  it('answers many concurrent searches of both processes from one consistent catalogue', async () => {
    const pages = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        slots(i % 2 ? first : second, `name=alpha&page=${(i % 4) + 1}&page_size=10`),
      ),
    );
    for (const page of pages) expect(page.count).toBe(30);
  });
});
