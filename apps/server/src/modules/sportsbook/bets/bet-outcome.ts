import type { BetStatus, LegState } from '@casino/contract/sportsbook-bets';
import type { ExplanationStep } from '../settlement/explanation.js';
import { fromFeedSettlement, legOutcome, type LegResult } from '../settlement/leg-result.js';
import { compare, isZero, ONE, ratioOf } from '../settlement/ratio.js';
import { effectiveResults } from '../settlement/resettlement.js';
import { settleBet, type LegResults, type Settlement } from '../settlement/settle.js';
import type { BetRow, LegFeedRow } from './bets.repository.js';

/**
 * What the feed's results make of a bet: the core's settlement, the bet's status, each leg's state
 * and the explanation. The one reading of a bet's legs (docs/decisions/047): settlement pays and
 * records what it says, and My bets shows what it says, so the legs' states and the explanation
 * are never stored beside the results they are computed from.
 */
export interface BetOutcome {
  settlement: Settlement;
  /** open while a leg is; else void, won or lost. */
  status: Extract<BetStatus, 'open' | 'won' | 'lost' | 'void'>;
  legStates: LegState[];
  explanation: ExplanationStep[];
}

type BetTerms = Pick<BetRow, 'type' | 'unit_stake_cents' | 'free_bet'>;

/** A bet's outcome from its legs (in position order) as the feed leaves them. */
export function outcomeOf(bet: BetTerms, legs: readonly LegFeedRow[]): BetOutcome {
  const results = effectiveResults(legs.map((l) => ({ cancelled: l.cancelled, settled: resultOf(l) })));
  const settlement = settleBet(
    {
      type: bet.type,
      unitStakeCents: bet.unit_stake_cents,
      legOdds: legs.map((l) => l.odds),
      freeBet: bet.free_bet,
    },
    results,
  );
  return {
    settlement,
    status: settlement.state === 'open' ? 'open' : statusOf(results, settlement.returnCents),
    legStates: results.map((r) => (r === undefined ? 'open' : legOutcome(r))),
    explanation: settlement.state === 'settled' ? settlement.explanation : [],
  };
}

/**
 * What My bets shows of a bet: its outcome once accepted. A bet still held for acceptance, or
 * refused, was never in play, so its legs stay open and nothing is explained, whatever their
 * markets did since.
 */
export function shownOutcome(
  bet: BetTerms & Pick<BetRow, 'status'>,
  legs: readonly LegFeedRow[],
): Pick<BetOutcome, 'legStates' | 'explanation'> {
  if (bet.status === 'pending' || bet.status === 'refused')
    return { legStates: legs.map(() => 'open'), explanation: [] };
  return outcomeOf(bet, legs);
}

/** A leg's stored feed result as the core reads it, or undefined while its market is unsettled. */
function resultOf(leg: LegFeedRow): LegResult | undefined {
  if (leg.result === null) return undefined;
  return fromFeedSettlement({
    result: leg.result,
    voidFactor: ratioOf(leg.void_factor ?? '0'),
    deadHeatFactor: ratioOf(leg.dead_heat_factor ?? '1'),
  });
}

/** Void when every leg was void (the stake came back as it was); else won when it returned anything. */
function statusOf(results: LegResults, returnCents: number): 'won' | 'lost' | 'void' {
  const allVoid = results.every(
    (r) => r !== undefined && isZero(r.winFactor) && compare(r.voidFactor, ONE) === 0,
  );
  if (allVoid) return 'void';
  return returnCents > 0 ? 'won' : 'lost';
}
