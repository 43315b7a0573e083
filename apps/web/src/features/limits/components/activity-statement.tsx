import { STATEMENT_PERIODS, type StatementPeriod } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { useStatement } from '../api/get-statement';
import { playedText } from './reality-check-dialog';
import styles from './activity-statement.module.css';

/**
 * The activity statement on the Responsible gambling tab (docs/decisions/039): deposits,
 * withdrawals, stakes, wins, the net position and play time per day, week or month.
 */
export function ActivityStatement() {
  const { t, i18n } = useTranslation('limits');
  const [period, setPeriod] = useState<StatementPeriod>('day');
  const statement = useStatement(period);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const signed = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    signDisplay: 'exceptZero',
  });
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const label = (start: string) => {
    const at = new Date(`${start}T00:00:00Z`);
    if (period === 'month') return month.format(at);
    return period === 'week' ? t('statement.weekOf', { date: date.format(at) }) : date.format(at);
  };
  return (
    <section className={styles.card} aria-labelledby="rg-statement">
      <div className={styles.head}>
        <h2 id="rg-statement" className={styles.title}>
          {t('statement.title')}
        </h2>
        <SelectField
          label={t('statement.by')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as StatementPeriod)}
          options={STATEMENT_PERIODS.map((p) => ({ value: p, label: t(`statement.periods.${p}`) }))}
        />
      </div>
      {statement.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : statement.isError ? (
        <Notice tone="error">{t('statement.failed')}</Notice>
      ) : (
        <>
          <p className={styles.muted}>{t('statement.zone', { zone: statement.data.time_zone })}</p>
          <div className={styles.scroller}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t(`statement.periods.${period}`)}</th>
                  <th scope="col">{t('statement.deposits')}</th>
                  <th scope="col">{t('statement.withdrawals')}</th>
                  <th scope="col">{t('statement.staked')}</th>
                  <th scope="col">{t('statement.won')}</th>
                  <th scope="col">{t('statement.net')}</th>
                  <th scope="col">{t('statement.played')}</th>
                </tr>
              </thead>
              <tbody>
                {statement.data.rows.map((r) => {
                  // A period with nothing at all: no money moved and no time played (a day whose
                  // stakes were all refunded still shows its play time at full strength).
                  const quiet =
                    r.deposits === 0 &&
                    r.withdrawals === 0 &&
                    r.staked === 0 &&
                    r.won === 0 &&
                    r.played_seconds === 0;
                  return (
                    <tr
                      key={r.start}
                      className={quiet ? styles.quiet : undefined}
                      data-quiet={quiet || undefined}
                    >
                      <th scope="row">{label(r.start)}</th>
                      <td>{money.format(r.deposits)}</td>
                      <td>{money.format(r.withdrawals)}</td>
                      <td>{money.format(r.staked)}</td>
                      <td>{money.format(r.won)}</td>
                      <td className={r.net < 0 ? styles.loss : r.net > 0 ? styles.gain : undefined}>
                        {signed.format(r.net)}
                      </td>
                      <td>{playedText(r.played_seconds, (key, params) => t(key, params))}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
