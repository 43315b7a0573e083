import { existsSync } from 'node:fs';
import type { Game, MainPageRow, Page, Provider, Slide } from '@casino/contract';
import { studioFeed } from '@casino/studio';
import { describe, expect, it } from 'vitest';
import { seedDemoCatalogue, seedLobbyCategories } from '../src/modules/catalogue/catalogue.seed.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { categoryNames } from '../src/modules/catalogue/lobby-content.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';

const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
const { app, db } = await buildTestApp({ clock, seedDemo: true });
const catalogue = new CatalogueService({ db, clock });
const { config } = app.deps;
// Expectations follow the studio's own feed, which grows as the studio adds games.
const feed = studioFeed(config.studio.publicBase);
const feedGame = (code: string) => feed.games.find((g) => g.code === code);

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
  it('seeds the studio’s games under its provider, in both modes, with its art', async () => {
    const providers = await getOk<Provider[]>('/api/frontend/provider/');
    expect(providers).toEqual([
      {
        id: expect.any(Number),
        name: 'Royal Originals',
        logo: feed.provider.logo,
        uploaded_images: [],
        slots_count: feed.games.length,
      },
    ]);
    expect(feed.provider.logo).toMatch(/^\/studio\//);
    const casino = await getOk<Page<Game>>('/api/frontend/slot/?casino_type=casino');
    expect(casino.count).toBe(feed.games.filter((g) => g.mode === 'casino').length);
    expect(casino.count).toBeGreaterThan(0);
    const live = await getOk<Page<Game>>('/api/frontend/slot/?casino_type=live_casino');
    expect(live.results.map((g) => g.name).sort()).toEqual(
      feed.games
        .filter((g) => g.mode === 'live_casino')
        .map((g) => g.name)
        .sort(),
    );
    expect(live.results.map((g) => g.name)).toContain('European Roulette');
    const { rows } = await db.query<{ code: string; img: string; mode: string; type: string }>(
      'SELECT code, img, mode, type FROM games ORDER BY id',
    );
    expect(rows.map((r) => r.code)).toEqual(feed.games.map((g) => g.code));
    for (const r of rows) {
      expect(r.img).toBe(`/studio/art/${r.code}.webp`);
      expect([r.mode, r.type]).toEqual(
        r.mode === 'live_casino' ? ['live_casino', 'tables'] : ['casino', 'slots'],
      );
    }
  });

  it('fills the lobby rows of both modes with translated names', async () => {
    const casino = await getOk<MainPageRow[]>('/api/frontend/main_page/?casino_type=casino', 'es');
    expect(casino.map((r) => r.name)).toContain('Tragamonedas');
    expect(casino.find((r) => r.slug === 'slots')?.slots_count).toBe(
      feed.games.filter((g) => g.mode === 'casino').length,
    );
    const live = await getOk<MainPageRow[]>('/api/frontend/main_page/?casino_type=live_casino', 'ru');
    expect(live.slice(0, 3).map((r) => r.name)).toEqual(['Рулетка', 'Блэкджек', 'Баккара']);
    for (const row of [...casino, ...live]) {
      const language = casino.includes(row) ? 'es' : 'ru';
      expect(row.name, row.slug).toBe(categoryNames(row.slug)?.[language]);
      expect(row.slots.length).toBe(Math.min(12, row.slots_count));
    }
  });

  it('shows the three slides in the request’s language, each with its artwork and action', async () => {
    const en = await getOk<Slide[]>('/api/frontend/slide/');
    expect(en.map((s) => s.title)).toEqual(['Welcome package', 'Provably fair originals', 'Live tables']);
    for (const s of en) {
      expect(Object.keys(s).sort()).toEqual(['button_action', 'button_text', 'id', 'image', 'text', 'title']);
      // The web app's build draws each as WebP from its SVG (packages/svg-raster).
      expect(s.image).toMatch(/^\/lobby\/slide-[a-z]+\.webp$/);
      expect(
        existsSync(new URL(`../../web/public${s.image.replace(/\.webp$/, '.svg')}`, import.meta.url)),
      ).toBe(true);
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
    await seedDemoCatalogue({ db, clock, config });
    await seedDemoCatalogue({ db, clock, config });
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
    const roulette = feedGame('european-roulette');
    expect(await catalogue.findGame(id)).toEqual({
      id,
      code: 'european-roulette',
      name: roulette?.name,
      img: '/studio/art/european-roulette.webp',
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
