import { SLOT_GAMES, type GameModule } from '@casino/game-math';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../platform/db/migrations/index.js';
import { createPgliteDb } from '../../platform/db/pglite.js';
import type { SpinTier } from './bonuses.repository.js';
import { SEEDED_TERMS, seedBonusTerms } from './bonuses.seed.js';

// The studio accepts a free-round grant only at one of the game's stakes and on a game it has:
// spins whose bet is not a stake of their games can never be played. Every terms row we seed
// (the published terms and the wheel's prizes) must name studio slots whose stakes hold every
// spin tier's bet.

const slots = new Map<string, GameModule>(SLOT_GAMES.map((g) => [g.id, g]));

interface SpinTerms {
  code: string;
  spin_tiers: SpinTier[];
  spin_games: string[];
}

/** Every way the terms' spins could not be played, as readable lines (empty when they can). */
function unplayable(t: SpinTerms): string[] {
  if (t.spin_tiers.length === 0) return [];
  if (t.spin_games.length === 0) return [`${t.code}: spins with no game`];
  const problems: string[] = [];
  for (const code of t.spin_games) {
    const game = slots.get(code);
    if (!game) {
      problems.push(`${t.code}: ${code} is not a studio slot`);
      continue;
    }
    for (const tier of t.spin_tiers)
      if (!game.stakes.includes(tier.bet_cents))
        problems.push(`${t.code}: ${code} has no ${tier.bet_cents} cent stake (${game.stakes.join(', ')})`);
  }
  return problems;
}

const db = await createPgliteDb();
afterAll(() => db.close());

describe('spin bets of the seeded terms', () => {
  it('the check itself finds a bet that is not a stake and a game that does not exist', () => {
    const tier = { min_deposit_cents: 0, spins: 10, bet_cents: 10 };
    expect(unplayable({ code: 'x', spin_tiers: [tier], spin_games: ['neon-fruits'] })).toHaveLength(1);
    expect(unplayable({ code: 'x', spin_tiers: [{ ...tier, bet_cents: 20 }], spin_games: ['nope'] })).toEqual(
      ['x: nope is not a studio slot'],
    );
    expect(unplayable({ code: 'x', spin_tiers: [tier], spin_games: [] })).toEqual(['x: spins with no game']);
  });

  it('every published terms row with spins names studio slots whose stakes hold its bets', () => {
    const withSpins = SEEDED_TERMS.filter((t) => t.spin_tiers.length > 0);
    expect(withSpins.length).toBeGreaterThan(5);
    expect(withSpins.flatMap(unplayable)).toEqual([]);
  });

  it('every wheel prize with spins does too, after the migrations, and its card names the game and bet', async () => {
    for (const m of migrations) await db.exec(m.sql);
    await seedBonusTerms(db);
    const { rows } = await db.query<SpinTerms & { offer: string; short_description: { en: string } }>(
      `SELECT code, offer, spin_tiers, spin_games, short_description FROM bonus_terms
       WHERE jsonb_array_length(spin_tiers) > 0 ORDER BY code`,
    );
    const wheel = rows.filter((r) => r.offer === 'wheel');
    expect(wheel.map((r) => r.code)).toEqual([
      'wheel-spins-10',
      'wheel-spins-100',
      'wheel-spins-25',
      'wheel-spins-50',
    ]);
    expect(rows.flatMap(unplayable)).toEqual([]);
    for (const r of wheel) {
      const [game] = r.spin_games;
      const [tier] = r.spin_tiers;
      expect(r.spin_games).toHaveLength(1);
      expect(r.short_description.en).toBe(
        `${tier?.spins} spins at ${((tier?.bet_cents ?? 0) / 100).toFixed(2)} USD on ${slots.get(game ?? '')?.name}`,
      );
    }
  });
});

describe('migration 012-wheel-spin-bets', () => {
  it('moves unplayable wheel spins to a stake their game has, also for prizes already granted', async () => {
    const fresh = await createPgliteDb();
    try {
      for (const m of migrations.filter((x) => x.id < '012')) await fresh.exec(m.sql);
      const { rows: users } = await fresh.query<{ id: number }>(
        `INSERT INTO users (email) VALUES ('wheel-winner@example.com'), ('wheel-player@example.com') RETURNING id`,
      );
      const grant = async (userId: number | undefined, spinsLeft: number) =>
        fresh.query(
          `INSERT INTO player_bonuses (user_id, terms_id, source, state, offered_at, granted_at, max_winning_cents,
             spins_max_winning_cents, spins_total, spins_left, spin_bet_cents)
           SELECT $1, id, 'wheel', 'active', now(), now(), 100000, 100000, 100, $2, 10
           FROM bonus_terms WHERE code = 'wheel-spins-100'`,
          [userId, spinsLeft],
        );
      await grant(users[0]?.id, 100);
      await grant(users[1]?.id, 0);
      const applied = migrations.find((x) => x.id === '012-wheel-spin-bets');
      if (!applied) throw new Error('migration 012 is not registered');
      await fresh.exec(applied.sql);
      const { rows } = await fresh.query<{ user_id: number; spin_bet_cents: number }>(
        'SELECT user_id, spin_bet_cents FROM player_bonuses ORDER BY user_id',
      );
      // The one with spins left is playable now; the one played out keeps its record.
      expect(rows).toEqual([
        { user_id: users[0]?.id, spin_bet_cents: 20 },
        { user_id: users[1]?.id, spin_bet_cents: 10 },
      ]);
      const { rows: terms } = await fresh.query<SpinTerms>(
        `SELECT code, spin_tiers, spin_games FROM bonus_terms WHERE offer = 'wheel' ORDER BY code`,
      );
      expect(terms.flatMap(unplayable)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
