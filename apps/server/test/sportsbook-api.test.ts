import type { EventDetail, Page, EventSummary, Sport } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import { FeedSimulator } from '../src/modules/sportsbook/simulator/simulator.js';
import { PUSH_EVERY_MS, sportsbookLiveOf } from '../src/modules/sportsbook/sportsbook-live.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp, type TestContext } from './helper.js';
import { openStream } from './sse-helpers.js';

// Five minutes after noon: a match of each sport kicked off at noon and is live (ten times real time).
const NOW = Date.UTC(2026, 0, 10, 12, 5);
let ctx: TestContext;
let adapter: FeedAdapter;
let base: string;

beforeAll(async () => {
  const clock = new ManualClock(new Date(NOW));
  ctx = await buildTestApp({ clock });
  const live = sportsbookLiveOf(ctx.db, ctx.app.log);
  adapter = new FeedAdapter({ db: ctx.db, clock, log: ctx.app.log }, (id) => live.changed(id));
  // The book as the simulator's snapshot describes it, through the adapter like any feed.
  const sim = new FeedSimulator({ seed: 'api', speed: 10, daysAhead: 1 });
  for (const message of sim.replay(null, NOW, 'api')) await adapter.applyMessage(message);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);

const get = async <T>(url: string, language = 'en') => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  return { status: response.statusCode, body: response.json<T>() };
};

/** The event's markets as a feed's price message sends them, the match result's outcomes at `odds`. */
async function pricedAs(eventId: number, odds: string) {
  const detail = await get<EventDetail>(`/api/frontend/sports/events/${eventId}/`);
  return detail.body.markets.map((m) => ({
    type: m.type,
    specifier: m.line === null ? '' : `${m.type === 'total' ? 'total' : 'hcp'}=${Number(m.line)}`,
    status: 'active' as const,
    outcomes: m.outcomes.map((o) => ({
      key: o.key,
      odds: m.type === 'match_result' ? odds : o.odds,
      active: o.active,
    })),
  }));
}

async function liveFootball(): Promise<{ id: number; feedId: string }> {
  const live = await get<Page<EventSummary>>('/api/frontend/sports/events/?sport=football&when=live');
  const event = live.body.results[0];
  if (!event) throw new Error('no live football event');
  const { rows } = await ctx.db.query<{ feed_id: string }>('SELECT feed_id FROM sport_events WHERE id = $1', [
    event.id,
  ]);
  return { id: event.id, feedId: rows[0]?.feed_id ?? '' };
}

describe('the sportsbook read API', () => {
  it('lists sports with their competitions and counts, in the reader language', async () => {
    const { status, body } = await get<Sport[]>('/api/frontend/sports/', 'es');
    expect(status).toBe(200);
    expect(body.map((s) => s.slug).sort()).toEqual(['basketball', 'football', 'tennis']);
    const football = body.find((s) => s.slug === 'football');
    expect(football?.name).toBe('Fútbol');
    expect(football?.live_count).toBeGreaterThanOrEqual(1);
    expect(football?.event_count).toBe(football?.competitions.reduce((n, c) => n + c.event_count, 0));
  });

  it('lists live events with scores and their main market', async () => {
    const { status, body } = await get<Page<EventSummary>>('/api/frontend/sports/events/?when=live');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(3);
    for (const event of body.results) {
      expect(event.status).toBe('live');
      expect(event.score).not.toBeNull();
      expect(event.main_market?.outcomes.every((o) => /^\d+\.\d\d$/.test(o.odds))).toBe(true);
    }
    expect(new Set(body.results.map((e) => e.sport.slug)).size).toBe(3);
  });

  it('filters by sport and competition, and pages', async () => {
    const tennis = await get<Page<EventSummary>>('/api/frontend/sports/events/?sport=tennis&when=upcoming');
    expect(tennis.body.results.length).toBeGreaterThan(0);
    expect(tennis.body.results.every((e) => e.sport.slug === 'tennis' && e.status === 'not_started')).toBe(
      true,
    );
    const competition = tennis.body.results[0]?.competition.id;
    const one = await get<Page<EventSummary>>(`/api/frontend/sports/events/?competition=${competition}`);
    expect(one.body.results.every((e) => e.competition.id === competition)).toBe(true);
    const page = await get<Page<EventSummary>>('/api/frontend/sports/events/?when=today&page_size=2');
    expect(page.body.results).toHaveLength(2);
    expect(page.body.next).toContain('page=2');
    expect(page.body.previous).toBeNull();
    const starts = page.body.results.map((e) => e.starts_at.slice(0, 10));
    expect(starts.every((d) => d === '2026-01-10')).toBe(true);
  });

  it("shows an event's every market with named outcomes and exact odds", async () => {
    const live = await get<Page<EventSummary>>('/api/frontend/sports/events/?sport=football&when=live');
    const id = live.body.results[0]?.id;
    const { status, body } = await get<EventDetail>(`/api/frontend/sports/events/${id}/`, 'ru');
    expect(status).toBe(200);
    expect(new Set(body.markets.map((m) => m.type))).toEqual(
      new Set([
        'match_result',
        'double_chance',
        'draw_no_bet',
        'total',
        'handicap',
        'both_teams_to_score',
        'correct_score',
      ]),
    );
    const result = body.markets.find((m) => m.type === 'match_result');
    expect(result?.name).toBe('Исход матча');
    expect(result?.outcomes.map((o) => o.name)).toEqual([body.home, 'Ничья', body.away]);
    const total = body.markets.find((m) => m.type === 'total' && m.line === '2.5');
    expect(total?.outcomes.map((o) => o.name)).toEqual(['Больше 2.5', 'Меньше 2.5']);
    const handicap = body.markets.find((m) => m.type === 'handicap');
    expect(handicap?.line).toMatch(/^[+-]?\d+(\.\d+)?$/);
  });

  it('answers 404 for an unknown or malformed event id, and 400 for a bad query, changing nothing', async () => {
    for (const url of [
      '/api/frontend/sports/events/99999999/',
      '/api/frontend/sports/events/abc/',
      '/api/frontend/sports/events/01/',
    ]) {
      const { status, body } = await get<{ detail: string }>(url, 'pt');
      expect(status, url).toBe(404);
      expect(body.detail).toBe('Este evento não foi encontrado.');
    }
    for (const [query, field] of [
      ['when=yesterday', 'when'],
      ['page_size=1000', 'page_size'],
      ['page=0', 'page'],
      ['sport=Foot%21', 'sport'],
      ['competition=1x', 'competition'],
    ] as const) {
      const { status, body } = await get<Record<string, string[]>>(`/api/frontend/sports/events/?${query}`);
      expect(status, query).toBe(400);
      expect(body[field]?.[0], query).toBeTruthy();
    }
    const stream = await get<Record<string, string[]>>('/api/frontend/sports/live/?event=abc');
    expect(stream.status).toBe(400);
    const unknown = await get<{ detail: string }>('/api/frontend/sports/live/?event=99999999');
    expect(unknown.status).toBe(404);
  });

  it('pushes odds, status and score changes of an event as the feed applies them', async () => {
    const event = await liveFootball();
    const stream = await openStream(base, `/api/frontend/sports/live/?event=${event.id}`, {}, 5000);
    try {
      const markets = await pricedAs(event.id, '7.77');
      const applied = await adapter.apply({
        type: 'odds_change',
        message_id: 'api-test:1',
        producer: 'api-test',
        timestamp: NOW + 60_000,
        event_id: event.feedId,
        sport_event_status: { status: 'live', home_score: 5, away_score: 4, periods: [], clock: "77'" },
        markets,
      });
      expect(applied).toBe('applied');
      await stream.next('event');
      const pushed = stream.events.find((e) => e.event === 'event')?.data as EventDetail;
      expect(pushed.id).toBe(event.id);
      expect(pushed.score).toMatchObject({ home: 5, away: 4, clock: "77'" });
      expect(
        pushed.markets.find((m) => m.type === 'match_result')?.outcomes.every((o) => o.odds === '7.77'),
      ).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('pushes an event at most twice a second with its latest prices, however many the feed applies', async () => {
    const event = await liveFootball();
    const stream = await openStream(base, `/api/frontend/sports/live/?event=${event.id}`, {}, 5000);
    try {
      const started = Date.now();
      const count = 40;
      for (let i = 1; i <= count; i++) {
        const odds = (2 + i / 100).toFixed(2);
        const applied = await adapter.apply({
          type: 'odds_change',
          message_id: `api-test:burst:${i}`,
          producer: 'api-test',
          timestamp: NOW + 120_000 + i,
          event_id: event.feedId,
          markets: await pricedAs(event.id, odds),
        });
        expect(applied).toBe('applied');
      }
      const applying = Date.now() - started;
      const last = (2 + count / 100).toFixed(2);
      const homeOdds = (data: unknown) =>
        (data as EventDetail).markets
          .find((m) => m.type === 'match_result')
          ?.outcomes.find((o) => o.key === 'home')?.odds;
      const deadline = Date.now() + 5000;
      while (!stream.events.some((e) => e.event === 'event' && homeOdds(e.data) === last)) {
        if (Date.now() > deadline) throw new Error('the latest price was not pushed');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const pushes = stream.events.filter((e) => e.event === 'event');
      // One push a half-second at most (and one for the last prices): not one a price.
      expect(pushes.length).toBeLessThanOrEqual(Math.ceil(applying / PUSH_EVERY_MS) + 1);
      expect(pushes.length).toBeLessThan(count);
      expect(homeOdds(pushes.at(-1)?.data)).toBe(last);
    } finally {
      stream.close();
    }
  });
});
