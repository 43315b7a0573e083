/**
 * Time-driven jobs: one row per job and period. The primary key is the claim (whoever inserts the
 * row runs the period, on any number of server processes), and the row is the operators' record.
 */
export const sql = /* sql */ `
CREATE TABLE job_runs (
  job TEXT NOT NULL,
  period TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('running', 'succeeded', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 1 CHECK (attempts > 0),
  started_at TIMESTAMPTZ NOT NULL,
  finished_at TIMESTAMPTZ,
  summary TEXT,
  error TEXT,
  PRIMARY KEY (job, period),
  CONSTRAINT job_runs_finished CHECK ((outcome = 'running') = (finished_at IS NULL))
);
CREATE INDEX job_runs_recent ON job_runs (started_at DESC);
CREATE INDEX job_runs_job_started ON job_runs (job, started_at);
`;
