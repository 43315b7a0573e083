import type { ActiveBonus } from '@casino/contract';
import type { SlipBet, SlipSummary } from './slip-bets';
import { comboRefusal, potentialReturnCents } from './slip-maths';
import type { Slip } from './slip-store';

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

/**
 * The slip played with the free bet: one single or one accumulator whose stake is the whole free
 * bet and whose return is the winnings only. Undefined when the slip does not fit a free bet.
 */
export function freeBetSummary(slip: Slip, token: FreeBetToken): SlipSummary | undefined {
  const { selections } = slip;
  if (!freeBetFits(slip.mode, selections.length)) return undefined;
  const empty = { bets: [], lines: 0, totalCents: 0, returnCents: 0 };
  if (slip.mode === 'accumulator') {
    const refusal = comboRefusal(
      selections.map((s) => s.eventId),
      2,
    );
    if (refusal) return { ...empty, problem: refusal };
  }
  const body: SlipBet['body'] = {
    type: slip.mode === 'accumulator' ? { kind: 'accumulator' } : { kind: 'single' },
    legs: selections.map((s) => ({ outcome_id: s.outcomeId, odds: s.odds })),
    unit_stake: token.amountCents / 100,
    odds_change: slip.oddsChange,
    free_bet_id: token.id,
  };
  const odds = selections.map((s) => s.odds);
  const returnCents = freeBetReturnCents(
    potentialReturnCents(odds, [odds.length], token.amountCents),
    token.amountCents,
  );
  const bet: SlipBet = {
    body,
    signature: JSON.stringify(body),
    lines: 1,
    stakeCents: token.amountCents,
    returnCents,
  };
  return {
    bets: [bet],
    lines: 1,
    totalCents: token.amountCents,
    returnCents,
    problem: selections.some((s) => s.locked) ? 'locked' : undefined,
  };
}
