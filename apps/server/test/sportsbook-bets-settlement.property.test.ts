import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromFeedSettlement, VOID, type LegResult } from '../src/modules/sportsbook/settlement/leg-result.js';
import { ratioOf } from '../src/modules/sportsbook/settlement/ratio.js';
import { owedCents } from '../src/modules/sportsbook/settlement/resettlement.js';
import { checkMoneyPath } from '../src/modules/wallet/ledger-check.js';
import { sportsBetsKit } from './sportsbook-bets-helpers.js';

/**
 * Whatever settlement messages arrive (settlements, resettlements, rollbacks, cancels and their
 * rollbacks, repeats, in any order), every bet ends paid exactly what a plain model of the
 * market's final state says it is owed, and the ledger check holds.
 */

const kit = await sportsBetsKit();
const { db, clock, placed, newEvent, newPlayer, cash, feed } = kit;

type Key = 'home' | 'draw' | 'away';
const KEYS: Key[] = ['home', 'draw', 'away'];
const ODDS: Record<Key, string> = { home: '2.00', draw: '3.40', away: '4.00' };

/** One outcome's settlement as the feed sends it. */
const outcomeResult = fc.record({
  result: fc.constantFrom<0 | 1>(0, 1),
  void_factor: fc.constantFrom(0, 0, 0.5, 1),
  dead_heat_factor: fc.constantFrom(1, 1, 0.5),
});

const step = fc.oneof(
  fc.record({
    kind: fc.constant('settle' as const),
    event: fc.nat(1),
    outcomes: fc.tuple(outcomeResult, outcomeResult, outcomeResult),
  }),
  fc.record({ kind: fc.constant('rollback' as const), event: fc.nat(1) }),
  fc.record({ kind: fc.constant('cancel' as const), event: fc.nat(1) }),
  fc.record({ kind: fc.constant('rollback_cancel' as const), event: fc.nat(1) }),
  fc.record({ kind: fc.constant('repeat' as const) }),
);

type Market = { results: Map<Key, LegResult> | undefined; cancelled: boolean };

describe('settlement through the feed, against a model', () => {
  it('pays every bet exactly its final return, once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const events = [await newEvent(), await newEvent()];
        const p = await newPlayer();
        const start = await cash(p);
        const bets = [
          ...KEYS.map((key) => ({
            legs: [{ event: 0, key }],
            bet: placed(p, kit.single(events[0]?.outcome(`match_result:${key}`) ?? 0, ODDS[key], 10)),
          })),
          {
            legs: [
              { event: 0, key: 'home' as Key },
              { event: 1, key: 'away' as Key },
            ],
            bet: placed(p, {
              type: { kind: 'accumulator' },
              legs: [
                { outcome_id: events[0]?.outcome('match_result:home'), odds: ODDS.home },
                { outcome_id: events[1]?.outcome('match_result:away'), odds: ODDS.away },
              ],
              unit_stake: 5,
            }),
          },
        ];
        const placedBets = await Promise.all(bets.map((b) => b.bet));
        const model: Market[] = [
          { results: undefined, cancelled: false },
          { results: undefined, cancelled: false },
        ];
        const markets = [{ type: 'match_result', specifier: '' }];
        let last: { fields: Record<string, unknown>; id: string } | undefined;
        const send = async (fields: Record<string, unknown>, id: string) => {
          last = { fields, id };
          expect(await feed(fields, id)).toBe('applied');
        };
        for (const s of steps) {
          if (s.kind === 'repeat') {
            // A redelivery: the same message, with the same id and timestamp, changes nothing.
            if (last) expect(await feed(last.fields, last.id)).toBe('duplicate');
            continue;
          }
          const e = events[s.event];
          const m = model[s.event];
          if (!e || !m) throw new Error('no event');
          const id = `prop:${crypto.randomUUID()}`;
          clock.advance(1000);
          if (s.kind === 'settle') {
            await send(
              {
                type: 'bet_settlement',
                event_id: e.feedId,
                markets: [
                  {
                    ...markets[0],
                    outcomes: s.outcomes.map((o, i) => ({ key: KEYS[i], ...o })),
                  },
                ],
              },
              id,
            );
            m.results = new Map(
              s.outcomes.map((o, i) => [
                KEYS[i] ?? 'home',
                fromFeedSettlement({
                  result: o.result,
                  voidFactor: ratioOf(String(o.void_factor)),
                  deadHeatFactor: ratioOf(String(o.dead_heat_factor)),
                }),
              ]),
            );
          } else if (s.kind === 'rollback') {
            await send({ type: 'rollback_bet_settlement', event_id: e.feedId, markets }, id);
            m.results = undefined;
          } else if (s.kind === 'cancel') {
            await send({ type: 'bet_cancel', event_id: e.feedId, markets }, id);
            m.cancelled = true;
          } else {
            await send({ type: 'rollback_bet_cancel', event_id: e.feedId, markets }, id);
            m.cancelled = false;
          }
        }
        let owedInAll = 0;
        let staked = 0;
        for (const [i, b] of bets.entries()) {
          const bet = placedBets[i];
          if (!bet) throw new Error('no bet');
          const results = b.legs.map((leg) => {
            const m = model[leg.event];
            return m?.cancelled ? VOID : m?.results?.get(leg.key);
          });
          const owed = owedCents(
            {
              type: bet.type,
              unitStakeCents: Math.round(bet.unit_stake * 100),
              legOdds: bet.legs.map((l) => l.odds),
            },
            results,
          );
          const { rows } = await db.query<{ paid_cents: number; return_cents: number | null }>(
            'SELECT paid_cents, return_cents FROM sports_bets WHERE id = $1',
            [bet.id],
          );
          expect(rows[0]?.paid_cents, JSON.stringify({ steps, bet: i })).toBe(owed);
          owedInAll += owed;
          staked += Math.round(bet.total_stake * 100);
        }
        expect(await cash(p)).toBe(start - staked + owedInAll);
      }),
      { numRuns: 15 },
    );
    const report = await checkMoneyPath({ db, clock });
    expect(report.ok, JSON.stringify(report.checks.filter((c) => c.total > 0))).toBe(true);
  }, 120_000);
});
