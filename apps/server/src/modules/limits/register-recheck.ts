import type { JobDeps } from '../../platform/jobs/jobs.js';
import { registerPersonOf } from './exclusion-register.js';
import * as repo from './limits.repository.js';
import { limitsOf } from './limits.service.js';
import { nationalRegisterOf } from './national-register.js';

/** Players who signed in within this many days are asked about again (docs/decisions/041). */
export const RECHECK_ACTIVE_DAYS = 30;
/** Questions to the register in flight at once: quick over thousands, gentle on the register. */
const RECHECK_CONCURRENCY = 8;

export interface RecheckCounts {
  checked: number;
  /** Listed by this run: treated as self-excluded from now, as at sign-in. */
  listed: number;
  /** No longer listed: play opens again unless a break of their own runs. */
  cleared: number;
  /** No answer for them: their last answer stands (fail open, as at sign-in). */
  unanswered: number;
}

/**
 * Asks the national register again about every player who signed in within the last 30 days,
 * and applies each answer as a sign-in does: listed now, the player is treated as self-excluded
 * (signed out everywhere, bonus cancelled, no play or deposits, withdrawal open); no longer
 * listed, the listing is cleared. A register that does not answer changes nothing. Undefined
 * when no register is configured.
 */
export async function recheckNationalRegister(deps: JobDeps): Promise<RecheckCounts | undefined> {
  const register = nationalRegisterOf(deps.config);
  if (!register) return undefined;
  const limits = limitsOf(deps);
  const since = new Date(deps.clock.now().getTime() - RECHECK_ACTIVE_DAYS * 86_400_000);
  const players = await repo.playersSignedInSince(deps.db, since);
  const counts: RecheckCounts = { checked: 0, listed: 0, cleared: 0, unanswered: 0 };
  const recheck = async (userId: number) => {
    const person = await registerPersonOf(deps.db, userId);
    if (!person) return;
    counts.checked += 1;
    const answer = await register.check(person);
    if (answer === 'unavailable') {
      counts.unanswered += 1;
      return;
    }
    const change = await limits.recordRegisterAnswer(userId, answer === 'excluded');
    if (change === 'listed') counts.listed += 1;
    if (change === 'cleared') counts.cleared += 1;
  };
  for (let i = 0; i < players.length; i += RECHECK_CONCURRENCY)
    await Promise.all(players.slice(i, i + RECHECK_CONCURRENCY).map(recheck));
  deps.log.info(
    { ...counts, active_days: RECHECK_ACTIVE_DAYS },
    'national self-exclusion register re-checked',
  );
  return counts;
}
