import { describe, expect, it } from 'vitest';
import { renderExplanation } from '../src/modules/sportsbook/settlement/explanation.js';
import type { ExplanationStep } from '../src/modules/sportsbook/settlement/explanation.js';
import { checkMoneyPath } from '../src/modules/wallet/ledger-check.js';
import { sportsBetsKit } from './sportsbook-bets-helpers.js';

const kit = await sportsBetsKit();
const { db, clock, placed, newEvent, newPlayer, cash, getBet, single, settle, feed } = kit;

/** What settlement moved for a bet: its returns less take-backs, from the ledger itself. */
async function paidByLedger(betId: number): Promise<number> {
  const { rows } = await db.query<{ paid: number }>(
    `SELECT COALESCE(sum(CASE kind WHEN 'win' THEN amount WHEN 'win_reversal' THEN -amount END), 0)::bigint AS paid
       FROM transfers WHERE reference ->> 'sports_bet_id' = $1 AND kind IN ('win', 'win_reversal')`,
    [String(betId)],
  );
  return rows[0]?.paid ?? -1;
}

describe('settlement through the feed', () => {
  it('pays a won single once, however often the settlement arrives, and explains it in the player language', async () => {
    const e = await newEvent();
    const p = await newPlayer();
    const bet = await placed(p, single(e.outcome('match_result:home'), '2.00', 10));
    const results: Array<[string, 0 | 1]> = [
      ['home', 1],
      ['draw', 0],
      ['away', 0],
    ];
    expect(await settle(e.feedId, 'match_result', '', results, 'settle-once')).toBe('applied');
    expect(await cash(p)).toBe(1_010_00);
    // The same message again, and the same result under a new id: nothing more moves.
    expect(await settle(e.feedId, 'match_result', '', results, 'settle-once')).toBe('duplicate');
    expect(await settle(e.feedId, 'match_result', '', results)).toBe('applied');
    expect(await cash(p)).toBe(1_010_00);
    expect(await paidByLedger(bet.id)).toBe(20_00);

    const en = (await getBet(p, bet.id)).body;
    expect(en).toMatchObject({
      status: 'won',
      return_usd: 20,
      legs: [expect.objectContaining({ state: 'won' })],
    });
    expect(en.settled_at).not.toBeNull();
    expect(en.explanation_text).toBe('Leg 1 won at 2.00; stake 10.00 × 2.00 → return 20.00');
    expect(en.explanation_text).toBe(renderExplanation(en.explanation as ExplanationStep[]));
    const es = (await getBet(p, bet.id, 'es')).body;
    expect(es.explanation_text).toBe('Selección 1 ganada a 2.00; apuesta 10.00 × 2.00 → pago 20.00');
    const ru = (await getBet(p, bet.id, 'ru')).body;
    expect(ru.explanation_text).toBe('Исход 1: выигрыш по 2.00; ставка 10.00 × 2.00 → выплата 20.00');
  });

  it('settles a lost bet without moving money, and a void one by returning the stake', async () => {
    const e = await newEvent();
    const p = await newPlayer();
    const lost = await placed(p, single(e.outcome('total:over'), '1.80', 10));
    const voided = await placed(p, single(e.outcome('match_result:draw'), '3.40', 5));
    await settle(e.feedId, 'total', 'total=2.5', [
      ['over', 0],
      ['under', 1],
    ]);
    await settle(e.feedId, 'match_result', '', [
      ['home', 0, 1],
      ['draw', 0, 1],
      ['away', 0, 1],
    ]);
    expect((await getBet(p, lost.id)).body).toMatchObject({ status: 'lost', return_usd: 0 });
    const v = (await getBet(p, voided.id, 'pt')).body;
    expect(v).toMatchObject({
      status: 'void',
      return_usd: 5,
      legs: [expect.objectContaining({ state: 'void' })],
    });
    expect(v.explanation_text).toBe(
      'Seleção 1 anulada a 3.40: conta como 1; aposta 5.00 × 1.00 → retorno 5.00',
    );
    expect(await cash(p)).toBe(1_000_00 - 15_00 + 5_00);
  });

  it('pays a half-won Asian quarter line and a dead heat exactly', async () => {
    const e = await newEvent();
    const p = await newPlayer();
    const quarter = await placed(p, single(e.outcome('handicap:home'), '1.90', 10));
    const heat = await placed(p, single(e.outcome('match_result:home'), '2.00', 10));
    await settle(e.feedId, 'handicap', 'hcp=-0.25', [
      ['home', 1, 0.5],
      ['away', 0, 0.5],
    ]);
    await settle(e.feedId, 'match_result', '', [
      ['home', 1, 0, 0.5],
      ['draw', 0],
      ['away', 0],
    ]);
    const q = (await getBet(p, quarter.id)).body;
    expect(q).toMatchObject({
      status: 'won',
      return_usd: 14.5,
      legs: [expect.objectContaining({ state: 'half_won' })],
    });
    expect(q.explanation_text).toBe(
      'Leg 1 half-won at 1.90: 0.5×1.90 + 0.5×1 = 1.45; stake 10.00 × 1.45 → return 14.50',
    );
    const h = (await getBet(p, heat.id)).body;
    expect(h).toMatchObject({
      status: 'won',
      return_usd: 10,
      legs: [expect.objectContaining({ state: 'dead_heat' })],
    });
    expect(await cash(p)).toBe(1_000_00 - 20_00 + 14_50 + 10_00);
  });

  it('moves only the difference on a rollback and a resettlement', async () => {
    const e = await newEvent();
    const p = await newPlayer();
    const bet = await placed(p, single(e.outcome('match_result:away'), '4.00', 10));
    const markets = [{ type: 'match_result', specifier: '' }];
    await settle(e.feedId, 'match_result', '', [
      ['home', 0],
      ['draw', 0],
      ['away', 1],
    ]);
    expect(await cash(p)).toBe(1_030_00);
    await feed({ type: 'rollback_bet_settlement', event_id: e.feedId, markets });
    expect(await cash(p)).toBe(990_00);
    expect((await getBet(p, bet.id)).body).toMatchObject({
      status: 'open',
      return_usd: null,
      settled_at: null,
    });
    await settle(e.feedId, 'match_result', '', [
      ['home', 1],
      ['draw', 0],
      ['away', 0],
    ]);
    expect(await cash(p)).toBe(990_00);
    expect((await getBet(p, bet.id)).body.status).toBe('lost');
    // Resettled as won again without a rollback in between: the change alone moves.
    await settle(e.feedId, 'match_result', '', [
      ['home', 0],
      ['draw', 0],
      ['away', 1],
    ]);
    expect(await cash(p)).toBe(1_030_00);
    expect(await paidByLedger(bet.id)).toBe(40_00);
    const { rows } = await db.query<{ paid_cents: number; moves: number }>(
      'SELECT paid_cents, moves FROM sports_bets WHERE id = $1',
      [bet.id],
    );
    expect(rows).toEqual([{ paid_cents: 40_00, moves: 3 }]);
  });

  it('voids the legs of a cancelled market, and restores the settlement when the cancel is rolled back', async () => {
    const e = await newEvent();
    const p = await newPlayer();
    const bet = await placed(p, single(e.outcome('match_result:home'), '2.00', 10));
    const markets = [{ type: 'match_result', specifier: '' }];
    await feed({ type: 'bet_cancel', event_id: e.feedId, markets, void_reason: 'postponed' });
    expect((await getBet(p, bet.id)).body).toMatchObject({ status: 'void', return_usd: 10 });
    expect(await cash(p)).toBe(1_000_00);
    await feed({ type: 'rollback_bet_cancel', event_id: e.feedId, markets });
    expect((await getBet(p, bet.id)).body.status).toBe('open');
    expect(await cash(p)).toBe(990_00);
  });

  it('voids the legs of a cancelled event in an accumulator, which pays on the other legs', async () => {
    const cancelled = await newEvent();
    const other = await newEvent();
    const p = await newPlayer();
    const acca = await placed(p, {
      type: { kind: 'accumulator' },
      legs: [
        { outcome_id: cancelled.outcome('match_result:home'), odds: '2.00' },
        { outcome_id: other.outcome('total:under'), odds: '2.05' },
      ],
      unit_stake: 10,
    });
    await settle(other.feedId, 'total', 'total=2.5', [
      ['over', 0],
      ['under', 1],
    ]);
    expect((await getBet(p, acca.id)).body.status).toBe('open');
    const { rows } = await db.query<{ starts_at: Date }>(
      'SELECT starts_at FROM sport_events WHERE feed_id = $1',
      [cancelled.feedId],
    );
    await feed({
      type: 'fixture_change',
      event_id: cancelled.feedId,
      status: 'cancelled',
      fixture: {
        sport: { id: 'sr:sport:1', slug: 'football', name: 'Football' },
        competition: { id: 'sr:tournament:17', name: 'Premier League', country: 'GB' },
        home: 'Home',
        away: 'Away',
        start_time: rows[0]?.starts_at.getTime() ?? 0,
      },
    });
    const settled = (await getBet(p, acca.id)).body;
    expect(settled).toMatchObject({ status: 'won', return_usd: 20.5 });
    expect(settled.legs.map((l) => l.state)).toEqual(['void', 'won']);
    expect(settled.explanation_text).toBe(
      'Leg 1 void at 2.00: counts as 1; Leg 2 won at 2.05; accumulator 1.00 × 2.05 = 2.05; stake 10.00 × 2.05 → return 20.50',
    );
  });

  it('settles an accumulator lost at its first lost leg, and a Yankee when every line is decided', async () => {
    const events = [await newEvent(), await newEvent(), await newEvent(), await newEvent()];
    const p = await newPlayer();
    const legs = events.map((e) => ({ outcome_id: e.outcome('match_result:home'), odds: '2.00' }));
    const acca = await placed(p, { type: { kind: 'accumulator' }, legs: legs.slice(0, 3), unit_stake: 2 });
    const yankee = await placed(p, { type: { kind: 'system', name: 'yankee' }, legs, unit_stake: 1 });
    const won: Array<[string, 0 | 1]> = [
      ['home', 1],
      ['draw', 0],
      ['away', 0],
    ];
    const lost: Array<[string, 0 | 1]> = [
      ['home', 0],
      ['draw', 1],
      ['away', 0],
    ];
    await settle(events[0]?.feedId ?? '', 'match_result', '', lost);
    expect((await getBet(p, acca.id)).body.status).toBe('lost');
    expect((await getBet(p, yankee.id)).body.status).toBe('open');
    for (const e of events.slice(1)) await settle(e.feedId, 'match_result', '', won);
    // Three winning legs at 2.00: 3 doubles at 4 and 1 treble at 8 pay 20 on a 1.00 unit.
    const y = (await getBet(p, yankee.id)).body;
    expect(y).toMatchObject({ status: 'won', return_usd: 20 });
    expect(y.explanation_text).toBe(
      'Leg 1 lost at 2.00; Leg 2 won at 2.00; Leg 3 won at 2.00; Leg 4 won at 2.00; 6 doubles add up to 12.00; ' +
        '4 trebles add up to 8.00; the 4-fold comes to 0.00; Yankee, 11 lines, add up to 20.00; ' +
        'stake 1.00 a line (11.00 in all) × 20.00 → return 20.00',
    );
    expect(await cash(p)).toBe(1_000_00 - 2_00 - 11_00 + 20_00);
  });

  it('takes back no more than the player holds, and the ledger check stays OK', async () => {
    const e = await newEvent();
    const p = await newPlayer(10_00);
    const bet = await placed(p, single(e.outcome('match_result:away'), '4.00', 10));
    await settle(e.feedId, 'match_result', '', [
      ['home', 0],
      ['draw', 0],
      ['away', 1],
    ]);
    expect(await cash(p)).toBe(40_00);
    // The player spends most of the return before the settlement is rolled back.
    await kit.wallet.transfer({
      idempotencyKey: `adjustment:test-${bet.id}`,
      kind: 'adjustment',
      from: { owner: 'player', userId: p.id, kind: 'cash' },
      to: { owner: 'house', name: 'adjustments' },
      amountCents: 35_00,
    });
    await feed({
      type: 'rollback_bet_settlement',
      event_id: e.feedId,
      markets: [{ type: 'match_result', specifier: '' }],
    });
    expect(await cash(p)).toBe(0);
    const { rows } = await db.query<{ paid_cents: number }>(
      'SELECT paid_cents FROM sports_bets WHERE id = $1',
      [bet.id],
    );
    expect(rows).toEqual([{ paid_cents: 35_00 }]);
    // Settled again as won: only what is still owed moves.
    await settle(e.feedId, 'match_result', '', [
      ['home', 0],
      ['draw', 0],
      ['away', 1],
    ]);
    expect(await cash(p)).toBe(5_00);
    expect(await paidByLedger(bet.id)).toBe(40_00);

    const report = await checkMoneyPath({ db, clock });
    expect(report.ok, JSON.stringify(report.checks.filter((c) => c.total > 0))).toBe(true);

    // The check reads the bets' figures against the ledger: a changed figure is named.
    const named = async () =>
      (await checkMoneyPath({ db, clock })).checks.find((c) => c.name === 'sports-bets');
    await db.query('UPDATE sports_bets SET paid_cents = paid_cents + 100 WHERE id = $1', [bet.id]);
    expect((await named())?.failures).toEqual([
      { subject: `sports bet ${bet.id}`, field: 'paid_cents', expected: '4000', found: '4100' },
    ]);
    await db.query("UPDATE sports_bets SET paid_cents = paid_cents - 100, status = 'refused' WHERE id = $1", [
      bet.id,
    ]);
    expect((await named())?.failures).toEqual([
      { subject: `sports bet ${bet.id}`, field: 'refunded', expected: '1000', found: 'nothing' },
    ]);
    await db.query("UPDATE sports_bets SET status = 'won' WHERE id = $1", [bet.id]);
    expect((await checkMoneyPath({ db, clock })).ok).toBe(true);
  });
});
