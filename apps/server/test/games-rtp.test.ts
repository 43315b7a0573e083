import { describe, expect, it } from 'vitest';
import { GamesCommandError, runGamesCommand } from '../src/modules/games/games.ops.js';
import { publishedDeviation, rtpLines, type RtpRow } from '../src/modules/games/rtp-report.js';
import { ManualClock } from '../src/platform/clock.js';
import { staffSession } from './backoffice-helpers.js';
import { buildGamesApp, uid } from './games-helpers.js';

const clock = new ManualClock(new Date('2026-04-01T10:00:00Z'));
const kit = await buildGamesApp({ clock });
const { app, call, db, fund, newPlayer, openSession } = kit;

/** `rounds` rounds of `stake` cents at 96% published RTP, having won `won` in all. */
const row = (rounds: number, stake: number, won: number): RtpRow => ({
  gameId: 1,
  name: 'Neon Fruits',
  provider: 'royal-originals',
  code: 'neon-fruits',
  rtp: 0.96,
  rounds,
  stakedCents: rounds * stake,
  wonCents: won,
  stakeSquares: rounds * stake * stake,
  residualSquares: 0,
});

describe('actual against theoretical RTP', () => {
  it('ranges by the published deviation and the rounds’ stakes, and flags a game outside', () => {
    expect(publishedDeviation('royal-originals', 'neon-fruits', 'royal-originals')).toBe(2.6);
    expect(publishedDeviation('someone-else', 'neon-fruits', 'royal-originals')).toBeNull();
    // 10,000 rounds of 20 cents: 3 sd = 3 * 2.6 / 100 = 7.8 pp each side of 96%.
    const [inside] = rtpLines([row(10_000, 20, 180_000)], () => 2.6);
    expect(inside?.actual).toBe(0.9);
    expect(inside?.low).toBeCloseTo(0.882, 9);
    expect(inside?.high).toBeCloseTo(1.038, 9);
    expect(inside).toMatchObject({ outside: false, deviationSource: 'published' });
    const [outside] = rtpLines([row(10_000, 20, 170_000)], () => 2.6);
    expect(outside?.outside).toBe(true);
    // Four times the rounds halve the range.
    const [more] = rtpLines([row(40_000, 20, 760_000)], () => 2.6);
    expect(more?.high).toBeCloseTo(0.96 + 0.039, 9);
    expect(more?.outside).toBe(false);
  });

  it('reports the closed rounds per game through the operator command, estimating an unpublished deviation', async () => {
    const player = await newPlayer('Rtp Reporter');
    await fund(player.id, 100_000);
    const session = await openSession(player);
    const play = async (stake: number, win: number) => {
      const round = uid('round');
      const base = {
        session_token: session.token,
        player_id: session.playerId,
        currency: 'USD',
        round_id: round,
        game: session.game,
      };
      expect((await call('bet', { ...base, transaction_id: uid('bet'), amount: stake })).status).toBe(200);
      expect(
        (await call('win', { ...base, transaction_id: uid('win'), amount: win, round_closed: true })).status,
      ).toBe(200);
    };
    for (let i = 0; i < 40; i++) await play(100, 0);

    const lines: string[] = [];
    expect(await runGamesCommand(['games:rtp'], { db, clock }, (line) => lines.push(line))).toBe(true);
    const line = lines.find((l) => l.includes('test-slot')) ?? '';
    // 40 rounds, nothing won: 0% against 96%, the deviation estimated from the rounds (0.96).
    expect(line).toMatch(/^OUTSIDE /);
    expect(line).toContain('40 rounds');
    expect(line).toContain('staked 40.00');
    expect(line).toContain('won 0.00');
    expect(line).toContain('RTP 0.00%');
    expect(line).toContain('sd 0.96 estimated');
    expect(lines.at(-1)).toMatch(/games, [1-9]\d* outside their range$/);

    const later: string[] = [];
    await runGamesCommand(['games:rtp', '--since', '2099-01-01'], { db, clock }, (l) => later.push(l));
    expect(later).toContain('no rounds');
    await expect(runGamesCommand(['games:rtp', '--since', 'yesterday'], { db, clock })).rejects.toThrow(
      GamesCommandError,
    );
    await expect(runGamesCommand(['games:rtp', '--until', '2026-01-01'], { db, clock })).rejects.toThrow(
      GamesCommandError,
    );
    expect(await runGamesCommand(['wallet:check'], { db, clock })).toBe(false);

    // The back office's report: the same figures, for staff who may read reports only.
    const analyst = await staffSession(kit, ['compliance']);
    const report = await app.inject({
      url: '/api/backoffice/reports/games-rtp/',
      headers: analyst.headers,
    });
    expect(report.statusCode).toBe(200);
    const game = (report.json() as { games: Array<Record<string, unknown>> }).games.find(
      (g) => g.code === 'test-slot',
    );
    expect(game).toMatchObject({
      rounds: 40,
      staked_usd: 40,
      won_usd: 0,
      actual_rtp: 0,
      deviation_source: 'estimated',
      outside: true,
    });
    const bad = await app.inject({
      url: '/api/backoffice/reports/games-rtp/?since=2026-02-31',
      headers: analyst.headers,
    });
    expect(bad.statusCode).toBe(400);
    const future = await app.inject({
      url: '/api/backoffice/reports/games-rtp/?since=2099-01-01',
      headers: analyst.headers,
    });
    expect(future.json()).toMatchObject({ since: '2099-01-01T00:00:00.000Z', games: [] });
    expect((await app.inject({ url: '/api/backoffice/reports/games-rtp/' })).statusCode).toBe(401);
  });
});
