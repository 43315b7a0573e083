import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/types.js';
import { findJob, registeredJobs, runJob, type JobLog } from './index.js';
import * as repo from './jobs.repository.js';

export const JOBS_USAGE = `jobs commands:
  jobs:list [job]                                  the registered jobs and the latest runs (of one job)
  jobs:run <job>                                   run a job now for the current period (skipped if already claimed)`;

const LIST_LIMIT = 50;

/**
 * The operator's jobs commands (run through `npm run ops -- jobs:...`). Answers false when args[0]
 * is not a jobs command; throws with a clear message on bad arguments. A failed run sets
 * process.exitCode to 1.
 */
export async function runJobsCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock; config: Config },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('jobs:')) return false;
  const known = () =>
    registeredJobs()
      .map((j) => j.name)
      .join(', ');

  switch (command) {
    case 'jobs:list': {
      const name = rest[0];
      if (name !== undefined && !findJob(name)) throw new Error(`no job ${name} (jobs: ${known()})`);
      for (const job of registeredJobs()) print(`${job.name}  every ${job.everySeconds} s`);
      const runs = await repo.listRecent(deps.db, LIST_LIMIT, name);
      if (runs.length === 0) print('no runs');
      else print('');
      for (const run of runs) print(describeRun(run));
      return true;
    }
    case 'jobs:run': {
      const name = rest[0];
      if (name === undefined) throw new Error(`jobs:run needs <job> (jobs: ${known()})`);
      const job = findJob(name);
      if (!job) throw new Error(`no job ${name} (jobs: ${known()})`);
      const result = await runJob({ ...deps, log: consoleLog(print) }, job);
      switch (result.outcome) {
        case 'succeeded':
          print(`${job.name} ${result.period}: succeeded${result.summary ? `: ${result.summary}` : ''}`);
          break;
        case 'failed':
          print(`${job.name} ${result.period}: FAILED: ${result.error}`);
          process.exitCode = 1;
          break;
        case 'skipped':
          print(
            `${job.name} ${result.period}: skipped, this period is already claimed` +
              (result.holder ? ` (${describeRun(result.holder)})` : ''),
          );
          break;
      }
      return true;
    }
    default:
      throw new Error(`unknown command ${command}\n${JOBS_USAGE}`);
  }
}

function describeRun(run: repo.JobRunRow): string {
  const started = new Date(run.started_at);
  const took =
    run.finished_at === null ? 'running' : `${new Date(run.finished_at).getTime() - started.getTime()} ms`;
  return [
    started.toISOString(),
    run.job,
    run.period,
    run.outcome === 'failed' ? 'FAILED' : run.outcome,
    `attempt ${run.attempts}`,
    took,
    run.summary ?? '',
    run.error ?? '',
  ]
    .filter(Boolean)
    .join('  ');
}

/** The job's own log lines (errors) go to the operator's terminal. */
function consoleLog(print: (line: string) => void): JobLog {
  return {
    info: () => undefined,
    debug: () => undefined,
    error: (obj, msg) => {
      const err = 'err' in obj && obj.err instanceof Error ? `: ${obj.err.message}` : '';
      print(`${msg ?? 'error'}${err}`);
    },
  };
}
