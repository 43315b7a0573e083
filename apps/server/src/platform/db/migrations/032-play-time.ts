/**
 * Responsible gambling, play time (docs/decisions/039): a daily play-time limit as one more kind
 * of limit, reality checks, and the running play session both wallet paths extend with each
 * real-money bet.
 */
export const sql = /* sql */ `
-- A time limit: the most minutes of play per day (the player's day), kept in amount_cents as the
-- limit's amount (minutes, not cents), with the same pending increase or removal as the others.
ALTER TABLE gambling_limits DROP CONSTRAINT gambling_limits_kind_check;
ALTER TABLE gambling_limits ADD CONSTRAINT gambling_limits_kind_check
  CHECK (kind IN ('deposit', 'loss', 'wager', 'time'));
ALTER TABLE gambling_limits ADD CONSTRAINT gambling_limits_time_daily
  CHECK (kind <> 'time' OR (period = 'day' AND amount_cents <= 1440));

-- timed: the player's play time is kept in play_time (a time limit or a reality check set);
-- time_zone: the zone of the player's day (the account's when the rule was set, else UTC);
-- reality_check_minutes: the chosen interval (null: off).
ALTER TABLE gambling_players ADD COLUMN timed BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE gambling_players ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
ALTER TABLE gambling_players ADD COLUMN reality_check_minutes INT
  CHECK (reality_check_minutes IN (15, 30, 60));

-- The player's running play session and today's play time: one row per timed player, written by
-- each accepted real-money bet on either wallet path (limits_count_time). A session runs while
-- bets come less than the idle gap apart; check_from is when the reality check's interval counts
-- from (the session's start, or the last acknowledgement).
CREATE TABLE play_time (
  user_id BIGINT PRIMARY KEY,
  session_started_at TIMESTAMPTZ NOT NULL,
  last_bet_at TIMESTAMPTZ NOT NULL,
  check_from TIMESTAMPTZ NOT NULL,
  day DATE NOT NULL,
  day_seconds INT NOT NULL CHECK (day_seconds >= 0)
);

-- The activity statement and the play-time backfill read a player's rounds by time.
CREATE INDEX game_rounds_user_time ON game_rounds (user_id, created_at);
`;
