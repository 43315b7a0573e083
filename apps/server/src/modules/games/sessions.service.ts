import type { JobDeps } from '../../platform/jobs/jobs.js';
import * as repo from './games.repository.js';

/** A session nobody bet on for this long takes no more bets (the player relaunches the game). */
export const SESSION_IDLE_SECONDS = 2 * 3600;
/** Ended sessions are kept this long for late wins and rollbacks, then deleted. */
export const ENDED_SESSION_KEEP_DAYS = 30;

/** Ends idle game sessions and deletes long-ended ones; answers both counts. Safe to run twice. */
export async function expireIdleSessions(
  deps: Pick<JobDeps, 'db'>,
  now: Date,
): Promise<{ ended: number; deleted: number }> {
  const ended = await repo.endIdleSessions(
    deps.db,
    now,
    new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000),
  );
  const deleted = await repo.deleteEndedSessions(
    deps.db,
    new Date(now.getTime() - ENDED_SESSION_KEEP_DAYS * 24 * 3600 * 1000),
  );
  return { ended, deleted };
}
