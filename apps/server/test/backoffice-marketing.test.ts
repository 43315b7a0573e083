import { describe, expect, it } from 'vitest';
import { runBonusesCommand } from '../src/modules/bonuses/bonuses.ops.js';
import { must, staffSession, type StaffSession } from './backoffice-helpers.js';
import { buildTestApp } from './helper.js';

const ctx = await buildTestApp({ seedDemo: true });
const { app, db, clock } = ctx;
const marketing = await staffSession(ctx, ['marketing']);
const support = await staffSession(ctx, ['support']);
const DAY = 24 * 3_600_000;

type Method = 'GET' | 'POST';
const call = (who: StaffSession, method: Method, url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/backoffice/marketing/${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function lastAudit(action: string) {
  const { rows } = await db.query<{
    actor: string;
    reason: string | null;
    before: unknown;
    after: unknown;
    subject_id: string;
  }>(
    'SELECT actor, reason, before, after, subject_id FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
    [action],
  );
  return rows[0];
}
const auditCount = async () =>
  Number(must((await db.query<{ n: string }>('SELECT count(*) AS n FROM audit_log')).rows[0]).n);

/** The rows of a table as text: what "nothing changed" means for it. */
async function digest(table: string): Promise<string> {
  const { rows } = await db.query<{ d: string | null }>(
    `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS d FROM ${table} t`,
  );
  return rows[0]?.d ?? '';
}

async function expectRefused(
  table: string,
  attempts: Array<() => Promise<{ statusCode: number; body: string }>>,
) {
  const before = [await digest(table), await auditCount()];
  for (const attempt of attempts) {
    const res = await attempt();
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  }
  expect([await digest(table), await auditCount()]).toEqual(before);
}

describe('Marketing: bonus terms', () => {
  it('lists every terms row with its fields and card, previews and saves a change with the ops rules, audited', async () => {
    expect((await call(support, 'GET', 'bonus-terms/')).statusCode).toBe(403);
    const list = await call(marketing, 'GET', 'bonus-terms/?page_size=100');
    expect(list.statusCode, list.body).toBe(200);
    const terms = list.json<{ items: Array<{ code: string; fields: Record<string, unknown> }> }>().items;
    const reload = must(terms.find((t) => t.code === 'reload-weekly'));
    expect(reload.fields).toHaveProperty('wager');

    const preview = await call(marketing, 'POST', 'bonus-terms/reload-weekly/preview/', {
      changes: { percentage: 75, max_bonus_usd: '250.50' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ card: { percentage: number; max_bonus_amount: number } }>().card).toMatchObject({
      percentage: 75,
      max_bonus_amount: 250.5,
    });

    const saved = await call(marketing, 'POST', 'bonus-terms/reload-weekly/', {
      changes: { percentage: 75, max_bet_usd: null },
      reason: 'Weekend reload campaign',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ fields: { percentage: number; max_bet_usd: null } }>().fields).toMatchObject({
      percentage: 75,
      max_bet_usd: null,
    });
    expect(await lastAudit('bonus_terms.change')).toMatchObject({
      actor: marketing.email,
      reason: 'Weekend reload campaign',
      subject_id: 'reload-weekly',
      after: { percentage: 75, max_bet_cents: null },
    });
  });

  it('refuses bad values, unusable terms and a missing reason with nothing changed', async () => {
    await expectRefused('bonus_terms', [
      () =>
        call(marketing, 'POST', 'bonus-terms/reload-weekly/', {
          changes: { wager: 500 },
          reason: 'too much',
        }),
      () =>
        call(marketing, 'POST', 'bonus-terms/reload-weekly/', { changes: { nope: 1 }, reason: 'unknown' }),
      () =>
        call(marketing, 'POST', 'bonus-terms/reload-weekly/', { changes: { wager: 0 }, reason: 'unusable' }),
      () =>
        call(marketing, 'POST', 'bonus-terms/reload-weekly/', {
          changes: { max_bonus_usd: '1.234' },
          reason: 'decimals',
        }),
      () => call(marketing, 'POST', 'bonus-terms/reload-weekly/', { changes: { wager: 30 } }),
      () => call(marketing, 'POST', 'bonus-terms/reload-weekly/', { changes: {}, reason: 'nothing at all' }),
      () =>
        call(marketing, 'POST', 'bonus-terms/no-such-terms/', { changes: { wager: 30 }, reason: 'missing' }),
      () => call(marketing, 'POST', 'bonus-terms/reload-weekly/preview/', { changes: { enabled: 'yes' } }),
    ]);
    const refused = await call(marketing, 'POST', 'bonus-terms/reload-weekly/', {
      changes: { wager: 500 },
      reason: 'too much',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ wager: string[] }>().wager[0]).toMatch(/from 0 to 200/);
  });

  it('the ops command goes through the same service and is audited as the operator', async () => {
    await runBonusesCommand(
      ['bonus:set', 'reload-weekly', 'wager_days', '9'],
      { db, clock },
      () => undefined,
    );
    expect(await lastAudit('bonus_terms.change')).toMatchObject({
      actor: expect.stringMatching(/^ops:/) as unknown as string,
      after: { wager_days: 9 },
    });
  });
});

describe('Marketing: promo codes', () => {
  it('creates, lists and disables a code, each step audited', async () => {
    const ends = new Date(clock.now().getTime() + 10 * DAY).toISOString().slice(0, 10);
    const created = await call(marketing, 'POST', 'promo-codes/', {
      code: 'spring25',
      terms_code: 'reload-weekly',
      ends,
      max_uses: 100,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'SPRING25', state: 'open', max_uses: 100 });
    expect(await lastAudit('promo_code.create')).toMatchObject({
      actor: marketing.email,
      subject_id: 'SPRING25',
    });

    const list = await call(marketing, 'GET', 'promo-codes/?q=spring');
    expect(list.json<{ items: Array<{ code: string }> }>().items.map((p) => p.code)).toContain('SPRING25');

    const disabled = await call(marketing, 'POST', 'promo-codes/SPRING25/disable/', {
      reason: 'Campaign withdrawn',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ state: 'ended' });
    expect(await lastAudit('promo_code.disable')).toMatchObject({
      reason: 'Campaign withdrawn',
      before: { state: 'open' },
      after: { state: 'ended' },
    });
    const redeem = await db.query<{ ends_at: Date }>(
      "SELECT ends_at FROM promo_codes WHERE code = 'SPRING25'",
    );
    expect(must(redeem.rows[0]).ends_at.getTime()).toBeLessThanOrEqual(clock.now().getTime());
  });

  it('refuses bad codes, terms a code may not carry, a past end, a duplicate and a second disable', async () => {
    await call(marketing, 'POST', 'promo-codes/', { code: 'TAKEN1', terms_code: 'reload-weekly' });
    await call(marketing, 'POST', 'promo-codes/TAKEN1/disable/', { reason: 'ended for the test' });
    await expectRefused('promo_codes', [
      () => call(marketing, 'POST', 'promo-codes/', { code: 'a!', terms_code: 'reload-weekly' }),
      () => call(marketing, 'POST', 'promo-codes/', { code: 'WELCOMEX', terms_code: 'welcome-1' }),
      () => call(marketing, 'POST', 'promo-codes/', { code: 'NOTERMS', terms_code: 'nothing-here' }),
      () =>
        call(marketing, 'POST', 'promo-codes/', {
          code: 'PASTEND',
          terms_code: 'reload-weekly',
          ends: '2001-01-01',
        }),
      () =>
        call(marketing, 'POST', 'promo-codes/', {
          code: 'BADDAY',
          terms_code: 'reload-weekly',
          ends: '2026-02-30',
        }),
      () => call(marketing, 'POST', 'promo-codes/', { code: 'TAKEN1', terms_code: 'reload-weekly' }),
      () =>
        call(marketing, 'POST', 'promo-codes/', { code: 'NOMAX', terms_code: 'reload-weekly', max_uses: 0 }),
      () => call(marketing, 'POST', 'promo-codes/TAKEN1/disable/', { reason: 'once more please' }),
      () => call(marketing, 'POST', 'promo-codes/NOSUCH/disable/', { reason: 'not there at all' }),
      () => call(marketing, 'POST', 'promo-codes/TAKEN1/disable/', {}),
      () => call(support, 'POST', 'promo-codes/', { code: 'SUPPORT1', terms_code: 'reload-weekly' }),
    ]);
  });
});

describe('Marketing: the wheel', () => {
  it('edits the draft without touching the live wheel, then publishes it with a reason', async () => {
    const wheel = await call(marketing, 'GET', 'wheel/');
    expect(wheel.statusCode, wheel.body).toBe(200);
    const prizes = wheel.json<{
      prizes: Array<{ id: number; live: { weight: number } | null; draft: { weight: number } }>;
    }>().prizes;
    const prize = must(prizes.find((p) => p.live !== null));
    const liveBefore = prize.live?.weight;

    const edited = await call(marketing, 'POST', `wheel/prizes/${prize.id}/`, { weight: 4321 });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<{ draft_differs: boolean; prizes: typeof prizes }>();
    expect(after.draft_differs).toBe(true);
    expect(must(after.prizes.find((p) => p.id === prize.id)).live?.weight).toBe(liveBefore);
    expect(await lastAudit('wheel.draft_change')).toMatchObject({
      before: { weight: prize.draft.weight },
      after: { weight: 4321 },
    });

    expect((await call(marketing, 'POST', 'wheel/publish/', {})).statusCode).toBe(400);
    const published = await call(marketing, 'POST', 'wheel/publish/', { reason: 'Spring weights' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ draft_differs: boolean }>().draft_differs).toBe(false);
    expect(await lastAudit('wheel.publish')).toMatchObject({ reason: 'Spring weights' });
  });

  it('refuses bad weights, unknown prizes and publishing a wheel with nothing to draw', async () => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM wheel_prizes ORDER BY id');
    await expectRefused('wheel_prizes', [
      () => call(marketing, 'POST', `wheel/prizes/${must(rows[0]).id}/`, { weight: 0 }),
      () => call(marketing, 'POST', `wheel/prizes/${must(rows[0]).id}/`, { weight: 1.5 }),
      () => call(marketing, 'POST', `wheel/prizes/${must(rows[0]).id}/`, {}),
      () => call(marketing, 'POST', 'wheel/prizes/999999/', { weight: 10 }),
    ]);
    for (const r of rows) await call(marketing, 'POST', `wheel/prizes/${r.id}/`, { enabled: false });
    await expectRefused('wheel_prizes', [
      () => call(marketing, 'POST', 'wheel/publish/', { reason: 'empty wheel' }),
    ]);
    for (const r of rows) await call(marketing, 'POST', `wheel/prizes/${r.id}/`, { enabled: true });
  });
});

describe('Marketing: tournaments', () => {
  const event = async (overrides: Record<string, unknown> = {}) => {
    const { rows } = await db.query<{ id: number }>(
      'SELECT id::int AS id FROM games WHERE active ORDER BY id LIMIT 2',
    );
    const start = new Date(clock.now().getTime() + DAY);
    return {
      code: `spring-race-${Math.random().toString(36).slice(2, 8)}`,
      name: { en: 'Spring race', es: 'Carrera', pt: 'Corrida', ru: 'Гонка' },
      description: '<p>Spin to win</p>',
      category: 'bet_count',
      min_bet: 0.2,
      rounds: null,
      prizes: [500, 250],
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 7 * DAY).toISOString(),
      games: rows.map((r) => r.id),
      ...overrides,
    };
  };

  it('creates an event, edits it before its start, lists it and ends it once running', async () => {
    const body = await event();
    const created = await call(marketing, 'POST', 'tournaments/', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(await lastAudit('tournament.create')).toMatchObject({
      actor: marketing.email,
      subject_id: String(id),
    });

    const edited = await call(marketing, 'POST', `tournaments/${id}/`, { ...body, prizes: [600, 300, 100] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ prize_pool: 1000, places: 3, editable: true });
    expect(await lastAudit('tournament.update')).toMatchObject({ before: { prizes: [50_000, 25_000] } });

    const list = await call(marketing, 'GET', 'tournaments/?status=soon');
    expect(list.json<{ items: Array<{ id: number }> }>().items.map((t) => t.id)).toContain(id);

    // Not running yet: it cannot be ended.
    expect(
      (await call(marketing, 'POST', `tournaments/${id}/end/`, { reason: 'Too early' })).statusCode,
    ).toBe(409);
    const running = await call(
      marketing,
      'POST',
      'tournaments/',
      await event({ start_date: new Date(clock.now().getTime() - DAY).toISOString() }),
    );
    const runningId = running.json<{ id: number }>().id;
    const ended = await call(marketing, 'POST', `tournaments/${runningId}/end/`, {
      reason: 'Game withdrawn',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', standings: [], payouts: [] });
    expect(await lastAudit('tournament.end')).toMatchObject({ reason: 'Game withdrawn' });
    // Started: no edits any more.
    const late = await call(marketing, 'POST', `tournaments/${runningId}/`, await event());
    expect(late.statusCode).toBe(400);
  });

  it('refuses bad events with nothing changed', async () => {
    await expectRefused('tournaments', [
      async () => call(marketing, 'POST', 'tournaments/', await event({ code: 'Bad Code' })),
      async () => call(marketing, 'POST', 'tournaments/', await event({ prizes: [] })),
      async () => call(marketing, 'POST', 'tournaments/', await event({ end_date: '2000-01-01T00:00:00Z' })),
      async () => call(marketing, 'POST', 'tournaments/', await event({ games: [987654] })),
      async () => call(marketing, 'POST', 'tournaments/', await event({ category: 'luck' })),
      async () => call(marketing, 'POST', 'tournaments/999999/end/', { reason: 'not there' }),
    ]);
  });
});

describe('Marketing: broadcasts and slides', () => {
  const texts = (title: string) =>
    Object.fromEntries(
      ['en', 'es', 'pt', 'ru'].map((l) => [
        l,
        { title: `${title} ${l}`, description: 'Line one\nline two', button_text: 'Open' },
      ]),
    );

  it('sends a broadcast to a segment once, audited, and refuses bad ones', async () => {
    const audience = await call(marketing, 'GET', 'broadcasts/audience/?segment=all');
    expect(audience.statusCode, audience.body).toBe(200);
    const sent = await call(marketing, 'POST', 'broadcasts/', {
      code: 'spring-news',
      segment: 'all',
      route: '/promo',
      texts: texts('Spring'),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ recipients: number }>().recipients).toBe(
      audience.json<{ recipients: number }>().recipients,
    );
    expect(await lastAudit('inbox.broadcast')).toMatchObject({
      actor: marketing.email,
      subject_id: 'spring-news',
    });
    const list = await call(marketing, 'GET', 'broadcasts/');
    expect(list.json<{ items: Array<{ code: string }> }>().items[0]?.code).toBe('spring-news');

    await expectRefused('inbox_broadcasts', [
      () =>
        call(marketing, 'POST', 'broadcasts/', {
          code: 'spring-news',
          segment: 'all',
          route: '/promo',
          texts: texts('Spring'),
        }),
      () =>
        call(marketing, 'POST', 'broadcasts/', {
          code: 'spring-news',
          segment: 'vip',
          route: '/promo',
          texts: texts('Other'),
        }),
      () =>
        call(marketing, 'POST', 'broadcasts/', {
          code: 'x2',
          segment: 'whales',
          route: '/promo',
          texts: texts('A'),
        }),
      () =>
        call(marketing, 'POST', 'broadcasts/', {
          code: 'x3',
          segment: 'all',
          route: 'https://evil.example',
          texts: texts('A'),
        }),
      () =>
        call(marketing, 'POST', 'broadcasts/', {
          code: 'x4',
          segment: 'all',
          route: '/promo',
          texts: { en: texts('A').en },
        }),
      () => call(marketing, 'GET', 'broadcasts/audience/?segment=station:9'),
    ]);
  });

  it('creates and edits a slide in four languages, audited, and refuses bad ones', async () => {
    const slide = {
      sort: 5,
      image: '/lobby/slide-welcome.svg',
      button_action: '/promo',
      texts: Object.fromEntries(
        ['en', 'es', 'pt', 'ru'].map((l) => [
          l,
          { title: `Title ${l}`, text: `Text ${l}`, button_text: `Go ${l}` },
        ]),
      ),
    };
    const created = await call(marketing, 'POST', 'slides/', slide);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const lobby = await app.inject({
      method: 'GET',
      url: '/api/frontend/slide/',
      headers: { 'accept-language': 'ru' },
    });
    expect(lobby.json<Array<{ id: number; title: string }>>().find((s) => s.id === id)?.title).toBe(
      'Title ru',
    );

    const hidden = await call(marketing, 'POST', `slides/${id}/`, {
      ...slide,
      active: false,
      reason: 'Campaign over',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ active: false, live: false });
    expect(await lastAudit('slide.update')).toMatchObject({
      reason: 'Campaign over',
      before: { active: true },
      after: { active: false },
    });

    await expectRefused('slides', [
      () => call(marketing, 'POST', 'slides/', { ...slide, texts: { en: slide.texts.en } }),
      () => call(marketing, 'POST', 'slides/', { ...slide, button_action: 'javascript:alert(1)' }),
      () => call(marketing, 'POST', 'slides/', { ...slide, image: 'http://plain.example/x.png' }),
      () =>
        call(marketing, 'POST', 'slides/', {
          ...slide,
          starts_at: '2026-05-02T00:00:00Z',
          ends_at: '2026-05-01T00:00:00Z',
        }),
      () => call(marketing, 'POST', 'slides/999999/', slide),
      () => call(support, 'POST', 'slides/', slide),
    ]);
  });
});
