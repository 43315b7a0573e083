import { FairRng } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import type { HistoryItem, RoundView, SeedRotation, SessionView } from '../src/protocol.js';
import { deliverDueWalletCalls } from '../src/wallet/outbox.service.js';
import { coinGame } from './fake-games.js';
import { buildStudio, realLaunch } from './helper.js';

const t = await buildStudio();

const play = (session: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/studio/api/sessions/${session}/rounds`, payload: body });
const view = async (session: string) =>
  t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
const sessionCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM studio_sessions')).rows[0]?.n;
const betsOf = (player: string) => t.casino.callsOf('bet').filter((c) => c.body.player_id === player);

/** A real launch of the test slot holding `count` free rounds at `bet` under grant `id`. */
const withFreeRounds = (player: string, id: string, count: number, bet = 100, game = 'test-coin') => ({
  ...realLaunch(player, game),
  free_rounds: { id, count, bet },
});

describe('free rounds', () => {
  it('keeps the grant with the session and shows it in the session view', async () => {
    t.casino.balances.set('fr-launch', 2_500);
    const session = await t.open(withFreeRounds('fr-launch', 'grant-launch', 10, 1_000));
    expect((await view(session)).free_rounds).toEqual({
      bet: 1_000,
      granted: 10,
      left: 10,
      played: 0,
      won: 0,
      status: 'active',
    });
    // A session launched without free rounds has none.
    const plain = await t.open(realLaunch('fr-launch'));
    expect((await view(plain)).free_rounds).toBeNull();
  });

  it("plays each free round with the grant named on the bet call at the grant's bet, never touching the player's money", async () => {
    t.casino.balances.set('fr-play', 500);
    // The casino holds more than the launch said (granted again meanwhile): its answer counts.
    t.casino.grantFreeRounds('grant-play', 'fr-play', 100, 5);
    const session = await t.open(withFreeRounds('fr-play', 'grant-play', 3));

    // The client's bet does not matter: a free round is played at the grant's bet.
    const res = await play(session, { bet: { stake: 1_000 }, free_round: true });
    expect(res.statusCode).toBe(200);
    const round = t.json<RoundView>(res);
    expect(round).toMatchObject({ stake: 100, finished: true, free_round: true });
    expect(round.free_rounds).toMatchObject({ left: 4, played: 1, won: round.win, status: 'active' });
    // Nothing was debited: the balance only grew by the round's win.
    expect(round.balance).toBe(500 + round.win);
    expect(t.casino.balances.get('fr-play')).toBe(500 + round.win);

    const [bet] = betsOf('fr-play');
    expect(bet?.body).toMatchObject({
      transaction_id: `${round.round}:bet`,
      round_id: round.round,
      amount: 100,
      free_round_id: 'grant-play',
    });
    expect(t.casino.callsOf('win').at(-1)?.body).toMatchObject({
      transaction_id: `${round.round}:win`,
      round_id: round.round,
      amount: round.win,
      round_closed: true,
    });
    expect((await view(session)).free_rounds).toMatchObject({ left: 4, played: 1 });
  });

  it('refuses a paid round while free rounds remain, and asks the casino nothing', async () => {
    t.casino.balances.set('fr-first', 5_000);
    t.casino.grantFreeRounds('grant-first', 'fr-first', 100, 2);
    const session = await t.open(withFreeRounds('fr-first', 'grant-first', 2));
    const res = await play(session, { bet: { stake: 100 } });
    expect(res.statusCode).toBe(409);
    expect(t.json(res)).toMatchObject({ error: 'free_rounds_active' });
    expect(betsOf('fr-first')).toHaveLength(0);
    expect(t.casino.balances.get('fr-first')).toBe(5_000);
  });

  it('returns to paid play once the casino counts 0 left, with the total the free rounds won', async () => {
    t.casino.balances.set('fr-used', 1_000);
    t.casino.grantFreeRounds('grant-used', 'fr-used', 10, 3);
    const session = await t.open(withFreeRounds('fr-used', 'grant-used', 3, 10));
    const rounds: RoundView[] = [];
    for (let i = 0; i < 3; i += 1) rounds.push(t.json<RoundView>(await play(session, { free_round: true })));
    const won = rounds.reduce((sum, r) => sum + r.win, 0);
    expect(rounds.map((r) => r.free_rounds?.left)).toEqual([2, 1, 0]);
    expect(rounds.at(-1)?.free_rounds).toEqual({
      bet: 10,
      granted: 3,
      left: 0,
      played: 3,
      won,
      status: 'used',
    });
    expect(t.casino.balances.get('fr-used')).toBe(1_000 + won);

    // No free round is left: asking for one plays nothing, a paid round is a plain bet.
    const over = await play(session, { free_round: true });
    expect(over.statusCode).toBe(409);
    expect(t.json(over)).toMatchObject({ error: 'free_rounds_ended' });
    const paid = t.json<RoundView>(await play(session, { bet: { stake: 100 } }));
    expect(paid).toMatchObject({ free_round: false, stake: 100 });
    expect(paid.balance).toBe(1_000 + won - 100 + paid.win);
    expect(betsOf('fr-used').at(-1)?.body).not.toHaveProperty('free_round_id');

    const history = t.json<HistoryItem[]>(
      await t.app.inject({ url: `/studio/api/sessions/${session}/rounds?limit=10` }),
    );
    expect(history.map((h) => h.free_round)).toEqual([false, true, true, true]);
  });

  it('ends free rounds when the casino refuses one, whatever the reason, and moves no money', async () => {
    t.casino.balances.set('fr-gone', 700);
    // Used up in another session: the casino has none left although the launch said 4.
    t.casino.grantFreeRounds('grant-gone', 'fr-gone', 100, 0);
    const session = await t.open(withFreeRounds('fr-gone', 'grant-gone', 4));
    const res = await play(session, { free_round: true });
    expect(res.statusCode).toBe(409);
    expect(t.json(res)).toMatchObject({ error: 'free_rounds_ended' });
    expect(betsOf('fr-gone').at(-1)?.body).toMatchObject({ free_round_id: 'grant-gone', amount: 100 });
    const rounds = await t.db.query<{ status: string }>(
      `SELECT status FROM studio_rounds WHERE owner = 'p:fr-gone'`,
    );
    expect(rounds.rows).toEqual([{ status: 'rolled_back' }]);
    expect(t.casino.balances.get('fr-gone')).toBe(700);
    expect((await view(session)).free_rounds).toMatchObject({ status: 'ended', left: 0, played: 0 });

    // The session plays paid rounds from now on, and never names the grant again.
    const paid = await play(session, { bet: { stake: 100 } });
    expect(paid.statusCode).toBe(200);
    expect(betsOf('fr-gone').at(-1)?.body).not.toHaveProperty('free_round_id');
    expect((await play(session, { free_round: true })).statusCode).toBe(409);
    expect(betsOf('fr-gone')).toHaveLength(2);
  });

  it('answers 403 and ends free rounds when the casino says the session is over', async () => {
    t.casino.grantFreeRounds('grant-expired', 'fr-expired', 100, 5);
    const session = await t.open(withFreeRounds('fr-expired', 'grant-expired', 5));
    t.casino.endedSessions.add('casino-session-fr-expired-0123456789');
    const res = await play(session, { free_round: true });
    expect(res.statusCode).toBe(403);
    const row = await t.db.query<{ status: string; refusal: string }>(
      'SELECT status, refusal FROM studio_free_rounds WHERE session_id = $1',
      [session],
    );
    expect(row.rows).toEqual([{ status: 'refused', refusal: 'session_invalid' }]);
    expect(t.casino.freeRounds.get('grant-expired')?.left).toBe(5);
  });

  it('keeps free rounds when a bet goes unanswered, and its rollback gives the round back', async () => {
    t.casino.balances.set('fr-down', 300);
    t.casino.grantFreeRounds('grant-down', 'fr-down', 100, 2);
    const session = await t.open(withFreeRounds('fr-down', 'grant-down', 2));
    t.casino.loseAnswers.add('bet');
    const res = await play(session, { free_round: true });
    t.casino.loseAnswers.clear();
    expect(res.statusCode).toBe(502);
    expect(t.casino.freeRounds.get('grant-down')?.left).toBe(1);
    expect((await view(session)).free_rounds).toMatchObject({ status: 'active', left: 2, played: 0 });

    expect(await deliverDueWalletCalls(t.deps)).toEqual({ attempted: 1, acknowledged: 1 });
    expect(t.casino.callsOf('rollback').at(-1)?.body).toMatchObject({
      rolled_back_transaction_id: expect.stringMatching(/:bet$/),
    });
    expect(t.casino.freeRounds.get('grant-down')?.left).toBe(2);
    expect(t.casino.balances.get('fr-down')).toBe(300);
    const next = t.json<RoundView>(await play(session, { free_round: true }));
    expect(next.free_rounds).toMatchObject({ left: 1, played: 1 });
  });

  it('draws free rounds from the same seed and nonce chain as paid ones', async () => {
    t.casino.balances.set('fr-fair', 10_000);
    t.casino.grantFreeRounds('grant-fair', 'fr-fair', 100, 2);
    const session = await t.open(withFreeRounds('fr-fair', 'grant-fair', 2));
    const before = await view(session);
    const rounds: RoundView[] = [];
    rounds.push(t.json<RoundView>(await play(session, { free_round: true })));
    rounds.push(t.json<RoundView>(await play(session, { free_round: true })));
    rounds.push(t.json<RoundView>(await play(session, { bet: { stake: 100 } })));
    expect(rounds.map((r) => [r.nonce, r.free_round])).toEqual([
      [before.fair.nonce, true],
      [before.fair.nonce + 1, true],
      [before.fair.nonce + 2, false],
    ]);
    expect(betsOf('fr-fair').map((c) => (c.body.fair as { nonce: number }).nonce)).toEqual(
      rounds.map((r) => r.nonce),
    );

    const rotation = t.json<SeedRotation>(
      await t.app.inject({ method: 'POST', url: `/studio/api/sessions/${session}/seed/rotate` }),
    );
    expect(rotation.revealed_server_seed_hash).toBe(before.fair.server_seed_hash);
    for (const round of rounds) {
      const replay = coinGame.start(
        new FairRng(rotation.revealed_server_seed, before.fair.client_seed, round.nonce),
        { stake: 100 },
      );
      expect(round.view).toEqual(replay.view);
      expect(round.win).toBe(replay.winCents);
    }
  });

  it('lets table games and demo play ignore free rounds', async () => {
    t.casino.balances.set('fr-table', 5_000);
    const table = await t.open(withFreeRounds('fr-table', 'grant-table', 5, 100, 'test-two-step'));
    expect((await view(table)).free_rounds).toBeNull();
    const first = t.json<RoundView>(await play(table, { bet: { stake: 100 } }));
    expect(first).toMatchObject({ free_round: false, free_rounds: null, finished: false });
    expect(betsOf('fr-table').at(-1)?.body).not.toHaveProperty('free_round_id');
    expect((await play(table, { free_round: true })).statusCode).toBe(409);

    const demo = await t.open({
      game: 'test-coin',
      demo: true,
      language: 'en',
      free_rounds: { id: 'grant-demo', count: 5, bet: 100 },
    });
    expect((await view(demo)).free_rounds).toBeNull();
    expect((await play(demo, { bet: { stake: 100 } })).statusCode).toBe(200);
    expect((await play(demo, { free_round: true })).statusCode).toBe(409);
  });

  it("refuses a launch whose free rounds are not at one of the game's stakes, or malformed, and opens nothing", async () => {
    const before = await sessionCount();
    const offStake = await t.launch(withFreeRounds('fr-bad', 'grant-bad', 5, 150));
    expect(offStake.statusCode).toBe(400);
    expect(t.json(offStake)).toEqual({
      error: 'invalid_request',
      message: "free_rounds.bet 150 is not one of this game's stakes (10, 100, 1000, 500000)",
    });
    for (const free_rounds of [
      { id: 'g', count: 0, bet: 100 },
      { id: 'g', count: 5, bet: 0 },
      { id: 'bad id!', count: 5, bet: 100 },
      { id: 'g', count: 5, bet: 100, extra: true },
    ]) {
      const res = await t.launch({ ...realLaunch('fr-bad'), free_rounds });
      expect(res.statusCode).toBe(400);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a malformed free_round flag with 400', async () => {
    t.casino.grantFreeRounds('grant-flag', 'fr-flag', 100, 1);
    const session = await t.open(withFreeRounds('fr-flag', 'grant-flag', 1));
    const res = await play(session, { bet: { stake: 100 }, free_round: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(betsOf('fr-flag')).toHaveLength(0);
  });

  it('counts a free round down itself when the casino answers without a count', async () => {
    t.casino.grantFreeRounds('grant-uncounted', 'fr-uncounted', 100, 2);
    const session = await t.open(withFreeRounds('fr-uncounted', 'grant-uncounted', 2));
    t.casino.omitFreeRoundsLeft = true;
    const first = t.json<RoundView>(await play(session, { free_round: true }));
    const second = t.json<RoundView>(await play(session, { free_round: true }));
    t.casino.omitFreeRoundsLeft = false;
    expect([first.free_rounds?.left, second.free_rounds?.left]).toEqual([1, 0]);
    expect(second.free_rounds?.status).toBe('used');
    expect((await play(session, { free_round: true })).statusCode).toBe(409);
  });
});
