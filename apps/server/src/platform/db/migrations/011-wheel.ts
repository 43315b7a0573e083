/**
 * The wheel of fortune (document 2, section 9): the prizes an operator edits and publishes, one
 * spin per player and wheel day, and the time zone a player's wheel day is counted in. The first
 * wheel is seeded here as operator data: eight prizes, each a bonus_terms row with offer 'wheel'.
 */

type Localized = { en: string; es: string; pt: string; ru: string };

interface SeedPrize {
  code: string;
  color: string;
  weight: number;
  label: Localized;
  title: Localized;
  short: Localized;
  /** Deposit part: percent and cap in USD; free spins: count, bet in cents, the slot. */
  deposit?: { percentage: number; maxUsd: number; capUsd: number };
  spins?: { count: number; betCents: number; game: string };
}

// Prize terms of the spec: minimum deposit 75 USD, deposit bonus up to 6,500 USD, activate within
// 48 hours, wager 30x (45x for prizes without a deposit), 30 days to wager, caps 10,000, 5,000
// and 1,000 USD.
const MIN_DEPOSIT_CENTS = 7_500;
const ACTIVATION_HOURS = 48;
const WAGER_DAYS = 30;
const DEPOSIT_WAGER = 30;
const SPINS_WAGER = 45;
const SPINS_CAP_CENTS = 100_000;
// The bonus policy's largest bet while a bonus is wagered, as for every other bonus.
const MAX_BET_CENTS = 2_000;
const CONTRIBUTIONS = {
  slots: 100,
  live: 10,
  tables: 10,
  video_poker: 5,
  jackpots: 0,
  game_shows: 0,
  lobby: 0,
};

/** Thousands grouped as each language writes them (fixed here, not left to the runtime's ICU data). */
const grouped = (n: number, separator: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
const amounts = (n: number): Localized => ({
  en: grouped(n, ','),
  es: grouped(n, '.'),
  pt: grouped(n, '.'),
  ru: grouped(n, ' '),
});

const depositPrize = (
  code: string,
  color: string,
  weight: number,
  percentage: number,
  maxUsd: number,
  capUsd: number,
): SeedPrize => {
  const max = amounts(maxUsd);
  return {
    code,
    color,
    weight,
    deposit: { percentage, maxUsd, capUsd },
    label: {
      en: `${percentage}% up to $${max.en}`,
      es: `${percentage}% hasta $${max.es}`,
      pt: `${percentage}% até $${max.pt}`,
      ru: `${percentage}% до $${max.ru}`,
    },
    title: {
      en: `Wheel prize: ${percentage}% deposit bonus`,
      es: `Premio de la rueda: bono de depósito del ${percentage}%`,
      pt: `Prêmio da roda: bônus de depósito de ${percentage}%`,
      ru: `Приз колеса: бонус ${percentage}% на депозит`,
    },
    short: {
      en: `${percentage}% of your next deposit up to ${max.en} USD`,
      es: `${percentage}% de tu próximo depósito hasta ${max.es} USD`,
      pt: `${percentage}% do seu próximo depósito até ${max.pt} USD`,
      ru: `${percentage}% от следующего депозита до ${max.ru} USD`,
    },
  };
};

const spinsPrize = (
  code: string,
  color: string,
  weight: number,
  count: number,
  betCents: number,
  game: string,
  gameName: string,
): SeedPrize => {
  const bet = (betCents / 100).toFixed(2);
  return {
    code,
    color,
    weight,
    spins: { count, betCents, game },
    label: {
      en: `${count} free spins`,
      es: `${count} giros gratis`,
      pt: `${count} giros grátis`,
      ru: `${count} фриспинов`,
    },
    title: {
      en: `Wheel prize: ${count} free spins`,
      es: `Premio de la rueda: ${count} giros gratis`,
      pt: `Prêmio da roda: ${count} giros grátis`,
      ru: `Приз колеса: ${count} фриспинов`,
    },
    short: {
      en: `${count} spins at ${bet} USD on ${gameName}`,
      es: `${count} giros de ${bet} USD en ${gameName}`,
      pt: `${count} giros de ${bet} USD em ${gameName}`,
      ru: `${count} вращений по ${bet} USD в ${gameName}`,
    },
  };
};

/** Around the wheel in this order; weights are the published odds (chance = weight / 100). */
const PRIZES: SeedPrize[] = [
  depositPrize('wheel-deposit-100', 'gold', 4, 100, 6_500, 10_000),
  spinsPrize('wheel-spins-25', 'violet', 22, 25, 20, 'neon-fruits', 'Neon Fruits'),
  depositPrize('wheel-deposit-50', 'emerald', 14, 50, 1_000, 5_000),
  spinsPrize('wheel-spins-10', 'rose', 20, 10, 50, 'cosmic-drift', 'Cosmic Drift'),
  depositPrize('wheel-deposit-200', 'azure', 6, 200, 500, 5_000),
  spinsPrize('wheel-spins-50', 'amber', 12, 50, 20, 'dragon-hoard', 'Dragon Hoard'),
  depositPrize('wheel-deposit-75', 'magenta', 12, 75, 750, 5_000),
  spinsPrize('wheel-spins-100', 'teal', 10, 100, 10, 'crystal-cascade', 'Crystal Cascade'),
];

function description(p: SeedPrize): Localized {
  if (p.deposit) {
    const cap = amounts(p.deposit.capUsd);
    return {
      en: `Activate within 48 hours, then deposit at least 75 USD. Wager the deposit and the bonus ${DEPOSIT_WAGER} times within ${WAGER_DAYS} days.\n\nThe bonus converts to at most ${cap.en} USD. Maximum bet 20 USD while wagering.`,
      es: `Actívalo en 48 horas y deposita al menos 75 USD. Apuesta el depósito y el bono ${DEPOSIT_WAGER} veces en ${WAGER_DAYS} días.\n\nEl bono se convierte como máximo en ${cap.es} USD. Apuesta máxima 20 USD durante el rollover.`,
      pt: `Ative em até 48 horas e deposite pelo menos 75 USD. Aposte o depósito e o bônus ${DEPOSIT_WAGER} vezes em ${WAGER_DAYS} dias.\n\nO bônus converte no máximo ${cap.pt} USD. Aposta máxima de 20 USD durante o rollover.`,
      ru: `Активируйте в течение 48 часов и внесите не менее 75 USD. Отыграйте депозит и бонус ${DEPOSIT_WAGER} раз за ${WAGER_DAYS} дней.\n\nБонус конвертируется не более чем в ${cap.ru} USD. Максимальная ставка 20 USD во время отыгрыша.`,
    };
  }
  return {
    en: `Activate within 48 hours; no deposit needed. Wager the spins' winnings ${SPINS_WAGER} times within ${WAGER_DAYS} days.\n\nThe winnings convert to at most 1,000 USD. Maximum bet 20 USD while wagering.`,
    es: `Actívalos en 48 horas; no hace falta depositar. Apuesta las ganancias de los giros ${SPINS_WAGER} veces en ${WAGER_DAYS} días.\n\nLas ganancias se convierten como máximo en 1.000 USD. Apuesta máxima 20 USD durante el rollover.`,
    pt: `Ative em até 48 horas; não é preciso depositar. Aposte os ganhos dos giros ${SPINS_WAGER} vezes em ${WAGER_DAYS} dias.\n\nOs ganhos convertem no máximo 1.000 USD. Aposta máxima de 20 USD durante o rollover.`,
    ru: `Активируйте в течение 48 часов, депозит не нужен. Отыграйте выигрыш с вращений ${SPINS_WAGER} раз за ${WAGER_DAYS} дней.\n\nВыигрыш конвертируется не более чем в 1 000 USD. Максимальная ставка 20 USD во время отыгрыша.`,
  };
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const json = (value: unknown) => `${literal(JSON.stringify(value))}::jsonb`;

function termsInsert(p: SeedPrize, sort: number): string {
  const d = p.deposit;
  const s = p.spins;
  const columns = {
    code: literal(p.code),
    type: literal(d ? 'deposit' : 'fs'),
    offer: literal('wheel'),
    title: json(p.title),
    short_description: json(p.short),
    description: json(description(p)),
    image: literal('/img/bonuses/wheel.svg'),
    percentage: String(d?.percentage ?? 0),
    max_bonus_cents: String((d?.maxUsd ?? 0) * 100),
    max_winning_cents: String(d ? d.capUsd * 100 : SPINS_CAP_CENTS),
    spins_max_winning_cents: String(SPINS_CAP_CENTS),
    wager: String(d ? DEPOSIT_WAGER : SPINS_WAGER),
    wager_base: literal('deposit_and_bonus'),
    spins_wager: String(SPINS_WAGER),
    spin_tiers: json(s ? [{ min_deposit_cents: 0, spins: s.count, bet_cents: s.betCents }] : []),
    spin_games: s ? `ARRAY[${literal(s.game)}]::text[]` : `'{}'::text[]`,
    min_deposit_cents: String(d ? MIN_DEPOSIT_CENTS : 0),
    requires_deposit: d ? 'true' : 'false',
    max_bet_cents: String(MAX_BET_CENTS),
    wager_days: String(WAGER_DAYS),
    activation_hours: String(ACTIVATION_HOURS),
    contributions: json(CONTRIBUTIONS),
    sort: String(sort),
  };
  return `INSERT INTO bonus_terms (${Object.keys(columns).join(', ')})
  VALUES (${Object.values(columns).join(', ')});`;
}

function prizeInsert(p: SeedPrize, sort: number): string {
  return `INSERT INTO wheel_prizes (terms_id, label, color, weight, enabled, published, published_weight, sort)
  SELECT id, ${json(p.label)}, ${literal(p.color)}, ${p.weight}, true, true, ${p.weight}, ${sort}
  FROM bonus_terms WHERE code = ${literal(p.code)};`;
}

export const sql = /* sql */ `
-- The IANA zone a player's wheel day is counted in: remembered from the first spin and kept, so
-- moving the clock never opens a second spin the same day. Null until then (counted in UTC).
ALTER TABLE users ADD COLUMN time_zone TEXT CHECK (time_zone ~ '^[A-Za-z][A-Za-z0-9_+/-]{0,63}$');

-- What the operator edits (weight, enabled) and what players see and the draw uses (published,
-- published_weight): edits go live together with wheel:publish.
CREATE TABLE wheel_prizes (
  id SERIAL PRIMARY KEY,
  terms_id INTEGER NOT NULL REFERENCES bonus_terms (id),
  -- {en, es, pt, ru}: the text on the segment.
  label JSONB NOT NULL CHECK (jsonb_typeof(label) = 'object'),
  -- A colour key of the client's artwork.
  color TEXT NOT NULL CHECK (color ~ '^[a-z][a-z0-9-]{0,31}$'),
  weight INTEGER NOT NULL CHECK (weight > 0 AND weight <= 1000000),
  enabled BOOLEAN NOT NULL DEFAULT true,
  published BOOLEAN NOT NULL DEFAULT false,
  published_weight INTEGER CHECK (published_weight > 0 AND published_weight <= 1000000),
  published_at TIMESTAMPTZ,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT wheel_prizes_published_weight CHECK (NOT published OR published_weight IS NOT NULL)
);

-- One spin per player and wheel day (05:00 to 04:59 in the player's zone); the odds it was drawn
-- at are kept with it.
CREATE TABLE wheel_spins (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  wheel_day DATE NOT NULL,
  time_zone TEXT NOT NULL,
  spun_at TIMESTAMPTZ NOT NULL,
  prize_id INTEGER NOT NULL REFERENCES wheel_prizes (id),
  player_bonus_id BIGINT NOT NULL UNIQUE REFERENCES player_bonuses (id),
  weight INTEGER NOT NULL CHECK (weight > 0),
  total_weight INTEGER NOT NULL CHECK (total_weight >= weight),
  UNIQUE (user_id, wheel_day)
);
CREATE INDEX wheel_spins_user ON wheel_spins (user_id, spun_at DESC);

${PRIZES.map((p, i) => termsInsert(p, 100 + i)).join('\n')}
${PRIZES.map((p, i) => prizeInsert(p, i + 1)).join('\n')}
`;
