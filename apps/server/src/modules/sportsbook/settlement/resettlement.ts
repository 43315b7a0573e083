import { VOID, type LegResult } from './leg-result.js';
import { settleBet, type BetToSettle, type LegResults } from './settle.js';

/**
 * Settlement is a function of the legs' current results, and money follows it by moving only
 * the difference between what the bet should have been paid and what it has been paid. A repeated
 * message moves 0, a resettlement moves the change, a rollback of settlement takes back what was
 * paid (the bet is open again), so however many messages arrive a bet ends paid exactly its
 * final return, once.
 */
export interface SettlementMove {
  /** What the bet should have received in all: its return when settled, 0 while open. */
  targetCents: number;
  /** Cents to move now: > 0 pays the player, < 0 takes back, 0 moves nothing. */
  moveCents: number;
}

/** What the bet is owed in all for these results (0 while it is open). */
export function owedCents(bet: BetToSettle, results: LegResults): number {
  const settlement = settleBet(bet, results);
  return settlement.state === 'settled' ? settlement.returnCents : 0;
}

/** The move that brings a bet paid `paidCents` so far to what these results owe it. */
export function settlementMove(bet: BetToSettle, paidCents: number, results: LegResults): SettlementMove {
  if (!Number.isSafeInteger(paidCents) || paidCents < 0)
    throw new RangeError('paid cents are whole and >= 0');
  const targetCents = owedCents(bet, results);
  return { targetCents, moveCents: targetCents - paidCents };
}

/** A leg's state as the feed leaves it: its market's settlement (if any) and whether its event was cancelled. */
export interface LegFeedState {
  readonly settled?: LegResult;
  readonly cancelled: boolean;
}

/**
 * The results settlement uses: a leg whose event (or market) is cancelled is void whatever its
 * settlement says; rolling the cancellation back restores that settlement, or opens the leg.
 */
export const effectiveResults = (legs: readonly LegFeedState[]): LegResults =>
  legs.map((leg) => (leg.cancelled ? VOID : leg.settled));
