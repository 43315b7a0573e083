import type { ExplanationStep, LegOutcome } from '@casino/contract/sportsbook-bets';

export type { ExplanationStep };

/** Cents as USD with two decimals, exactly (no float). */
export const usd = (cents: number) => {
  const text = String(cents).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};

const outcomeWords: Record<LegOutcome, string> = {
  won: 'won',
  lost: 'lost',
  void: 'void',
  half_won: 'half-won',
  half_lost: 'half-lost',
  dead_heat: 'dead heat',
  partial: 'partly settled',
};

const sizeWords = ['', 'single', 'double', 'treble'];
const lineName = (size: number) => sizeWords[size] ?? `${size}-fold`;
const systemWords = (name: string) => {
  const m = /^(\d+)_from_(\d+)$/.exec(name);
  return m ? `${m[1]} from ${m[2]}` : name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
};

/** A leg's multiplier as a formula, where it says more than the outcome's name. */
function legFormula(step: Extract<ExplanationStep, { key: 'leg' }>): string {
  if (step.outcome === 'void') return ': counts as 1';
  return factorFormula(step);
}

/** A partly won or lost leg's multiplier from its factors (": 0.5×1.90 + 0.5×1 = 1.45"); empty for won, lost or void. */
export function factorFormula(step: Extract<ExplanationStep, { key: 'leg' }>): string {
  if (step.outcome === 'won' || step.outcome === 'lost' || step.outcome === 'void') return '';
  const terms: string[] = [];
  if (step.winFactor !== '0') terms.push(`${step.winFactor}×${step.odds}`);
  if (step.voidFactor !== '0') terms.push(`${step.voidFactor}×1`);
  return `: ${terms.join(' + ')} = ${step.multiplier}`;
}

function renderStep(step: ExplanationStep): string {
  switch (step.key) {
    case 'leg_open':
      return `Leg ${step.leg} at ${step.odds} not settled`;
    case 'leg':
      return `Leg ${step.leg} ${outcomeWords[step.outcome]} at ${step.odds}${legFormula(step)}`;
    case 'accumulator':
      return `accumulator ${step.multipliers.map((m) => m ?? '?').join(' × ')} = ${step.product}`;
    case 'lines':
      return step.count === 1
        ? `the ${lineName(step.size)} comes to ${step.sum}`
        : `${step.count} ${lineName(step.size)}s add up to ${step.sum}`;
    case 'system':
      return `${systemWords(step.name)}, ${step.lineCount === 1 ? '1 line' : `${step.lineCount} lines`}, ${step.lineCount === 1 ? 'comes' : 'add up'} to ${step.sum}`;
    case 'return': {
      const stake =
        step.lineCount === 1
          ? `stake ${usd(step.unitStakeCents)}`
          : `stake ${usd(step.unitStakeCents)} a line (${usd(step.totalStakeCents)} in all)`;
      const rounded = step.exactReturn === usd(step.grossCents) ? '' : ` (${step.exactReturn} rounded down)`;
      return `${stake} × ${step.multiplier} → return ${usd(step.grossCents)}${rounded}`;
    }
    case 'free_bet':
      return `free bet: the stake ${usd(step.stakeCents)} is not returned → ${usd(step.returnCents)}`;
  }
}

/** The explanation in English, one sentence of steps joined by semicolons. */
export function renderExplanation(steps: readonly ExplanationStep[]): string {
  return steps.map(renderStep).join('; ');
}
