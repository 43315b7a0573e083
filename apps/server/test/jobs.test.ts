import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import {
  expireApplicationsJob,
  runJob,
  startScheduler,
  type JobDefinition,
  type JobDeps,
} from '../src/platform/jobs/index.js';
import { runJobsCommand } from '../src/platform/jobs/jobs.ops.js';
import { buildTestApp } from './helper.js';

const clock = new ManualClock(new Date('2026-11-22T09:15:10Z'));
const { app, db } = await buildTestApp({ clock });
const deps: JobDeps = app.deps;

async function openApplication(): Promise<string> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
    `jobs-${crypto.randomUUID()}@example.com`,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no user');
  const res = await app.inject({
    method: 'POST',
    url: '/api/frontend/payment/deposit/',
    headers: { authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` },
    payload: { provider: 'TRX', token_type: 'USDT', usd_amount: 100 },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function statusOf(ids: string[]): Promise<string[]> {
  const { rows } = await db.query<{ status: string }>(
    `SELECT status FROM deposit_applications WHERE id = ANY($1::uuid[]) ORDER BY array_position($1::uuid[], id)`,
    [ids],
  );
  return rows.map((r) => r.status);
}

async function runsOf(job: string) {
  const { rows } = await db.query<{
    period: string;
    outcome: string;
    attempts: number;
    error: string | null;
  }>(`SELECT period, outcome, attempts, error FROM job_runs WHERE job = $1 ORDER BY period`, [job]);
  return rows;
}

/** A job that counts its runs (and takes a moment, so concurrent claims really overlap). */
function countingJob(name: string, extra: Partial<JobDefinition> = {}) {
  const calls: string[] = [];
  const job: JobDefinition = {
    name,
    everySeconds: 60,
    async run(_deps, period) {
      calls.push(period.key);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `run ${calls.length}`;
    },
    ...extra,
  };
  return { job, calls };
}

describe('deposit application expiry job', () => {
  it('expires a pending application past its 900 s window and not a fresh one, once per minute', async () => {
    const old = await openApplication(); // 09:15:10, due 09:30:10
    clock.set(new Date('2026-11-22T09:16:52Z'));
    const edge = await openApplication(); // due 09:31:52
    clock.set(new Date('2026-11-22T09:25:10Z'));
    const fresh = await openApplication(); // due 09:40:10
    clock.set(new Date('2026-11-22T09:31:50Z'));
    const first = await runJob(deps, expireApplicationsJob);
    expect(first).toMatchObject({
      outcome: 'succeeded',
      period: '2026-11-22T09:31',
      summary: '1 application(s) expired',
    });
    expect(await statusOf([old, edge, fresh])).toEqual(['expired', 'pending', 'pending']);

    // Later in the same minute another one is due, but this minute's run has been done.
    clock.set(new Date('2026-11-22T09:31:55Z'));
    const again = await runJob(deps, expireApplicationsJob);
    expect(again).toMatchObject({ outcome: 'skipped', period: '2026-11-22T09:31' });
    expect(await statusOf([edge])).toEqual(['pending']);

    clock.set(new Date('2026-11-22T09:40:11Z'));
    expect(await runJob(deps, expireApplicationsJob)).toMatchObject({
      outcome: 'succeeded',
      period: '2026-11-22T09:40',
      summary: '2 application(s) expired',
    });
    expect(await statusOf([old, edge, fresh])).toEqual(['expired', 'expired', 'expired']);
    expect((await runsOf(expireApplicationsJob.name)).map((r) => [r.period, r.outcome])).toEqual([
      ['2026-11-22T09:31', 'succeeded'],
      ['2026-11-22T09:40', 'succeeded'],
    ]);
  });
});

describe('runJob', () => {
  it('does the work of a period once when run twice', async () => {
    const { job, calls } = countingJob('test:twice');
    expect((await runJob(deps, job)).outcome).toBe('succeeded');
    const second = await runJob(deps, job);
    expect(second.outcome).toBe('skipped');
    expect(second.outcome === 'skipped' && second.holder?.outcome).toBe('succeeded');
    expect(calls).toHaveLength(1);
    clock.advance(60_000);
    expect((await runJob(deps, job)).outcome).toBe('succeeded');
    expect(calls).toHaveLength(2);
    expect(calls[0]).not.toBe(calls[1]);
  });

  it('does the work of a period once when runs race', async () => {
    const { job, calls } = countingJob('test:race');
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => runJob(deps, job)));
    expect(outcomes.filter((o) => o.outcome === 'succeeded')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'skipped')).toHaveLength(5);
    expect(calls).toHaveLength(1);
    expect(await runsOf(job.name)).toEqual([
      { period: outcomes[0]?.period, outcome: 'succeeded', attempts: 1, error: null },
    ]);
  });

  it('records a throwing run as failed, and the next period runs', async () => {
    let failures = 1;
    const calls: string[] = [];
    const job: JobDefinition = {
      name: 'test:throws',
      everySeconds: 60,
      async run(_deps, period) {
        calls.push(period.key);
        if (failures-- > 0) throw new Error('the gateway is down');
      },
    };
    const failed = await runJob(deps, job);
    expect(failed).toMatchObject({ outcome: 'failed', error: 'the gateway is down', attempt: 1 });
    expect((await runJob(deps, job)).outcome).toBe('skipped');
    clock.advance(60_000);
    expect(await runJob(deps, job)).toMatchObject({ outcome: 'succeeded', attempt: 1, summary: null });
    expect((await runsOf(job.name)).map((r) => [r.outcome, r.error])).toEqual([
      ['failed', 'the gateway is down'],
      ['succeeded', null],
    ]);
    expect(calls).toHaveLength(2);
  });

  it('tries a failed period again once its retry delay has passed', async () => {
    clock.set(new Date('2026-11-23T10:00:00Z'));
    let failures = 1;
    const job: JobDefinition = {
      name: 'test:retry',
      everySeconds: 3600,
      retryAfterSeconds: 120,
      async run() {
        if (failures-- > 0) throw new Error('transient');
        return 'done';
      },
    };
    expect((await runJob(deps, job)).outcome).toBe('failed');
    clock.advance(60_000);
    expect((await runJob(deps, job)).outcome).toBe('skipped');
    clock.advance(61_000);
    expect(await runJob(deps, job)).toMatchObject({ outcome: 'succeeded', attempt: 2, summary: 'done' });
    expect(await runsOf(job.name)).toEqual([
      { period: '2026-11-23T10:00', outcome: 'succeeded', attempts: 2, error: null },
    ]);
    expect((await runJob(deps, job)).outcome).toBe('skipped');
  });

  it('takes over a period whose run was left running by a process that died', async () => {
    clock.set(new Date('2026-11-24T10:00:00Z'));
    const { job, calls } = countingJob('test:stale', { everySeconds: 86_400, staleAfterSeconds: 600 });
    await db.query(
      `INSERT INTO job_runs (job, period, outcome, started_at) VALUES ($1, '2026-11-24', 'running', $2)`,
      [job.name, clock.now()],
    );
    clock.advance(300_000);
    expect((await runJob(deps, job)).outcome).toBe('skipped');
    clock.advance(301_000);
    expect(await runJob(deps, job)).toMatchObject({ outcome: 'succeeded', attempt: 2 });
    expect(calls).toEqual(['2026-11-24']);
  });
});

describe('the scheduler', () => {
  it('runs due jobs on its timers and stops running them once stopped', async () => {
    const { job, calls } = countingJob('test:scheduled', { everySeconds: 1 });
    const scheduler = startScheduler(deps, [job], { tickMs: () => 10 });
    await expect.poll(() => calls.length, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    clock.advance(1000);
    await expect.poll(() => calls.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    // Without the clock moving, every further tick finds its period claimed.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toHaveLength(2);
    await scheduler.stop();
    expect(scheduler.running).toBe(false);
    clock.advance(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toHaveLength(2);
  });

  it('keeps running after a run cannot even be recorded', async () => {
    const broken: JobDeps = {
      ...deps,
      db: {
        ...deps.db,
        query: () => Promise.reject(new Error('connection lost')),
      },
      log: { ...deps.log, error: () => undefined },
    };
    const { job } = countingJob('test:no-db', { everySeconds: 1 });
    const scheduler = startScheduler(broken, [job], { tickMs: () => 10 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scheduler.running).toBe(true);
    await scheduler.stop();
  });

  it('is started by the app when JOBS_ENABLED and stopped by app.close()', async () => {
    const jobsClock = new ManualClock(new Date('2026-11-25T08:00:30Z'));
    const enabled = await buildTestApp({ clock: jobsClock, env: { JOBS_ENABLED: 'true' } });
    expect(enabled.app.jobs?.running).toBe(true);
    await expect
      .poll(
        async () =>
          (
            await enabled.db.query<{ outcome: string }>(
              `SELECT outcome FROM job_runs WHERE job = $1 AND period = '2026-11-25T08:00'`,
              [expireApplicationsJob.name],
            )
          ).rows[0]?.outcome,
        { timeout: 5000 },
      )
      .toBe('succeeded');
    await enabled.app.close();
    expect(enabled.app.jobs?.running).toBe(false);
    expect(app.jobs).toBeUndefined();
  });
});

describe('ops commands', () => {
  it('jobs:run runs a job for the current period and jobs:list shows the runs', async () => {
    clock.set(new Date('2026-11-26T12:00:05Z'));
    const opsDeps = { db, clock, config: app.deps.config };
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    expect(await runJobsCommand(['jobs:run', expireApplicationsJob.name], opsDeps, print)).toBe(true);
    expect(await runJobsCommand(['jobs:run', expireApplicationsJob.name], opsDeps, print)).toBe(true);
    expect(lines[0]).toBe(
      'payments:expire-applications 2026-11-26T12:00: succeeded: 0 application(s) expired',
    );
    expect(lines[1]).toMatch(
      /^payments:expire-applications 2026-11-26T12:00: skipped, this period is already claimed/,
    );
    lines.length = 0;
    await runJobsCommand(['jobs:list', expireApplicationsJob.name], opsDeps, print);
    expect(lines[0]).toBe('payments:expire-applications  every 60 s');
    expect(lines.some((l) => l.includes('2026-11-26T12:00  succeeded  attempt 1'))).toBe(true);
    expect(lines.every((l) => !l.includes('test:'))).toBe(true);
  });

  it('refuses unknown jobs and missing arguments, and ignores other commands', async () => {
    const opsDeps = { db, clock, config: app.deps.config };
    await expect(runJobsCommand(['jobs:run'], opsDeps, () => undefined)).rejects.toThrow(/needs <job>/);
    await expect(runJobsCommand(['jobs:run', 'nope'], opsDeps, () => undefined)).rejects.toThrow(
      /no job nope/,
    );
    await expect(runJobsCommand(['jobs:list', 'nope'], opsDeps, () => undefined)).rejects.toThrow(
      /no job nope/,
    );
    await expect(runJobsCommand(['jobs:frobnicate'], opsDeps, () => undefined)).rejects.toThrow(
      /unknown command/,
    );
    expect(await runJobsCommand(['wallet:check'], opsDeps, () => undefined)).toBe(false);
  });
});
