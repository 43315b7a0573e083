import type { Queryable } from '../../platform/db/types.js';

/**
 * One figure the money path wrote that disagrees with what the history implies: the row
 * (`round 17 (studio:r-9)`), the column or relation, what the history implies and what is stored.
 */
export interface FigureFailure {
  subject: string;
  field: string;
  expected: string;
  found: string;
}

/** A check's failing rows: at most the cap of them, and how many there are in all. */
export interface FigureOutcome {
  total: number;
  failures: FigureFailure[];
}

/**
 * A check of the figures one module writes against the history they come from
 * (docs/decisions/025). Its module's repository owns the query; the wallet's ledger check runs
 * them all in one snapshot.
 */
export interface FigureCheck {
  /** A stable key, as the recorded results name the check. */
  name: string;
  /** What holds when the check passes, for the operator's report. */
  title: string;
  run(db: Queryable, cap: number): Promise<FigureOutcome>;
}

/** A failing row as the check queries answer it: the failure and the count of all failures. */
export interface FailureRow extends FigureFailure {
  total: number;
}

/** The outcome of a check from its capped rows. */
export function outcomeOf(rows: readonly FailureRow[]): FigureOutcome {
  return {
    total: rows[0]?.total ?? 0,
    failures: rows.map(({ subject, field, expected, found }) => ({ subject, field, expected, found })),
  };
}
