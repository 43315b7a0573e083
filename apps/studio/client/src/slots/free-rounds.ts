import type { FreeRoundsView } from '../../../src/protocol';

/**
 * The free rounds a bonus granted, as the slot client follows them: the studio's view is the
 * truth (it carries the casino's count), the client only decides what to show and when the
 * mode ends. Pure, so it is tested without a page.
 */

/** Whether the next spin is a free round: the grant is active and the casino counts some left. */
export function isFreeMode(free: FreeRoundsView | null): free is FreeRoundsView {
  return free !== null && free.status === 'active' && free.left > 0;
}

export interface FreeRoundOutcome {
  /** The grant to follow from now on. */
  free: FreeRoundsView | null;
  /** The total the grant's free rounds won, when this answer ended free-spin mode; else null. */
  summary: number | null;
}

/**
 * After a round's answer: the grant as the studio now counts it (never a local decrement: another
 * session may have played some), and the summary when this round used the last one.
 */
export function afterRound(before: FreeRoundsView | null, after: FreeRoundsView | null): FreeRoundOutcome {
  const ended = isFreeMode(before) && !isFreeMode(after);
  return { free: after, summary: ended ? (after ?? before).won : null };
}

/**
 * After the studio refused a free round (the casino no longer honours the grant): free-spin mode
 * is over; the summary is shown only if some of its free rounds were played.
 */
export function afterRefusal(before: FreeRoundsView | null): FreeRoundOutcome {
  if (!before) return { free: null, summary: null };
  const free: FreeRoundsView = { ...before, left: 0, status: 'ended' };
  return { free, summary: isFreeMode(before) && before.played > 0 ? before.won : null };
}

/** The stake of the next spin: the grant's while free rounds remain, else the player's choice. */
export function nextStake(free: FreeRoundsView | null, chosen: number): number {
  return isFreeMode(free) ? free.bet : chosen;
}
