import type { StudioDeps } from './deps.js';
import { settleInterruptedRounds } from './rounds/settlement.service.js';
import { deliverDueWalletCalls } from './wallet/outbox.service.js';

export interface StudioJobs {
  /** Stops the timers and waits for the runs in flight. */
  stop(): Promise<void>;
}

export interface StudioJobsOptions {
  outboxIntervalMs?: number;
  settlementIntervalMs?: number;
}

/**
 * The studio's time-driven work, in this process: the wallet outbox every few seconds, the
 * settlement of interrupted rounds every half minute. Both claim their rows with SKIP LOCKED,
 * so any number of processes may run them.
 */
export function startStudioJobs(deps: StudioDeps, options: StudioJobsOptions = {}): StudioJobs {
  const loops = [
    {
      name: 'studio:wallet-outbox',
      every: options.outboxIntervalMs ?? 5_000,
      run: () => deliverDueWalletCalls(deps),
    },
    {
      name: 'studio:settle-rounds',
      every: options.settlementIntervalMs ?? 30_000,
      run: () => settleInterruptedRounds(deps),
    },
  ];
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();

  const schedule = (loop: (typeof loops)[number]) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = loop
        .run()
        .catch((err: unknown) => deps.log.error({ err, job: loop.name }, 'studio job failed'))
        .finally(() => {
          running.delete(run);
          schedule(loop);
        });
      running.add(run);
    }, loop.every);
    // Never what keeps a process alive: close() stops them.
    timer.unref();
    timers.add(timer);
  };
  for (const loop of loops) schedule(loop);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
