/**
 * The sportsbook's data (docs/decisions/044): sports, competitions, events, markets and outcomes
 * as the odds feed describes them, the settlement results the feed sends per outcome (read later
 * by the settlement engine), and the feed's own bookkeeping: which messages were applied and how
 * far each producer got, for recovery after a restart.
 */
export const sql = /* sql */ `
-- feed_id: the feed's id (sr:sport:1, sr:tournament:17, sr:match:123); id: ours, used on the wire.
CREATE TABLE sports (
  id SERIAL PRIMARY KEY,
  feed_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE CHECK (slug ~ '^[a-z][a-z0-9-]{0,39}$'),
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE competitions (
  id SERIAL PRIMARY KEY,
  feed_id TEXT NOT NULL UNIQUE,
  sport_id INTEGER NOT NULL REFERENCES sports (id),
  name TEXT NOT NULL,
  -- ISO 3166 alpha-2 (or a region such as 'EU', 'INT'); empty when the feed gives none.
  country TEXT NOT NULL DEFAULT ''
);
CREATE INDEX competitions_sport ON competitions (sport_id);

-- A fixture. period_scores: the score by period (sets, quarters, halves) as the feed gives it;
-- match_clock: the match time shown beside a live score ('67', '2Q 08:14'). feed_at: the
-- producer time of the latest state applied to the event, its markets and outcomes (an older
-- message's state is not applied over a newer one: a replay can cross the live stream).
CREATE TABLE sport_events (
  id BIGSERIAL PRIMARY KEY,
  feed_id TEXT NOT NULL UNIQUE,
  competition_id INTEGER NOT NULL REFERENCES competitions (id),
  home TEXT NOT NULL,
  away TEXT NOT NULL,
  starts_at TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'not_started'
    CHECK (status IN ('not_started', 'live', 'ended', 'cancelled', 'postponed')),
  home_score INTEGER CHECK (home_score >= 0),
  away_score INTEGER CHECK (away_score >= 0),
  period_scores JSONB NOT NULL DEFAULT '[]',
  match_clock TEXT,
  feed_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sport_events_competition_start ON sport_events (competition_id, starts_at);
CREATE INDEX sport_events_status_start ON sport_events (status, starts_at);

-- A market of an event: its type and, for lines, the specifier as the feed writes it
-- ('total=2.5', 'hcp=-0.75'; empty for 1X2) with the line as an exact number.
CREATE TABLE sport_markets (
  id BIGSERIAL PRIMARY KEY,
  event_id BIGINT NOT NULL REFERENCES sport_events (id),
  type TEXT NOT NULL CHECK (type IN ('match_result', 'double_chance', 'draw_no_bet', 'total',
    'handicap', 'both_teams_to_score', 'correct_score', 'match_winner')),
  specifier TEXT NOT NULL DEFAULT '',
  line NUMERIC(8, 2),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'settled', 'cancelled')),
  position SMALLINT NOT NULL DEFAULT 0,
  -- Counts every settlement, cancellation and rollback the market received, so whoever pays from
  -- its results sees that they changed.
  settlement_version INTEGER NOT NULL DEFAULT 0,
  updated_at TIMESTAMPTZ NOT NULL,
  UNIQUE (event_id, type, specifier),
  CONSTRAINT sport_markets_line CHECK ((type IN ('total', 'handicap')) = (line IS NOT NULL))
);

-- Decimal odds are exact (NUMERIC, two decimals as the feed sends them); a bet will keep the odds
-- it was placed at and reference the outcome by id. active: the outcome can be bet on now (an
-- impossible correct score, or one the feed stopped pricing, is not).
CREATE TABLE sport_outcomes (
  id BIGSERIAL PRIMARY KEY,
  market_id BIGINT NOT NULL REFERENCES sport_markets (id),
  key TEXT NOT NULL,
  odds NUMERIC(9, 2) NOT NULL CHECK (odds >= 1.01),
  active BOOLEAN NOT NULL DEFAULT true,
  position SMALLINT NOT NULL DEFAULT 0,
  UNIQUE (market_id, key)
);

-- The result of an outcome as the feed sent it in a bet settlement: result 1 won, 0 lost;
-- void_factor the part of the stake returned (0.5 for a half-won or half-lost Asian line, 1 for
-- a push); dead_heat_factor the part of a winning stake paid at the odds. A rollback of the
-- settlement removes the row; the market's settlement_version moves either way.
CREATE TABLE sport_outcome_results (
  outcome_id BIGINT PRIMARY KEY REFERENCES sport_outcomes (id),
  result SMALLINT NOT NULL CHECK (result IN (0, 1)),
  void_factor NUMERIC(3, 2) NOT NULL DEFAULT 0 CHECK (void_factor IN (0, 0.5, 1)),
  dead_heat_factor NUMERIC(7, 4) NOT NULL DEFAULT 1 CHECK (dead_heat_factor > 0 AND dead_heat_factor <= 1),
  message_id TEXT NOT NULL,
  settled_at TIMESTAMPTZ NOT NULL
);

-- A bet cancel: bets on the market placed between starts_at and ends_at (either open) are void.
-- A rollback of the cancel marks it rolled back; it stays for the record.
CREATE TABLE sport_market_cancellations (
  id BIGSERIAL PRIMARY KEY,
  market_id BIGINT NOT NULL REFERENCES sport_markets (id),
  void_reason TEXT,
  starts_at TIMESTAMPTZ,
  ends_at TIMESTAMPTZ,
  message_id TEXT NOT NULL,
  cancelled_at TIMESTAMPTZ NOT NULL,
  rolled_back_at TIMESTAMPTZ
);
CREATE INDEX sport_market_cancellations_market ON sport_market_cancellations (market_id);

-- What the settlement engine reads, in order: each settlement, cancel and rollback as applied.
CREATE TABLE sport_settlement_changes (
  id BIGSERIAL PRIMARY KEY,
  market_id BIGINT NOT NULL REFERENCES sport_markets (id),
  kind TEXT NOT NULL CHECK (kind IN ('settled', 'settlement_rolled_back', 'cancelled', 'cancel_rolled_back')),
  message_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sport_settlement_changes_market ON sport_settlement_changes (market_id);

-- Every feed message applied, by its id: a message delivered again (a broker's redelivery, a
-- replay after a restart) finds its row and changes nothing. Written in the applying transaction.
CREATE TABLE sport_feed_messages (
  message_id TEXT PRIMARY KEY,
  producer TEXT NOT NULL,
  type TEXT NOT NULL,
  produced_at TIMESTAMPTZ NOT NULL,
  applied_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sport_feed_messages_produced ON sport_feed_messages (producer, produced_at);

-- How far each producer's messages were applied: recovery after a restart asks the producer for
-- everything since last_produced_at. duplicates counts messages that arrived again.
CREATE TABLE sport_feed_producers (
  producer TEXT PRIMARY KEY,
  last_produced_at TIMESTAMPTZ,
  applied INTEGER NOT NULL DEFAULT 0,
  duplicates INTEGER NOT NULL DEFAULT 0,
  recovery_requested_at TIMESTAMPTZ,
  recovered_at TIMESTAMPTZ
);
`;
