import type { HarmRule } from '@casino/contract/backoffice-rg';

/**
 * The markers of harm (docs/decisions/042): each an explainable rule over the player's own
 * records, one SQL query that answers, per player it fires for, the figures it saw. Every query
 * takes $1 the moment of the run, $2 the players to look at (null: everyone) and $3 the rule's
 * threshold; amounts come out in USD, times as ISO 8601 (UTC).
 */

/** The thresholds: what "sharply", "several", "many" and "soon" mean, in one place. */
export const RULE_THRESHOLDS = {
  /** Deposits in the last 7 days at least this many times the player's weekly average of the 90 days before. */
  depositSpikeTimes: 3,
  /** ... and at least this much (cents), so a first $20 after a $5 is no spike. */
  depositSpikeMinCents: 100_00,
  /** Deposits within one hour, the first after a net loss in the hour before it (last 7 days). */
  depositsWithinHour: 3,
  /** Nights (00:00-06:00 UTC) with play among the last 7. */
  nightsPlayed: 3,
  /** Withdrawals that ended back in the balance in 30 days. */
  reversedWithdrawals: 2,
  /** Deposit applications refused by the limits in 7 days. */
  declinedDeposits: 3,
  /** A raise asked while the window held at least this share of the limit (last 30 days). */
  reachedShare: 0.9,
} as const;

const usd = (cents: string) => `round((${cents})::numeric / 100, 2)`;
const iso = (at: string) => `to_char((${at}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const scope = (column: string) => `($2::bigint[] IS NULL OR ${column} = ANY($2::bigint[]))`;

export interface RuleQuery {
  rule: HarmRule;
  /** The threshold passed as $3. */
  threshold: (config: { affordabilityAboveCents: number }) => number;
  sql: string;
}

export const RULES: readonly RuleQuery[] = [
  {
    rule: 'deposit_spike',
    threshold: () => RULE_THRESHOLDS.depositSpikeTimes,
    sql: `
SELECT user_id, jsonb_build_object(
    'last_7_days', ${usd('recent')},
    'weekly_average', ${usd('prior * 7 / 90.0')},
    'times', round(recent / (prior * 7 / 90.0), 1)) AS figures
FROM (
  SELECT c.user_id,
         COALESCE(sum(c.credited_cents) FILTER (WHERE c.credited_at > $1::timestamptz - interval '7 days'), 0) AS recent,
         COALESCE(sum(c.credited_cents) FILTER (WHERE c.credited_at <= $1::timestamptz - interval '7 days'), 0) AS prior
  FROM deposit_credits c
  WHERE c.credited_at > $1::timestamptz - interval '97 days' AND c.credited_at <= $1 AND ${scope('c.user_id')}
  GROUP BY c.user_id
) t
WHERE prior > 0 AND recent >= ${RULE_THRESHOLDS.depositSpikeMinCents} AND recent >= $3::numeric * prior * 7 / 90.0`,
  },
  {
    rule: 'deposits_after_losses',
    threshold: () => RULE_THRESHOLDS.depositsWithinHour,
    sql: `
SELECT DISTINCT ON (c.user_id) c.user_id, jsonb_build_object(
    'deposits', w.n, 'total', ${usd('w.total')}, 'first_at', ${iso('c.credited_at')},
    'lost_before', ${usd('l.loss')}) AS figures
FROM deposit_credits c
CROSS JOIN LATERAL (
  SELECT count(*)::int AS n, sum(d.credited_cents) AS total FROM deposit_credits d
  WHERE d.user_id = c.user_id AND d.credited_at >= c.credited_at AND d.credited_at < c.credited_at + interval '1 hour'
) w
CROSS JOIN LATERAL (
  SELECT COALESCE(sum(r.bet_cents - r.refunded_cents - r.win_cents), 0) AS loss FROM game_rounds r
  WHERE r.user_id = c.user_id AND r.free_round_bonus_id IS NULL
    AND r.created_at >= c.credited_at - interval '1 hour' AND r.created_at < c.credited_at
) l
WHERE c.credited_at > $1::timestamptz - interval '7 days' AND c.credited_at <= $1 AND ${scope('c.user_id')}
  AND w.n >= $3::numeric AND l.loss > 0
ORDER BY c.user_id, w.n DESC, c.credited_at DESC`,
  },
  {
    rule: 'night_play',
    threshold: () => RULE_THRESHOLDS.nightsPlayed,
    sql: `
SELECT r.user_id, jsonb_build_object(
    'nights', count(DISTINCT (r.created_at AT TIME ZONE 'UTC')::date), 'rounds', count(*),
    'staked', ${usd('sum(r.bet_cents)')}, 'last_at', ${iso('max(r.created_at)')}) AS figures
FROM game_rounds r
WHERE r.created_at > $1::timestamptz - interval '7 days' AND r.created_at <= $1 AND ${scope('r.user_id')}
  AND extract(hour FROM r.created_at AT TIME ZONE 'UTC') < 6
GROUP BY r.user_id
HAVING count(DISTINCT (r.created_at AT TIME ZONE 'UTC')::date) >= $3::numeric`,
  },
  {
    rule: 'reversed_withdrawals',
    threshold: () => RULE_THRESHOLDS.reversedWithdrawals,
    sql: `
SELECT w.user_id, jsonb_build_object(
    'withdrawals', count(*), 'amount', ${usd('sum(w.amount_cents)')}, 'last_at', ${iso('max(w.processed_at)')}) AS figures
FROM withdrawals w
WHERE w.status = 'rejected' AND w.processed_at > $1::timestamptz - interval '30 days' AND w.processed_at <= $1
  AND ${scope('w.user_id')}
GROUP BY w.user_id
HAVING count(*) >= $3::numeric`,
  },
  {
    rule: 'declined_deposits',
    threshold: () => RULE_THRESHOLDS.declinedDeposits,
    sql: `
SELECT f.user_id, jsonb_build_object(
    'declined', count(*), 'amount', ${usd('sum(f.usd_amount_cents)')}, 'last_at', ${iso('max(f.created_at)')}) AS figures
FROM deposit_refusals f
WHERE f.created_at > $1::timestamptz - interval '7 days' AND f.created_at <= $1 AND ${scope('f.user_id')}
GROUP BY f.user_id
HAVING count(*) >= $3::numeric`,
  },
  {
    rule: 'limit_increase_after_reaching',
    threshold: () => RULE_THRESHOLDS.reachedShare,
    sql: `
SELECT DISTINCT ON (e.user_id) e.user_id, jsonb_build_object(
    'kind', e.payload->>'kind', 'period', e.payload->>'period',
    'limit', ${usd("(e.payload->'before'->>'amount_cents')::bigint")},
    'used', ${usd("(e.payload->>'used_cents')::bigint")},
    'asked', CASE WHEN e.payload->>'action' = 'limit.removal_asked' THEN 'removal' ELSE 'increase' END,
    'asked_at', ${iso('e.created_at')}) AS figures
FROM player_events e
WHERE e.type = 'gambling_limit_changed'
  AND e.payload->>'action' IN ('limit.increase_asked', 'limit.removal_asked')
  AND e.created_at > $1::timestamptz - interval '30 days' AND e.created_at <= $1 AND ${scope('e.user_id')}
  AND (e.payload->>'used_cents')::bigint >= $3::numeric * (e.payload->'before'->>'amount_cents')::bigint
ORDER BY e.user_id, e.id DESC`,
  },
  {
    rule: 'affordability',
    threshold: (config) => config.affordabilityAboveCents,
    sql: `
SELECT t.user_id, jsonb_build_object(
    'deposits', ${usd('t.deposited')}, 'withdrawals', ${usd('t.withdrawn')},
    'net', ${usd('t.deposited - t.withdrawn')}, 'threshold', ${usd('$3::numeric')}) AS figures
FROM (
  SELECT c.user_id, sum(c.credited_cents) AS deposited,
         COALESCE((SELECT sum(w.amount_cents) FROM withdrawals w
                   WHERE w.user_id = c.user_id AND w.status = 'paid'
                     AND w.processed_at > $1::timestamptz - interval '30 days' AND w.processed_at <= $1), 0) AS withdrawn
  FROM deposit_credits c
  WHERE c.credited_at > $1::timestamptz - interval '30 days' AND c.credited_at <= $1 AND ${scope('c.user_id')}
  GROUP BY c.user_id
) t
WHERE t.deposited - t.withdrawn > $3::numeric`,
  },
];
