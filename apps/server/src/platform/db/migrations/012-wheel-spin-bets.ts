/**
 * Wheel prizes whose free spins could not be played: the studio accepts a free-round grant only
 * at one of the game's stakes, and three of the spin prizes seeded in 011 named a bet their slot
 * does not offer (0.50 on Cosmic Drift, 0.20 on Dragon's Hoard, 0.10 on Crystal Cascade). The
 * first two move to a slot whose stakes hold their bet; no studio slot has a 0.10 stake, so the
 * 100-spin prize is played at the smallest stake there is, 0.20. Each UPDATE applies only while
 * the row still holds what 011 seeded. src/modules/bonuses/spin-stakes.test.ts keeps every seeded
 * spin bet a stake of its games.
 */

type Localized = { en: string; es: string; pt: string; ru: string };

interface Fix {
  code: string;
  count: number;
  seeded: { betCents: number; game: string };
  fixed: { betCents: number; game: string; gameName: string };
}

const FIXES: Fix[] = [
  {
    code: 'wheel-spins-10',
    count: 10,
    seeded: { betCents: 50, game: 'cosmic-drift' },
    fixed: { betCents: 50, game: 'pharaohs-ways', gameName: "Pharaoh's Ways" },
  },
  {
    code: 'wheel-spins-50',
    count: 50,
    seeded: { betCents: 20, game: 'dragon-hoard' },
    fixed: { betCents: 20, game: 'cosmic-drift', gameName: 'Cosmic Drift' },
  },
  {
    code: 'wheel-spins-100',
    count: 100,
    seeded: { betCents: 10, game: 'crystal-cascade' },
    fixed: { betCents: 20, game: 'crystal-cascade', gameName: 'Crystal Cascade' },
  },
];

/** The card's line, worded as 011 words it. */
function short(count: number, betCents: number, gameName: string): Localized {
  const bet = (betCents / 100).toFixed(2);
  return {
    en: `${count} spins at ${bet} USD on ${gameName}`,
    es: `${count} giros de ${bet} USD en ${gameName}`,
    pt: `${count} giros de ${bet} USD em ${gameName}`,
    ru: `${count} вращений по ${bet} USD в ${gameName}`,
  };
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const json = (value: unknown) => `${literal(JSON.stringify(value))}::jsonb`;
const tiers = (count: number, betCents: number) => [
  { min_deposit_cents: 0, spins: count, bet_cents: betCents },
];

function update(f: Fix): string {
  return `UPDATE bonus_terms
  SET spin_tiers = ${json(tiers(f.count, f.fixed.betCents))},
    spin_games = ARRAY[${literal(f.fixed.game)}]::text[],
    short_description = ${json(short(f.count, f.fixed.betCents, f.fixed.gameName))}
  WHERE code = ${literal(f.code)} AND offer = 'wheel'
    AND spin_games = ARRAY[${literal(f.seeded.game)}]::text[]
    AND spin_tiers = ${json(tiers(f.count, f.seeded.betCents))};`;
}

/**
 * Prizes already won and granted at a bet no game offers keep their unplayed spins, at the fixed
 * bet: they could never have been played at the old one.
 */
function regrant(f: Fix): string {
  if (f.fixed.betCents === f.seeded.betCents) return '';
  return `UPDATE player_bonuses p SET spin_bet_cents = ${f.fixed.betCents}
  FROM bonus_terms t
  WHERE t.id = p.terms_id AND t.code = ${literal(f.code)} AND p.state = 'active' AND p.spins_left > 0
    AND p.spin_bet_cents = ${f.seeded.betCents};`;
}

export const sql = /* sql */ `
${FIXES.map(update).join('\n')}
${FIXES.map(regrant).join('\n')}
`;
