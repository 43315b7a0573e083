import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { hasControlChars, parseInput } from '../../platform/http/validate.js';
import { findJob, runJob } from '../../platform/jobs/index.js';
import { checkMoneyPath } from '../wallet/ledger-check.js';
import { describeLedgerReport } from '../wallet/wallet.ops.js';
import { listOutbox } from './dev.repository.js';

const outboxQuery = z.object({
  to: z
    .string()
    .max(254)
    .refine((s) => !hasControlChars(s))
    .optional(),
});

const jobRunRequest = z.strictObject({
  /** The moment the job believes it is (a moved clock); now when absent. */
  at: z.iso.datetime({ offset: true }).optional(),
});

/**
 * Development-only helpers; registered only when NODE_ENV is not production, so these
 * paths do not exist on a production server.
 */
export async function registerDevRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  /** The dev outbox: the newest e-mails and SMS first, optionally for one recipient. */
  app.get('/api/dev/outbox', async (request) => {
    const { to } = parseInput(outboxQuery, request.query);
    return listOutbox(deps.db, to);
  });

  /**
   * Runs a job once as the scheduler would, optionally with a moved clock, so a browser journey
   * can settle a cashback week or an event without waiting for it. Like a scheduled run it is
   * keyed by its period: a second run of the same period is skipped.
   */
  app.post<{ Params: { name: string } }>('/api/dev/jobs/:name/run', async (request) => {
    const job = findJob(request.params.name);
    if (!job) throw notFound('not_found');
    const { at } = parseInput(jobRunRequest, request.body ?? {});
    const moment = at ? new Date(at) : deps.clock.now();
    return runJob({ db: deps.db, config: deps.config, log: app.log, clock: { now: () => moment } }, job);
  });

  /**
   * `npm run ledger:check` while the server runs: the same whole check (docs/decisions/025) and the
   * lines it prints. The embedded database has one owner, the running server, so a browser journey
   * proves its money here rather than from a second process.
   */
  app.post('/api/dev/ledger/check', async () => {
    const report = await checkMoneyPath(deps);
    return { ok: report.ok, lines: describeLedgerReport(report) };
  });
}
