import type { BetType } from '@casino/contract/bet-types';
import { MAX_LINE_STAKE_USD, MIN_LINE_STAKE_USD, type PlaceBetBody } from '@casino/contract/sportsbook-bets';
import {
  comboRefusal,
  countLines,
  parseStakeCents,
  potentialReturnCents,
  sizesOf,
  systemBetType,
  systemChoices,
  type ComboRefusal,
  type SystemChoice,
} from './slip-maths';
import type { Slip } from './slip-store';

const MIN_CENTS = Math.round(MIN_LINE_STAKE_USD * 100);
const MAX_CENTS = MAX_LINE_STAKE_USD * 100;

/** One bet the slip would send (a slip of singles sends one per staked selection). */
export interface SlipBet {
  body: Omit<PlaceBetBody, 'key'>;
  /** What identifies this bet for its key: the same body is the same bet. */
  signature: string;
  lines: number;
  stakeCents: number;
  returnCents: number;
}

/** Why the slip cannot be placed as it stands. */
export type SlipProblem =
  | ComboRefusal
  | 'empty'
  | 'locked'
  | 'noSystem'
  | 'stakeMissing'
  | 'stakeInvalid'
  | 'stakeTooLow'
  | 'stakeTooHigh';

export interface SlipSummary {
  bets: SlipBet[];
  lines: number;
  totalCents: number;
  returnCents: number;
  problem?: SlipProblem;
}

type StakeCheck = { cents: number } | { problem: SlipProblem };

function checkStake(text: string): StakeCheck {
  if (text.trim() === '') return { problem: 'stakeMissing' };
  const cents = parseStakeCents(text);
  if (cents === undefined) return { problem: 'stakeInvalid' };
  if (cents < MIN_CENTS) return { problem: 'stakeTooLow' };
  if (cents > MAX_CENTS) return { problem: 'stakeTooHigh' };
  return { cents };
}

function bet(type: BetType, legs: Slip['selections'], unitCents: number, slip: Slip): SlipBet | undefined {
  const sizes = sizesOf(type, legs.length);
  if (!sizes) return undefined;
  const body: SlipBet['body'] = {
    type,
    legs: legs.map((s) => ({ outcome_id: s.outcomeId, odds: s.odds })),
    unit_stake: unitCents / 100,
    odds_change: slip.oddsChange,
  };
  const lines = countLines(sizes, legs.length);
  return {
    body,
    signature: JSON.stringify(body),
    lines,
    stakeCents: lines * unitCents,
    returnCents: potentialReturnCents(
      legs.map((s) => s.odds),
      sizes,
      unitCents,
    ),
  };
}

function summarise(bets: SlipBet[], problem?: SlipProblem): SlipSummary {
  return {
    bets,
    lines: bets.reduce((sum, b) => sum + b.lines, 0),
    totalCents: bets.reduce((sum, b) => sum + b.stakeCents, 0),
    returnCents: bets.reduce((sum, b) => sum + b.returnCents, 0),
    problem,
  };
}

/** The system bet chosen, or the first that fits the selections when the choice no longer does. */
export function systemOf(slip: Slip): SystemChoice | undefined {
  const choices = systemChoices(slip.selections.length);
  return choices.find((choice) => choice === slip.system) ?? choices[0];
}

/** The bets of the slip in its mode, their lines, total stake and potential return, or why not. */
export function summariseSlip(slip: Slip): SlipSummary {
  const { selections } = slip;
  if (selections.length === 0) return summarise([], 'empty');
  const locked = selections.some((s) => s.locked) ? 'locked' : undefined;

  if (slip.mode === 'singles') {
    const bets: SlipBet[] = [];
    let problem: SlipProblem | undefined;
    for (const selection of selections) {
      const text = slip.stakes[String(selection.outcomeId)] ?? '';
      if (text.trim() === '') continue;
      const stake = checkStake(text);
      if ('problem' in stake) problem ??= stake.problem;
      else {
        const single = bet({ kind: 'single' }, [selection], stake.cents, slip);
        if (single) bets.push(single);
      }
    }
    return summarise(bets, locked ?? problem ?? (bets.length === 0 ? 'stakeMissing' : undefined));
  }

  const eventIds = selections.map((s) => s.eventId);
  const refusal = comboRefusal(eventIds, slip.mode === 'system' ? 3 : 2);
  if (refusal) return summarise([], refusal);
  const system = systemOf(slip);
  const type: BetType | undefined =
    slip.mode === 'accumulator' ? { kind: 'accumulator' } : system && systemBetType(system);
  if (!type) return summarise([], 'noSystem');
  const stake = checkStake(slip.unitStake);
  // With no stake yet the lines still show, so the player sees what a stake buys.
  const shown = bet(type, selections, 'cents' in stake ? stake.cents : 0, slip);
  if ('problem' in stake) return { ...summarise([], stake.problem), lines: shown?.lines ?? 0 };
  return summarise(shown ? [shown] : [], locked);
}
