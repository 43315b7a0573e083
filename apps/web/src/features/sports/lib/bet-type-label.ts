import type { BetType } from '@casino/contract/bet-types';
import type { TFunction } from 'i18next';

/** A bet's type as a bettor names it: Single, Accumulator, Yankee, 2 from 4. */
export function betTypeLabel(t: TFunction<'sports'>, type: BetType, legs: number): string {
  switch (type.kind) {
    case 'single':
      return t('types.single');
    case 'accumulator':
      return t('types.accumulator', { legs });
    case 'system':
      return t(`systems.${type.name}`);
    case 'k_from_n':
      return t('types.kFromN', { k: type.size, n: legs });
  }
}
