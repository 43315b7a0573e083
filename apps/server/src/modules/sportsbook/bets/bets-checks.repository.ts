import type { Queryable } from '../../../platform/db/types.js';
import { outcomeOf, type FailureRow, type FigureOutcome } from '../../wallet/figure-checks.js';
import { cappedFailures } from '../../wallet/figure-checks.repository.js';

/**
 * Each sports bet's money against the ledger (docs/decisions/025, 047): its stake left the
 * player's cash as one transfer of the total stake (`sports-bet:<id>:cash`), a refused bet's came
 * back (`sports-bet:<id>:refused:cash`), and what settlement says it paid (paid_cents) is the sum
 * of its returns less their take-backs; every transfer naming a bet names one that exists.
 */
export async function betsAgainstTransfers(db: Queryable, cap: number): Promise<FigureOutcome> {
  const { rows } = await db.query<FailureRow>(
    `WITH moved AS (
       SELECT (t.reference ->> 'sports_bet_id')::bigint AS bet_id,
              sum(t.amount) FILTER (WHERE t.kind = 'bet') AS staked,
              sum(t.amount) FILTER (WHERE t.kind = 'bet_rollback') AS refunded,
              COALESCE(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0)
                - COALESCE(sum(t.amount) FILTER (WHERE t.kind = 'win_reversal'), 0) AS paid
         FROM transfers t WHERE jsonb_typeof(t.reference -> 'sports_bet_id') = 'number'
        GROUP BY 1
     ),
     compared AS (
       SELECT COALESCE(b.id, m.bet_id) AS bet_id, b.total_stake_cents, b.status, b.paid_cents,
              m.staked, m.refunded, COALESCE(m.paid, 0) AS paid
         FROM sports_bets b FULL JOIN moved m ON m.bet_id = b.id
     )
     ${cappedFailures(`
       SELECT 'sports bet ' || bet_id AS subject, 'total_stake_cents' AS field,
              COALESCE(total_stake_cents::text, 'no such bet') AS expected, COALESCE(staked::text, 'no stake') AS found,
              bet_id AS sort_key
         FROM compared WHERE staked IS DISTINCT FROM total_stake_cents
       UNION ALL
       SELECT 'sports bet ' || bet_id, 'refunded', CASE WHEN status = 'refused' THEN total_stake_cents::text ELSE 'nothing' END,
              COALESCE(refunded::text, 'nothing'), bet_id
         FROM compared
        WHERE total_stake_cents IS NOT NULL
          AND refunded IS DISTINCT FROM CASE WHEN status = 'refused' THEN total_stake_cents END
       UNION ALL
       SELECT 'sports bet ' || bet_id, 'paid_cents', paid::text, paid_cents::text, bet_id
         FROM compared WHERE paid_cents IS NOT NULL AND paid_cents <> paid`)}`,
    [cap],
  );
  return outcomeOf(rows);
}
