import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, TicketIcon } from '@casino/ui/icons';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useWide } from '../hooks/use-wide';
import { summariseSlip } from '../lib/slip-bets';
import { useSlip } from '../lib/slip-store';
import { BetSlip } from './bet-slip';
import styles from './bet-slip.module.css';

/** From this width the slip is a panel beside the page (sports-layout.module.css gives it the column). */
export const SLIP_PANEL_MIN_WIDTH = 1100;

/** The slip as a column beside the page on a laptop, a bar and a bottom sheet on a phone. */
export function BetSlipDock({ onBetPlaced }: { onBetPlaced?: () => void }) {
  const { t } = useTranslation('sports');
  const wide = useWide(SLIP_PANEL_MIN_WIDTH);
  const slip = useSlip();
  const [open, setOpen] = useState(false);
  const count = slip.selections.length;
  const returnCents = summariseSlip(slip).returnCents;

  if (wide)
    return (
      <aside className={styles.panel} aria-labelledby="bet-slip-title">
        <h2 id="bet-slip-title" className={styles.title}>
          <TicketIcon size={20} />
          {t('slip.title')}
          {count > 0 && <span className={styles.badge}>{count}</span>}
        </h2>
        <BetSlip onBetPlaced={onBetPlaced} />
      </aside>
    );

  return (
    <>
      {count > 0 && !open && (
        <button type="button" className={styles.bar} onClick={() => setOpen(true)} data-testid="slip-bar">
          <span className={styles.barCount}>{count}</span>
          <span className={styles.barLabel}>{t('slip.title')}</span>
          {returnCents > 0 && (
            <span className={styles.barReturn}>{formatMoney(returnCents / 100, currentLanguage())}</span>
          )}
        </button>
      )}
      {open && <SlipSheet onClose={() => setOpen(false)} onBetPlaced={onBetPlaced} />}
    </>
  );
}

/** The phone's bottom sheet: over the page, closed by its button, the backdrop or Escape. */
function SlipSheet({ onClose, onBetPlaced }: { onClose: () => void; onBetPlaced?: () => void }) {
  const { t } = useTranslation('sports');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    // The page beneath does not scroll while the sheet is up.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);
  return (
    <div className={styles.sheetLayer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="bet-slip-sheet-title"
        tabIndex={-1}
      >
        <div className={styles.grip} aria-hidden="true" />
        <div className={styles.sheetHead}>
          <h2 id="bet-slip-sheet-title" className={styles.title}>
            <TicketIcon size={20} />
            {t('slip.title')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('slip.close')} onClick={onClose}>
            <CloseIcon size={18} />
          </button>
        </div>
        <div className={styles.sheetBody}>
          <BetSlip onBetPlaced={onBetPlaced} />
        </div>
      </div>
    </div>
  );
}
