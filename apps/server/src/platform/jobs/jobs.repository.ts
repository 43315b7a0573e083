import type { Queryable } from '../db/types.js';

export interface JobRunRow {
  job: string;
  period: string;
  outcome: 'running' | 'succeeded' | 'failed';
  attempts: number;
  started_at: Date;
  finished_at: Date | null;
  summary: string | null;
  error: string | null;
}

/**
 * Claims (job, period) for this process: a new row, or a failed run whose retry delay has passed,
 * or a run left 'running' longer than staleBefore allows (its process died). Answers the attempt
 * number, or undefined when someone else has the period. One statement, so two processes racing
 * for the same period serialise on the primary key and exactly one wins.
 */
export async function claim(
  db: Queryable,
  job: string,
  period: string,
  now: Date,
  retryBefore: Date,
  staleBefore: Date,
): Promise<number | undefined> {
  const { rows } = await db.query<{ attempts: number }>(
    `INSERT INTO job_runs (job, period, outcome, attempts, started_at) VALUES ($1, $2, 'running', 1, $3)
     ON CONFLICT (job, period) DO UPDATE SET
       outcome = 'running', attempts = job_runs.attempts + 1, started_at = $3,
       finished_at = NULL, summary = NULL, error = NULL
     WHERE (job_runs.outcome = 'failed' AND job_runs.finished_at <= $4)
        OR (job_runs.outcome = 'running' AND job_runs.started_at <= $5)
     RETURNING attempts`,
    [job, period, now, retryBefore, staleBefore],
  );
  return rows[0]?.attempts;
}

/** Records how a claimed run ended (only the attempt that claimed it may). */
export async function finish(
  db: Queryable,
  job: string,
  period: string,
  attempt: number,
  outcome: 'succeeded' | 'failed',
  at: Date,
  summary: string | null,
  error: string | null,
): Promise<void> {
  await db.query(
    `UPDATE job_runs SET outcome = $4, finished_at = $5, summary = $6, error = $7
     WHERE job = $1 AND period = $2 AND attempts = $3 AND outcome = 'running'`,
    [job, period, attempt, outcome, at, summary, error],
  );
}

/** Forgets a job's runs started before a cutoff (a per-minute job writes 1,440 rows a day). */
export async function pruneBefore(db: Queryable, job: string, before: Date): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM job_runs WHERE job = $1 AND started_at < $2 AND outcome <> 'running'`,
    [job, before],
  );
  return rowCount;
}

export async function findRun(db: Queryable, job: string, period: string): Promise<JobRunRow | undefined> {
  const { rows } = await db.query<JobRunRow>(
    `SELECT job, period, outcome, attempts, started_at, finished_at, summary, error
     FROM job_runs WHERE job = $1 AND period = $2`,
    [job, period],
  );
  return rows[0];
}

/** The latest runs, newest first, optionally of one job. */
export async function listRecent(db: Queryable, limit: number, job?: string): Promise<JobRunRow[]> {
  const { rows } = await db.query<JobRunRow>(
    `SELECT job, period, outcome, attempts, started_at, finished_at, summary, error
     FROM job_runs WHERE ($2::text IS NULL OR job = $2)
     ORDER BY started_at DESC, job LIMIT $1`,
    [limit, job ?? null],
  );
  return rows;
}
