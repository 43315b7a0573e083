import type { Bet } from '@casino/contract/sportsbook-bets';
import { describe, expect, it } from 'vitest';
import { FeedSimulator } from '../src/modules/sportsbook/simulator/simulator.js';
import { checkMoneyPath } from '../src/modules/wallet/ledger-check.js';
import { T0, sportsBetsKit } from './sportsbook-bets-helpers.js';

/**
 * Bets on the simulator's matches, settled by nothing but the simulator's own messages through
 * the feed adapter, as on `npm start`: placed before kick-off, then the matches play out.
 */

const kit = await sportsBetsKit();
const { db, clock, adapter, placed, newPlayer, cash, getBet } = kit;
const sim = new FeedSimulator({ seed: 'bets', speed: 10, daysAhead: 0 });
for (const message of sim.replay(null, T0, 'bets')) await adapter.applyMessage(message);

const NOON = T0 + 3_600_000;

/** The noon fixture of a sport, with its outcomes' ids and odds by "market type:key" (lines' first market). */
async function noonEvent(sport: string) {
  const { rows } = await db.query<{ id: number; type: string; key: string; odds: string }>(
    `SELECT o.id, m.type, o.key, o.odds::text AS odds
       FROM sport_events e JOIN competitions c ON c.id = e.competition_id JOIN sports s ON s.id = c.sport_id
       JOIN sport_markets m ON m.event_id = e.id JOIN sport_outcomes o ON o.market_id = m.id
      WHERE s.slug = $1 AND e.starts_at = $2 AND m.status = 'active' AND o.active
      ORDER BY m.position, o.position`,
    [sport, new Date(NOON)],
  );
  const leg = (name: string) => {
    const [type, key] = name.split(':');
    const row = rows.find((r) => r.type === type && r.key === key);
    if (!row) throw new Error(`no ${sport} outcome ${name}`);
    return { outcome_id: row.id, odds: row.odds };
  };
  return { leg };
}

describe('bets on simulated matches', () => {
  it('are settled by the simulator through the feed, each paid its explained return, and the ledger holds', async () => {
    const football = await noonEvent('football');
    const basketball = await noonEvent('basketball');
    const tennis = await noonEvent('tennis');
    const p = await newPlayer();
    const start = await cash(p);
    const bets: Bet[] = [
      await placed(p, {
        type: { kind: 'single' },
        legs: [football.leg('match_result:home')],
        unit_stake: 10,
      }),
      await placed(p, {
        type: { kind: 'single' },
        legs: [football.leg('match_result:away')],
        unit_stake: 10,
      }),
      await placed(p, {
        type: { kind: 'single' },
        legs: [football.leg('match_result:draw')],
        unit_stake: 10,
      }),
      await placed(p, {
        type: { kind: 'system', name: 'trixie' },
        legs: [
          football.leg('both_teams_to_score:yes'),
          basketball.leg('match_winner:home'),
          tennis.leg('match_winner:away'),
        ],
        unit_stake: 2,
      }),
    ];
    const staked = bets.reduce((sum, b) => sum + Math.round(b.total_stake * 100), 0);

    // The matches play (ten times real time): every message of the hour after kick-off, in order.
    for (const message of sim.messagesBetween(T0, NOON + 3_600_000)) {
      clock.set(new Date(Math.max(clock.now().getTime(), message.timestamp)));
      await adapter.applyMessage(message);
    }

    const settled = await Promise.all(bets.map(async (b) => (await getBet(p, b.id)).body));
    for (const bet of settled) {
      expect(['won', 'lost', 'void'], JSON.stringify(bet)).toContain(bet.status);
      expect(bet.explanation_text).toMatch(/→ return \d+\.\d\d/);
      expect(bet.legs.every((l) => l.state !== 'open')).toBe(true);
    }
    // Exactly one of the three 1X2 singles won.
    expect(settled.slice(0, 3).filter((b) => b.status === 'won')).toHaveLength(1);
    const returned = settled.reduce((sum, b) => sum + Math.round((b.return_usd ?? 0) * 100), 0);
    expect(await cash(p)).toBe(start - staked + returned);
    const report = await checkMoneyPath({ db, clock });
    expect(report.ok, JSON.stringify(report.checks.filter((c) => c.total > 0))).toBe(true);
  }, 300_000);
});
