import { runJob, type JobDefinition, type JobDeps } from './jobs.js';

export interface Scheduler {
  /** False once stop() was called. */
  readonly running: boolean;
  /** Stops every timer and waits for the runs in flight, so the database can close after it. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  /** How often each job checks whether its period is due (default: half its period, 1 to 30 s). */
  tickMs?: (job: JobDefinition) => number;
}

/** Checks often enough that no period is missed, yet costs one skipped INSERT per tick at most. */
export function defaultTickMs(job: JobDefinition): number {
  return Math.max(1000, Math.min(job.everySeconds * 500, 30_000));
}

/**
 * Starts checking every job on unref'd timers (they never keep the process alive), beginning at
 * once so a restart does not wait a period. A run never overlaps the previous run of the same job
 * in this process; the job_runs claim keeps other processes to one run per period.
 */
export function startScheduler(
  deps: JobDeps,
  jobs: readonly JobDefinition[],
  options: SchedulerOptions = {},
): Scheduler {
  const tickMs = options.tickMs ?? defaultTickMs;
  const inFlight = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let running = true;

  const tick = (job: JobDefinition): void => {
    if (!running || inFlight.has(job.name)) return;
    const run = runJob(deps, job)
      .then(() => undefined)
      .catch((err: unknown) => {
        // The record could not be written (database unavailable): try again at the next tick.
        deps.log.error({ job: job.name, err }, 'job could not run');
      })
      .finally(() => inFlight.delete(job.name));
    inFlight.set(job.name, run);
  };

  for (const job of jobs) {
    timers.push(setTimeout(() => tick(job), 0).unref());
    timers.push(setInterval(() => tick(job), tickMs(job)).unref());
  }

  return {
    get running() {
      return running;
    },
    async stop() {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(inFlight.values());
    },
  };
}
