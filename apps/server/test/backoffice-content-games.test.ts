import { describe, expect, it } from 'vitest';
import { importFeed } from '../src/modules/catalogue/catalogue-import.service.js';
import { runCatalogueCommand } from '../src/modules/catalogue/catalogue.ops.js';
import { readCatalogueVersion } from '../src/modules/catalogue/catalogue.repository.js';
import { FEED_UPLOAD_LIMIT } from '../src/modules/catalogue/catalogue.backoffice.js';
import { must, staffSession, type StaffSession } from './backoffice-helpers.js';
import { alphaFeed, feedGame } from './catalogue-fixtures.js';
import { buildTestApp } from './helper.js';

const ctx = await buildTestApp();
const { app, db, clock } = ctx;
await importFeed({ db, clock }, alphaFeed());

async function auditOf(action: string): Promise<
  Array<{
    actor: string;
    subject_id: string;
    reason: string | null;
    before: unknown;
    after: unknown;
    details: unknown;
  }>
> {
  const { rows } = await db.query<{
    actor: string;
    subject_id: string;
    reason: string | null;
    before: unknown;
    after: unknown;
    details: unknown;
  }>(
    'SELECT actor, subject_id, reason, before, after, details FROM audit_log WHERE action = $1 ORDER BY id',
    [action],
  );
  return rows;
}

const call = (
  session: StaffSession,
  method: 'GET' | 'PUT' | 'PATCH' | 'POST',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('content in the back office', () => {
  it('lists every page x language with version, date and author, and only for content.manage', async () => {
    const editor = await staffSession(ctx, ['content']);
    const res = await call(editor, 'GET', '/api/backoffice/content/pages/?page_size=200');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ total: number; items: Array<Record<string, unknown>> }>();
    expect(list.total).toBe(list.items.length);
    expect(list.items.find((p) => p.slug === 'cookies' && p.locale === 'es')).toMatchObject({
      version: 1,
      updated_by: 'seed',
      problem: null,
    });
    const games = await staffSession(ctx, ['games']);
    expect((await call(games, 'GET', '/api/backoffice/content/pages/')).statusCode).toBe(403);
  });

  it('saves a page with a reason as a new version, audited, with its history', async () => {
    const editor = await staffSession(ctx, ['content']);
    const page = (await call(editor, 'GET', '/api/backoffice/content/pages/cookies/en/')).json<{
      text: string;
      version: number;
    }>();
    const text = page.text.replace(/^summary: .*$/m, 'summary: Which browser storage we use.');
    const saved = await call(editor, 'PUT', '/api/backoffice/content/pages/cookies/en/', {
      text,
      reason: 'shorter summary, ticket 812',
      base_version: page.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: page.version + 1, stale_translations: [] });

    const public_ = await app.inject({ method: 'GET', url: '/api/frontend/pages/cookies/' });
    expect(public_.json<{ summary: string }>().summary).toBe('Which browser storage we use.');

    const [entry] = (await auditOf('content.page.set')).slice(-1);
    expect(entry).toMatchObject({
      actor: editor.email,
      subject_id: 'cookies/en',
      reason: 'shorter summary, ticket 812',
      before: { version: page.version, author: 'seed' },
      after: { version: page.version + 1, author: editor.email, summary: 'Which browser storage we use.' },
    });

    const history = (await call(editor, 'GET', '/api/backoffice/content/pages/cookies/en/versions/')).json<{
      items: Array<{ version: number; written_by: string }>;
    }>();
    expect(history.items.map((v) => [v.version, v.written_by])).toEqual([
      [page.version + 1, editor.email],
      [page.version, 'seed'],
    ]);
    const first = await call(
      editor,
      'GET',
      `/api/backoffice/content/pages/cookies/en/versions/${page.version}/`,
    );
    expect(first.json<{ text: string }>().text).toBe(page.text);

    // Saving from the version that is no longer current is refused: the other edit would be lost.
    const stale = await call(editor, 'PUT', '/api/backoffice/content/pages/cookies/en/', {
      text,
      reason: 'a second edit from an old tab',
      base_version: page.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a translation whose anchors are not the English ones, naming them, and changes nothing', async () => {
    const editor = await staffSession(ctx, ['content']);
    const page = (await call(editor, 'GET', '/api/backoffice/content/pages/cookies/es/')).json<{
      text: string;
      version: number;
      english_anchors: string[];
    }>();
    expect(page.english_anchors).toContain('what-we-use');
    const text = page.text.replace('{#what-we-use}', '{#que-usamos}');
    const entries = (await auditOf('content.page.set')).length;
    const res = await call(editor, 'PUT', '/api/backoffice/content/pages/cookies/es/', {
      text,
      reason: 'translated anchor',
      base_version: page.version,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ text: string[]; missing_anchors: string[]; extra_anchors: string[] }>();
    expect(body.missing_anchors, res.body).toEqual(['what-we-use']);
    expect(body.extra_anchors).toEqual(['que-usamos']);
    expect(must(body.text[0])).toMatch(/missing #what-we-use; not in English #que-usamos/);
    const after = (await call(editor, 'GET', '/api/backoffice/content/pages/cookies/es/')).json<{
      version: number;
    }>();
    expect(after.version).toBe(page.version);
    expect((await auditOf('content.page.set')).length).toBe(entries);
  });

  it('answers bad input with a 4xx and nothing stored', async () => {
    const editor = await staffSession(ctx, ['content']);
    const put = (url: string, payload: unknown) => call(editor, 'PUT', url, payload);
    const good = {
      text: '---\ntitle: T\nsummary: S\n---\n\n## A {#a}\nText.',
      reason: 'why',
      base_version: 0,
    };
    const nope = await put('/api/backoffice/content/pages/nope/en/', good);
    expect(nope.statusCode, nope.body).toBe(404);
    expect((await put('/api/backoffice/content/pages/cookies/xx/', good)).statusCode).toBe(404);
    const cases: unknown[] = [
      { ...good, reason: '' },
      { ...good, text: 'no front matter' },
      { ...good, text: '---\ntitle: T\nsummary: S\n---\n\n## No anchor\nText.' },
      { ...good, base_version: -1 },
      { text: good.text, reason: 'why' },
    ];
    for (const payload of cases) {
      const res = await put('/api/backoffice/content/pages/cookies/en/', payload);
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});

describe('the games catalogue in the back office', () => {
  const gameId = async (code: string) =>
    must((await db.query<{ id: number }>('SELECT id FROM games WHERE code = $1', [code])).rows[0]).id;

  it('lists, searches and filters on the server, withdrawn games included', async () => {
    const manager = await staffSession(ctx, ['games']);
    const all = (await call(manager, 'GET', '/api/backoffice/games/?page_size=5&sort=id&order=asc')).json<{
      total: number;
      items: Array<{ code: string }>;
    }>();
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(30);
    const found = (await call(manager, 'GET', '/api/backoffice/games/?q=alpha%20game%2007')).json<{
      items: Array<{ code: string }>;
    }>();
    expect(found.items.map((g) => g.code)).toEqual(['alpha-07']);
    const filters = (await call(manager, 'GET', '/api/backoffice/games/filters/')).json<{
      providers: Array<{ id: number }>;
    }>();
    const provider = must(filters.providers[0]).id;
    const byProvider = await call(
      manager,
      'GET',
      `/api/backoffice/games/?provider_id=${provider}&status=active`,
    );
    expect(byProvider.statusCode).toBe(200);
    expect((await call(manager, 'GET', '/api/backoffice/games/?status=gone')).statusCode).toBe(400);
    expect((await call(manager, 'GET', '/api/backoffice/games/?provider_id=abc')).statusCode).toBe(400);
    const support = await staffSession(ctx, ['support']);
    expect((await call(support, 'GET', '/api/backoffice/games/')).statusCode).toBe(403);
  });

  it('disables a game with a reason: audited, the catalogue version bumped, the lobby without it', async () => {
    const manager = await staffSession(ctx, ['games']);
    const id = await gameId('alpha-03');
    const version = await readCatalogueVersion(db);
    const res = await call(manager, 'PATCH', `/api/backoffice/games/${id}/`, {
      active: false,
      reason: 'provider reported a fault, ticket 77',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ active: false });
    expect(await readCatalogueVersion(db)).toBeGreaterThan(version);
    const lobby = await app.inject({ method: 'GET', url: '/api/frontend/slot/?name=Alpha%20Game%2003' });
    expect(lobby.json<{ count: number }>().count).toBe(0);
    const [entry] = (await auditOf('game.disable')).slice(-1);
    expect(entry).toMatchObject({
      actor: manager.email,
      subject_id: String(id),
      reason: 'provider reported a fault, ticket 77',
      before: { active: true },
      after: { active: false },
    });
    // The ops command calls the same service, audited as the operator.
    await runCatalogueCommand(['catalogue:enable', String(id), 'fault', 'fixed'], { db, clock }, () => {});
    const [enabled] = (await auditOf('game.enable')).slice(-1);
    expect(enabled).toMatchObject({ subject_id: String(id), reason: 'fault fixed', after: { active: true } });
  });

  it('sets order, flags and categories; a re-import keeps the curated ones', async () => {
    const manager = await staffSession(ctx, ['games']);
    const id = await gameId('alpha-10');
    const filters = (await call(manager, 'GET', '/api/backoffice/games/filters/')).json<{
      categories: Array<{ id: number; mode: string; slug: string }>;
    }>();
    const casino = filters.categories.filter((c) => c.mode === 'casino');
    const live = must(filters.categories.find((c) => c.mode === 'live_casino'));
    const wanted = [must(casino[0]).id, must(casino[1]).id].sort((a, b) => a - b);
    const before = (await call(manager, 'GET', `/api/backoffice/games/${id}/`)).json();
    const wrong = await call(manager, 'PATCH', `/api/backoffice/games/${id}/`, {
      category_ids: [live.id],
      reason: 'wrong mode',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('category_ids');
    expect((await call(manager, 'GET', `/api/backoffice/games/${id}/`)).json()).toEqual(before);
    const res = await call(manager, 'PATCH', `/api/backoffice/games/${id}/`, {
      sort: -5,
      is_hot: true,
      is_exclusive: true,
      category_ids: wanted,
      reason: 'autumn promotion',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      sort: -5,
      is_hot: true,
      is_exclusive: true,
      curated: true,
      category_ids: wanted,
    });
    await importFeed({ db, clock }, alphaFeed());
    expect((await call(manager, 'GET', `/api/backoffice/games/${id}/`)).json()).toMatchObject({
      is_hot: true,
      is_exclusive: true,
      category_ids: wanted,
      sort: -5,
    });
    for (const payload of [
      { reason: 'nothing' },
      { is_hot: 'yes', reason: 'x' },
      { sort: 1.5, reason: 'x' },
      { active: true },
    ])
      expect((await call(manager, 'PATCH', `/api/backoffice/games/${id}/`, payload)).statusCode).toBe(400);
    expect(
      (await call(manager, 'PATCH', '/api/backoffice/games/999999/', { active: true, reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('imports an uploaded feed with its refusal report, audited; an unusable feed is a 400', async () => {
    const manager = await staffSession(ctx, ['games']);
    const feed = {
      provider: { code: 'gamma', name: 'Gamma Gaming', logo: '/img/gamma.svg' },
      games: [
        feedGame('gamma-1', 'Gamma One'),
        { code: 'gamma-2', name: 'No maths' },
        feedGame('gamma-1', 'Twice'),
      ],
    };
    const res = await call(manager, 'POST', '/api/backoffice/games/import/', {
      feed,
      reason: 'new provider contract',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [report] = res.json<{ reports: Array<Record<string, unknown>> }>().reports;
    expect(report).toMatchObject({ imported: 1, updated: 0, provider: { code: 'gamma', created: true } });
    expect((report as { refused: unknown[] }).refused).toHaveLength(2);
    expect((report as { lines: string[] }).lines[0]).toMatch(
      /gamma \(Gamma Gaming\) added: 1 imported, 0 updated, 2 refused/,
    );
    const [entry] = (await auditOf('catalogue.import')).slice(-1);
    expect(entry).toMatchObject({
      actor: manager.email,
      subject_id: 'gamma',
      reason: 'new provider contract',
      details: { imported: 1, refused: 2, source: 'upload' },
    });

    const games = Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games')).rows[0]?.n);
    const bad = await call(manager, 'POST', '/api/backoffice/games/import/', {
      feed: { games: [] },
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('feed');
    const both = await call(manager, 'POST', '/api/backoffice/games/import/', {
      feed,
      url: 'https://x.test/f.json',
      reason: 'x',
    });
    expect(both.statusCode).toBe(400);
    const unreachable = await call(manager, 'POST', '/api/backoffice/games/import/', {
      url: 'http://127.0.0.1:9/feed.json',
      reason: 'x',
    });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json()).toHaveProperty('url');
    const huge = await app.inject({
      method: 'POST',
      url: '/api/backoffice/games/import/',
      headers: { ...manager.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'x', feed: 'x'.repeat(FEED_UPLOAD_LIMIT) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games')).rows[0]?.n)).toBe(
      games,
    );
  });
});
