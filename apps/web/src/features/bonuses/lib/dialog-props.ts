import type { BonusItem } from '@casino/contract';

/** The bonus a dialog was opened with (dialog props travel untyped through the dialog registry). */
export function bonusFromProps(props: Record<string, unknown>): BonusItem | undefined {
  const value = props.bonus;
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as Partial<BonusItem>;
  return typeof candidate.id === 'number' && typeof candidate.title === 'string'
    ? (value as BonusItem)
    : undefined;
}
