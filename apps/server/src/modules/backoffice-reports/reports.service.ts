import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { UNMATCHED_OUTCOMES } from '../payments/payments.service.js';
import type { Day } from './reports-fold.repository.js';
import { dayOf } from './reports-fold.service.js';
import * as repo from './reports.repository.js';

const DAY_MS = 24 * 3600 * 1000;
/** The dashboard's window: today and the 29 days before it. */
export const DASHBOARD_DAYS = 30;

/** The money and player figures of a span of days (docs/decisions/034 defines each). */
export interface Figures {
  deposit_count: number;
  deposit_cents: number;
  withdrawal_count: number;
  withdrawal_cents: number;
  stake_cents: number;
  win_cents: number;
  /** stakes - wins */
  ggr_cents: number;
  bonus_cost_cents: number;
  /** GGR - bonus cost */
  ngr_cents: number;
  rounds: number;
  new_players: number;
  first_deposits: number;
  active_players: number;
}

export interface Dashboard {
  as_of: Date | null;
  today: Figures;
  last_30_days: Figures;
  series: Array<Figures & { day: Day }>;
  queues: repo.Queues;
}

/** GGR and NGR of one day's totals. */
export function figuresOf(d: repo.DayTotals, activePlayers = d.active_players): Figures {
  const ggr = d.stake_cents - d.win_cents;
  return {
    deposit_count: d.deposit_count,
    deposit_cents: d.deposit_cents,
    withdrawal_count: d.withdrawal_count,
    withdrawal_cents: d.withdrawal_cents,
    stake_cents: d.stake_cents,
    win_cents: d.win_cents,
    ggr_cents: ggr,
    bonus_cost_cents: d.bonus_cost_cents,
    ngr_cents: ggr - d.bonus_cost_cents,
    rounds: d.rounds,
    new_players: d.new_players,
    first_deposits: d.first_deposits,
    active_players: activePlayers,
  };
}

/** Adds up days; the distinct player count of the whole span comes from the caller. */
function sumDays(days: readonly repo.DayTotals[], day: Day, activePlayers: number): repo.DayTotals {
  const total: repo.DayTotals = { ...emptyDay(day) };
  for (const d of days)
    for (const key of Object.keys(total) as Array<keyof repo.DayTotals>)
      if (key !== 'day') total[key] += d[key];
  total.active_players = activePlayers;
  return total;
}

function emptyDay(day: Day): repo.DayTotals {
  return {
    day,
    rounds: 0,
    stake_cents: 0,
    win_cents: 0,
    bonus_stake_cents: 0,
    free_round_win_cents: 0,
    bonus_granted_cents: 0,
    bonus_converted_cents: 0,
    bonus_written_off_cents: 0,
    bonus_cost_cents: 0,
    tournament_prize_cents: 0,
    deposit_count: 0,
    deposit_cents: 0,
    withdrawal_count: 0,
    withdrawal_cents: 0,
    new_players: 0,
    first_deposits: 0,
    first_deposit_cents: 0,
    active_players: 0,
    active_30d_players: 0,
  };
}

const addDays = (day: Day, n: number): Day => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** The back office's figures, all read from the report tables the `reports:fold` job keeps. */
export function reportsOf(deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  return {
    /** Today and the last 30 days, the daily series for the charts, and the queues waiting. */
    async dashboard(): Promise<Dashboard> {
      const today = dayOf(deps.clock.now());
      const [days, queues, asOf] = await Promise.all([
        repo.daySeries(db, addDays(today, -(DASHBOARD_DAYS - 1)), today),
        repo.queues(db, UNMATCHED_OUTCOMES),
        repo.lastFoldedAt(db),
      ]);
      const todays = days[days.length - 1] ?? emptyDay(today);
      return {
        as_of: asOf,
        today: figuresOf(todays),
        last_30_days: figuresOf(sumDays(days, today, todays.active_30d_players)),
        series: days.map((d) => ({ day: d.day, ...figuresOf(d) })),
        queues,
      };
    },

    /** GGR by day, game, provider or country over a span of days (NGR per day only: bonus cost has no game). */
    async ggr(q: {
      dimension: repo.GgrDimension;
      from: Day;
      to: Day;
      sort: repo.GgrSort;
      desc: boolean;
      limit: number | null;
      offset: number;
    }) {
      const { rows, total } = await repo.ggrRows(db, q);
      const costs =
        q.dimension === 'day'
          ? new Map((await repo.daySeries(db, q.from, q.to)).map((d) => [d.day, d]))
          : undefined;
      return {
        total,
        rows: rows.map((r) => {
          const ggr = r.stake_cents - r.win_cents;
          const day = costs?.get(r.key);
          return {
            ...r,
            ggr_cents: ggr,
            bonus_cost_cents: day ? day.bonus_cost_cents : null,
            ngr_cents: day ? ggr - day.bonus_cost_cents : null,
            players: day ? day.active_players : null,
          };
        }),
      };
    },

    /** Deposits and withdrawals by method over a span of days. */
    paymentsByMethod: (from: Day, to: Day) => repo.paymentsByMethod(db, from, to),

    /** Bonus money per day: granted, converted to cash, written off, and the cost NGR subtracts. */
    async bonusCost(from: Day, to: Day) {
      return (await repo.daySeries(db, from, to)).map((d) => ({
        day: d.day,
        granted_cents: d.bonus_granted_cents,
        converted_cents: d.bonus_converted_cents,
        written_off_cents: d.bonus_written_off_cents,
        cost_cents: d.bonus_cost_cents,
        bonus_stake_cents: d.bonus_stake_cents,
        free_round_win_cents: d.free_round_win_cents,
      }));
    },

    /** Cohorts by sign-up month: size, and per month since sign-up who played and who deposited. */
    async cohorts(fromMonth: Day, toMonth: Day) {
      const [sizes, cells] = await Promise.all([
        repo.cohortSizes(db, fromMonth, toMonth),
        repo.cohortCells(db, fromMonth, toMonth),
      ]);
      return sizes.map(({ month, players }) => ({
        cohort_month: month,
        players,
        months: cells
          .filter((c) => c.cohort_month === month)
          .map((c) => ({
            month: c.month,
            offset: monthsBetween(month, c.month),
            active_players: c.active_players,
            retention: players > 0 ? Math.round((c.active_players / players) * 10_000) / 10_000 : 0,
            depositors: c.depositors,
            deposit_count: c.deposit_count,
            deposit_cents: c.deposit_cents,
          })),
      }));
    },

    /** The jobs' runs (and failures) for operators. */
    jobRuns: (q: { job: string | null; failedOnly: boolean; limit: number | null; offset: number }) =>
      repo.jobRuns(db, q),
  };
}

const monthsBetween = (from: Day, to: Day): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));
