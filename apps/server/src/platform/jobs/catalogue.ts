// Every job the server runs, registered at load like the modules' routes in modules/index.ts.
import { describePurge, purgeExpiredAccountData } from '../../modules/accounts/purge.service.js';
import { bonusesOf } from '../../modules/bonuses/bonuses.service.js';
import { expireIdleSessions } from '../../modules/games/sessions.service.js';
import { expireApplications } from '../../modules/payments/payments.service.js';
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
