import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { countRows } from './accounts-helpers.js';
import { buildGamesApp, roundFields, uid } from './games-helpers.js';

/**
 * The seamless wallet refuses text no field may hold (a lone UTF-16 surrogate, a control
 * character) with a 400 in its own protocol's shape before anything reaches the database: a
 * "\ud800" in a bet's client seed used to fail PostgreSQL's jsonb and answer 500 on every retry.
 */

const clock = new ManualClock(new Date('2026-04-01T10:00:00Z'));
const { call, db, fund, newPlayer, openSession, balances, expectLedgerOk } = await buildGamesApp({ clock });

afterAll(async () => {
  await expectLedgerOk();
});

const FAIR = { server_seed_hash: 'ab'.repeat(32), client_seed: 'lucky', nonce: 1 };

/** What a refused call must leave as it was: the player's money and every wallet-call table. */
async function moneyAndCalls(userId: number) {
  const b = await balances(userId);
  return {
    cash: b.cashCents,
    bonus: b.bonusCents,
    transfers: await countRows(db, 'SELECT 1 FROM transfers'),
    rounds: await countRows(db, 'SELECT 1 FROM game_rounds'),
    calls: await countRows(db, 'SELECT 1 FROM wallet_calls'),
  };
}

describe('seamless wallet: malformed text', () => {
  it('answers 400 invalid_request for a lone surrogate or a control character, then takes a valid bet', async () => {
    const player = await newPlayer('Seed Tester');
    await fund(player.id, 1_000);
    const session = await openSession(player);
    const base = { ...roundFields(session), transaction_id: uid('bet'), amount: 100 };
    const before = await moneyAndCalls(player.id);
    const cases: Array<[string, unknown]> = [
      ['fair.client_seed', { ...base, fair: { ...FAIR, client_seed: '\ud800' } }],
      ['fair.client_seed', { ...base, fair: { ...FAIR, client_seed: 'seed\udfff' } }],
      ['fair.client_seed', { ...base, fair: { ...FAIR, client_seed: 'nul\u0000' } }],
      ['fair.client_seed', { ...base, fair: { ...FAIR, client_seed: 'c1\u0085' } }],
      ['fair.client_seed', { ...base, fair: { ...FAIR, client_seed: 'two\nlines' } }],
      ['session_token', { ...base, session_token: `${session.token}\ud800` }],
      ['round_id', { ...base, round_id: '\ud800' }],
      ['game', { ...base, game: `${session.game}\u0000` }],
      // A malformed key is not repeated in the answer.
      ['', { ...base, '\ud800': 1 }],
    ];
    for (const [field, body] of cases) {
      // A provider retries a call it got no 200 for: the same refusal every time, never a 500.
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await call('bet', body);
        expect(res.status, res.text).toBe(400);
        const answer = res.json();
        expect(Object.keys(answer).sort()).toEqual(['error', 'message']);
        expect(answer.error).toBe('invalid_request');
        expect(String(answer.message).startsWith(field ? `${field}: ` : 'ill-formed')).toBe(true);
        expect(res.text.isWellFormed()).toBe(true);
      }
    }
    expect(await moneyAndCalls(player.id)).toEqual(before);

    // The same round, with a client seed a player can type (emoji and accents included), goes through.
    const bet = await call('bet', { ...base, fair: { ...FAIR, client_seed: 'Suerte 🍀 ñ' } });
    expect(bet.status, bet.text).toBe(200);
    expect(bet.json()).toMatchObject({ balance: 900, currency: 'USD' });
    const win = await call('win', {
      ...roundFields(session, base.round_id),
      transaction_id: uid('win'),
      amount: 250,
      round_closed: true,
    });
    expect(win.status, win.text).toBe(200);
    expect(win.json()).toMatchObject({ balance: 1_150 });
    const { rows } = await db.query<{ fair: { client_seed?: string } | null }>(
      'SELECT fair FROM game_rounds WHERE provider_round_id = $1',
      [base.round_id],
    );
    expect(rows[0]?.fair?.client_seed).toBe('Suerte 🍀 ñ');
  });

  it('answers a malformed action in the protocol shape', async () => {
    const res = await call('bet%00', {});
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });
});
