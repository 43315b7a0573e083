import type { GamblingLimits } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useReopenAccount } from '../api/reopen-account';
import { formatMoment } from './break-notice';
import styles from './responsible-gambling-panel.module.css';

/**
 * What a self-exclusion leaves of the account once its period is over (docs/decisions/040):
 * closed until the player asks to reopen it, then a 24-hour cooling-off; or closed because the
 * national register lists the player (docs/decisions/041).
 */
export function ExclusionStatus({ limits }: { limits: GamblingLimits }) {
  const { t, i18n } = useTranslation('limits');
  const reopen = useReopenAccount();
  const [understood, setUnderstood] = useState(false);
  const at = (iso: string) => formatMoment(iso, i18n.language);

  switch (limits.account_state) {
    case 'register':
      return (
        <Notice tone="warning" role="status">
          {t('reopen.register')}
        </Notice>
      );
    case 'cooling_off':
      return (
        <Notice tone="warning" role="status">
          {t('reopen.coolingOff', { at: at(limits.cooling_off_until ?? new Date().toISOString()) })}
        </Notice>
      );
    case 'reopenable':
      return (
        <section className={styles.card} aria-labelledby="rg-reopen">
          <h2 id="rg-reopen" className={styles.cardTitle}>
            {t('reopen.title')}
          </h2>
          <p className={styles.muted}>{t('reopen.text')}</p>
          <label className={styles.check}>
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
            {t('reopen.understand')}
          </label>
          <div className={styles.actions}>
            <Button disabled={!understood || reopen.isPending} onClick={() => reopen.mutate()}>
              {t('reopen.button')}
            </Button>
          </div>
          {reopen.error && (
            <Notice tone="error">
              {(reopen.error instanceof ApiError ? reopen.error.firstMessage() : undefined) ?? t('failed')}
            </Notice>
          )}
        </section>
      );
    default:
      return null;
  }
}
