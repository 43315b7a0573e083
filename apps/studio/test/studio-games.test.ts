import { providerFeed } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { studioFeed } from '../src/games/feed.js';
import { publishedMath } from '../src/games/math.js';
import { studioGames, type AnyGame } from '../src/games/registry.js';
import type { RoundView, SessionView, VerifyResult } from '../src/protocol.js';
import { settleInterruptedRounds } from '../src/rounds/settlement.service.js';
import { buildStudio, realLaunch } from './helper.js';

// The studio's real games, played through the server as a client plays them.
const games = studioGames();
const t = await buildStudio({ games });

/** A small valid bet of each kind of game. */
function betFor(game: AnyGame): unknown {
  if (game.id.includes('roulette')) return { chips: [{ spot: 'red', amount: 100 }] };
  if (game.id.includes('baccarat')) return { chips: [{ spot: 'player', amount: 100 }] };
  return { stake: game.stakes[0] };
}

const play = (session: string, bet: unknown) =>
  t.app.inject({ method: 'POST', url: `/studio/api/sessions/${session}/rounds`, payload: { bet } });
const act = (session: string, round: string, action: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/studio/api/sessions/${session}/rounds/${round}/actions`,
    payload: { action },
  });

describe('the studio games through the server', () => {
  it('has slots and tables, each in the feed the catalogue imports', () => {
    expect(games.some((g) => g.kind === 'slot')).toBe(true);
    expect(games.map((g) => g.id)).toEqual(
      expect.arrayContaining(['european-roulette', 'blackjack', 'baccarat']),
    );
    const feed = providerFeed.parse(studioFeed('/studio'));
    expect(feed.games.map((g) => g.code)).toEqual(games.map((g) => g.id));
    for (const game of feed.games) {
      expect(game.type).toBe(game.mode === 'casino' ? 'slots' : 'tables');
      expect(game.categories).toContain(game.type === 'slots' ? 'slots' : 'table-games');
    }
    expect(feed.games.find((g) => g.code === 'blackjack')?.categories).toContain('blackjack');
  });

  it.each(games.map((g) => [g.id, g] as const))(
    'plays a demo round of %s and verifies it',
    async (_id, game) => {
      const session = await t.open({ game: game.id, demo: true });
      const before = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
      expect(before.game.id).toBe(game.id);
      let round = t.json<RoundView>(await play(session, betFor(game)));
      expect(round.nonce).toBe(0);
      for (let i = 0; !round.finished && i < 10; i += 1) {
        const res = await act(session, round.round, { type: 'stand' });
        expect(res.statusCode).toBe(200);
        round = t.json<RoundView>(res);
      }
      expect(round.finished).toBe(true);
      expect(round.balance).toBe(before.balance - round.stake + round.win);

      await t.app.inject({ method: 'POST', url: `/studio/api/sessions/${session}/seed/rotate` });
      const verify = await t.app.inject({
        url: `/studio/api/verify?server_seed_hash=${before.fair.server_seed_hash}&client_seed=${before.fair.client_seed}&nonce=0&game=${game.id}`,
      });
      expect(verify.statusCode).toBe(200);
      expect(t.json<VerifyResult>(verify).summary.length).toBeGreaterThan(0);
    },
  );

  it('plays real blackjack with a double through the wallet, and stands a walked-away hand', async () => {
    t.casino.balances.set('p-bj', 100_000);
    const session = await t.open(realLaunch('p-bj', 'blackjack'));
    // Deal until a hand that may double (a dealt blackjack finishes at once).
    let round: RoundView | undefined;
    for (let i = 0; i < 20 && !round; i += 1) {
      const r = t.json<RoundView>(await play(session, { stake: 100 }));
      if (!r.finished && (r.view as { actions: string[] }).actions.includes('double')) round = r;
      else if (!r.finished) await act(session, r.round, { type: 'stand' });
    }
    if (!round) throw new Error('no hand to double in 20 deals');
    const doubled = t.json<RoundView>(await act(session, round.round, { type: 'double' }));
    expect(doubled).toMatchObject({ finished: true, stake: 200 });
    const bets = t.casino.callsOf('bet').filter((c) => c.body.round_id === round?.round);
    expect(bets.map((c) => c.body.amount)).toEqual([100, 100]);
    expect(t.casino.callsOf('win').at(-1)?.body).toMatchObject({
      round_id: round.round,
      amount: doubled.win,
    });

    let idle: RoundView | undefined;
    for (let i = 0; i < 20 && !idle; i += 1) {
      const r = t.json<RoundView>(await play(session, { stake: 100 }));
      if (!r.finished) idle = r;
    }
    if (!idle) throw new Error('no open hand in 20 deals');
    t.clock.advance(61 * 60_000);
    expect(await settleInterruptedRounds(t.deps)).toMatchObject({ stood: 1 });
    const history = t.json<Array<{ round: string; finished: boolean; win: number }>>(
      await t.app.inject({ url: `/studio/api/sessions/${session}/rounds?limit=1` }),
    );
    expect(history[0]).toMatchObject({ round: idle.round, finished: true });
    expect(t.casino.callsOf('win').at(-1)?.body).toMatchObject({ round_id: idle.round, round_closed: true });
  });
});

describe('the published maths', () => {
  it('serves every game’s document with its hash, keeps it by hash, and records the hash with each round', async () => {
    for (const game of games) {
      const res = await t.app.inject({ url: `/studio/api/games/${game.id}/math` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const doc = t.json<{ game: string; hash: string; max_win: { multiplier: number }; rules: object }>(res);
      expect(doc.game).toBe(game.id);
      expect(doc.hash).toBe(publishedMath(game).hash);
      expect(doc.max_win.multiplier).toBe(game.maxWinMultiplier);
      const kept = await t.app.inject({ url: `/studio/api/math/${doc.hash}` });
      expect(kept.statusCode).toBe(200);
      expect(t.json(kept)).toEqual(doc);
    }
    const slot = t.json<{ rules: { strips: { base: string[][] } } }>(
      await t.app.inject({ url: '/studio/api/games/neon-fruits/math' }),
    );
    expect(slot.rules.strips.base).toHaveLength(5);
    expect(slot.rules.strips.base[0]).toHaveLength(35);

    expect((await t.app.inject({ url: '/studio/api/games/nope/math' })).statusCode).toBe(404);
    const unknown = await t.app.inject({ url: `/studio/api/math/${'0'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    expect(t.json(unknown)).toMatchObject({ error: 'math_unknown' });
    expect((await t.app.inject({ url: '/studio/api/math/not-a-hash' })).statusCode).toBe(404);

    const session = await t.open({ game: 'neon-fruits', demo: true });
    const round = t.json<RoundView>(await play(session, { stake: 20 }));
    const { rows } = await t.db.query<{ math_hash: string }>(
      'SELECT math_hash FROM studio_rounds WHERE id = $1',
      [round.round],
    );
    expect(rows[0]?.math_hash).toBe(publishedMath(games[0] as AnyGame).hash);
  });
});
