import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/types.js';
import * as repo from './jobs.repository.js';

/** The pino-style logger a job and the runner write to (the app's logger, or the console in ops). */
export interface JobLog {
  info(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What a job is given: the same platform pieces as a module, so it can call any service. */
export interface JobDeps {
  db: Db;
  clock: Clock;
  config: Config;
  log: JobLog;
}

/** The slice of time a run is responsible for; the key names it in job_runs. */
export interface JobPeriod {
  key: string;
  start: Date;
  end: Date;
}

export interface JobDefinition {
  /** Unique, e.g. `payments:expire-applications`. */
  name: string;
  /** The length of a period: the job runs once per period. */
  everySeconds: number;
  /**
   * Does the period's work and may answer a line for the operators' record. Must be idempotent
   * with respect to its period: a run that failed half-way is run again for the same period.
   */
  run(deps: JobDeps, period: JobPeriod): Promise<string | void>;
  /** Periods other than fixed windows of everySeconds since the epoch (e.g. ISO weeks). */
  periodOf?(now: Date): JobPeriod;
  /** How long after a failure the same period is tried again (default 60 s). */
  retryAfterSeconds?: number;
  /** How long a run may stay 'running' before another process takes the period over (default 1 h). */
  staleAfterSeconds?: number;
}

export type JobOutcome =
  | { outcome: 'succeeded'; period: string; attempt: number; summary: string | null }
  | { outcome: 'failed'; period: string; attempt: number; error: string }
  /** Someone else has (or had) this period; holder is their record. */
  | { outcome: 'skipped'; period: string; holder: repo.JobRunRow | undefined };

const NAME = /^[a-z0-9][a-z0-9:._-]{0,99}$/;
const DEFAULT_RETRY_AFTER_SECONDS = 60;
const DEFAULT_STALE_AFTER_SECONDS = 3600;
/** A per-minute job writes 1,440 rows a day; a month is plenty for an operator to look back. */
const KEEP_RUNS_MS = 30 * 24 * 3600 * 1000;
const MAX_ERROR_LENGTH = 2000;

const registry = new Map<string, JobDefinition>();

/** Adds a job to the ones the scheduler runs and operators can start; names are unique. */
export function registerJob(job: JobDefinition): JobDefinition {
  validateJob(job);
  if (registry.has(job.name)) throw new Error(`job ${job.name} is already registered`);
  registry.set(job.name, job);
  return job;
}

/** Every registered job, in registration order. */
export function registeredJobs(): JobDefinition[] {
  return [...registry.values()];
}

/** A registered job by name, or undefined. */
export function findJob(name: string): JobDefinition | undefined {
  return registry.get(name);
}

/** Throws on a definition the scheduler could not run sensibly. */
export function validateJob(job: JobDefinition): void {
  if (!NAME.test(job.name)) throw new Error(`job name "${job.name}" must match ${String(NAME)}`);
  if (!Number.isInteger(job.everySeconds) || job.everySeconds < 1) {
    throw new Error(`job ${job.name}: everySeconds must be a positive integer`);
  }
}

/**
 * The fixed window of everySeconds (counted from the epoch, so every process agrees) that holds
 * now, keyed by its UTC start: a day as 2026-11-22, minutes as 2026-11-22T09:15, else to the second.
 */
export function fixedPeriod(everySeconds: number, now: Date): JobPeriod {
  const ms = everySeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / ms) * ms);
  const iso = start.toISOString();
  const key =
    everySeconds % 86_400 === 0
      ? iso.slice(0, 10)
      : everySeconds % 60 === 0
        ? iso.slice(0, 16)
        : iso.slice(0, 19);
  return { key, start, end: new Date(start.getTime() + ms) };
}

/** The period a job is in at a given time. */
export function periodOf(job: JobDefinition, now: Date): JobPeriod {
  return job.periodOf ? job.periodOf(now) : fixedPeriod(job.everySeconds, now);
}

/**
 * Runs a job for the period the clock is in, unless another run (in this process or any other)
 * has claimed it. Never throws for the job's own failure: that is logged and recorded as failed.
 * Throws only when the record itself cannot be written (the database is down).
 */
export async function runJob(deps: JobDeps, job: JobDefinition): Promise<JobOutcome> {
  const now = deps.clock.now();
  const period = periodOf(job, now);
  const retryBefore = new Date(now.getTime() - (job.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000);
  const staleBefore = new Date(now.getTime() - (job.staleAfterSeconds ?? DEFAULT_STALE_AFTER_SECONDS) * 1000);
  const attempt = await repo.claim(deps.db, job.name, period.key, now, retryBefore, staleBefore);
  if (attempt === undefined) {
    return {
      outcome: 'skipped',
      period: period.key,
      holder: await repo.findRun(deps.db, job.name, period.key),
    };
  }
  const context = { job: job.name, period: period.key, attempt };
  let summary: string | null;
  try {
    summary = (await job.run(deps, period)) ?? null;
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH) || 'failed';
    deps.log.error({ ...context, err }, 'job failed');
    await repo.finish(deps.db, job.name, period.key, attempt, 'failed', deps.clock.now(), null, message);
    return { outcome: 'failed', period: period.key, attempt, error: message };
  }
  const finishedAt = deps.clock.now();
  await repo.finish(deps.db, job.name, period.key, attempt, 'succeeded', finishedAt, summary, null);
  await repo.pruneBefore(deps.db, job.name, new Date(finishedAt.getTime() - KEEP_RUNS_MS));
  deps.log.debug({ ...context, summary }, 'job done');
  return { outcome: 'succeeded', period: period.key, attempt, summary };
}
