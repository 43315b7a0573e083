import type { Game, MainPageRow, Page, Provider, Slide } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { seedDemoCatalogue, seedLobbyCategories } from '../src/modules/catalogue/catalogue.seed.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';

const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
const { app, db } = await buildTestApp({ clock, seedDemo: true });
const catalogue = new CatalogueService({ db, clock });

const STUDIO_GAMES = [
  'neon-fruits',
  'pharaohs-ways',
  'crystal-cascade',
  'dragon-hoard',
  'clover-sevens',
  'cosmic-drift',
  'european-roulette',
  'blackjack',
  'baccarat',
];

async function getOk<T>(url: string, language = 'en'): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function counts() {
  const { rows } = await db.query<{ games: number; categories: number; slides: number; links: number }>(
    `SELECT (SELECT count(*) FROM games)::int AS games, (SELECT count(*) FROM categories)::int AS categories,
       (SELECT count(*) FROM slides)::int AS slides, (SELECT count(*) FROM game_categories)::int AS links`,
  );
  return rows[0];
}

async function gameId(code: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM games WHERE code = $1', [code]);
  return rows[0]?.id ?? -1;
}

describe('demo catalogue', () => {
  it('seeds the studio’s nine games under Royal Originals in both modes', async () => {
    const providers = await getOk<Provider[]>('/api/frontend/provider/');
    expect(providers).toEqual([
      {
        id: expect.any(Number),
        name: 'Royal Originals',
        logo: '/studio/art/provider-logo.svg',
        uploaded_images: [],
        slots_count: 9,
      },
    ]);
    const casino = await getOk<Page<Game>>('/api/frontend/slot/?casino_type=casino');
    expect(casino.count).toBe(6);
    const live = await getOk<Page<Game>>('/api/frontend/slot/?casino_type=live_casino');
    expect(live.results.map((g) => g.name).sort()).toEqual(['Baccarat', 'Blackjack', 'European Roulette']);
    const { rows } = await db.query<{ code: string; img: string; mode: string; type: string }>(
      'SELECT code, img, mode, type FROM games ORDER BY id',
    );
    expect(rows.map((r) => r.code)).toEqual(STUDIO_GAMES);
    for (const r of rows) {
      expect(r.img).toBe(`/studio/art/${r.code}.svg`);
      expect([r.mode, r.type]).toEqual(
        ['european-roulette', 'blackjack', 'baccarat'].includes(r.code)
          ? ['live_casino', 'tables']
          : ['casino', 'slots'],
      );
    }
  });

  it('fills the lobby rows of both modes with translated names', async () => {
    const casino = await getOk<MainPageRow[]>('/api/frontend/main_page/?casino_type=casino', 'es');
    expect(casino.map((r) => r.name)).toEqual([
      'Populares',
      'Nuevos',
      'Tragamonedas',
      'Giros gratis',
      'Alta volatilidad',
      'Clásicos',
    ]);
    expect(casino.find((r) => r.slug === 'slots')?.slots_count).toBe(6);
    const live = await getOk<MainPageRow[]>('/api/frontend/main_page/?casino_type=live_casino', 'ru');
    expect(live.map((r) => r.name)).toEqual(['Рулетка', 'Блэкджек', 'Баккара', 'Настольные игры']);
  });

  it('shows the three slides in the request’s language, each with its artwork and action', async () => {
    const en = await getOk<Slide[]>('/api/frontend/slide/');
    expect(en.map((s) => s.title)).toEqual(['Welcome package', 'Provably fair originals', 'Live tables']);
    for (const s of en) {
      expect(Object.keys(s).sort()).toEqual(['button_action', 'button_text', 'id', 'image', 'text', 'title']);
      expect(s.image).toMatch(/^\/lobby\/slide-[a-z]+\.svg$/);
    }
    const providerId = (await getOk<Provider[]>('/api/frontend/provider/'))[0]?.id;
    expect(en.map((s) => s.button_action)).toEqual([
      '/bonuses',
      `/slots?provider=${providerId}`,
      `/game?gameId=${await gameId('european-roulette')}`,
    ]);
    for (const [language, title] of [
      ['es', 'Paquete de bienvenida'],
      ['pt', 'Pacote de boas-vindas'],
      ['ru', 'Приветственный пакет'],
      ['fr', 'Welcome package'],
    ] as const) {
      const slides = await getOk<Slide[]>('/api/frontend/slide/', language);
      expect(slides[0]?.title, language).toBe(title);
      for (const s of slides) expect(s.text.length > 0 && s.button_text.length > 0).toBe(true);
    }
  });

  it('shows a slide only while it is active and within its window', async () => {
    const titles = async () => (await getOk<Slide[]>('/api/frontend/slide/')).map((s) => s.title);
    await db.query(`UPDATE slides SET starts_at = '2026-03-02T00:00:00Z' WHERE code = 'welcome-package'`);
    await db.query(`UPDATE slides SET ends_at = '2026-03-01T12:00:00Z' WHERE code = 'live-tables'`);
    await db.query(`UPDATE slides SET active = false WHERE code = 'provably-fair-originals'`);
    try {
      expect(await titles()).toEqual([]);
      clock.set(new Date('2026-03-02T00:00:00Z'));
      expect(await titles()).toEqual(['Welcome package']);
    } finally {
      await db.query('UPDATE slides SET starts_at = NULL, ends_at = NULL, active = true');
      clock.set(new Date('2026-03-01T12:00:00Z'));
    }
    expect(await titles()).toHaveLength(3);
  });

  it('is idempotent: seeding again changes nothing and keeps an operator’s edits', async () => {
    const before = await counts();
    await db.query(`UPDATE categories SET names = '{"en": "Top picks"}' WHERE slug = 'popular'`);
    await db.query(`UPDATE slides SET sort = 99 WHERE code = 'welcome-package'`);
    const started = Date.now();
    await seedLobbyCategories(db);
    await seedDemoCatalogue({ db, clock });
    await seedDemoCatalogue({ db, clock });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await counts()).toEqual(before);
    const rows = await getOk<MainPageRow[]>('/api/frontend/main_page/?casino_type=casino', 'ru');
    expect(rows[0]?.name).toBe('Top picks');
    const slides = await getOk<Slide[]>('/api/frontend/slide/');
    expect(slides.at(-1)?.title).toBe('Welcome package');
  });
});

describe('CatalogueService for other modules', () => {
  it('finds a game with its provider, mode, type and state', async () => {
    const id = await gameId('european-roulette');
    expect(await catalogue.findGame(id)).toEqual({
      id,
      code: 'european-roulette',
      name: 'European Roulette',
      img: '/studio/art/european-roulette.svg',
      providerCode: 'royal-originals',
      providerName: 'Royal Originals',
      mode: 'live_casino',
      type: 'tables',
      demo: true,
      active: true,
    });
    await db.query('UPDATE games SET active = false WHERE id = $1', [id]);
    try {
      expect((await catalogue.findGame(id))?.active).toBe(false);
    } finally {
      await db.query('UPDATE games SET active = true WHERE id = $1', [id]);
    }
  });

  it('answers undefined or leaves out ids that are no game', async () => {
    const neon = await gameId('neon-fruits');
    const baccarat = await gameId('baccarat');
    expect(await catalogue.findGame(999_999)).toBeUndefined();
    expect(await catalogue.findGame(2 ** 40)).toBeUndefined();
    expect(await catalogue.findGame(-1)).toBeUndefined();
    expect(await catalogue.findGame(1.5)).toBeUndefined();
    const found = await catalogue.findGamesByIds([baccarat, neon, baccarat, 0, 2 ** 31, 424242]);
    expect(found.map((g) => g.code)).toEqual(['neon-fruits', 'baccarat']);
    expect(await catalogue.findGamesByIds([])).toEqual([]);
  });
});
