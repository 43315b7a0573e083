import { describe, expect, it } from 'vitest';
import type { RoundView, SessionView } from '../src/protocol.js';
import { deliverDueWalletCalls } from '../src/wallet/outbox.service.js';
import { buildStudio, realLaunch } from './helper.js';

const t = await buildStudio();

const play = (session: string, bet: unknown) =>
  t.app.inject({ method: 'POST', url: `/studio/api/sessions/${session}/rounds`, payload: { bet } });
const act = (session: string, round: string, action: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/studio/api/sessions/${session}/rounds/${round}/actions`,
    payload: { action },
  });
const roundRow = async (id: string) =>
  (
    await t.db.query<{ status: string; stake: number; win: number }>(
      'SELECT status, stake, win FROM studio_rounds WHERE id = $1',
      [id],
    )
  ).rows[0];
const outbox = async (round: string) =>
  (
    await t.db.query<{ action: string; transaction_id: string; attempts: number; acknowledged: boolean }>(
      `SELECT action, transaction_id, attempts, acknowledged_at IS NOT NULL AS acknowledged
       FROM studio_wallet_outbox WHERE round_id = $1 ORDER BY id`,
      [round],
    )
  ).rows;

describe('real play', () => {
  it('bets, plays and closes the round through the casino wallet, with the fair reference', async () => {
    t.casino.balances.set('p-real', 10_000);
    const session = await t.open(realLaunch('p-real'));
    const view = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
    const res = await play(session, { stake: 1_000 });
    expect(res.statusCode).toBe(200);
    const round = t.json<RoundView>(res);
    expect(round).toMatchObject({ nonce: 0, stake: 1_000, finished: true });
    expect(round.balance).toBe(9_000 + round.win);
    expect(t.casino.balances.get('p-real')).toBe(9_000 + round.win);

    const [bet, win] = [t.casino.callsOf('bet').at(-1), t.casino.callsOf('win').at(-1)];
    expect(bet?.body).toEqual({
      session_token: 'casino-session-p-real-0123456789',
      player_id: 'p-real',
      currency: 'USD',
      transaction_id: `${round.round}:bet`,
      round_id: round.round,
      game: 'test-coin',
      amount: 1_000,
      fair: { server_seed_hash: view.fair.server_seed_hash, client_seed: view.fair.client_seed, nonce: 0 },
    });
    // A losing round closes with a win of 0 as well.
    expect(win?.body).toEqual({
      session_token: 'casino-session-p-real-0123456789',
      player_id: 'p-real',
      currency: 'USD',
      transaction_id: `${round.round}:win`,
      round_id: round.round,
      game: 'test-coin',
      amount: round.win,
      round_closed: true,
    });
    expect(await roundRow(round.round)).toMatchObject({ status: 'closed' });
    expect(await outbox(round.round)).toEqual([
      { action: 'win', transaction_id: `${round.round}:win`, attempts: 1, acknowledged: true },
    ]);
  });

  it('answers 402 with the balance when the casino refuses the stake, and voids the round without a rollback', async () => {
    t.casino.balances.set('p-poor', 50);
    const session = await t.open(realLaunch('p-poor'));
    const res = await play(session, { stake: 100 });
    expect(res.statusCode).toBe(402);
    expect(t.json(res)).toMatchObject({ error: 'insufficient_funds', balance: 50 });
    const rounds = await t.db.query<{ id: string; status: string }>(
      `SELECT id, status FROM studio_rounds WHERE owner = 'p:p-poor'`,
    );
    expect(rounds.rows).toEqual([{ id: expect.any(String), status: 'rolled_back' }]);
    expect(await outbox(rounds.rows[0]?.id ?? '')).toEqual([]);
    expect(t.casino.balances.get('p-poor')).toBe(50);
    // The void round took nonce 0; the next round takes nonce 1.
    const view = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
    expect(view.fair.nonce).toBe(1);
  });

  it('voids the round and queues a rollback when the bet goes unanswered, then rolls it back once the casino is back', async () => {
    t.casino.balances.set('p-down', 5_000);
    const session = await t.open(realLaunch('p-down'));
    // The casino takes the stake, but its answer is lost.
    t.casino.loseAnswers.add('bet');
    const res = await play(session, { stake: 1_000 });
    t.casino.loseAnswers.clear();
    expect(res.statusCode).toBe(502);
    expect(t.json(res)).toMatchObject({ error: 'wallet_unavailable' });
    expect(t.casino.balances.get('p-down')).toBe(4_000);
    const id = (await t.db.query<{ id: string }>(`SELECT id FROM studio_rounds WHERE owner = 'p:p-down'`))
      .rows[0]?.id;
    expect(await roundRow(id ?? '')).toMatchObject({ status: 'rolled_back' });

    t.casino.down = true;
    expect(await deliverDueWalletCalls(t.deps)).toEqual({ attempted: 1, acknowledged: 0 });
    t.casino.down = false;
    // Not due again before its backoff.
    expect(await deliverDueWalletCalls(t.deps)).toEqual({ attempted: 0, acknowledged: 0 });
    t.clock.advance(61_000);
    expect(await deliverDueWalletCalls(t.deps)).toEqual({ attempted: 1, acknowledged: 1 });
    expect(t.casino.balances.get('p-down')).toBe(5_000);
    expect(t.casino.callsOf('rollback').at(-1)?.body).toEqual({
      session_token: 'casino-session-p-down-0123456789',
      player_id: 'p-down',
      transaction_id: `${id}:rollback`,
      round_id: id,
      rolled_back_transaction_id: `${id}:bet`,
    });
    expect(await outbox(id ?? '')).toEqual([
      { action: 'rollback', transaction_id: `${id}:rollback`, attempts: 2, acknowledged: true },
    ]);
  });

  it('keeps a played round final when its win call fails, and retries the call until the casino acknowledges it', async () => {
    t.casino.balances.set('p-win', 5_000);
    const session = await t.open(realLaunch('p-win'));
    t.casino.down = false;
    // Play until a winning round, with the win's answer lost each time.
    t.casino.loseAnswers.add('win');
    let round: RoundView | undefined;
    for (let i = 0; i < 30 && !round; i += 1) {
      const r = t.json<RoundView>(await play(session, { stake: 10 }));
      if (r.win > 0) round = r;
    }
    t.casino.loseAnswers.clear();
    if (!round) throw new Error('no winning round in 30 tries');
    expect(round.finished).toBe(true);
    // The last balance the casino gave: the win's answer never arrived.
    expect(round.balance).toBeLessThan(t.casino.balances.get('p-win') ?? 0);
    expect(await roundRow(round.round)).toMatchObject({ status: 'settling' });

    t.casino.down = true;
    t.clock.advance(61_000);
    await deliverDueWalletCalls(t.deps);
    t.casino.down = false;
    t.clock.advance(10 * 60_000);
    const result = await deliverDueWalletCalls(t.deps);
    expect(result.acknowledged).toBeGreaterThan(0);
    // The repeat was answered like the first (which did go through): credited exactly once.
    const wins = t.casino.callsOf('win').filter((c) => c.body.round_id === round?.round);
    expect(wins.length).toBeGreaterThanOrEqual(2);
    expect(new Set(wins.map((c) => JSON.stringify(c.body))).size).toBe(1);
    expect(await roundRow(round.round)).toMatchObject({ status: 'closed' });
    expect(await deliverDueWalletCalls(t.deps)).toEqual({ attempted: 0, acknowledged: 0 });
    const view = t.json<SessionView>(await t.app.inject({ url: `/studio/api/sessions/${session}` }));
    expect(view.balance).toBe(t.casino.balances.get('p-win'));
  });

  it('takes an action that costs more as a second bet, then settles the whole round', async () => {
    t.casino.balances.set('p-steps', 10_000);
    const session = await t.open(realLaunch('p-steps', 'test-two-step'));
    const first = t.json<RoundView>(await play(session, { stake: 1_000 }));
    expect(first).toMatchObject({ finished: false, balance: 9_000 });
    const done = t.json<RoundView>(await act(session, first.round, { type: 'double' }));
    expect(done).toMatchObject({ finished: true, stake: 2_000 });
    expect(done.balance).toBe(8_000 + done.win);
    const bets = t.casino.callsOf('bet').filter((c) => c.body.round_id === first.round);
    expect(bets.map((c) => [c.body.transaction_id, c.body.amount])).toEqual([
      [`${first.round}:bet`, 1_000],
      [`${first.round}:bet:1`, 1_000],
    ]);
    expect(t.casino.callsOf('win').at(-1)?.body).toMatchObject({ round_id: first.round, amount: done.win });
    expect(await roundRow(first.round)).toMatchObject({ status: 'closed', stake: 2_000, win: done.win });
  });

  it('refuses a double the balance cannot cover with 402 and leaves the round in play', async () => {
    t.casino.balances.set('p-short', 1_500);
    const session = await t.open(realLaunch('p-short', 'test-two-step'));
    const first = t.json<RoundView>(await play(session, { stake: 1_000 }));
    const res = await act(session, first.round, { type: 'double' });
    expect(res.statusCode).toBe(402);
    expect(t.json(res)).toMatchObject({ error: 'insufficient_funds', balance: 500 });
    const stand = t.json<RoundView>(await act(session, first.round, { type: 'stand' }));
    expect(stand).toMatchObject({ finished: true, stake: 1_000 });
    expect(t.casino.balances.get('p-short')).toBe(500 + stand.win);
  });

  it('rolls back an unanswered double, keeps the round in play, and uses a fresh transaction for the next try', async () => {
    t.casino.balances.set('p-flaky', 10_000);
    const session = await t.open(realLaunch('p-flaky', 'test-two-step'));
    const first = t.json<RoundView>(await play(session, { stake: 1_000 }));
    t.casino.down = true;
    const failed = await act(session, first.round, { type: 'double' });
    t.casino.down = false;
    expect(failed.statusCode).toBe(502);
    expect(await outbox(first.round)).toMatchObject([
      { action: 'rollback', transaction_id: `${first.round}:rollback:1`, acknowledged: false },
    ]);
    await deliverDueWalletCalls(t.deps);
    const done = t.json<RoundView>(await act(session, first.round, { type: 'double' }));
    expect(done).toMatchObject({ finished: true, stake: 2_000 });
    const bets = t.casino.callsOf('bet').filter((c) => c.body.round_id === first.round);
    expect(bets.map((c) => c.body.transaction_id)).toEqual([`${first.round}:bet`, `${first.round}:bet:2`]);
    expect(t.casino.balances.get('p-flaky')).toBe(8_000 + done.win);
  });

  it('answers 403 once the casino says its session is over, and voids the round', async () => {
    t.casino.balances.set('p-gone', 1_000);
    const session = await t.open(realLaunch('p-gone'));
    t.casino.endedSessions.add('casino-session-p-gone-0123456789');
    const res = await play(session, { stake: 10 });
    expect(res.statusCode).toBe(403);
    expect(t.json(res)).toMatchObject({ error: 'session_invalid' });
    const rounds = await t.db.query<{ status: string }>(
      `SELECT status FROM studio_rounds WHERE owner = 'p:p-gone'`,
    );
    expect(rounds.rows).toEqual([{ status: 'rolled_back' }]);
    expect((await t.app.inject({ url: `/studio/api/sessions/${session}` })).statusCode).toBe(403);
    expect(t.casino.balances.get('p-gone')).toBe(1_000);
  });

  it('lets concurrent requests of one player take distinct nonces, one round of a game at a time', async () => {
    t.casino.balances.set('p-race', 100_000);
    const sessions = await Promise.all([t.open(realLaunch('p-race')), t.open(realLaunch('p-race'))]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => play(sessions[i % 2] ?? '', { stake: 100 })),
    );
    const played = answers.filter((a) => a.statusCode === 200).map((a) => t.json<RoundView>(a));
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(played.length).toBeGreaterThan(0);
    expect(new Set(played.map((r) => r.nonce)).size).toBe(played.length);
    const won = played.reduce((sum, r) => sum + r.win, 0);
    expect(t.casino.balances.get('p-race')).toBe(100_000 - 100 * played.length + won);
  });

  it('settles a repeated call answered round_closed, and keeps retrying a refusal that leaves the money owed', async () => {
    t.casino.balances.set('p-refused', 1_000);
    const session = await t.open(realLaunch('p-refused'));
    const round = t.json<RoundView>(await play(session, { stake: 100 }));
    expect(await roundRow(round.round)).toMatchObject({ status: 'closed' });
    // The same win sent again (a lost acknowledgement) is settled by the casino's refusal.
    await t.db.query(
      `UPDATE studio_wallet_outbox SET acknowledged_at = NULL, outcome = NULL, next_attempt_at = $2 WHERE round_id = $1`,
      [round.round, t.clock.now()],
    );
    await t.db.query(`UPDATE studio_rounds SET status = 'settling' WHERE id = $1`, [round.round]);
    t.casino.forget(`${round.round}:win`);
    expect(await deliverDueWalletCalls(t.deps)).toEqual({ attempted: 1, acknowledged: 1 });
    expect(t.casino.callsOf('win').at(-1)?.answer).toMatchObject({ error: 'round_closed' });
    expect(await roundRow(round.round)).toMatchObject({ status: 'closed' });

    // A win the casino refuses for its session stays owed and is tried again.
    const next = t.json<RoundView>(await play(session, { stake: 100 }));
    const queued = await outbox(next.round);
    expect(queued).toMatchObject([{ action: 'win', acknowledged: true }]);
    t.casino.endedSessions.add('casino-session-p-refused-0123456789');
    await t.db.query(
      `UPDATE studio_wallet_outbox SET acknowledged_at = NULL, next_attempt_at = $2 WHERE round_id = $1`,
      [next.round, t.clock.now()],
    );
    t.casino.forget(`${next.round}:win`);
    t.casino.refuseWinsOfEndedSessions = true;
    expect(await deliverDueWalletCalls(t.deps)).toEqual({ attempted: 1, acknowledged: 0 });
    expect(await outbox(next.round)).toMatchObject([{ acknowledged: false, attempts: 2 }]);
    t.casino.refuseWinsOfEndedSessions = false;
  });
});
