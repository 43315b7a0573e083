import type { TournamentDetail, TournamentEvent } from '@casino/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTournamentsCommand, TournamentCommandError } from '../src/modules/tournaments/tournaments.ops.js';
import { tournamentsOf, type TournamentInput } from '../src/modules/tournaments/tournaments.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { findJob, runJob } from '../src/platform/jobs/jobs.js';
import { GAME_CODES, buildGamesApp, uid } from './games-helpers.js';
import { testConfig } from './helper.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
// Every test sets the clock back to noon, so an event can be created "before" rounds that closed
// earlier: the scores check, which places rounds by time, cannot pass here.
const ctx = await buildGamesApp({ clock, ledgerChecksSkipped: ['tournament-scores'] });
const { app, db, gameId, newPlayer, fund, openSession, playRound } = ctx;
const tournaments = tournamentsOf({ db, clock });

type Player = Awaited<ReturnType<typeof newPlayer>>;
type Session = Awaited<ReturnType<typeof openSession>>;

let codeSequence = 0;
async function createEvent(overrides: Partial<TournamentInput> = {}): Promise<number> {
  const now = clock.now().getTime();
  const { id } = await tournaments.create({
    code: `t-${++codeSequence}-${uid('e').slice(-8)}`,
    name: { en: 'Spin Race', es: 'Carrera', pt: 'Corrida', ru: 'Гонка' },
    description: '<p>Play <b>slots</b>.</p><script>alert(1)</script>',
    rounds: null,
    mainImg: '/img/tournaments/main.svg',
    previewImg: '/img/tournaments/preview.svg',
    minBetCents: 0,
    category: 'bet_count',
    prizes: [10_000, 5_000, 2_500],
    start: new Date(now - HOUR),
    end: new Date(now + DAY),
    gameIds: [gameId(GAME_CODES.slot)],
    ...overrides,
  });
  return id;
}

async function player(nickname: string): Promise<{ player: Player; session: Session }> {
  const p = await newPlayer(nickname);
  await fund(p.id, 1_000_000);
  return { player: p, session: await openSession(p) };
}

async function detail(id: number, lang = 'en'): Promise<TournamentDetail> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/frontend/events/${id}/`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TournamentDetail>();
}

const board = async (id: number) => (await detail(id)).leaderboard.map((e) => [e.nickname, e.points]);

beforeEach(() => {
  clock.set(new Date('2026-03-01T12:00:00Z'));
});

describe('GET /api/frontend/events/', () => {
  it("lists every event with its status from the dates, in the reader's language", async () => {
    const now = clock.now().getTime();
    const soon = await createEvent({ start: new Date(now + DAY), end: new Date(now + 2 * DAY) });
    const running = await createEvent();
    const ended = await createEvent({ start: new Date(now - 3 * DAY), end: new Date(now - DAY) });
    const res = await app.inject({
      method: 'GET',
      url: '/api/frontend/events/',
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(200);
    const events = res.json<TournamentEvent[]>();
    expect(Array.isArray(events)).toBe(true);
    const byId = new Map(events.map((e) => [e.id, e]));
    expect(byId.get(soon)?.status).toBe('soon');
    expect(byId.get(running)?.status).toBe('now');
    expect(byId.get(ended)?.status).toBe('ended');
    expect(byId.get(running)).toEqual({
      id: running,
      name: 'Carrera',
      prize: 175,
      start_date: new Date(now - HOUR).toISOString(),
      end_date: new Date(now + DAY).toISOString(),
      preview_img: '/img/tournaments/preview.svg',
      status: 'now',
    });
    // The end instant itself is Ended; the start instant is Now.
    clock.set(new Date(now + DAY));
    const later = (await app.inject({ method: 'GET', url: '/api/frontend/events/' })).json<
      TournamentEvent[]
    >();
    expect(later.find((e) => e.id === running)?.status).toBe('ended');
    expect(later.find((e) => e.id === soon)?.status).toBe('now');
  });
});

describe('GET /api/frontend/events/{id}/', () => {
  it('answers the detail with sanitized description, USD amounts and the games as the catalogue shows them', async () => {
    const id = await createEvent({ minBetCents: 20, rounds: 100, category: 'bet_sum' });
    const d = await detail(id, 'ru');
    expect(d).toMatchObject({
      id,
      name: 'Гонка',
      prize: 175,
      description: '<p>Play <b>slots</b>.</p>',
      rounds: 100,
      main_img: '/img/tournaments/main.svg',
      min_bet: 0.2,
      category: 'bet_sum',
      prize_places: 3,
      prizes: [100, 50, 25],
      status: 'now',
      leaderboard: [],
    });
    expect(d.slots).toHaveLength(1);
    expect(d.slots[0]).toMatchObject({ game_id: gameId(GAME_CODES.slot), name: `Game ${GAME_CODES.slot}` });
    expect(d.slots[0]).toHaveProperty('basicRTP');
  });

  it('answers 404 with a detail for an unknown or malformed id', async () => {
    for (const path of ['999999/', '0/', 'abc/', '-1/', '1e3/', '99999999999/', '1.5/']) {
      const res = await app.inject({ method: 'GET', url: `/api/frontend/events/${path}` });
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ detail: 'This tournament does not exist.' });
    }
    const es = await app.inject({
      method: 'GET',
      url: '/api/frontend/events/999999/',
      headers: { 'accept-language': 'es' },
    });
    expect(es.json()).toEqual({ detail: 'Este torneo no existe.' });
  });
});

describe('the tournaments filter of GET /api/frontend/slot/', () => {
  it("lists only the events' eligible games", async () => {
    const one = await createEvent({ gameIds: [gameId(GAME_CODES.slot)] });
    const two = await createEvent({ gameIds: [gameId(GAME_CODES.table), gameId('stranger-slot')] });
    const ids = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/frontend/slot/?${query}` }))
        .json<{ results: Array<{ game_id: number }> }>()
        .results.map((g) => g.game_id)
        .sort((a, b) => a - b);
    expect(await ids(`tournaments=${one}`)).toEqual([gameId(GAME_CODES.slot)]);
    expect(await ids(`tournaments=${two}`)).toEqual(
      [gameId(GAME_CODES.table), gameId('stranger-slot')].sort((a, b) => a - b),
    );
    expect((await ids(`tournaments=${one}&tournaments=${two}`)).length).toBe(3);
    expect(await ids('tournaments=987654')).toEqual([]);
  });
});

describe('scoring from real rounds', () => {
  it('bet_count counts rounds, bet_sum adds stakes, max_win keeps the largest win', async () => {
    const count = await createEvent({ category: 'bet_count' });
    const sum = await createEvent({ category: 'bet_sum' });
    const max = await createEvent({ category: 'max_win' });
    const { session } = await player('scorer');
    await playRound(session, 100, 0);
    await playRound(session, 250, 900);
    await playRound(session, 50, 300);
    expect(await board(count)).toEqual([['scorer', 3]]);
    expect(await board(sum)).toEqual([['scorer', 4]]);
    expect(await board(max)).toEqual([['scorer', 9]]);
  });

  it('counts only eligible games, stakes at or above the minimum bet, and rounds inside the window', async () => {
    const now = clock.now().getTime();
    const id = await createEvent({ minBetCents: 100, end: new Date(now + 2 * HOUR) });
    const { player: p, session } = await player('picky');
    await playRound(session, 99, 0); // below the minimum
    await playRound(session, 100, 0); // counted
    const table = await openSession(p, GAME_CODES.table);
    await playRound(table, 500, 0); // not an eligible game
    clock.advance(2 * HOUR); // the end instant: no longer running
    // Access tokens are short-lived: a new one at the new time.
    const late = await openSession({
      id: p.id,
      auth: { authorization: `Bearer ${await app.deps.accessTokens.sign(p.id)}` },
    });
    await playRound(late, 500, 0);
    expect(await board(id)).toEqual([['picky', 1]]);
    // Before the start nothing counts either.
    const future = await createEvent({
      start: new Date(clock.now().getTime() + HOUR),
      end: new Date(clock.now().getTime() + DAY),
    });
    await playRound(late, 500, 0);
    expect(await board(future)).toEqual([]);
  });

  it('counts at most `rounds` rounds of a player', async () => {
    const id = await createEvent({ category: 'bet_sum', rounds: 2 });
    const { session } = await player('limited');
    await playRound(session, 100, 0);
    await playRound(session, 200, 0);
    await playRound(session, 5_000, 0);
    expect(await board(id)).toEqual([['limited', 3]]);
  });

  it('keeps the leaderboard current while it runs, ordered by points then by who got there first', async () => {
    const id = await createEvent({ category: 'bet_count' });
    const a = await player('alice');
    const b = await player('bob');
    const c = await player('carol');
    await playRound(a.session, 10, 0);
    clock.advance(1000);
    await playRound(b.session, 10, 0);
    clock.advance(1000);
    await playRound(c.session, 10, 0);
    clock.advance(1000);
    await playRound(c.session, 10, 0);
    // carol leads; alice and bob tie on 1 and alice reached it first.
    expect(await board(id)).toEqual([
      ['carol', 2],
      ['alice', 1],
      ['bob', 1],
    ]);
    clock.advance(1000);
    await playRound(b.session, 10, 0);
    clock.advance(1000);
    await playRound(a.session, 10, 0);
    // Now all have 2: carol reached 2 first, then bob, then alice.
    const d = await detail(id);
    expect(d.leaderboard).toEqual([
      { place: 1, prize: 100, nickname: 'carol', points: 2 },
      { place: 2, prize: 50, nickname: 'bob', points: 2 },
      { place: 3, prize: 25, nickname: 'alice', points: 2 },
    ]);
  });

  it('a kept detail answer is rebuilt once this process has scored a round of the event', async () => {
    const id = await createEvent({ category: 'bet_count' });
    const { session } = await player('instant');
    await playRound(session, 10, 0);
    expect(await board(id)).toEqual([['instant', 1]]);
    // Well inside the answer's second, so only the scoring can have dropped the kept answer.
    clock.advance(250);
    await playRound(session, 10, 0);
    expect(await board(id)).toEqual([['instant', 2]]);
    // Another event's rounds leave it alone; an unchanged event answers the same bytes.
    const first = await app.inject({ method: 'GET', url: `/api/frontend/events/${id}/` });
    const again = await app.inject({ method: 'GET', url: `/api/frontend/events/${id}/` });
    expect(again.body).toBe(first.body);
  });

  it('a max_win tie goes to the earlier win; a smaller win later changes nothing', async () => {
    const id = await createEvent({ category: 'max_win' });
    const a = await player('early');
    const b = await player('late');
    await playRound(a.session, 10, 500);
    clock.advance(1000);
    await playRound(b.session, 10, 500);
    clock.advance(1000);
    await playRound(a.session, 10, 100);
    expect(await board(id)).toEqual([
      ['early', 5],
      ['late', 5],
    ]);
  });

  it('shows a stable name, never an e-mail or id, for a player without a nickname', async () => {
    const id = await createEvent();
    const { session, player: p } = await player('');
    await playRound(session, 10, 0);
    const [entry] = (await detail(id)).leaderboard;
    expect(entry?.nickname).toMatch(/^Player [0-9A-F]{6}$/);
    expect(entry?.nickname).not.toContain(String(p.id));
  });
});

describe('settlement (tournaments:settle)', () => {
  async function endedEventWithPlayers() {
    const now = clock.now().getTime();
    const id = await createEvent({ category: 'bet_sum', end: new Date(now + HOUR) });
    const first = await player('gold');
    const second = await player('silver');
    const third = await player('bronze');
    await playRound(first.session, 300, 0);
    await playRound(second.session, 200, 0);
    await playRound(third.session, 100, 0);
    clock.advance(HOUR + 2 * 60_000);
    return { id, players: [first.player, second.player, third.player] };
  }

  const cashOf = async (userId: number) => (await ctx.balances(userId)).cashCents;
  const payouts = async (id: number) =>
    (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM tournament_payouts WHERE tournament_id = $1',
        [id],
      )
    ).rows[0]?.n;

  it('pays each place once through the ledger, even when run twice, with an inbox event', async () => {
    const { id, players } = await endedEventWithPlayers();
    const before = await Promise.all(players.map((p) => cashOf(p.id)));
    const job = findJob('tournaments:settle');
    if (!job) throw new Error('the settle job is not registered');
    const deps = { db, clock, config: testConfig(), log: { info() {}, debug() {}, error() {} } };
    const outcome = await runJob(deps, job);
    expect(outcome.outcome).toBe('succeeded');
    expect(await tournaments.settle(clock.now())).toEqual({ paid: 0, settled: 0 });
    const after = await Promise.all(players.map((p) => cashOf(p.id)));
    expect(after.map((c, i) => c - (before[i] ?? 0))).toEqual([10_000, 5_000, 2_500]);
    expect(await payouts(id)).toBe(3);
    const events = await db.query<{ user_id: number; payload: { place: number; prize_usd: number } }>(
      `SELECT user_id, payload FROM player_events WHERE type = 'tournament_prize' AND payload->>'tournament_id' = $1 ORDER BY user_id`,
      [String(id)],
    );
    expect(events.rows.map((e) => e.payload.prize_usd).sort((a, b) => b - a)).toEqual([100, 50, 25]);
    const transfers = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfers WHERE kind = 'tournament_prize' AND idempotency_key LIKE $1`,
      [`tournament:${id}:place:%`],
    );
    expect(transfers.rows[0]?.n).toBe(3);
    await ctx.expectLedgerOk();
  });

  it('does not settle before the end (plus its grace) and pays only places with a player', async () => {
    const now = clock.now().getTime();
    const id = await createEvent({ end: new Date(now + HOUR), prizes: [1_000, 500, 250, 100] });
    const only = await player('alone');
    await playRound(only.session, 10, 0);
    clock.advance(HOUR);
    expect(await tournaments.settle(clock.now())).toEqual({ paid: 0, settled: 0 });
    clock.advance(2 * 60_000);
    const report = await tournaments.settle(clock.now());
    expect(report.paid).toBe(1);
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await payouts(id)).toBe(1);
    await ctx.expectLedgerOk();
  });

  it('a run killed after the first place is completed by the next one, nobody paid twice', async () => {
    const { id, players } = await endedEventWithPlayers();
    const before = await Promise.all(players.map((p) => cashOf(p.id)));
    await expect(
      tournaments.settle(clock.now(), {
        afterPayout: (place) => {
          if (place === 1) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await payouts(id)).toBe(1);
    const settled = await db.query<{ settled_at: Date | null }>(
      'SELECT settled_at FROM tournaments WHERE id = $1',
      [id],
    );
    expect(settled.rows[0]?.settled_at).toBeNull();
    const again = await tournaments.settle(clock.now());
    expect(again.paid).toBe(2);
    await tournaments.settle(clock.now());
    const after = await Promise.all(players.map((p) => cashOf(p.id)));
    expect(after.map((c, i) => c - (before[i] ?? 0))).toEqual([10_000, 5_000, 2_500]);
    expect(await payouts(id)).toBe(3);
    await ctx.expectLedgerOk();
  });

  it('two settling runs at once pay each place once', async () => {
    const { id, players } = await endedEventWithPlayers();
    const before = await Promise.all(players.map((p) => cashOf(p.id)));
    await Promise.all([tournaments.settle(clock.now()), tournaments.settle(clock.now())]);
    const after = await Promise.all(players.map((p) => cashOf(p.id)));
    expect(after.map((c, i) => c - (before[i] ?? 0))).toEqual([10_000, 5_000, 2_500]);
    expect(await payouts(id)).toBe(3);
    await ctx.expectLedgerOk();
  });
});

describe('creating events', () => {
  it('refuses terms an event cannot have', async () => {
    const now = clock.now().getTime();
    await expect(createEvent({ prizes: [] })).rejects.toThrow(/prizes/);
    await expect(createEvent({ prizes: [0] })).rejects.toThrow(/prizes/);
    await expect(createEvent({ start: new Date(now), end: new Date(now) })).rejects.toThrow(/end_date/);
    await expect(createEvent({ rounds: 0 })).rejects.toThrow(/rounds/);
    await expect(createEvent({ gameIds: [] })).rejects.toThrow(/games/);
    await expect(createEvent({ code: 'Bad Code' })).rejects.toThrow(/code/);
  });
});

describe('operator commands', () => {
  it('creates an event from a file (description sanitized), lists it and shows its standings; refuses bad files', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tournament-ops-'));
    const file = path.join(dir, 'event.json');
    const event = {
      code: `ops-${uid('c').slice(-6)}`,
      name: { en: 'Ops Cup', es: 'Copa', pt: 'Copa', ru: 'Кубок' },
      description: '<p onclick="x()">Win</p><script>bad()</script>',
      category: 'max_win',
      min_bet: 0.5,
      rounds: null,
      prizes: [100, 50],
      start_date: new Date(clock.now().getTime() - HOUR).toISOString(),
      end_date: new Date(clock.now().getTime() + DAY).toISOString(),
      games: [gameId(GAME_CODES.slot)],
    };
    await fs.writeFile(file, JSON.stringify(event));
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    expect(await runTournamentsCommand(['tournaments:create', file], { db, clock }, print)).toBe(true);
    const id = Number(/#(\d+)/.exec(lines[0] ?? '')?.[1]);
    const d = await detail(id);
    expect(d).toMatchObject({
      name: 'Ops Cup',
      description: '<p>Win</p>',
      min_bet: 0.5,
      prizes: [100, 50],
      prize: 150,
    });
    await runTournamentsCommand(['tournaments:list'], { db, clock }, print);
    expect(lines.some((l) => l.startsWith(`#${id} ${event.code} [now]`))).toBe(true);
    await runTournamentsCommand(['tournaments:standings', String(id)], { db, clock }, print);
    expect(lines.at(-1)).toContain('no players yet');

    // The same code again, an unknown game, a bad category: refused, nothing written.
    const refused = async (body: unknown) => {
      await fs.writeFile(file, JSON.stringify(body));
      await expect(runTournamentsCommand(['tournaments:create', file], { db, clock }, print)).rejects.toThrow(
        TournamentCommandError,
      );
    };
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tournaments')).rows[0]?.n;
    await refused(event);
    await refused({ ...event, code: 'ops-unknown-game', games: [987654] });
    await refused({ ...event, code: 'ops-bad-category', category: 'luck' });
    await refused({ ...event, code: 'ops-bad-dates', end_date: event.start_date });
    const after = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tournaments')).rows[0]?.n;
    expect(after).toBe(before);
    await expect(runTournamentsCommand(['tournaments:standings', 'x'], { db, clock }, print)).rejects.toThrow(
      TournamentCommandError,
    );
    expect(await runTournamentsCommand(['bonus:terms'], { db, clock }, print)).toBe(false);
  });
});

describe('ending an event early and settling it with a moved clock (operator command, development routes)', () => {
  it('tournaments:end ends a running event only; the settle job run at a moved time pays it once', async () => {
    const now = clock.now().getTime();
    const id = await createEvent({ category: 'bet_sum', end: new Date(now + DAY) });
    const { player: winner, session } = await player('early');
    await playRound(session, 500, 0);
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    await runTournamentsCommand(['tournaments:end', String(id)], { db, clock }, print);
    expect(lines.at(-1)).toContain(`event #${id} ended`);
    expect((await detail(id)).end_date).toBe(clock.now().toISOString());
    // Ended already, unknown, not a number: refused.
    for (const arg of [String(id), '987654', 'x'])
      await expect(runTournamentsCommand(['tournaments:end', arg], { db, clock }, print)).rejects.toThrow(
        TournamentCommandError,
      );

    const before = (await ctx.balances(winner.id)).cashCents;
    const at = new Date(clock.now().getTime() + 2 * 60_000).toISOString();
    const run = () =>
      app.inject({ method: 'POST', url: '/api/dev/jobs/tournaments:settle/run', payload: { at } });
    const first = await run();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'succeeded' });
    expect((await run()).json()).toMatchObject({ outcome: 'skipped' });
    expect((await ctx.balances(winner.id)).cashCents - before).toBe(10_000);
    await ctx.expectLedgerOk();
  });

  it('the development routes create and end an event and refuse what an operator could not do', async () => {
    const now = clock.now().getTime();
    const body = {
      code: `dev-${uid('c').slice(-6)}`,
      name: 'Dev Cup',
      description: '<p>Spin</p>',
      category: 'bet_count',
      min_bet: 0.2,
      rounds: null,
      prizes: [50],
      start_date: new Date(now - HOUR).toISOString(),
      end_date: new Date(now + DAY).toISOString(),
      games: [gameId(GAME_CODES.slot)],
    };
    const created = await app.inject({ method: 'POST', url: '/api/dev/tournaments', payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const again = await app.inject({ method: 'POST', url: '/api/dev/tournaments', payload: body });
    expect(again.json()).toEqual({ id, created: false });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/dev/tournaments',
      payload: { ...body, code: 'dev-bad', games: [987654] },
    });
    expect(bad.statusCode).toBe(400);
    // A description over the cap is refused; an unknown element named like an object's property is dropped.
    const long = await app.inject({
      method: 'POST',
      url: '/api/dev/tournaments',
      payload: { ...body, code: 'dev-long', description: { en: '<p>Spin</p>', es: 'x'.repeat(20_001) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('description: at most 20000 characters');
    const odd = await app.inject({
      method: 'POST',
      url: '/api/dev/tournaments',
      payload: { ...body, code: 'dev-odd', description: '<constructor x>Spin</constructor>' },
    });
    expect(odd.statusCode, odd.body).toBe(201);
    expect((await detail(odd.json<{ id: number }>().id)).description).toBe('Spin');
    const end = (eventId: number | string) =>
      app.inject({ method: 'POST', url: `/api/dev/tournaments/${eventId}/end` });
    expect((await end(id)).statusCode).toBe(200);
    expect((await end(id)).statusCode).toBe(404);
    expect((await end('abc')).statusCode).toBe(404);
    const unknownJob = await app.inject({
      method: 'POST',
      url: '/api/dev/jobs/no-such-job/run',
      payload: { at: new Date(now).toISOString() },
    });
    expect(unknownJob.statusCode).toBe(404);
  });
});
