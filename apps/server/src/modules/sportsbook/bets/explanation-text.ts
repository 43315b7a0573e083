import type { ExplanationStep } from '@casino/contract/sportsbook-bets';
import type { Locale } from '../../../platform/i18n/locale.js';
import { translate } from '../../../platform/i18n/translate.js';
import { factorFormula, usd } from '../settlement/explanation.js';
import './bets.messages.js';

/**
 * A settled bet's explanation in the player's language: the same steps, in the same order and
 * with the same numbers, as the English renderExplanation (settlement/explanation.ts) words them.
 */

function sizeName(size: number, locale: Locale): string {
  return size >= 1 && size <= 3
    ? translate(`expl_size_${size}`, locale)
    : translate('expl_size_n', locale, { size });
}

function systemName(name: string, locale: Locale): string {
  const m = /^(\d+)_from_(\d+)$/.exec(name);
  if (m) return translate('expl_k_from_n', locale, { k: m[1] ?? '', n: m[2] ?? '' });
  // Named systems (Trixie, Yankee, Lucky 15...) are names bettors use in every language.
  return name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

function legFormula(step: Extract<ExplanationStep, { key: 'leg' }>, locale: Locale): string {
  return step.outcome === 'void' ? translate('expl_leg_void', locale) : factorFormula(step);
}

function stepText(step: ExplanationStep, locale: Locale): string {
  switch (step.key) {
    case 'leg_open':
      return translate('expl_leg_open', locale, { leg: step.leg, odds: step.odds });
    case 'leg':
      return translate('expl_leg', locale, {
        leg: step.leg,
        outcome: translate(`expl_outcome_${step.outcome}`, locale),
        odds: step.odds,
        formula: legFormula(step, locale),
      });
    case 'accumulator':
      return translate('expl_accumulator', locale, {
        terms: step.multipliers.map((m) => m ?? '?').join(' × '),
        product: step.product,
      });
    case 'lines':
      return translate(step.count === 1 ? 'expl_lines_one' : 'expl_lines_many', locale, {
        count: step.count,
        name: sizeName(step.size, locale),
        sum: step.sum,
      });
    case 'system':
      return translate(step.lineCount === 1 ? 'expl_system_one' : 'expl_system_many', locale, {
        name: systemName(step.name, locale),
        count: step.lineCount,
        sum: step.sum,
      });
    case 'return': {
      const rounded =
        step.exactReturn === usd(step.grossCents)
          ? ''
          : translate('expl_rounded', locale, { exact: step.exactReturn });
      return translate(step.lineCount === 1 ? 'expl_return_one' : 'expl_return_lines', locale, {
        stake: usd(step.unitStakeCents),
        total: usd(step.totalStakeCents),
        multiplier: step.multiplier,
        gross: usd(step.grossCents),
        rounded,
      });
    }
    case 'free_bet':
      return translate('expl_free_bet', locale, { stake: usd(step.stakeCents), ret: usd(step.returnCents) });
  }
}

/** The explanation's steps as one sentence in the locale, joined by semicolons. */
export function explanationText(steps: readonly ExplanationStep[], locale: Locale): string {
  return steps.map((step) => stepText(step, locale)).join('; ');
}

/** Why a refused in-play bet was not accepted. */
export function refusalText(totalStakeCents: number, locale: Locale): string {
  return translate('expl_refused', locale, { stake: usd(totalStakeCents) });
}
