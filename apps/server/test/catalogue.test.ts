import type { Category, Game, MainPageRow, Page, Provider } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importFeed } from '../src/modules/catalogue/catalogue-import.service.js';
import { alphaFeed, betaFeed, feedGame, SPECIAL_NAMES } from './catalogue-fixtures.js';
import { buildTestApp } from './helper.js';

const { app, db, clock } = await buildTestApp();

const GAME_KEYS = ['basicRTP', 'demo', 'game_id', 'img', 'is_exclusive', 'is_hot', 'name', 'uploaded_images'];
const PROVIDER_KEYS = ['id', 'logo', 'name', 'slots_count', 'uploaded_images'];
const CATEGORY_KEYS = ['id', 'name', 'slug', 'uploaded_images'];

async function get(url: string, language?: string) {
  return app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
}

async function getOk<T>(url: string, language?: string): Promise<T> {
  const res = await get(url, language);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

const slots = (query: string) => getOk<Page<Game>>(`/api/frontend/slot/?${query}`);
const names = (page: Page<Game>) => page.results.map((g) => g.name);
const search = async (term: string) => names(await slots(`page_size=100&name=${encodeURIComponent(term)}`));

let providers: { alpha: number; beta: number };
let categoryIds: Record<string, number>;

beforeAll(async () => {
  const deps = { db, clock };
  await importFeed(deps, alphaFeed());
  await importFeed(deps, betaFeed());
  // A provider whose games are all withdrawn, and a withdrawn provider with games: neither is listed.
  await importFeed(deps, {
    provider: { code: 'gamma', name: 'Gamma', logo: '' },
    games: [feedGame('gamma-1', 'Gamma One')],
  });
  await importFeed(deps, {
    provider: { code: 'delta', name: 'Delta', logo: '' },
    games: [feedGame('delta-1', 'Delta One'), feedGame('delta-2', 'Delta Two', { is_hot: true })],
  });
  await db.query(`UPDATE games SET active = false WHERE code = 'gamma-1'`);
  await db.query(`UPDATE providers SET active = false WHERE code = 'delta'`);
  const { rows } = await db.query<{ id: number; code: string }>('SELECT id, code FROM providers');
  const idOf = (code: string) => rows.find((r) => r.code === code)?.id ?? -1;
  providers = { alpha: idOf('alpha'), beta: idOf('beta') };
  const cats = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM categories');
  categoryIds = Object.fromEntries(cats.rows.map((c) => [c.slug, c.id]));
});

describe('GET /api/frontend/provider/', () => {
  it('lists the providers with playable games, with exactly the spec fields and their counts', async () => {
    const list = await getOk<Provider[]>('/api/frontend/provider/');
    expect(list.map((p) => p.name)).toEqual(['Alpha Studios', 'Beta Live']);
    for (const p of list) expect(Object.keys(p).sort()).toEqual(PROVIDER_KEYS);
    expect(list[0]).toEqual({
      id: providers.alpha,
      name: 'Alpha Studios',
      logo: '/img/alpha.svg',
      uploaded_images: [],
      slots_count: 36,
    });
    expect(list[1]?.slots_count).toBe(3);
  });
});

describe('GET /api/frontend/categories/', () => {
  it('lists the mode’s categories that hold games, in the lobby’s order, named in the request’s language', async () => {
    const casino = await getOk<Category[]>('/api/frontend/categories/');
    expect(casino.map((c) => c.slug)).toEqual(['popular', 'slots']);
    expect(casino.map((c) => c.name)).toEqual(['Popular', 'Slots']);
    for (const c of casino) expect(Object.keys(c).sort()).toEqual(CATEGORY_KEYS);
    expect(casino[1]).toEqual({
      id: categoryIds.slots,
      name: 'Slots',
      slug: 'slots',
      uploaded_images: ['/lobby/categories/slots.svg'],
    });

    const live = await getOk<Category[]>('/api/frontend/categories/?casino_type=live_casino', 'ru');
    expect(live.map((c) => [c.slug, c.name])).toEqual([
      ['roulette', 'Рулетка'],
      ['blackjack', 'Блэкджек'],
      ['baccarat', 'Баккара'],
      ['table-games', 'Настольные игры'],
    ]);
    const names = async (language: string) =>
      (await getOk<Category[]>('/api/frontend/categories/?casino_type=casino', language)).map((c) => c.name);
    expect(await names('es-ES,es;q=0.9')).toEqual(['Populares', 'Tragamonedas']);
    expect(await names('pt-BR')).toEqual(['Populares', 'Caça-níqueis']);
    expect(await names('de')).toEqual(['Popular', 'Slots']);
  });

  it('refuses an unknown casino_type in the field shape, translated', async () => {
    for (const url of [
      '/api/frontend/categories/?casino_type=poker',
      '/api/frontend/categories/?casino_type=',
      '/api/frontend/categories/?casino_type=casino&casino_type=live_casino',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ casino_type: ['Enter a valid value.'] });
    }
    const es = await get('/api/frontend/categories/?casino_type=Casino', 'es');
    expect(es.json()).toEqual({ casino_type: ['Introduce un valor válido.'] });
  });
});

describe('GET /api/frontend/main_page/', () => {
  it('answers each category of the mode with its first 12 games and its total', async () => {
    const rows = await getOk<MainPageRow[]>('/api/frontend/main_page/?casino_type=casino');
    expect(rows.map((r) => r.slug)).toEqual(['popular', 'slots']);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([...CATEGORY_KEYS, 'slots', 'slots_count'].sort());
      for (const game of row.slots) expect(Object.keys(game).sort()).toEqual(GAME_KEYS);
    }
    const [popular, all] = rows;
    expect(popular?.slots_count).toBe(5);
    expect(popular?.slots.map((g) => g.name)).toEqual([
      'Alpha Game 01',
      'Alpha Game 02',
      'Alpha Game 03',
      'Alpha Game 04',
      'Alpha Game 05',
    ]);
    expect(all?.slots_count).toBe(36);
    expect(all?.slots).toHaveLength(12);
    // Hot first, then by name.
    expect(all?.slots.slice(0, 4).map((g) => g.name)).toEqual([
      'Alpha Game 07',
      'Alpha Game 22',
      SPECIAL_NAMES.wildcards,
      'Alpha Game 01',
    ]);
  });

  it('answers the live lobby in the request’s language and refuses a bad mode', async () => {
    const rows = await getOk<MainPageRow[]>('/api/frontend/main_page/?casino_type=live_casino', 'pt');
    expect(rows.map((r) => [r.name, r.slots_count])).toEqual([
      ['Roleta', 1],
      ['Blackjack', 1],
      ['Bacará', 1],
      ['Jogos de mesa', 1],
    ]);
    expect(rows[0]?.slots[0]?.name).toBe('Beta Roulette');
    const bad = await get('/api/frontend/main_page/?casino_type=sports');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ casino_type: ['Enter a valid value.'] });
  });
});

describe('GET /api/frontend/slot/', () => {
  it('answers a page in the DRF shape with exactly the spec’s game fields', async () => {
    const page = await slots('');
    expect(Object.keys(page).sort()).toEqual(['count', 'next', 'previous', 'results']);
    expect(page.count).toBe(39);
    expect(page.results).toHaveLength(24);
    expect(page.next).toBe('/api/frontend/slot/?page=2');
    expect(page.previous).toBeNull();
    for (const game of page.results) expect(Object.keys(game).sort()).toEqual(GAME_KEYS);
    const first = page.results.find((g) => g.name === 'Alpha Game 01');
    expect(first).toEqual({
      game_id: expect.any(Number),
      name: 'Alpha Game 01',
      img: '/img/alpha-01.webp',
      uploaded_images: [],
      is_hot: false,
      is_exclusive: false,
      demo: true,
      basicRTP: 95,
    });
    expect(page.results.find((g) => g.name === 'Alpha Game 13')?.basicRTP).toBe(96.2);
  });

  it('orders hot games first, then the operator’s sort, then the name', async () => {
    const page = await slots('page_size=5');
    expect(names(page)).toEqual([
      'Alpha Game 07',
      'Alpha Game 22',
      '100% Hot_Fruits',
      'Alpha Game 01',
      'Alpha Game 02',
    ]);
    await db.query(`UPDATE games SET sort = -1 WHERE code = 'alpha-30'`);
    try {
      expect(names(await slots('page_size=3'))).toEqual(['Alpha Game 07', 'Alpha Game 22', 'Alpha Game 30']);
    } finally {
      await db.query(`UPDATE games SET sort = 0 WHERE code = 'alpha-30'`);
    }
  });

  it('pages through every game exactly once by following next, and back by previous', async () => {
    const seen: number[] = [];
    let url: string | null = '/api/frontend/slot/?page_size=10&casino_type=casino';
    const pages: Page<Game>[] = [];
    while (url) {
      const page: Page<Game> = await getOk<Page<Game>>(url);
      expect(page.count).toBe(36);
      pages.push(page);
      seen.push(...page.results.map((g) => g.game_id));
      url = page.next;
    }
    expect(pages).toHaveLength(4);
    expect(pages.map((p) => p.results.length)).toEqual([10, 10, 10, 6]);
    expect(new Set(seen).size).toBe(36);
    // Links keep the other parameters; the first page's link carries no page parameter.
    expect(pages[0]?.next).toBe('/api/frontend/slot/?page_size=10&casino_type=casino&page=2');
    expect(pages[1]?.previous).toBe('/api/frontend/slot/?page_size=10&casino_type=casino');
    expect(pages[3]?.previous).toBe('/api/frontend/slot/?page_size=10&casino_type=casino&page=3');
    expect(pages[3]?.next).toBeNull();
    const back = await getOk<Page<Game>>(pages[3]?.previous ?? '');
    expect(back.results).toEqual(pages[2]?.results);
  });

  it('answers a page past the end as empty, pointing back at the last page', async () => {
    const page = await slots('page_size=10&page=99');
    expect(page).toEqual({
      count: 39,
      next: null,
      previous: '/api/frontend/slot/?page_size=10&page=4',
      results: [],
    });
    const none = await slots('provider=999999&page=3');
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('caps the page size and refuses bad paging values in the field shape', async () => {
    expect((await slots('page_size=100')).results).toHaveLength(39);
    for (const [query, field] of [
      ['page_size=101', 'page_size'],
      ['page_size=0', 'page_size'],
      ['page_size=ten', 'page_size'],
      ['page=0', 'page'],
      ['page=-2', 'page'],
      ['page=1.5', 'page'],
      ['page=99999999999', 'page'],
    ] as const) {
      const res = await get(`/api/frontend/slot/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json()), query).toEqual([field]);
    }
  });

  it('filters by provider, repeated or not, and refuses a provider that is not an id', async () => {
    expect((await slots(`provider=${providers.alpha}`)).count).toBe(36);
    expect((await slots(`provider=${providers.beta}`)).count).toBe(3);
    expect((await slots(`provider=${providers.alpha}&provider=${providers.beta}`)).count).toBe(39);
    expect((await slots('provider=999999')).count).toBe(0);
    for (const bad of ['abc', '-1', '0', '1.5', '', '2147483648']) {
      const res = await get(`/api/frontend/slot/?provider=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({ provider: ['Enter a valid value.'] });
    }
    const mixed = await get(`/api/frontend/slot/?provider=${providers.alpha}&provider=x`, 'ru');
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ provider: ['Введите корректное значение.'] });
  });

  it('filters by categories (any of them), by mode, and combines filters', async () => {
    const { popular, roulette, slots: slotsId } = categoryIds;
    expect((await slots(`categories=${popular}`)).count).toBe(5);
    expect((await slots(`categories=${popular}&categories=${roulette}`)).count).toBe(6);
    expect((await slots(`categories=${slotsId}&categories=${popular}`)).count).toBe(36);
    expect((await slots('casino_type=live_casino')).count).toBe(3);
    expect((await slots('casino_type=casino')).count).toBe(36);
    expect(names(await slots(`categories=${popular}&provider=${providers.alpha}&name=game 0`))).toEqual([
      'Alpha Game 01',
      'Alpha Game 02',
      'Alpha Game 03',
      'Alpha Game 04',
      'Alpha Game 05',
    ]);
    expect((await slots(`categories=${popular}&casino_type=live_casino`)).count).toBe(0);
    expect((await get('/api/frontend/slot/?categories=slots')).json()).toEqual({
      categories: ['Enter a valid value.'],
    });
    expect((await get('/api/frontend/slot/?casino_type=sport')).statusCode).toBe(400);
  });

  it('accepts and validates tournaments, which match no game until tournaments exist', async () => {
    expect(await slots('tournaments=1')).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await slots('tournaments=1&tournaments=2&casino_type=casino')).count).toBe(0);
    const bad = await get('/api/frontend/slot/?tournaments=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ tournaments: ['Enter a valid value.'] });
    const tooMany = Array.from({ length: 51 }, (_, i) => `tournaments=${i + 1}`).join('&');
    expect((await get(`/api/frontend/slot/?${tooMany}`)).statusCode).toBe(400);
  });
});

describe('GET /api/frontend/slot/?name=', () => {
  it('finds names whatever the case and the accents', async () => {
    for (const term of ['rafaga', 'RÁFAGA', 'Rafaga', 'ráfaga dorada', 'RAFAGA DORADA']) {
      expect(await search(term), term).toEqual([SPECIAL_NAMES.accent]);
    }
    for (const term of ['deja vu', 'DÉJÀ', 'dEjA'])
      expect(await search(term), term).toEqual([SPECIAL_NAMES.dejaVu]);
    for (const term of ['золот', 'ЛИХОРАДКА', 'золотая лих']) {
      expect(await search(term), term).toEqual([SPECIAL_NAMES.cyrillic]);
    }
  });

  it('matches parts of words and words in any order', async () => {
    expect(await search('afag')).toEqual([SPECIAL_NAMES.accent]);
    expect(await search('dorada rafaga')).toEqual([SPECIAL_NAMES.accent]);
    expect(await search('  ora   ráf ')).toEqual([SPECIAL_NAMES.accent]);
    expect(await search('game 2')).toEqual([
      'Alpha Game 22',
      'Alpha Game 02',
      'Alpha Game 12',
      'Alpha Game 20',
      'Alpha Game 21',
      'Alpha Game 23',
      'Alpha Game 24',
      'Alpha Game 25',
      'Alpha Game 26',
      'Alpha Game 27',
      'Alpha Game 28',
      'Alpha Game 29',
    ]);
    expect(await search('beta roul')).toEqual(['Beta Roulette']);
    expect(await search('nothing like this')).toEqual([]);
  });

  it('treats wildcards, quotes, backslashes and SQL as plain text', async () => {
    expect(await search('%')).toEqual([SPECIAL_NAMES.wildcards]);
    expect(await search('_')).toEqual([SPECIAL_NAMES.wildcards]);
    expect(await search('100%')).toEqual([SPECIAL_NAMES.wildcards]);
    expect(await search('%%')).toEqual([]);
    expect(await search('a%')).toEqual([]);
    expect(await search('hot_f')).toEqual([SPECIAL_NAMES.wildcards]);
    expect(await search('hotxf')).toEqual([]);
    expect(await search("'")).toEqual([SPECIAL_NAMES.quote]);
    expect(await search('o’reilly')).toEqual([SPECIAL_NAMES.quote]);
    expect(await search('\\')).toEqual([SPECIAL_NAMES.backslash]);
    expect(await search('\\%')).toEqual([]);
    expect(await search("' OR 1=1 --")).toEqual([]);
    expect(await search("'; DROP TABLE games; --")).toEqual([]);
    expect(await search('" OR ""="')).toEqual([]);
    expect(await search('$1')).toEqual([]);
    expect((await slots('')).count).toBe(39);
  });

  it('survives very long, blank, control and odd unicode input', async () => {
    const long = await get(`/api/frontend/slot/?name=${'x'.repeat(5000)}`);
    expect(long.statusCode).toBe(200);
    expect(long.json<Page<Game>>().count).toBe(0);
    // Only the first 100 characters count.
    expect(await search(`rafaga${' '.repeat(95)}zzzzzz`)).toEqual([SPECIAL_NAMES.accent]);
    expect((await slots('name=%20%20%20')).count).toBe(39);
    expect((await slots('name=')).count).toBe(39);
    // A control character is no text a name can hold (docs/decisions/027).
    const control = await get(`/api/frontend/slot/?name=${encodeURIComponent('ráf\u0000aga')}`);
    expect(control.statusCode).toBe(400);
    expect(await search('ra\u0301faga')).toEqual([SPECIAL_NAMES.accent]);
    expect(await search('🎰')).toEqual([]);
    expect(await search('ｒａｆａｇａ')).toEqual([SPECIAL_NAMES.accent]);
    for (const raw of ['%E0%A4%A', '%FF%FE', '%ED%A0%80', '%C0%AF']) {
      const res = await get(`/api/frontend/slot/?name=${raw}`);
      expect(res.statusCode, raw).toBeLessThan(500);
    }
    const twice = await get('/api/frontend/slot/?name=a&name=b');
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json())).toEqual(['name']);
  });

  it('keeps the search in the pagination links', async () => {
    const page = await slots('name=Alpha%20Game&page_size=20');
    expect(page.count).toBe(30);
    expect(page.next).not.toBeNull();
    const next = new URL(page.next ?? '', 'http://casino.test');
    expect(next.pathname).toBe('/api/frontend/slot/');
    expect(Object.fromEntries(next.searchParams)).toEqual({ name: 'Alpha Game', page_size: '20', page: '2' });
    const second = await getOk<Page<Game>>(page.next ?? '');
    expect(second.results).toHaveLength(10);
    expect(second.previous).toBe('/api/frontend/slot/?name=Alpha+Game&page_size=20');
  });
});

describe('GET /api/frontend/random_slot/', () => {
  it('answers a random playable game of the mode', async () => {
    const casino = new Set((await slots('casino_type=casino&page_size=100')).results.map((g) => g.game_id));
    const live = new Set((await slots('casino_type=live_casino')).results.map((g) => g.game_id));
    const drawn = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const { game_id } = await getOk<{ game_id: number }>('/api/frontend/random_slot/');
      expect(casino.has(game_id)).toBe(true);
      drawn.add(game_id);
    }
    expect(drawn.size).toBeGreaterThan(1);
    const body = await getOk<{ game_id: number }>('/api/frontend/random_slot/?casino_type=live_casino');
    expect(Object.keys(body)).toEqual(['game_id']);
    expect(live.has(body.game_id)).toBe(true);
    expect((await get('/api/frontend/random_slot/?casino_type=bingo')).statusCode).toBe(400);
  });

  it('answers 404 with a translated detail when the mode has no playable game', async () => {
    await db.query(`UPDATE providers SET active = false WHERE code = 'beta'`);
    try {
      const res = await get('/api/frontend/random_slot/?casino_type=live_casino');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'No games are available right now.' });
      const ru = await get('/api/frontend/random_slot/?casino_type=live_casino', 'ru');
      expect(ru.json()).toEqual({ detail: 'Сейчас нет доступных игр.' });
      // The withdrawn provider's games and categories leave the lobby too.
      expect((await getOk<Category[]>('/api/frontend/categories/?casino_type=live_casino')).length).toBe(0);
      expect((await getOk<Provider[]>('/api/frontend/provider/')).map((p) => p.name)).toEqual([
        'Alpha Studios',
      ]);
    } finally {
      await db.query(`UPDATE providers SET active = true WHERE code = 'beta'`);
    }
  });
});
