/**
 * The status programme (docs/decisions/015): points per player and calendar month, the stations
 * reached with their spins offer, weekly cashback claims, VIP; and the bonus terms the programme
 * grants (station spins, cashback by level).
 */
const USD = 100;
const SPIN_GAMES = `ARRAY['neon-fruits', 'cosmic-drift', 'crystal-cascade']`;
const CONTRIBUTIONS = `'{"slots": 100, "live": 10, "tables": 10, "video_poker": 5, "jackpots": 0, "game_shows": 0, "lobby": 0}'::jsonb`;

const STATIONS = [
  { level: 1, spins: 10, wager: 15 },
  { level: 2, spins: 50, wager: 15 },
  { level: 3, spins: 50, wager: 10 },
  { level: 4, spins: 50, wager: 10 },
  { level: 5, spins: 65, wager: 5 },
  { level: 6, spins: 80, wager: 5 },
  { level: 7, spins: 100, wager: 5 },
];

const CASHBACK = [
  { level: 2, rate: 2, cap: 1_000, wager: 15 },
  { level: 3, rate: 4, cap: 1_000, wager: 10 },
  { level: 4, rate: 6, cap: 1_000, wager: 10 },
  { level: 5, rate: 8, cap: 2_000, wager: 5 },
  { level: 6, rate: 10, cap: 2_000, wager: 5 },
  { level: 7, rate: 12, cap: 2_500, wager: 5 },
];

const json = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

function stationTerms(s: (typeof STATIONS)[number]): string {
  const title = {
    en: `Station ${s.level}: ${s.spins} spins`,
    es: `Estación ${s.level}: ${s.spins} giros`,
    pt: `Estação ${s.level}: ${s.spins} rodadas`,
    ru: `Станция ${s.level}: ${s.spins} фриспинов`,
  };
  const short = {
    en: 'Status reward',
    es: 'Recompensa de estatus',
    pt: 'Recompensa de status',
    ru: 'Награда за статус',
  };
  const description = {
    en: `For reaching station ${s.level} this month: ${s.spins} spins at 0.20 USD. Spin winnings are wagered ${s.wager}x within 7 days; the most they convert to cash is 1,000 USD.`,
    es: `Por llegar a la estación ${s.level} este mes: ${s.spins} giros de 0,20 USD. Las ganancias de los giros se apuestan ${s.wager}x en 7 días; se convierten en efectivo hasta 1.000 USD.`,
    pt: `Por chegar à estação ${s.level} este mês: ${s.spins} rodadas de 0,20 USD. Os ganhos das rodadas são apostados ${s.wager}x em 7 dias; convertem-se em dinheiro até 1.000 USD.`,
    ru: `За станцию ${s.level} в этом месяце: ${s.spins} фриспинов по 0,20 USD. Выигрыши с фриспинов отыгрываются x${s.wager} за 7 дней; в деньги переводится не более 1 000 USD.`,
  };
  return `('station-${s.level}', 'fs', 'promo', ${json(title)}, ${json(short)}, ${json(description)},
    '/img/bonuses/free-spins.svg', 0, 0, ${1_000 * USD}, ${1_000 * USD}, 0, 'bonus', ${s.wager},
    ${json([{ min_deposit_cents: 0, spins: s.spins, bet_cents: 20 }])}, ${SPIN_GAMES}, 72, 0, false,
    ${20 * USD}, 7, ${7 * 24}, ${CONTRIBUTIONS}, ${100 + s.level})`;
}

function cashbackTerms(c: (typeof CASHBACK)[number]): string {
  const title = {
    en: `Cashback ${c.rate}%`,
    es: `Cashback ${c.rate}%`,
    pt: `Cashback ${c.rate}%`,
    ru: `Кешбэк ${c.rate}%`,
  };
  const short = {
    en: `Weekly cashback, station ${c.level}`,
    es: `Cashback semanal, estación ${c.level}`,
    pt: `Cashback semanal, estação ${c.level}`,
    ru: `Еженедельный кешбэк, станция ${c.level}`,
  };
  const cap = c.cap.toLocaleString('en-US');
  const description = {
    en: `${c.rate}% of last week's net real-money losses, up to ${cap} USD. Wagered ${c.wager}x within 48 hours of claiming.`,
    es: `${c.rate}% de las pérdidas netas con dinero real de la semana pasada, hasta ${cap.replace(',', '.')} USD. Se apuesta ${c.wager}x en 48 horas desde que se reclama.`,
    pt: `${c.rate}% das perdas líquidas com dinheiro real da semana passada, até ${cap.replace(',', '.')} USD. Apostado ${c.wager}x em 48 horas após o resgate.`,
    ru: `${c.rate}% чистого проигрыша реальными деньгами за прошлую неделю, до ${cap.replace(',', ' ')} USD. Отыгрыш x${c.wager} в течение 48 часов после получения.`,
  };
  // The percentage and the cap are the level's (the grant is computed by the loyalty job);
  // what a wagered cashback may convert is ten times its cap.
  return `('cashback-level-${c.level}', 'cashback', 'cashback', ${json(title)}, ${json(short)}, ${json(description)},
    '/img/bonuses/cashback.svg', ${c.rate}, ${c.cap * USD}, ${10 * c.cap * USD}, ${10 * c.cap * USD}, ${c.wager},
    'bonus', 0, '[]'::jsonb, '{}'::text[], 24, 0, false, ${20 * USD}, 2, NULL, ${CONTRIBUTIONS}, ${200 + c.level})`;
}

export const sql = /* sql */ `
-- Points and the station per player and calendar month (UTC): a new month starts from zero and
-- the months before stay as history. weighted_stake is the sum of each real-money bet's cash part
-- in cents times its category's contribution in percent, so it is exact (points are
-- weighted_stake / (100 x cents per point)).
CREATE TABLE loyalty_months (
  user_id BIGINT NOT NULL REFERENCES users (id),
  month DATE NOT NULL CHECK (extract(day FROM month) = 1),
  weighted_stake BIGINT NOT NULL DEFAULT 0 CHECK (weighted_stake >= 0),
  station SMALLINT NOT NULL DEFAULT 0 CHECK (station BETWEEN 0 AND 7),
  updated_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, month)
);

-- Each station a player reached in a month, once, with the spins offered for it: the cashback job
-- reads the station a player held at a week's end from here.
CREATE TABLE loyalty_stations (
  user_id BIGINT NOT NULL REFERENCES users (id),
  month DATE NOT NULL,
  station SMALLINT NOT NULL CHECK (station BETWEEN 1 AND 7),
  reached_at TIMESTAMPTZ NOT NULL,
  player_bonus_id BIGINT REFERENCES player_bonuses (id),
  PRIMARY KEY (user_id, month, station)
);

-- One claim per player and cashback week; claimable until expires_at (the end of the next week).
CREATE TABLE cashback_claims (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  period_start TIMESTAMPTZ NOT NULL,
  period_end TIMESTAMPTZ NOT NULL,
  station SMALLINT NOT NULL CHECK (station BETWEEN 2 AND 7),
  rate INTEGER NOT NULL CHECK (rate > 0),
  net_loss_cents BIGINT NOT NULL CHECK (net_loss_cents > 0),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  wager INTEGER NOT NULL,
  terms_code TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  claimed_at TIMESTAMPTZ,
  player_bonus_id BIGINT REFERENCES player_bonuses (id),
  CONSTRAINT cashback_claims_period CHECK (period_end > period_start AND expires_at > period_end),
  CONSTRAINT cashback_claims_claimed CHECK ((claimed_at IS NULL) = (player_bonus_id IS NULL)),
  UNIQUE (user_id, period_start)
);
CREATE INDEX cashback_claims_user ON cashback_claims (user_id, period_start DESC);

-- VIP (document 2, section 6): set once the player deposits the monthly threshold; kept.
ALTER TABLE users ADD COLUMN vip_since TIMESTAMPTZ;

INSERT INTO bonus_terms (code, type, offer, title, short_description, description, image, percentage,
  max_bonus_cents, max_winning_cents, spins_max_winning_cents, wager, wager_base, spins_wager, spin_tiers,
  spin_games, spins_hours, min_deposit_cents, requires_deposit, max_bet_cents, wager_days, activation_hours,
  contributions, sort)
VALUES
${STATIONS.map(stationTerms).join(',\n')}
ON CONFLICT (code) DO NOTHING;

INSERT INTO bonus_terms (code, type, offer, title, short_description, description, image, percentage,
  max_bonus_cents, max_winning_cents, spins_max_winning_cents, wager, wager_base, spins_wager, spin_tiers,
  spin_games, spins_hours, min_deposit_cents, requires_deposit, max_bet_cents, wager_days, activation_hours,
  contributions, sort)
VALUES
${CASHBACK.map(cashbackTerms).join(',\n')}
ON CONFLICT (code) DO NOTHING;
`;
