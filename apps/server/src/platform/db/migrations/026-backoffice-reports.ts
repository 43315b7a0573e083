/**
 * The back office's figures and player search (docs/decisions/034).
 *
 * Aggregate tables kept by the `reports:fold` job, which recomputes whole UTC days from the
 * source tables (today, yesterday, the days late rows fell into, and one older day per run as a
 * sweep), so a run is idempotent and the reports never scan the rounds. Money in integer cents.
 *
 * Indexes the fold needs to find a day's rows (BRIN on the append-ordered round and user times:
 * a few pages each, nothing on the hot path's cost) and the ones the player search needs
 * (pg_trgm for substrings of e-mails, names, nicknames and phones; B-trees for addresses and IPs).
 */
export const sql = /* sql */ `
-- Per day (UTC, by the round's start) x game x provider x the player's country.
CREATE TABLE report_game_days (
  day DATE NOT NULL,
  game_id INTEGER NOT NULL,
  provider TEXT NOT NULL,
  -- ISO code of the player's country, '' when the player gave none.
  country TEXT NOT NULL,
  rounds BIGINT NOT NULL,
  -- Stakes net of rollbacks (bet - refunded), and the part of them taken from bonus accounts.
  stake_cents BIGINT NOT NULL,
  win_cents BIGINT NOT NULL,
  bonus_stake_cents BIGINT NOT NULL,
  -- Wins of free rounds (credited to the bonus account whole).
  free_round_win_cents BIGINT NOT NULL,
  players BIGINT NOT NULL,
  PRIMARY KEY (day, game_id, provider, country)
);

-- The same per day and one dimension (what the reports group by: a few rows per day), with the
-- distinct players of each game, provider or country that day.
CREATE TABLE report_dimension_days (
  day DATE NOT NULL,
  dimension TEXT NOT NULL CHECK (dimension IN ('game', 'provider', 'country')),
  key TEXT NOT NULL,
  rounds BIGINT NOT NULL,
  stake_cents BIGINT NOT NULL,
  win_cents BIGINT NOT NULL,
  bonus_stake_cents BIGINT NOT NULL,
  free_round_win_cents BIGINT NOT NULL,
  players BIGINT NOT NULL,
  PRIMARY KEY (dimension, day, key)
);

-- Per day x direction x method (the provider and token the money moved with).
CREATE TABLE report_payment_days (
  day DATE NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('deposit', 'withdrawal')),
  provider TEXT NOT NULL,
  token_type TEXT NOT NULL,
  count BIGINT NOT NULL,
  amount_cents BIGINT NOT NULL,
  PRIMARY KEY (day, direction, provider, token_type)
);

-- Per day: the totals the dashboard and the daily series read.
CREATE TABLE report_days (
  day DATE PRIMARY KEY,
  rounds BIGINT NOT NULL,
  stake_cents BIGINT NOT NULL,
  win_cents BIGINT NOT NULL,
  bonus_stake_cents BIGINT NOT NULL,
  free_round_win_cents BIGINT NOT NULL,
  -- Bonus money the ledger moved: granted (bonus_grant and cashback transfers into bonus
  -- accounts), converted to cash (bonus_convert), written off back to the house (bonus_cancel).
  bonus_granted_cents BIGINT NOT NULL,
  bonus_converted_cents BIGINT NOT NULL,
  bonus_written_off_cents BIGINT NOT NULL,
  -- granted - written off (docs/decisions/034).
  bonus_cost_cents BIGINT NOT NULL,
  tournament_prize_cents BIGINT NOT NULL,
  deposit_count BIGINT NOT NULL,
  deposit_cents BIGINT NOT NULL,
  withdrawal_count BIGINT NOT NULL,
  withdrawal_cents BIGINT NOT NULL,
  new_players BIGINT NOT NULL,
  first_deposits BIGINT NOT NULL,
  first_deposit_cents BIGINT NOT NULL,
  active_players BIGINT NOT NULL,
  -- Players who played in the 30 days ending this day, as counted when this day was last folded.
  active_30d_players BIGINT NOT NULL,
  folded_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX report_days_folded ON report_days (folded_at);

-- Each player's last day of play and sign-up month (30-day actives; cohorts' activity).
CREATE TABLE report_players (
  user_id BIGINT PRIMARY KEY,
  cohort_month DATE NOT NULL,
  last_played_on DATE NOT NULL
);
CREATE INDEX report_players_last_played ON report_players (last_played_on);

-- Which players played in which month (presence only: rounds are never deleted).
CREATE TABLE report_player_months (
  month DATE NOT NULL,
  user_id BIGINT NOT NULL,
  cohort_month DATE NOT NULL,
  PRIMARY KEY (month, user_id)
);

-- Cohorts by sign-up month: per later month, who played, who deposited and how much.
CREATE TABLE report_cohorts (
  cohort_month DATE NOT NULL,
  month DATE NOT NULL,
  active_players BIGINT NOT NULL,
  depositors BIGINT NOT NULL,
  deposit_count BIGINT NOT NULL,
  deposit_cents BIGINT NOT NULL,
  PRIMARY KEY (cohort_month, month)
);

-- How far the fold has read each source (ids), and when it last ran.
CREATE TABLE report_watermarks (
  source TEXT PRIMARY KEY,
  last_id BIGINT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);

-- The fold reads a day of each source.
CREATE INDEX game_rounds_created_brin ON game_rounds USING brin (created_at);
CREATE INDEX users_created ON users (created_at);
CREATE INDEX deposit_credits_credited ON deposit_credits (credited_at);
CREATE INDEX withdrawals_processed ON withdrawals (processed_at) WHERE status = 'paid';
CREATE INDEX transfers_created_brin ON transfers USING brin (created_at);

-- The player search: exact addresses and IPs (and IP prefixes).
CREATE INDEX deposit_addresses_address ON deposit_addresses (lower(address));
CREATE INDEX withdrawals_address ON withdrawals (lower(address));
CREATE INDEX user_sessions_ip ON user_sessions (ip text_pattern_ops, user_id);

-- Substrings of e-mails, nicknames, names and phone digits (see 006 for where pg_trgm lives).
DO $$
DECLARE
  trgm_schema TEXT;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): player search runs unindexed', SQLERRM;
  END;
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX users_email_trgm ON users USING gin (lower(email) %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX users_nickname_trgm ON users USING gin (lower(nickname) %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format($f$CREATE INDEX users_name_trgm ON users USING gin
      (lower(first_name || ' ' || last_name) %I.gin_trgm_ops)$f$, trgm_schema);
    EXECUTE format($f$CREATE INDEX users_phone_trgm ON users USING gin
      (regexp_replace(phone, '[^0-9]', '', 'g') %I.gin_trgm_ops)$f$, trgm_schema);
  END IF;
END $$;
`;
