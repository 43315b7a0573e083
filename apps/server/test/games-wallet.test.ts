import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { buildGamesApp, GAME_CODES, uid } from './games-helpers.js';

const clock = new ManualClock(new Date('2026-04-01T10:00:00Z'));
const kit = await buildGamesApp({ clock });
const { call, db, fund, newPlayer, openSession, balances, expectLedgerOk } = kit;

afterAll(async () => {
  // The ledger's invariants hold after everything this file did.
  await expectLedgerOk();
});

type Session = Awaited<ReturnType<typeof openSession>>;

async function playerWithSession(cash: number, bonus = 0) {
  const player = await newPlayer('Wallet Tester');
  await fund(player.id, cash, bonus);
  return { player, session: await openSession(player) };
}

const bet = (s: Session, amount: number, ids: { tx?: string; round?: string } = {}) => ({
  session_token: s.token,
  player_id: s.playerId,
  currency: 'USD',
  transaction_id: ids.tx ?? uid('bet'),
  round_id: ids.round ?? uid('round'),
  game: s.game,
  amount,
});

const win = (s: Session, round: string, amount: number, closed = true, tx = uid('win')) => ({
  session_token: s.token,
  player_id: s.playerId,
  currency: 'USD',
  transaction_id: tx,
  round_id: round,
  game: s.game,
  amount,
  round_closed: closed,
});

const rollback = (s: Session, round: string, target: string, tx = uid('rb')) => ({
  session_token: s.token,
  player_id: s.playerId,
  transaction_id: tx,
  round_id: round,
  rolled_back_transaction_id: target,
});

const balanceOf = async (userId: number) => {
  const b = await balances(userId);
  return b.cashCents + b.bonusCents;
};

describe('seamless wallet: authenticity', () => {
  it('refuses a missing, bad, stale or future signature, an unknown provider and an altered body', async () => {
    const { player, session } = await playerWithSession(1_000);
    const body = { session_token: session.token, player_id: session.playerId, currency: 'USD' };
    const now = Math.floor(clock.now().getTime() / 1000);
    const cases = [
      await call('balance', body, { headers: { 'x-signature': '' } }),
      await call('balance', body, { headers: { 'x-timestamp': '' } }),
      await call('balance', body, { secret: 'another-secret-another-secret-0123456789' }),
      await call('balance', body, { timestamp: now - 301 }),
      await call('balance', body, { timestamp: now + 301 }),
      await call('balance', body, { provider: 'someone-else' }),
      await call('balance', body, { headers: { 'x-provider': '' } }),
      await call('balance', body, { signatureOf: JSON.stringify({ ...body, currency: 'EUR' }) }),
      await call('balance', body, { headers: { 'x-signature': 'zz'.repeat(32) } }),
    ];
    for (const res of cases) {
      expect(res.status).toBe(401);
      expect(res.json()).toMatchObject({ error: 'invalid_signature' });
    }
    // A bet with a body altered after signing moves nothing.
    const payload = bet(session, 100);
    const res = await call('bet', payload, {
      raw: JSON.stringify({ ...payload, amount: 900 }),
      signatureOf: JSON.stringify(payload),
    });
    expect(res.status).toBe(401);
    expect(await balanceOf(player.id)).toBe(1_000);
  });

  it('accepts a signature within the replay window', async () => {
    const { session } = await playerWithSession(1_000);
    const body = { session_token: session.token, player_id: session.playerId, currency: 'USD' };
    const now = Math.floor(clock.now().getTime() / 1000);
    expect((await call('balance', body, { timestamp: now - 299 })).status).toBe(200);
    expect((await call('balance', body, { timestamp: now + 299 })).status).toBe(200);
  });
});

describe('seamless wallet: bad input', () => {
  it('answers 400 invalid_request for bodies that are not the schema, and moves nothing', async () => {
    const { player, session } = await playerWithSession(1_000);
    const good = bet(session, 100);
    const bodies: unknown[] = [
      { ...good, amount: -5 },
      { ...good, amount: 1.5 },
      { ...good, amount: '100' },
      { ...good, amount: 0 },
      { ...good, amount: 1e20 },
      { ...good, extra: true },
      { ...good, transaction_id: 'bad id with spaces' },
      { ...good, transaction_id: 'x'.repeat(101) },
      { ...good, round_id: '' },
      { ...good, currency: 'usd' },
      { ...good, session_token: 'short' },
      { ...good, fair: { server_seed_hash: 'nothex', client_seed: 'a', nonce: 0 } },
      { ...good, fair: { server_seed_hash: 'a'.repeat(64), client_seed: 'nul\u0000', nonce: 0 } },
      { ...good, fair: { server_seed_hash: 'a'.repeat(64), client_seed: 'x', nonce: -1 } },
      [good],
      null,
      'a string',
    ];
    for (const body of bodies) {
      const res = await call('bet', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request' });
    }
    for (const raw of ['{not json', '', '{"amount": 1', '\u0000']) {
      const res = await call('bet', null, { raw });
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect(await balanceOf(player.id)).toBe(1_000);
  });

  it('answers the protocol shape for a wrong content type, a huge body and an unknown action', async () => {
    const { session } = await playerWithSession(100);
    const body = { session_token: session.token, player_id: session.playerId, currency: 'USD' };
    const wrongType = await call('balance', body, { headers: { 'content-type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
    expect(wrongType.json()).toMatchObject({ error: 'invalid_request' });
    const huge = await call('balance', null, { raw: JSON.stringify({ ...body, pad: 'x'.repeat(100_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'invalid_request' });
    const unknown = await call('deposit', body);
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses an unknown session, another player, an expired session, another game or currency', async () => {
    const { player, session } = await playerWithSession(1_000);
    const other = await newPlayer();
    const refusals = [
      await call('bet', { ...bet(session, 100), session_token: 'x'.repeat(43) }),
      await call('bet', { ...bet(session, 100), player_id: String(other.id) }),
      await call('bet', { ...bet(session, 100), game: GAME_CODES.table }),
      await call('bet', { ...bet(session, 100), currency: 'EUR' }),
      await call('balance', { session_token: session.token, player_id: String(other.id), currency: 'USD' }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.json()).toMatchObject({ error: 'session_invalid' });
    }
    expect(await balanceOf(player.id)).toBe(1_000);
  });
});

describe('seamless wallet: balance, bet and win', () => {
  it('answers the playable balance (cash + bonus, in cents)', async () => {
    const { session } = await playerWithSession(1_234, 500);
    const res = await call('balance', {
      session_token: session.token,
      player_id: session.playerId,
      currency: 'USD',
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ balance: 1_734, currency: 'USD' });
  });

  it('takes a bet, pays a win to cash and closes the round', async () => {
    const { player, session } = await playerWithSession(1_000);
    const round = uid('round');
    const placed = await call('bet', bet(session, 250, { round }));
    expect(placed.status).toBe(200);
    expect(placed.json()).toMatchObject({ balance: 750, currency: 'USD' });
    expect(typeof placed.json().casino_transaction_id).toBe('string');
    const paid = await call('win', win(session, round, 600));
    expect(paid.status).toBe(200);
    expect(paid.json()).toMatchObject({ balance: 1_350, currency: 'USD' });
    expect(await balances(player.id)).toEqual({ cashCents: 1_350, bonusCents: 0 });
    const { rows } = await db.query<{ status: string; bet_cents: number; win_cents: number }>(
      'SELECT status, bet_cents, win_cents FROM game_rounds WHERE provider_round_id = $1',
      [round],
    );
    expect(rows).toEqual([{ status: 'closed', bet_cents: 250, win_cents: 600 }]);
    // The bet's reference carries what wagering weighs: the game's type and the round.
    const { rows: refs } = await db.query<{ reference: Record<string, unknown> }>(
      `SELECT reference FROM transfers WHERE kind = 'bet' AND reference ->> 'provider_round_id' = $1`,
      [round],
    );
    expect(refs[0]?.reference).toMatchObject({
      game_type: 'slots',
      provider: 'royal-originals',
      source: 'cash',
    });
  });

  it('closes a losing round with a zero win and several bets add to one round', async () => {
    const { player, session } = await playerWithSession(1_000);
    const round = uid('round');
    expect((await call('bet', bet(session, 100, { round }))).status).toBe(200);
    expect((await call('bet', bet(session, 50, { round }))).status).toBe(200);
    const closed = await call('win', win(session, round, 0));
    expect(closed.status).toBe(200);
    expect(closed.json()).toEqual({ balance: 850, currency: 'USD' });
    expect(await balanceOf(player.id)).toBe(850);
    const { rows } = await db.query<{ status: string; bet_cents: number }>(
      'SELECT status, bet_cents FROM game_rounds WHERE provider_round_id = $1',
      [round],
    );
    expect(rows).toEqual([{ status: 'closed', bet_cents: 150 }]);
  });

  it('spends cash first, then bonus', async () => {
    const { player, session } = await playerWithSession(300, 500);
    const res = await call('bet', bet(session, 450));
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ balance: 350 });
    expect(await balances(player.id)).toEqual({ cashCents: 0, bonusCents: 350 });
  });
});

describe('seamless wallet: idempotency', () => {
  it('answers a repeated bet and win byte for byte and moves money once', async () => {
    const { player, session } = await playerWithSession(1_000);
    const round = uid('round');
    const betBody = bet(session, 200, { round });
    const first = await call('bet', betBody);
    // Something else happens in between: the repeat still answers the first balance.
    await fund(player.id, 5_000);
    const again = await call('bet', betBody);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    const winBody = win(session, round, 300);
    const paid = await call('win', winBody);
    const paidAgain = await call('win', winBody);
    expect(paidAgain.text).toBe(paid.text);
    expect(await balanceOf(player.id)).toBe(1_000 - 200 + 5_000 + 300);
  });

  it('treats the same fields in another order as the same request', async () => {
    const { session } = await playerWithSession(1_000);
    const body = bet(session, 100);
    const first = await call('bet', body);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await call('bet', reordered);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
  });

  it('refuses a transaction id reused for another request (transaction_conflict) and moves nothing', async () => {
    const { player, session } = await playerWithSession(1_000);
    const body = bet(session, 100);
    expect((await call('bet', body)).status).toBe(200);
    const changed = await call('bet', { ...body, amount: 101 });
    expect(changed.status).toBe(409);
    expect(changed.json()).toMatchObject({ error: 'transaction_conflict' });
    const asWin = await call('win', win(session, body.round_id, 100, true, body.transaction_id));
    expect(asWin.status).toBe(409);
    expect(asWin.json()).toMatchObject({ error: 'transaction_conflict' });
    expect(await balanceOf(player.id)).toBe(900);
  });

  it('refuses a bet beyond the balance with the balance, and repeats that refusal', async () => {
    const { player, session } = await playerWithSession(300, 200);
    const body = bet(session, 501);
    const refused = await call('bet', body);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'insufficient_funds', balance: 500 });
    // Even once the player could pay, the same transaction gets the same answer.
    await fund(player.id, 1_000);
    const again = await call('bet', body);
    expect(again.status).toBe(409);
    expect(again.text).toBe(refused.text);
    expect(await balances(player.id)).toEqual({ cashCents: 1_300, bonusCents: 200 });
    const { rows } = await db.query('SELECT 1 FROM game_rounds WHERE provider_round_id = $1', [
      body.round_id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('moves money once for concurrent repeats of one transaction', async () => {
    const { player, session } = await playerWithSession(1_000);
    const body = bet(session, 100);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('bet', body)));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.text).toBe(answers[0]?.text);
    }
    expect(await balanceOf(player.id)).toBe(900);
    await expectLedgerOk();
  });

  it('takes exactly as many concurrent bets as the balance covers', async () => {
    const { player, session } = await playerWithSession(100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('bet', bet(session, 10))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.json()).toMatchObject({ error: 'insufficient_funds', balance: 0 });
    expect(await balanceOf(player.id)).toBe(0);
    await expectLedgerOk();
  });
});

describe('seamless wallet: rounds and rollbacks', () => {
  it('gives a rolled back bet back to the accounts it came from and marks the round', async () => {
    const { player, session } = await playerWithSession(300, 500);
    const round = uid('round');
    const body = bet(session, 450, { round });
    expect((await call('bet', body)).status).toBe(200);
    expect(await balances(player.id)).toEqual({ cashCents: 0, bonusCents: 350 });
    const rb = rollback(session, round, body.transaction_id);
    const undone = await call('rollback', rb);
    expect(undone.status).toBe(200);
    expect(undone.json()).toMatchObject({ balance: 800 });
    expect(await balances(player.id)).toEqual({ cashCents: 300, bonusCents: 500 });
    // A repeat, and another rollback of the same bet, move nothing more.
    expect((await call('rollback', rb)).text).toBe(undone.text);
    const second = await call('rollback', rollback(session, round, body.transaction_id));
    expect(second.status).toBe(200);
    expect(await balances(player.id)).toEqual({ cashCents: 300, bonusCents: 500 });
    const { rows } = await db.query<{ status: string; refunded_cents: number }>(
      'SELECT status, refunded_cents FROM game_rounds WHERE provider_round_id = $1',
      [round],
    );
    expect(rows).toEqual([{ status: 'rolled_back', refunded_cents: 450 }]);
    // Nothing more is accepted on a rolled back round.
    const late = await call('win', win(session, round, 100));
    expect(late.status).toBe(409);
    expect(late.json()).toMatchObject({ error: 'round_closed' });
  });

  it('leaves a tombstone for a bet not seen yet and refuses that bet when it arrives', async () => {
    const { player, session } = await playerWithSession(1_000);
    const round = uid('round');
    const body = bet(session, 100, { round });
    const undone = await call('rollback', rollback(session, round, body.transaction_id));
    expect(undone.status).toBe(200);
    expect(undone.json()).toEqual({ balance: 1_000, currency: 'USD' });
    const late = await call('bet', body);
    expect(late.status).toBe(409);
    expect(late.json()).toMatchObject({ error: 'transaction_rolled_back' });
    expect((await call('bet', body)).text).toBe(late.text);
    expect(await balanceOf(player.id)).toBe(1_000);
  });

  it('never rolls back a win', async () => {
    const { player, session } = await playerWithSession(1_000);
    const round = uid('round');
    expect((await call('bet', bet(session, 100, { round }))).status).toBe(200);
    const paid = win(session, round, 500, false);
    expect((await call('win', paid)).status).toBe(200);
    const refused = await call('rollback', rollback(session, round, paid.transaction_id));
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'rollback_refused' });
    expect(await balanceOf(player.id)).toBe(1_400);
  });

  it('refuses a win on a round it never saw, and a bet or win on a closed round', async () => {
    const { player, session } = await playerWithSession(1_000);
    const unknown = await call('win', win(session, uid('round'), 500));
    expect(unknown.status).toBe(409);
    expect(unknown.json()).toMatchObject({ error: 'round_unknown' });
    const round = uid('round');
    expect((await call('bet', bet(session, 100, { round }))).status).toBe(200);
    expect((await call('win', win(session, round, 0))).status).toBe(200);
    const betAfter = await call('bet', bet(session, 100, { round }));
    expect(betAfter.status).toBe(409);
    expect(betAfter.json()).toMatchObject({ error: 'round_closed' });
    const winAfter = await call('win', win(session, round, 100));
    expect(winAfter.status).toBe(409);
    expect(winAfter.json()).toMatchObject({ error: 'round_closed' });
    const rbAfter = await call('rollback', rollback(session, round, uid('bet')));
    expect(rbAfter.status).toBe(200);
    expect(await balanceOf(player.id)).toBe(900);
  });

  it("refuses another player's round", async () => {
    const a = await playerWithSession(1_000);
    const b = await playerWithSession(1_000);
    const round = uid('round');
    expect((await call('bet', bet(a.session, 100, { round }))).status).toBe(200);
    const foreignBet = await call('bet', bet(b.session, 100, { round }));
    expect(foreignBet.status).toBe(409);
    const foreignWin = await call('win', win(b.session, round, 1_000));
    expect(foreignWin.status).toBe(409);
    expect(foreignWin.json()).toMatchObject({ error: 'round_unknown' });
    expect(await balanceOf(b.player.id)).toBe(1_000);
  });

  it('pays a win after the session expired, but takes no more bets', async () => {
    const { player, session } = await playerWithSession(1_000);
    const round = uid('round');
    expect((await call('bet', bet(session, 100, { round }))).status).toBe(200);
    clock.advance(13 * 3600 * 1000);
    const paid = await call('win', win(session, round, 250));
    expect(paid.status).toBe(200);
    expect(paid.json()).toMatchObject({ balance: 1_150 });
    const refused = await call('bet', bet(session, 100));
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'session_invalid' });
    expect(await balanceOf(player.id)).toBe(1_150);
  });
});
