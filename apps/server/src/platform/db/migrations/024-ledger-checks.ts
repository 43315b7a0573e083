/**
 * The hourly ledger check's record (docs/decisions/025): one row per hour it ran, whether every
 * figure the money path writes agreed with its history, and the failed checks with the rows that
 * broke them (capped per check, with each check's total).
 */
export const sql = /* sql */ `
CREATE TABLE ledger_checks (
  -- The job's period key (the hour, UTC): a period run again keeps its latest result.
  period TEXT PRIMARY KEY,
  checked_at TIMESTAMPTZ NOT NULL,
  ok BOOLEAN NOT NULL,
  -- [{name, title, total, failures: [{subject, field, expected, found}]}], empty when ok.
  failures JSONB NOT NULL CHECK (jsonb_typeof(failures) = 'array'),
  duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
  CONSTRAINT ledger_checks_ok CHECK (ok = (failures = '[]'::jsonb))
);
`;
