import type { ActiveBonus } from '@casino/contract';

/** The free bet the player may put on the slip (docs/decisions/048). */
export interface FreeBetToken {
  /** free_bet_id for the placement (the sports welcome's bonus id). */
  id: number;
  amountCents: number;
}

/** The player's unused, unexpired free bet, from their current bonus; undefined when there is none. */
export function freeBetOf(
  bonus: ActiveBonus | null | undefined,
  now: number = Date.now(),
): FreeBetToken | undefined {
  const freeBet = bonus?.free_bet;
  if (freeBet?.phase !== 'token' || freeBet.amount <= 0) return undefined;
  if (freeBet.expires_at && Date.parse(freeBet.expires_at) <= now) return undefined;
  return { id: freeBet.id, amountCents: Math.round(freeBet.amount * 100) };
}

/** A free bet is played whole on one bet: a single (one selection) or an accumulator, never a system. */
export function freeBetFits(mode: 'singles' | 'accumulator' | 'system', selections: number): boolean {
  if (mode === 'singles') return selections === 1;
  return mode === 'accumulator' && selections >= 2;
}

/**
 * What a free bet returns if every leg wins: its stake is never returned, so the potential return
 * less the stake ((odds − 1) × stake), as the settlement pays it.
 */
export function freeBetReturnCents(potentialReturnCents: number, stakeCents: number): number {
  return Math.max(0, potentialReturnCents - stakeCents);
}
