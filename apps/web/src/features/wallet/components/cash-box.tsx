import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import type { DepositApplication } from '../api/create-deposit';
import styles from './cash-box.module.css';
import { DepositApplicationView } from './deposit-application-view';
import { DepositForm } from './deposit-form';
import { WithdrawPanel } from './withdraw-panel';

export type CashBoxTab = 'deposit' | 'withdraw';

export interface CashBoxProps {
  onClose: () => void;
  /** The tab shown first (Deposit unless asked otherwise). */
  initialTab?: CashBoxTab;
  /** Deposit only: the variant inside the bonus deposit dialog (document 2). */
  depositOnly?: boolean;
  /** Shown above the deposit form (the app puts the limits feature's offer and review there). */
  depositPrompt?: ReactNode;
  /**
   * Why no deposit is taken now (the app puts the limits feature's break there): shown instead
   * of the deposit form, with the way to the withdrawal, which stays open.
   */
  depositsClosed?: ReactNode;
}

/**
 * The cash box (document 1, section 2): Deposit and Withdraw tabs; once a deposit application
 * exists the Withdraw tab is hidden and the Deposit tab shows the application.
 */
export function CashBox({
  onClose,
  initialTab = 'deposit',
  depositOnly = false,
  depositPrompt,
  depositsClosed,
}: CashBoxProps) {
  const { t } = useTranslation('wallet');
  const [tab, setTab] = useState<CashBoxTab>(depositOnly ? 'deposit' : initialTab);
  const [application, setApplication] = useState<DepositApplication | undefined>(undefined);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<CashBoxTab, HTMLButtonElement | null>>>({});

  // The modal focuses its first button, which is the Deposit tab; with roving tab stops the
  // focus belongs on the selected tab (the cash box may open on Withdraw).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (
        focused instanceof HTMLElement &&
        focused.getAttribute('role') === 'tab' &&
        focused.getAttribute('aria-selected') !== 'true'
      ) {
        tabRefs.current[initialTab]?.focus();
      }
    });
    return () => cancelAnimationFrame(frame);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only where the cash box opens

  const tabs: CashBoxTab[] = depositOnly || application ? ['deposit'] : ['deposit', 'withdraw'];
  const current = tabs.includes(tab) ? tab : 'deposit';

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = tabs.indexOf(current);
    const next =
      tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length] ?? 'deposit';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.cashBox}>
      <div role="tablist" aria-label={t('cashBox.title')} className={styles.tabs}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${name}-tab`}
            aria-controls={`${baseId}-${name}-panel`}
            aria-selected={current === name}
            tabIndex={current === name ? 0 : -1}
            className={[styles.tab, current === name && styles.tabActive].filter(Boolean).join(' ')}
            onClick={() => setTab(name)}
            onKeyDown={handleKeyDown}
          >
            {t(`cashBox.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${current}-panel`}
        aria-labelledby={`${baseId}-${current}-tab`}
        className={styles.panel}
      >
        {current === 'withdraw' ? (
          <WithdrawPanel onClose={onClose} />
        ) : application ? (
          <DepositApplicationView application={application} onDone={onClose} />
        ) : depositsClosed ? (
          <div className={styles.closed}>
            {depositsClosed}
            {!depositOnly && (
              <Button variant="secondary" onClick={() => setTab('withdraw')}>
                {t('cashBox.withdraw')}
              </Button>
            )}
          </div>
        ) : (
          <>
            {depositPrompt}
            <DepositForm onCreated={setApplication} />
          </>
        )}
      </div>
    </div>
  );
}

/** The cash box with the Deposit tab only, for the bonus deposit dialog (transitionBonuses). */
export function DepositOnlyCashBox({
  onClose,
  depositPrompt,
}: {
  onClose: () => void;
  depositPrompt?: ReactNode;
}) {
  return <CashBox onClose={onClose} depositOnly depositPrompt={depositPrompt} />;
}
