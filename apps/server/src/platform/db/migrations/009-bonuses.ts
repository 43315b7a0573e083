/**
 * Bonuses (docs/decisions/013): terms as data, each player's bonuses with their wagering, promo
 * codes, and what the one-welcome-per-person rule compares (devices; withdrawal addresses and
 * verified identities are in their own tables already).
 */
export const sql = /* sql */ `
CREATE TABLE bonus_terms (
  id SERIAL PRIMARY KEY,
  -- The operator's handle (welcome-1, promo-spins...): seeds and commands name terms by it.
  code TEXT NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
  type TEXT NOT NULL CHECK (type IN ('deposit', 'fs', 'deposit_and_fs', 'super_deposit', 'super_fs',
    'super_deposit_and_fs', 'cashback', 'freebet')),
  offer TEXT NOT NULL CHECK (offer IN ('welcome', 'super', 'personal', 'promo', 'wheel', 'verification',
    'birthday', 'cashback')),
  -- {en, es, pt, ru} each.
  title JSONB NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  short_description JSONB NOT NULL CHECK (jsonb_typeof(short_description) = 'object'),
  description JSONB NOT NULL CHECK (jsonb_typeof(description) = 'object'),
  image TEXT NOT NULL DEFAULT '',
  -- The deposit part: percentage of the qualifying deposit, up to max_bonus_cents.
  percentage INTEGER NOT NULL DEFAULT 0 CHECK (percentage BETWEEN 0 AND 1000),
  max_bonus_cents BIGINT NOT NULL DEFAULT 0 CHECK (max_bonus_cents >= 0),
  -- What the deposit part may convert to cash at most, and the spins' winnings at most.
  max_winning_cents BIGINT NOT NULL CHECK (max_winning_cents > 0),
  spins_max_winning_cents BIGINT NOT NULL CHECK (spins_max_winning_cents > 0),
  -- Wagering: wager x (deposit + bonus) or wager x bonus; spins_wager x spin winnings.
  wager INTEGER NOT NULL CHECK (wager BETWEEN 0 AND 200),
  wager_base TEXT NOT NULL DEFAULT 'deposit_and_bonus' CHECK (wager_base IN ('deposit_and_bonus', 'bonus')),
  spins_wager INTEGER NOT NULL DEFAULT 0 CHECK (spins_wager BETWEEN 0 AND 200),
  -- Free spins by qualifying deposit: [{min_deposit_cents, spins, bet_cents}], highest tier that fits wins.
  spin_tiers JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(spin_tiers) = 'array'),
  -- Game codes (of our studio) the spins play on.
  spin_games TEXT[] NOT NULL DEFAULT '{}',
  -- Hours the granted spins stay playable.
  spins_hours INTEGER NOT NULL DEFAULT 24 CHECK (spins_hours > 0),
  min_deposit_cents BIGINT NOT NULL DEFAULT 0 CHECK (min_deposit_cents >= 0),
  -- Granted on a qualifying deposit after activation (else granted at activation).
  requires_deposit BOOLEAN NOT NULL,
  -- The largest single bet while the bonus is wagered (null: no limit).
  max_bet_cents BIGINT CHECK (max_bet_cents > 0),
  -- Days to wager once granted.
  wager_days INTEGER NOT NULL CHECK (wager_days > 0),
  -- An offer held by a player must be activated within this many hours (promo, wheel prizes).
  activation_hours INTEGER CHECK (activation_hours > 0),
  -- A pending bonus waits this many hours for its deposit.
  deposit_hours INTEGER NOT NULL DEFAULT 72 CHECK (deposit_hours > 0),
  -- Offered only this many days after registration (the welcome packages).
  registration_days INTEGER CHECK (registration_days > 0),
  -- {verified, phone_confirmed, min_deposits_cents, deposit_number, birthday_days, min_birthday_deposits_cents}
  eligibility JSONB NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(eligibility) = 'object'),
  -- Percent of each bet that counts towards wagering, per game category.
  contributions JSONB NOT NULL CHECK (jsonb_typeof(contributions) = 'object'),
  sort INTEGER NOT NULL DEFAULT 0,
  enabled BOOLEAN NOT NULL DEFAULT true,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT bonus_terms_has_value CHECK (percentage > 0 OR jsonb_array_length(spin_tiers) > 0)
);

CREATE TABLE player_bonuses (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  terms_id INTEGER NOT NULL REFERENCES bonus_terms (id),
  -- offer: listed to the player by eligibility; super: the super bonus choice; promo; wheel; operator.
  source TEXT NOT NULL CHECK (source IN ('offer', 'super', 'promo', 'wheel', 'operator')),
  state TEXT NOT NULL CHECK (state IN ('offered', 'pending', 'active', 'completed', 'expired', 'lost',
    'cancelled', 'rejected')),
  offered_at TIMESTAMPTZ NOT NULL,
  -- Activate before (null: while the offer lasts).
  offer_ends_at TIMESTAMPTZ,
  activated_at TIMESTAMPTZ,
  -- Pending: the qualifying deposit must come before.
  deposit_by TIMESTAMPTZ,
  granted_at TIMESTAMPTZ,
  wager_ends_at TIMESTAMPTZ,
  spins_end_at TIMESTAMPTZ,
  ended_at TIMESTAMPTZ,
  end_reason TEXT,
  deposit_credit_id BIGINT UNIQUE REFERENCES deposit_credits (id),
  deposit_cents BIGINT NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0),
  bonus_cents BIGINT NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  wager_required_cents BIGINT NOT NULL DEFAULT 0 CHECK (wager_required_cents >= 0),
  wagered_cents BIGINT NOT NULL DEFAULT 0 CHECK (wagered_cents >= 0),
  max_bet_cents BIGINT,
  max_winning_cents BIGINT NOT NULL,
  spins_max_winning_cents BIGINT NOT NULL,
  spins_total INTEGER NOT NULL DEFAULT 0 CHECK (spins_total >= 0),
  spins_left INTEGER NOT NULL DEFAULT 0 CHECK (spins_left >= 0 AND spins_left <= spins_total),
  spin_bet_cents BIGINT NOT NULL DEFAULT 0 CHECK (spin_bet_cents >= 0),
  spins_winnings_cents BIGINT NOT NULL DEFAULT 0 CHECK (spins_winnings_cents >= 0),
  converted_cents BIGINT NOT NULL DEFAULT 0 CHECK (converted_cents >= 0),
  written_off_cents BIGINT NOT NULL DEFAULT 0 CHECK (written_off_cents >= 0),
  -- The terms' contributions per game category, copied when offered.
  contributions JSONB NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(contributions) = 'object'),
  CONSTRAINT player_bonuses_ended CHECK ((state IN ('offered', 'pending', 'active')) = (ended_at IS NULL))
);
-- One bonus at a time (docs/decisions/013): at most one pending or active per player.
CREATE UNIQUE INDEX player_bonuses_current ON player_bonuses (user_id) WHERE state IN ('pending', 'active');
-- A listed offer (welcome step, super option, verification, birthday) is offered to a player once.
CREATE UNIQUE INDEX player_bonuses_offer_once ON player_bonuses (user_id, terms_id) WHERE source IN ('offer', 'super');
CREATE INDEX player_bonuses_user ON player_bonuses (user_id, id DESC);
CREATE INDEX player_bonuses_open ON player_bonuses (state, id) WHERE state IN ('offered', 'pending', 'active');

CREATE TABLE promo_codes (
  id SERIAL PRIMARY KEY,
  code TEXT NOT NULL CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
  terms_id INTEGER NOT NULL REFERENCES bonus_terms (id),
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ,
  max_uses INTEGER CHECK (max_uses > 0),
  uses INTEGER NOT NULL DEFAULT 0 CHECK (uses >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CONSTRAINT promo_codes_uses CHECK (max_uses IS NULL OR uses <= max_uses)
);
CREATE UNIQUE INDEX promo_codes_code ON promo_codes (code);

CREATE TABLE promo_code_uses (
  code_id INTEGER NOT NULL REFERENCES promo_codes (id),
  user_id BIGINT NOT NULL REFERENCES users (id),
  player_bonus_id BIGINT NOT NULL REFERENCES player_bonuses (id),
  used_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (code_id, user_id)
);
CREATE INDEX promo_code_uses_user ON promo_code_uses (user_id, used_at DESC);

-- The browsers a player signed up or in from (a random id the web app keeps), hashed: one
-- welcome package per person compares them.
CREATE TABLE player_devices (
  user_id BIGINT NOT NULL REFERENCES users (id),
  device_hash TEXT NOT NULL,
  first_seen_at TIMESTAMPTZ NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);
CREATE INDEX player_devices_hash ON player_devices (device_hash);

-- Every bonus refused by the one-per-person rule, with the account it was linked to, for operators.
CREATE TABLE bonus_refusals (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  terms_id INTEGER NOT NULL REFERENCES bonus_terms (id),
  reason TEXT NOT NULL CHECK (reason IN ('shared_device', 'shared_withdrawal_address', 'shared_identity')),
  other_user_id BIGINT NOT NULL REFERENCES users (id),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX bonus_refusals_user ON bonus_refusals (user_id, id DESC);

-- A round's stake taken from the bonus account (its wins are shared in that proportion), and
-- the bonus whose free round it was (nothing staked then).
ALTER TABLE game_rounds ADD COLUMN bonus_bet_cents BIGINT NOT NULL DEFAULT 0 CHECK (bonus_bet_cents >= 0);
ALTER TABLE game_rounds ADD COLUMN free_round_bonus_id BIGINT REFERENCES player_bonuses (id);
`;
