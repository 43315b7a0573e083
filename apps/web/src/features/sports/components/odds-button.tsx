import type { Outcome } from '@casino/contract';
import { formatOdds, type OddsFormat } from '@casino/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@casino/ui/icons';
import { oddsHundredths } from '../lib/slip-maths';
import { slipStore, useOnSlip, type SlipSelection } from '../lib/slip-store';
import styles from './odds-button.module.css';

const FLASH_MS = 1_600;

/** Which way a price last moved, for a moment after it moved (the button flashes green or red). */
function usePriceMove(odds: string): 'up' | 'down' | undefined {
  const previous = useRef(odds);
  const [move, setMove] = useState<'up' | 'down'>();
  useEffect(() => {
    if (previous.current === odds) return;
    const up = oddsHundredths(odds) > oddsHundredths(previous.current);
    previous.current = odds;
    setMove(up ? 'up' : 'down');
    const timer = setTimeout(() => setMove(undefined), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return move;
}

export interface OddsButtonProps {
  outcome: Outcome;
  /** The short label above the price (1, X, 2, Over); the outcome's name when absent. */
  label?: string;
  /** What the slip keeps when the player taps it. */
  selection: Omit<SlipSelection, 'odds' | 'outcomeId'>;
  /** The market is not open (suspended, settled): the price shows locked. */
  locked: boolean;
  format: OddsFormat;
}

/** A price: tapping it puts the outcome on the slip or takes it off; a move flashes it. */
export function OddsButton({ outcome, label, selection, locked, format }: OddsButtonProps) {
  const { t } = useTranslation('sports');
  const selected = useOnSlip(outcome.id);
  const move = usePriceMove(outcome.odds);
  const closed = locked || !outcome.active;
  const shown = label ?? outcome.name;
  return (
    <button
      type="button"
      className={styles.odds}
      aria-pressed={selected}
      data-move={move}
      disabled={closed && !selected}
      aria-label={
        closed
          ? t('odds.lockedLabel', { outcome: outcome.name })
          : t('odds.label', { outcome: outcome.name, odds: formatOdds(outcome.odds, format) })
      }
      onClick={() =>
        slipStore.toggle({ ...selection, outcomeId: outcome.id, odds: outcome.odds, locked: closed })
      }
    >
      <span className={styles.name}>{shown}</span>
      <span className={styles.price}>
        {closed ? <LockIcon size={15} /> : formatOdds(outcome.odds, format)}
        {move && !closed && <span className={styles.arrow} aria-hidden="true" />}
      </span>
    </button>
  );
}
