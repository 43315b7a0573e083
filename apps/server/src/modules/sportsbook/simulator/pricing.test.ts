import { describe, expect, it } from 'vitest';
import { feedMessage, type FeedMarket } from '../feed/feed-messages.js';
import { finalScores, footballMarkets, footballSettlement } from './football.js';
import { settleHandicap } from '../settlement/lines.js';
import { feedLineResult, lineProbability, normalCdf, oddsText, poisson, priceOf } from './pricing.js';
import { setProbability, setScores } from './tennis.js';
import { FeedSimulator } from './simulator.js';

const implied = (market: FeedMarket) =>
  market.outcomes.filter((o) => o.active).reduce((sum, o) => sum + 1 / Number(o.odds), 0);

describe('prices', () => {
  it('writes odds exactly with two decimals', () => {
    expect(oddsText(185)).toBe('1.85');
    expect(oddsText(101)).toBe('1.01');
    expect(oddsText(1000)).toBe('10.00');
  });

  it('takes the margin off the fair odds, rounding down, and offers nothing impossible', () => {
    expect(priceOf(0.5, 0)).toEqual({ odds: 200, active: true });
    expect(priceOf(0.5, 0.05)).toEqual({ odds: 190, active: true });
    expect(priceOf(0.99999, 0.05).odds).toBe(101);
    expect(priceOf(0, 0.05).active).toBe(false);
  });

  it("states the settlement core's line results as the feed does", () => {
    // Home -0.75: a one-goal win is half won, the away side's +0.75 half lost; a whole line pushes.
    expect(feedLineResult(settleHandicap({ home: 1, away: 0 }, 'home', '-0.75'))).toEqual({
      result: 1,
      void_factor: 0.5,
    });
    expect(feedLineResult(settleHandicap({ home: 1, away: 0 }, 'away', '0.75'))).toEqual({
      result: 0,
      void_factor: 0.5,
    });
    expect(feedLineResult(settleHandicap({ home: 1, away: 0 }, 'home', '-1'))).toEqual({
      result: 0,
      void_factor: 1,
    });
    expect(feedLineResult(settleHandicap({ home: 2, away: 0 }, 'home', '-0.75'))).toEqual({
      result: 1,
      void_factor: 0,
    });
  });

  it('makes a line bet at fair odds break even, and the two sides of a line sum to 1', () => {
    const grid = finalScores(0, 0, 1.6, 1.1);
    const differences = grid.flatMap((row, h) => row.map((p, a) => [h - a, p] as const));
    const side = (name: 'home' | 'away', line: string) =>
      differences.map(
        ([d, p]) =>
          [
            feedLineResult(settleHandicap({ home: Math.max(0, d), away: Math.max(0, -d) }, name, line)),
            p,
          ] as const,
      );
    const home = side('home', '-0.75');
    const q = lineProbability(home);
    // Expected return at odds 1/q is exactly the stake: won, half won and half lost included.
    let expected = 0;
    for (const [s, p] of home) expected += p * (s.void_factor + (1 - s.void_factor) * s.result * (1 / q));
    // (The grid leaves out scores beyond twelve goals a side: about 1e-8.)
    expect(expected).toBeCloseTo(1, 6);
    expect(q + lineProbability(side('away', '0.75'))).toBeCloseTo(1, 6);
    // A whole line pushes on a one-goal win: both sides still sum to 1.
    expect(lineProbability(side('home', '-1')) + lineProbability(side('away', '1'))).toBeCloseTo(1, 6);
  });

  it('has Poisson and normal distributions that sum and agree', () => {
    let total = 0;
    for (let k = 0; k < 30; k++) total += poisson(k, 2.7);
    expect(total).toBeCloseTo(1, 9);
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });
});

describe('football from Poisson goals', () => {
  const lines = { totals: [2.5, 3.5], handicap: -3 };

  it('has score probabilities that sum to 1, before and during the match', () => {
    for (const [h, a, lh, la] of [
      [0, 0, 1.5, 1.1],
      [2, 1, 0.4, 0.3],
    ] as const) {
      const sum = finalScores(h, a, lh, la)
        .flat()
        .reduce((s, p) => s + p, 0);
      expect(sum).toBeCloseTo(1, 6);
    }
  });

  it("keeps each market's margin: implied probabilities sum to 1 + margin, within rounding", () => {
    const markets = footballMarkets(finalScores(0, 0, 1.6, 1.05), lines);
    const margins: Record<string, [number, number]> = {
      match_result: [1.06, 1.09],
      draw_no_bet: [1.06, 1.09],
      'total|total=2.5': [1.05, 1.08],
      'total|total=3.5': [1.05, 1.08],
      'handicap|hcp=-0.75': [1.05, 1.08],
      both_teams_to_score: [1.05, 1.08],
      correct_score: [1.15, 1.35],
      // Double chance covers each result twice.
      double_chance: [2.12, 2.16],
    };
    for (const market of markets) {
      const key = market.specifier ? `${market.type}|${market.specifier}` : market.type;
      const [low, high] = margins[key] ?? [0, 0];
      const sum = implied(market);
      expect(sum, key).toBeGreaterThanOrEqual(low - 1e-9);
      expect(sum, key).toBeLessThanOrEqual(high);
    }
  });

  it('prices the favourite shorter and closes impossible scores live', () => {
    const markets = footballMarkets(finalScores(2, 0, 0.3, 0.2), lines);
    const result = markets.find((m) => m.type === 'match_result');
    const [home, , away] = result?.outcomes ?? [];
    expect(Number(home?.odds)).toBeLessThan(Number(away?.odds));
    const scores = markets.find((m) => m.type === 'correct_score')?.outcomes ?? [];
    expect(scores.find((o) => o.key === '1:0')?.active).toBe(false);
    expect(scores.find((o) => o.key === '2:0')?.active).toBe(true);
  });

  it('settles every market from the final score', () => {
    const settled = footballSettlement(2, 1, lines);
    const of = (type: string) => settled.find((m) => m.type === type)?.outcomes ?? [];
    expect(of('match_result').find((o) => o.result === 1)?.key).toBe('home');
    expect(of('handicap').find((o) => o.key === 'home')).toMatchObject({ result: 1, void_factor: 0.5 });
    expect(of('handicap').find((o) => o.key === 'away')).toMatchObject({ result: 0, void_factor: 0.5 });
    expect(of('both_teams_to_score').find((o) => o.result === 1)?.key).toBe('yes');
    expect(of('correct_score').find((o) => o.result === 1)?.key).toBe('2:1');
    const drawn = footballSettlement(1, 1, lines);
    expect(drawn.find((m) => m.type === 'draw_no_bet')?.outcomes.every((o) => o.void_factor === 1)).toBe(
      true,
    );
  });
});

describe('tennis from holding serve', () => {
  it('has set-score probabilities that sum to 1 and favour the better server', () => {
    const serve = { home: 0.82, away: 0.74 };
    const set = setProbability(serve, 0, 0, true);
    expect(set).toBeGreaterThan(0.5);
    const scores = setScores(0, 0, set, set);
    expect(Object.values(scores).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
    expect(setProbability(serve, 5, 0, true)).toBeGreaterThan(0.99);
  });
});

describe('the simulator', () => {
  const start = Date.UTC(2026, 0, 10, 12);

  it('is deterministic under its seed', () => {
    const a = new FeedSimulator({ seed: 'one', speed: 10 }).messagesBetween(start, start + 1_800_000);
    const b = new FeedSimulator({ seed: 'one', speed: 10 }).messagesBetween(start, start + 1_800_000);
    const c = new FeedSimulator({ seed: 'two', speed: 10 }).messagesBetween(start, start + 1_800_000);
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
  });

  it('produces valid feed messages in order, with unique ids, for three sports', () => {
    const sim = new FeedSimulator({ seed: 'valid', speed: 1 });
    // Across midnight, when the fixtures of two days on are announced.
    const evening = Date.UTC(2026, 0, 10, 21);
    const messages = sim.messagesBetween(evening, evening + 6 * 3_600_000);
    const ids = new Set(messages.map((m) => m.message_id));
    expect(ids.size).toBe(messages.length);
    for (let i = 1; i < messages.length; i++)
      expect((messages[i]?.timestamp ?? 0) >= (messages[i - 1]?.timestamp ?? 0)).toBe(true);
    for (const message of messages)
      expect(feedMessage.safeParse(message).success, message.message_id).toBe(true);
    const sports = new Set(
      messages.flatMap((m) => (m.type === 'fixture_change' ? [m.fixture.sport.slug] : [])),
    );
    expect([...sports].sort()).toEqual(['basketball', 'football', 'tennis']);
    const types = new Set(messages.map((m) => m.type));
    for (const type of ['fixture_change', 'odds_change', 'bet_stop', 'bet_settlement'] as const)
      expect(types.has(type), type).toBe(true);
  });

  it('settles what it played: the final score decides the 1X2', () => {
    const sim = new FeedSimulator({ seed: 'settle', speed: 30 });
    // Across midnight, when the fixtures of two days on are announced.
    const evening = Date.UTC(2026, 0, 10, 21);
    const messages = sim.messagesBetween(evening, evening + 6 * 3_600_000);
    const settled = messages.filter((m) => m.type === 'bet_settlement');
    expect(settled.length).toBeGreaterThan(3);
    for (const settlement of settled) {
      const last = messages.findLast(
        (m) => m.type === 'odds_change' && m.event_id === settlement.event_id && m.sport_event_status,
      );
      if (
        !last ||
        last.type !== 'odds_change' ||
        !last.sport_event_status ||
        settlement.type !== 'bet_settlement'
      )
        continue;
      const { home_score: h, away_score: a, status } = last.sport_event_status;
      expect(status).toBe('ended');
      const winner = settlement.markets.find((m) => m.type === 'match_result' || m.type === 'match_winner');
      const won = winner?.outcomes.find((o) => o.result === 1)?.key;
      expect(won).toBe((h ?? 0) > (a ?? 0) ? 'home' : (h ?? 0) < (a ?? 0) ? 'away' : 'draw');
    }
  });

  it('replays exactly what it sent since a moment, and ends with snapshot_complete', () => {
    const sim = new FeedSimulator({ seed: 'replay', speed: 5 });
    const sent = sim.messagesBetween(start, start + 3_600_000);
    const replay = sim.replay(start + 1, start + 3_600_000, 'r1');
    expect(replay[replay.length - 1]).toMatchObject({ type: 'snapshot_complete', request_id: 'r1' });
    expect(replay.slice(0, -1)).toEqual(sent);
  });
});
