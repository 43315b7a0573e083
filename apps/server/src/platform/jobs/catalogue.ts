// Every job the server runs, registered at load like the modules' routes in modules/index.ts.
import { describePurge, purgeExpiredAccountData } from '../../modules/accounts/purge.service.js';
import { foldReports } from '../../modules/backoffice-reports/reports-fold.service.js';
import { refreshHarmFlags } from '../../modules/harm-markers/harm-markers.service.js';
import { bonusesOf } from '../../modules/bonuses/bonuses.service.js';
import { expireIdleSessions } from '../../modules/games/sessions.service.js';
import { recheckNationalRegister } from '../../modules/limits/register-recheck.js';
import { inboxOf } from '../../modules/inbox/inbox.service.js';
import { expireApplications } from '../../modules/payments/payments.service.js';
import { loyaltyOf } from '../../modules/loyalty/loyalty.service.js';
import { cashbackWeekOf, monthOf } from '../../modules/loyalty/programme.js';
import { sportsBetsOf } from '../../modules/sportsbook/bets/bets.service.js';
import { tournamentsOf } from '../../modules/tournaments/tournaments.service.js';
import { runLedgerCheckJob } from '../../modules/wallet/ledger-check.js';
import { registerJob } from './jobs.js';

/** Deposit applications also expire lazily when read; this closes the ones nobody looks at. */
export const expireApplicationsJob = registerJob({
  name: 'payments:expire-applications',
  everySeconds: 60,
  async run(deps) {
    const expired = await expireApplications(deps, deps.clock.now());
    return `${expired} application(s) expired`;
  },
});

/** Expired tokens, codes, abandoned sign-ins and ended rate-limit windows would otherwise pile up. */
export const purgeAccountDataJob = registerJob({
  name: 'accounts:purge-expired',
  everySeconds: 3600,
  async run(deps) {
    return describePurge(await purgeExpiredAccountData(deps, deps.clock.now()));
  },
});

/** Game sessions nobody bets on stop taking bets; long-ended ones are deleted. */
export const expireGameSessionsJob = registerJob({
  name: 'games:expire-sessions',
  everySeconds: 3600,
  async run(deps) {
    const { ended, deleted } = await expireIdleSessions(deps, deps.clock.now());
    return `${ended} idle session(s) ended, ${deleted} old session(s) deleted`;
  },
});

/** Offers, deposit windows, wagering periods and free spins that ran out (bonuses also end on play). */
export const expireBonusesJob = registerJob({
  name: 'bonuses:expire',
  everySeconds: 60,
  async run(deps) {
    const ended = await bonusesOf({ db: deps.db, clock: deps.clock }).expireDue(deps.clock.now());
    return `${ended} bonus deadline(s) applied`;
  },
});

/** Stations and points restart at 00:00 UTC on the 1st; players who have not bet yet are reset here. */
export const loyaltyMonthlyResetJob = registerJob({
  name: 'loyalty:monthly-reset',
  everySeconds: 86_400,
  periodOf: (now) => monthOf(now),
  async run(deps) {
    const { month, reset } = await loyaltyOf(deps).resetMonth(deps.clock.now());
    return `${month}: ${reset} player(s) back to station 0`;
  },
});

/** Each cashback week (days 1-7, 8-14, 15-21, 22-end) settles the week before it: one claim per player. */
export const loyaltyCashbackJob = registerJob({
  name: 'loyalty:cashback',
  everySeconds: 86_400,
  periodOf: (now) => cashbackWeekOf(now),
  async run(deps) {
    const { week, created } = await loyaltyOf(deps).settleCashback(deps.clock.now());
    return `week of ${week}: ${created} cashback claim(s)`;
  },
});

/** Players whose deposits this month reach 25,000 USD become VIP (the ranks call shows it at once). */
export const loyaltyVipJob = registerJob({
  name: 'loyalty:vip',
  everySeconds: 300,
  async run(deps) {
    return `${await loyaltyOf(deps).markVip(deps.clock.now())} player(s) became VIP`;
  },
});

/** Ended events' prizes, each place paid once through the ledger (a run cut short is finished by the next). */
export const settleTournamentsJob = registerJob({
  name: 'tournaments:settle',
  everySeconds: 60,
  async run(deps) {
    const { paid, settled } = await tournamentsOf({ db: deps.db, clock: deps.clock }).settle(
      deps.clock.now(),
    );
    return `${paid} prize place(s) paid, ${settled} event(s) settled`;
  },
});

/** Active bonuses whose wagering period ends within a day: each player is told once (docs/decisions/019). */
export const inboxBonusExpiringJob = registerJob({
  name: 'inbox:bonus-expiring',
  everySeconds: 900,
  async run(deps) {
    const warned = await inboxOf(deps).warnExpiringBonuses(deps.clock.now());
    return `${warned} player(s) told their bonus ends within a day`;
  },
});

/** An event that has just started is announced once to the players who played this month or last. */
export const inboxTournamentStartedJob = registerJob({
  name: 'inbox:tournament-started',
  everySeconds: 60,
  async run(deps) {
    const { announced, messages } = await inboxOf(deps).announceTournaments(deps.clock.now());
    return `${announced} event(s) announced in ${messages} message(s)`;
  },
});

/** Every figure the money path writes, proved against its history once an hour and recorded (docs/decisions/025). */
export const ledgerCheckJob = registerJob({
  name: 'wallet:ledger-check',
  everySeconds: 3600,
  run: (deps, period) => runLedgerCheckJob(deps, period),
});

/** The back office's report tables: today, yesterday, days with late rows and one older day (docs/decisions/034). */
export const foldReportsJob = registerJob({
  name: 'reports:fold',
  everySeconds: 300,
  // The first run on a large casino folds every day it has: give it time before another takes over.
  staleAfterSeconds: 3 * 3600,
  async run(deps) {
    const { days, months } = await foldReports(deps);
    return `${days.length} day(s) and ${months.length} cohort month(s) folded`;
  },
});

/** Markers of harm: every rule run for every player, flags opened, refreshed or cleared (docs/decisions/042). */
export const harmMarkersJob = registerJob({
  name: 'rg:harm-markers',
  everySeconds: 900,
  async run(deps) {
    const { fired, cleared } = await refreshHarmFlags(deps);
    return `${fired} flag(s) firing, ${cleared} cleared`;
  },
});

/**
 * In-play bets are decided by a timer when their delay ends; one whose timer was lost (a restart,
 * another process placed it) is decided here (docs/decisions/047).
 */
export const sportsAcceptPendingJob = registerJob({
  name: 'sports:accept-pending',
  everySeconds: 60,
  async run(deps) {
    const { accepted, refused } = await sportsBetsOf(deps).acceptDue();
    return `${accepted} in-play bet(s) accepted, ${refused} refused`;
  },
});

/** Players active in the last 30 days asked about again in the national register, once a day (docs/decisions/041). */
export const registerRecheckJob = registerJob({
  name: 'rg:register-recheck',
  everySeconds: 86_400,
  // Each player is one call to the register (a few seconds at most): give a long list time.
  staleAfterSeconds: 6 * 3600,
  async run(deps) {
    const counts = await recheckNationalRegister(deps);
    if (!counts) return 'no national register configured';
    return (
      `${counts.checked} player(s) checked: ${counts.listed} newly listed, ${counts.cleared} cleared, ` +
      `${counts.unanswered} not answered for (last answer kept)`
    );
  },
});
