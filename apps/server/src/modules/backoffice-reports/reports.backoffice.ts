import { centsToUsd } from '@casino/contract';
import { listQuery } from '@casino/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { pageWindow, sendList, type ListQuery } from '../../platform/http/listing.js';
import { parseInput } from '../../platform/http/validate.js';
import { recordAudit, staffActor } from '../audit/audit.service.js';
import { requireStaff, staffOf } from '../staff/guard.js';
import { MAX_QUERY_LENGTH, searchPlayers } from './player-search.service.js';
import { dayOf } from './reports-fold.service.js';
import { GGR_SORTS } from './reports.repository.js';
import { reportsOf, type Figures } from './reports.service.js';

const DAY_MS = 24 * 3600 * 1000;
/** A report spans at most a little over a year of days. */
const MAX_SPAN_DAYS = 400;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((d) => {
    const parsed = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
  }, 'Enter a real date.');

const spanBase = listQuery.extend({ from: day.optional(), to: day.optional() });

/** from..to in days (default: the 30 days ending today) in order and not too long. */
function checkSpan(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'The start must not be after the end.' });
  if (q.from && q.to && (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS > MAX_SPAN_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A report spans at most ${MAX_SPAN_DAYS} days.` });
}

const ggrQuery = spanBase
  .extend({
    by: z.enum(['day', 'game', 'provider', 'country']).default('day'),
    sort: z.enum(GGR_SORTS).default('key'),
  })
  .superRefine(checkSpan);
const plainSpanQuery = spanBase.superRefine(checkSpan);
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM.');
const cohortQuery = listQuery.extend({ from: month.optional(), to: month.optional() });
const jobsQuery = listQuery.extend({
  job: z.string().trim().max(100).optional(),
  failed: z.enum(['true', 'false']).default('false'),
});
const searchQuery = listQuery.extend({ q: z.string().trim().min(1).max(MAX_QUERY_LENGTH) });

const usd = (cents: number | null) => (cents === null ? null : centsToUsd(cents));

function presentFigures(f: Figures) {
  return {
    deposits: f.deposit_count,
    deposits_usd: usd(f.deposit_cents),
    withdrawals: f.withdrawal_count,
    withdrawals_usd: usd(f.withdrawal_cents),
    stakes_usd: usd(f.stake_cents),
    wins_usd: usd(f.win_cents),
    ggr_usd: usd(f.ggr_cents),
    bonus_cost_usd: usd(f.bonus_cost_cents),
    ngr_usd: usd(f.ngr_cents),
    rounds: f.rounds,
    new_players: f.new_players,
    first_deposits: f.first_deposits,
    active_players: f.active_players,
  };
}

/** A list the report computed whole, paged here (a report has at most a few hundred rows). */
function pageOf<T>(rows: readonly T[], query: ListQuery): { items: T[]; total: number } {
  const { limit, offset } = pageWindow(query);
  return { items: rows.slice(offset, offset + limit), total: rows.length };
}

function spanOf(q: { from?: string | undefined; to?: string | undefined }, today: string) {
  const to = q.to ?? today;
  const from = q.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
  return { from, to };
}

/**
 * The dashboard (dashboard.read), the reports (reports.read) and the player search
 * (players.read), all reading the tables `reports:fold` keeps (docs/decisions/034).
 */
export async function registerReportsBackofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const reports = reportsOf(deps);
  const readReports = requireStaff(deps, 'reports.read');
  const today = () => dayOf(deps.clock.now());

  app.get('/api/backoffice/dashboard/', { preHandler: requireStaff(deps, 'dashboard.read') }, async () => {
    const d = await reports.dashboard();
    return {
      as_of: d.as_of ? new Date(d.as_of).toISOString() : null,
      today: presentFigures(d.today),
      last_30_days: presentFigures(d.last_30_days),
      series: d.series.map((s) => ({ day: s.day, ...presentFigures(s) })),
      queues: {
        kyc_documents: d.queues.kyc_documents,
        withdrawals: d.queues.withdrawals,
        withdrawals_usd: usd(d.queues.withdrawal_cents),
        approvals: d.queues.approvals,
        support_chats: d.queues.support_chats,
        unmatched_payments: d.queues.unmatched_payments,
      },
    };
  });

  app.get('/api/backoffice/reports/ggr/', { preHandler: readReports }, async (request, reply) => {
    const query = parseInput(ggrQuery, request.query);
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await reports.ggr({
      dimension: query.by,
      ...spanOf(query, today()),
      sort: query.sort,
      desc: query.order === 'desc',
      limit,
      offset,
    });
    const items = rows.map((r) => ({
      key: r.key,
      label: r.label,
      rounds: r.rounds,
      stakes_usd: usd(r.stake_cents),
      wins_usd: usd(r.win_cents),
      ggr_usd: usd(r.ggr_cents),
      bonus_stakes_usd: usd(r.bonus_stake_cents),
      free_round_wins_usd: usd(r.free_round_win_cents),
      bonus_cost_usd: usd(r.bonus_cost_cents),
      ngr_usd: usd(r.ngr_cents),
      players: r.players ?? r.player_days,
    }));
    return sendList(reply, query, { items, total }, `ggr-by-${query.by}`);
  });

  app.get('/api/backoffice/reports/payments/', { preHandler: readReports }, async (request, reply) => {
    const query = parseInput(plainSpanQuery, request.query);
    const { from, to } = spanOf(query, today());
    const rows = (await reports.paymentsByMethod(from, to)).map((m) => ({
      provider: m.provider,
      token_type: m.token_type,
      deposits: m.deposit_count,
      deposits_usd: usd(m.deposit_cents),
      withdrawals: m.withdrawal_count,
      withdrawals_usd: usd(m.withdrawal_cents),
    }));
    return sendList(reply, query, pageOf(rows, query), 'payments-by-method');
  });

  app.get('/api/backoffice/reports/bonus-cost/', { preHandler: readReports }, async (request, reply) => {
    const query = parseInput(plainSpanQuery, request.query);
    const { from, to } = spanOf(query, today());
    const rows = (await reports.bonusCost(from, to)).map((d) => ({
      day: d.day,
      granted_usd: usd(d.granted_cents),
      converted_usd: usd(d.converted_cents),
      written_off_usd: usd(d.written_off_cents),
      cost_usd: usd(d.cost_cents),
      bonus_stakes_usd: usd(d.bonus_stake_cents),
      free_round_wins_usd: usd(d.free_round_win_cents),
    }));
    if (query.order === 'desc') rows.reverse();
    return sendList(reply, query, pageOf(rows, query), 'bonus-cost');
  });

  app.get('/api/backoffice/reports/cohorts/', { preHandler: readReports }, async (request, reply) => {
    const query = parseInput(cohortQuery, request.query);
    const to = query.to ?? today().slice(0, 7);
    const from = query.from ?? `${String(Number(to.slice(0, 4)) - 1)}${to.slice(4, 7)}`;
    const rows = (await reports.cohorts(`${from}-01`, `${to}-01`)).map((c) => ({
      cohort: c.cohort_month.slice(0, 7),
      players: c.players,
      months: c.months.map((m) => ({
        month: m.month.slice(0, 7),
        offset: m.offset,
        active_players: m.active_players,
        retention: m.retention,
        depositors: m.depositors,
        deposits: m.deposit_count,
        deposits_usd: usd(m.deposit_cents),
      })),
    }));
    if (query.order === 'desc') rows.reverse();
    return sendList(reply, query, pageOf(rows, query), 'cohorts');
  });

  app.get('/api/backoffice/reports/jobs/', { preHandler: readReports }, async (request, reply) => {
    const query = parseInput(jobsQuery, request.query);
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await reports.jobRuns({
      job: query.job || null,
      failedOnly: query.failed === 'true',
      limit,
      offset,
    });
    const items = rows.map((r) => ({
      job: r.job,
      period: r.period,
      outcome: r.outcome,
      attempts: r.attempts,
      started_at: new Date(r.started_at).toISOString(),
      finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
      summary: r.summary,
      error: r.error,
    }));
    return sendList(reply, query, { items, total }, 'job-runs');
  });

  app.get(
    '/api/backoffice/players/search/',
    { preHandler: requireStaff(deps, 'players.read') },
    async (request, reply) => {
      const query = parseInput(searchQuery, request.query);
      const staff = staffOf(request);
      const personal = staff.permissions.has('players.personal');
      const { rows, total, capped } = await searchPlayers(deps, query.q, pageWindow(query));
      // Personal data shown or exported is a view of it: recorded (an export names itself).
      if (personal && rows.length > 0)
        await recordAudit(deps.db, deps.clock, {
          actor: staffActor(request),
          action: query.format === 'csv' ? 'player.export' : 'player.search',
          subject: { type: 'player_search', id: query.q.slice(0, 100) },
          details: { players: rows.map((r) => r.id) },
        });
      const items = rows.map((r) => ({
        id: r.id,
        nickname: r.nickname,
        email: personal ? r.email : maskEmail(r.email),
        phone: personal ? r.phone : r.phone ? '***' : '',
        first_name: personal ? r.first_name : '',
        last_name: personal ? r.last_name : '',
        country: r.country,
        verification_state: r.verification_state,
        created_at: new Date(r.created_at).toISOString(),
        matched: r.matched,
      }));
      if (query.format === 'csv') return sendList(reply, query, { items, total }, 'players');
      return reply.send({ items, total, page: query.page, page_size: query.page_size, capped });
    },
  );
}

/** a***@example.com: enough for staff without players.personal to tell accounts apart. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`;
}
