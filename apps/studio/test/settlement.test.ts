import { randomUUID } from 'node:crypto';
import { FairRng } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../src/games/registry.js';
import { publishedMath } from '../src/games/math.js';
import type { RoundView } from '../src/protocol.js';
import { betBody, transactionIds } from '../src/rounds/round-steps.js';
import { claimExtraBet, findRound, insertRound } from '../src/rounds/rounds.repository.js';
import { settleInterruptedRounds } from '../src/rounds/settlement.service.js';
import { lockActiveSeed, takeNonce } from '../src/fair/seeds.repository.js';
import { findSession } from '../src/sessions/sessions.repository.js';
import { deliverDueWalletCalls } from '../src/wallet/outbox.service.js';
import { coinGame, twoStepGame } from './fake-games.js';
import { buildStudio, realLaunch } from './helper.js';

/** The coin game, but the process "dies" in the middle of the first round it plays after `crash` is set. */
const crash = { next: false };
const crashingCoin: AnyGame = {
  ...(coinGame as AnyGame),
  start(rng, bet) {
    if (crash.next) {
      crash.next = false;
      throw new Error('process died');
    }
    return coinGame.start(rng, bet as { stake: number });
  },
};

const t = await buildStudio({ games: [crashingCoin, twoStepGame as AnyGame] });
const MINUTE = 60_000;

const play = (session: string, bet: unknown) =>
  t.app.inject({ method: 'POST', url: `/studio/api/sessions/${session}/rounds`, payload: { bet } });
const statusOf = async (id: string) => (await findRound(t.db, id))?.status;
const serverSeedOf = async (hash: string) =>
  (
    await t.db.query<{ server_seed: string }>(
      'SELECT server_seed FROM studio_seeds WHERE server_seed_hash = $1',
      [hash],
    )
  ).rows[0]?.server_seed ?? '';

/** A round whose bet was sent (and taken by the casino) by a process that died before recording the answer. */
async function betSentThenCrash(sessionId: string, stake: number): Promise<string> {
  const session = await findSession(t.db, sessionId);
  if (!session?.playerId) throw new Error('no real session');
  const owner = `p:${session.playerId}`;
  const round = await t.db.transaction(async (tx) => {
    const seed = await lockActiveSeed(tx, owner);
    if (!seed) throw new Error('no seed');
    return insertRound(tx, {
      id: randomUUID(),
      sessionId,
      owner,
      game: 'test-coin',
      mathHash: publishedMath(coinGame).hash,
      demo: false,
      seedId: seed.id,
      nonce: await takeNonce(tx, seed.id),
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      bet: { stake },
      stake,
      now: t.clock.now(),
    });
  });
  await t.deps.wallet.call('bet', betBody(session, round, transactionIds.bet(round.id), stake));
  return round.id;
}

describe('settlement of interrupted rounds', () => {
  it('plays a round whose stake was taken before the crash and sends its win', async () => {
    t.casino.balances.set('p-crash', 1_000);
    const session = await t.open(realLaunch('p-crash'));
    crash.next = true;
    expect((await play(session, { stake: 100 })).statusCode).toBe(500);
    const row = (await t.db.query<{ id: string }>(`SELECT id FROM studio_rounds WHERE owner = 'p:p-crash'`))
      .rows[0];
    const id = row?.id ?? '';
    expect(await statusOf(id)).toBe('open');
    expect(t.casino.balances.get('p-crash')).toBe(900);
    // A round a request may still be finishing is left alone.
    expect(await settleInterruptedRounds(t.deps)).toEqual({
      played: 0,
      stood: 0,
      voided: 0,
      releasedBets: 0,
    });

    t.clock.advance(3 * MINUTE);
    expect(await settleInterruptedRounds(t.deps)).toEqual({
      played: 1,
      stood: 0,
      voided: 0,
      releasedBets: 0,
    });
    const round = await findRound(t.db, id);
    const expected = coinGame.start(
      new FairRng(
        await serverSeedOf(round?.serverSeedHash ?? ''),
        round?.clientSeed ?? '',
        round?.nonce ?? -1,
      ),
      { stake: 100 },
    );
    expect(round).toMatchObject({ status: 'closed', win: expected.winCents, view: expected.view });
    expect(t.casino.balances.get('p-crash')).toBe(900 + expected.winCents);
    expect(t.casino.callsOf('win').at(-1)?.body).toMatchObject({ round_id: id, amount: expected.winCents });
    // Nothing left to do, and nothing done twice.
    expect(await settleInterruptedRounds(t.deps)).toEqual({
      played: 0,
      stood: 0,
      voided: 0,
      releasedBets: 0,
    });
  });

  it('rolls back a first bet whose answer was never recorded', async () => {
    t.casino.balances.set('p-lost', 1_000);
    const session = await t.open(realLaunch('p-lost'));
    const id = await betSentThenCrash(session, 300);
    expect(t.casino.balances.get('p-lost')).toBe(700);
    t.clock.advance(3 * MINUTE);
    expect(await settleInterruptedRounds(t.deps)).toMatchObject({ voided: 1 });
    expect(await statusOf(id)).toBe('rolled_back');
    // The rollback went out with the next outbox run; the settlement delivers wins only.
    await deliverDueWalletCalls(t.deps);
    expect(t.casino.balances.get('p-lost')).toBe(1_000);
    expect(t.casino.callsOf('rollback').at(-1)?.body).toMatchObject({
      rolled_back_transaction_id: `${id}:bet`,
    });
  });

  it('stands a multi-step round left idle for over an hour and settles it', async () => {
    t.casino.balances.set('p-idle', 5_000);
    const session = await t.open(realLaunch('p-idle', 'test-two-step'));
    const first = t.json<RoundView>(await play(session, { stake: 1_000 }));
    expect(first.finished).toBe(false);
    t.clock.advance(59 * MINUTE);
    expect(await settleInterruptedRounds(t.deps)).toMatchObject({ stood: 0 });
    t.clock.advance(2 * MINUTE);
    expect(await settleInterruptedRounds(t.deps)).toMatchObject({ stood: 1 });
    const round = await findRound(t.db, first.round);
    const state = { stake: 1_000, first: (first.view as { cards: number[] }).cards[0] ?? -1, doubled: false };
    const expected = twoStepGame.act?.(
      new FairRng(
        await serverSeedOf(round?.serverSeedHash ?? ''),
        round?.clientSeed ?? '',
        round?.nonce ?? -1,
      ),
      state,
      { type: 'stand' },
    );
    expect(round).toMatchObject({ status: 'closed', stake: 1_000, win: expected?.winCents });
    expect(t.casino.balances.get('p-idle')).toBe(4_000 + (expected?.winCents ?? NaN));
  });

  it('stands an idle demo round and pays the play money', async () => {
    const session = await t.open({ game: 'test-two-step', demo: true });
    const first = t.json<RoundView>(await play(session, { stake: 1_000 }));
    t.clock.advance(61 * MINUTE);
    expect(await settleInterruptedRounds(t.deps)).toMatchObject({ stood: 1 });
    const round = await findRound(t.db, first.round);
    expect(round?.status).toBe('closed');
    const balance = (await findSession(t.db, session))?.demoBalance;
    expect(balance).toBe(99_000 + (round?.win ?? NaN));
  });

  it('rolls back an extra bet whose answer was never recorded and leaves the round in play', async () => {
    t.casino.balances.set('p-extra', 5_000);
    const sessionId = await t.open(realLaunch('p-extra', 'test-two-step'));
    const first = t.json<RoundView>(await play(sessionId, { stake: 1_000 }));
    const round = await findRound(t.db, first.round);
    const session = await findSession(t.db, sessionId);
    if (!round || !session) throw new Error('missing round or session');
    const extra = transactionIds.bet(round.id, round.bets);
    expect(await claimExtraBet(t.db, round, extra, 1_000, t.clock.now())).toBe(true);
    await t.deps.wallet.call('bet', betBody(session, round, extra, 1_000));
    expect(t.casino.balances.get('p-extra')).toBe(3_000);

    // While the extra bet is pending the round cannot move.
    const busy = await t.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${sessionId}/rounds/${round.id}/actions`,
      payload: { action: { type: 'stand' } },
    });
    expect(busy.statusCode).toBe(409);

    t.clock.advance(3 * MINUTE);
    expect(await settleInterruptedRounds(t.deps)).toMatchObject({ releasedBets: 1, stood: 0 });
    await deliverDueWalletCalls(t.deps);
    expect(t.casino.balances.get('p-extra')).toBe(4_000);
    expect(await statusOf(round.id)).toBe('open');
    const stand = t.json<RoundView>(
      await t.app.inject({
        method: 'POST',
        url: `/studio/api/sessions/${sessionId}/rounds/${round.id}/actions`,
        payload: { action: { type: 'stand' } },
      }),
    );
    expect(stand).toMatchObject({ finished: true, stake: 1_000 });
  });

  it('plays a free round interrupted after the casino took it, and counts it with the grant', async () => {
    t.casino.balances.set('p-free-crash', 400);
    t.casino.grantFreeRounds('grant-crash', 'p-free-crash', 100, 2);
    const session = await t.open({
      ...realLaunch('p-free-crash'),
      free_rounds: { id: 'grant-crash', count: 2, bet: 100 },
    });
    crash.next = true;
    const crashed = await t.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session}/rounds`,
      payload: { free_round: true },
    });
    expect(crashed.statusCode).toBe(500);
    t.clock.advance(3 * MINUTE);
    expect(await settleInterruptedRounds(t.deps)).toMatchObject({ played: 1 });
    const row = (
      await t.db.query<{ id: string; win: number; status: string; free_round_id: string }>(
        `SELECT id, win, status, free_round_id FROM studio_rounds WHERE owner = 'p:p-free-crash'`,
      )
    ).rows[0];
    expect(row).toMatchObject({ status: 'closed', free_round_id: 'grant-crash' });
    // Settled like any round: the win is paid, the player's money was never staked.
    expect(t.casino.balances.get('p-free-crash')).toBe(400 + (row?.win ?? 0));
    const view = t.json<{ free_rounds: unknown }>(
      await t.app.inject({ url: `/studio/api/sessions/${session}` }),
    );
    expect(view.free_rounds).toMatchObject({ left: 1, played: 1, won: row?.win, status: 'active' });
  });
});
