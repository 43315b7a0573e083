import { centsToUsd } from '@casino/contract';
import type { Bet, BetLeg, LegState } from '@casino/contract/sportsbook-bets';
import type { Locale } from '../../../platform/i18n/locale.js';
import { selectionNames } from '../sportsbook.presenter.js';
import type { BetOutcome } from './bet-outcome.js';
import type { BetRow, LegRow } from './bets.repository.js';
import { explanationText, refusalText } from './explanation-text.js';

/**
 * A bet as My bets shows it: money in USD, legs named in the locale with their states, the
 * explanation worded (the outcome its legs' results make of it, bet-outcome.ts).
 */
export function presentBet(
  row: BetRow,
  legs: readonly LegRow[],
  outcome: Pick<BetOutcome, 'legStates' | 'explanation'>,
  locale: Locale,
): Bet {
  const settled = row.status === 'won' || row.status === 'lost' || row.status === 'void';
  const steps = outcome.explanation;
  return {
    id: row.id,
    key: row.key,
    type: row.type,
    line_count: row.line_count,
    unit_stake: centsToUsd(row.unit_stake_cents),
    total_stake: centsToUsd(row.total_stake_cents),
    potential_return: centsToUsd(row.potential_return_cents),
    status: row.status,
    return_usd: settled && row.return_cents !== null ? centsToUsd(row.return_cents) : null,
    free_bet: row.free_bet,
    placed_at: row.placed_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
    legs: legs.map((leg, i) => presentLeg(leg, outcome.legStates[i] ?? 'open', locale)),
    explanation: steps,
    explanation_text:
      row.status === 'refused'
        ? refusalText(row.total_stake_cents, locale)
        : settled
          ? explanationText(steps, locale)
          : '',
  };
}

function presentLeg(leg: LegRow, state: LegState, locale: Locale): BetLeg {
  const names = selectionNames(
    { type: leg.market_type, line: leg.market_line },
    leg.outcome_key,
    leg,
    locale,
  );
  return {
    outcome_id: leg.outcome_id,
    event_id: leg.event_id,
    event: `${leg.home} v ${leg.away}`,
    sport: leg.sport,
    starts_at: leg.starts_at.toISOString(),
    market: names.market,
    outcome: names.outcome,
    odds: leg.odds,
    state,
  };
}
