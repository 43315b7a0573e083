import type { Queryable } from '../../platform/db/types.js';
import { outcomeOf, type FailureRow, type FigureOutcome } from '../wallet/figure-checks.js';
import { cappedFailures } from '../wallet/figure-checks.repository.js';

// The figures the seamless wallet writes, against the ledger (the ledger check, docs/decisions/025).
// Both paths (the full path in seamless-wallet.service.ts and the database's batches) write the
// same rows: a bet's stake as transfers keyed `game:<provider>:bet:<transaction id>:cash|:bonus`
// (kind bet, from the player to the house), a win as `game:<provider>:win:<id>` to cash and
// `...:bonus` to the bonus account (a free round's win is the first key, to the bonus account,
// and `...:write-off` if its bonus had ended), a rollback as `game:<provider>:rollback:<rolled
// back bet's id>:cash|:bonus` (kind bet_rollback); every one names its round in
// reference.round_id, and a 200 answer names the call's first transfer as casino_transaction_id.

/** The game transfers with a round in their reference, and the player whose account they moved. */
const ROUND_MOVES = `
  SELECT t.id, t.kind, t.amount, (t.reference ->> 'round_id')::bigint AS round_id,
         CASE WHEN t.kind = 'bet' THEN d.user_id ELSE c.user_id END AS player,
         t.kind = 'bet' AND d.kind = 'bonus' AS from_bonus
  FROM transfers t
  JOIN accounts d ON d.id = t.debit_account_id
  JOIN accounts c ON c.id = t.credit_account_id
  WHERE t.kind IN ('bet', 'win', 'bet_rollback') AND jsonb_typeof(t.reference -> 'round_id') = 'number'`;

/**
 * Each round's stake, bonus stake, win and refunded stake equal the sums of its transfers, and
 * every transfer naming a round names an existing round of the player whose account it moved.
 */
export async function roundsAgainstTransfers(db: Queryable, cap: number): Promise<FigureOutcome> {
  const { rows } = await db.query<FailureRow>(
    `WITH moves AS (${ROUND_MOVES}),
     per_round AS (
       SELECT round_id,
              sum(amount) FILTER (WHERE kind = 'bet') AS bet,
              sum(amount) FILTER (WHERE from_bonus) AS bonus_bet,
              sum(amount) FILTER (WHERE kind = 'win') AS win,
              sum(amount) FILTER (WHERE kind = 'bet_rollback') AS refunded
       FROM moves GROUP BY round_id
     )
     ${cappedFailures(`
       SELECT 'round ' || r.id || ' (' || r.provider || ':' || left(r.provider_round_id, 60) || ')' AS subject,
              f.field, f.expected::text AS expected, f.found::text AS found, r.id AS sort_key
       FROM game_rounds r
       LEFT JOIN per_round m ON m.round_id = r.id
       CROSS JOIN LATERAL (VALUES
         ('bet_cents', COALESCE(m.bet, 0), r.bet_cents),
         ('bonus_bet_cents', COALESCE(m.bonus_bet, 0), r.bonus_bet_cents),
         ('win_cents', COALESCE(m.win, 0), r.win_cents),
         ('refunded_cents', COALESCE(m.refunded, 0), r.refunded_cents)
       ) AS f (field, expected, found)
       WHERE f.expected <> f.found
       UNION ALL
       SELECT 'transfer ' || m.id || ' (' || m.kind || ')', 'reference.round_id',
              'round ' || m.round_id || ' of player ' || COALESCE(m.player::text, 'none'),
              CASE WHEN r.id IS NULL THEN 'no such round' ELSE 'a round of player ' || r.user_id END,
              m.id
       FROM moves m LEFT JOIN game_rounds r ON r.id = m.round_id
       WHERE r.id IS NULL OR r.user_id IS DISTINCT FROM m.player`)}`,
    [cap],
  );
  return outcomeOf(rows);
}

/**
 * Every recorded 200 answer to a bet, win or rollback has the transfers it reports (a bet's
 * amount and bonus part, the transfer it names), and every transfer keyed by a wallet call has
 * that call's recorded 200 answer (a rollback's transfers: the answer that names them).
 */
export async function callsAgainstTransfers(db: Queryable, cap: number): Promise<FigureOutcome> {
  const { rows } = await db.query<FailureRow>(
    `WITH calls AS (
       SELECT w.id, w.provider, w.action, w.round_id, w.amount_cents, w.bonus_cents,
              substring(w.response_body FROM '"casino_transaction_id":"([0-9]{1,18})"')::bigint AS named,
              'game:' || w.provider || ':' || w.action || ':' || w.transaction_id AS ledger_key,
              'wallet call ' || w.id || ' (' || w.action || ' ' || w.provider || ':' || left(w.transaction_id, 60) || ')'
                AS subject
       FROM wallet_calls w
       WHERE w.response_status = 200 AND w.action IN ('bet', 'win', 'rollback')
     ),
     moved AS (
       SELECT c.*, cash.id AS cash_id, COALESCE(cash.amount, 0) AS cash_amount,
              part.id AS part_id, COALESCE(part.amount, 0) AS part_amount
       FROM calls c
       LEFT JOIN transfers cash
         ON cash.idempotency_key = c.ledger_key || CASE WHEN c.action = 'bet' THEN ':cash' ELSE '' END
        AND cash.kind = c.action
       LEFT JOIN transfers part ON part.idempotency_key = c.ledger_key || ':bonus' AND part.kind = c.action
       WHERE c.action IN ('bet', 'win')
     ),
     game_moves AS (
       SELECT t.id, t.idempotency_key, t.reference, k[1] AS provider, k[2] AS action, k[3] AS rest
       FROM transfers t
       CROSS JOIN LATERAL regexp_match(t.idempotency_key, '^game:([a-z0-9-]{1,60}):(bet|win|rollback):(.+)$') AS k
       WHERE t.idempotency_key LIKE 'game:%' AND k IS NOT NULL
     ),
     rollbacks AS (
       SELECT provider, regexp_replace(rest, ':(cash|bonus)$', '') AS bet_id, min(id) AS first_id,
              (array_agg(idempotency_key ORDER BY id))[1] AS key
       FROM game_moves WHERE action = 'rollback' GROUP BY 1, 2
     )
     ${cappedFailures(`
       SELECT m.subject, f.field, f.expected, f.found, m.id AS sort_key
       FROM moved m
       CROSS JOIN LATERAL (VALUES
         ('casino_transaction_id', COALESCE(LEAST(m.cash_id, m.part_id)::text, 'none'), COALESCE(m.named::text, 'none')),
         ('amount_cents', (m.cash_amount + m.part_amount)::text, COALESCE(m.amount_cents::text, 'none')),
         ('bonus_cents', m.part_amount::text, COALESCE(m.bonus_cents::text, 'none'))
       ) AS f (field, expected, found)
       WHERE f.expected <> f.found AND (m.action = 'bet' OR f.field = 'casino_transaction_id')
       UNION ALL
       SELECT c.subject, 'casino_transaction_id',
              'the first transfer of a rollback in round ' || COALESCE(c.round_id::text, 'none'),
              CASE WHEN t.id IS NULL THEN 'transfer ' || c.named || ', which does not exist'
                   ELSE 'transfer ' || t.id || ' (' || left(t.idempotency_key, 80) || ')' END,
              c.id
       FROM calls c
       LEFT JOIN game_moves t ON t.id = c.named
       LEFT JOIN rollbacks g ON g.first_id = c.named
       WHERE c.action = 'rollback' AND c.named IS NOT NULL
         AND (t.id IS NULL OR t.action <> 'rollback' OR t.provider <> c.provider OR g.first_id IS NULL
              OR (t.reference ->> 'round_id') IS DISTINCT FROM c.round_id::text)
       UNION ALL
       SELECT 'transfer ' || m.id || ' (' || left(m.idempotency_key, 80) || ')', 'recorded answer',
              'a 200 answer to ' || m.action || ' ' || m.provider || ':' || left(m.rest, 60),
              COALESCE('status ' || w.response_status, 'none'), m.id
       FROM game_moves m
       LEFT JOIN LATERAL (
         SELECT w.response_status FROM wallet_calls w
         WHERE w.provider = m.provider AND w.action = m.action
           AND w.transaction_id = ANY(CASE WHEN m.action = 'bet'
                                           THEN ARRAY[regexp_replace(m.rest, ':(cash|bonus)$', '')]
                                           ELSE ARRAY[m.rest, regexp_replace(m.rest, ':(bonus|write-off)$', '')] END)
         ORDER BY w.response_status = 200 DESC LIMIT 1
       ) w ON true
       WHERE m.action IN ('bet', 'win') AND w.response_status IS DISTINCT FROM 200
       UNION ALL
       SELECT 'transfer ' || g.first_id || ' (' || left(g.key, 80) || ')', 'recorded answer',
              'a 200 rollback answer naming it, of a 200 bet ' || g.provider || ':' || left(g.bet_id, 60),
              CASE WHEN b.id IS NULL THEN 'no such bet' ELSE 'none' END, g.first_id
       FROM rollbacks g
       LEFT JOIN calls c ON c.named = g.first_id AND c.action = 'rollback' AND c.provider = g.provider
       LEFT JOIN wallet_calls b ON b.provider = g.provider AND b.transaction_id = g.bet_id AND b.action = 'bet'
                               AND b.response_status = 200
       WHERE c.id IS NULL OR b.id IS NULL`)}`,
    [cap],
  );
  return outcomeOf(rows);
}
