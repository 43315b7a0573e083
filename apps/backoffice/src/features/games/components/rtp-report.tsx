import { Notice } from '@casino/ui/notice';
import { TextField } from '@casino/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../lib/api-client';
import { rtpQueryOptions, type RtpLine } from '../api/games';
import styles from './games.module.css';

const pct = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(2)}%`);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Per game, the RTP its closed rounds paid against the published one and the range the rounds
 * played make likely; a game outside it is flagged and listed first.
 */
export function RtpReport() {
  const { t } = useTranslation('games');
  const [since, setSince] = useState('');
  const report = useQuery(rtpQueryOptions(since));
  const games = [...(report.data?.games ?? [])].sort(
    (a, b) => Number(b.outside) - Number(a.outside) || b.rounds - a.rounds,
  );
  const flagged = games.filter((g) => g.outside).length;

  return (
    <section className={styles.panel} aria-labelledby="rtp-title">
      <div className={styles.rtpHead}>
        <div>
          <h2 id="rtp-title" className={styles.panelTitle}>
            {t('rtp.title')}
          </h2>
          <p className={styles.muted}>{t('rtp.intro', { deviations: report.data?.range_deviations ?? 3 })}</p>
        </div>
        <TextField
          label={t('rtp.since')}
          type="date"
          value={since}
          onChange={(e) => setSince(e.target.value)}
        />
      </div>
      {report.isError && <Notice tone="error">{messageOf(report.error, t('common:errors.network'))}</Notice>}
      {report.data && (
        <Notice tone={flagged > 0 ? 'error' : 'success'}>
          {flagged > 0 ? t('rtp.flagged', { count: flagged }) : t('rtp.allWithin', { count: games.length })}
        </Notice>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.rtpTable} aria-label={t('rtp.title')}>
          <thead>
            <tr>
              <th scope="col">{t('columns.game')}</th>
              <th scope="col" className={styles.num}>
                {t('rtp.rounds')}
              </th>
              <th scope="col" className={styles.num}>
                {t('rtp.staked')}
              </th>
              <th scope="col" className={styles.num}>
                {t('rtp.won')}
              </th>
              <th scope="col" className={styles.num}>
                {t('rtp.theoretical')}
              </th>
              <th scope="col" className={styles.num}>
                {t('rtp.actual')}
              </th>
              <th scope="col">{t('rtp.range')}</th>
              <th scope="col">{t('rtp.state')}</th>
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <RtpRow key={g.game_id} line={g} />
            ))}
            {report.data && games.length === 0 && (
              <tr>
                <td colSpan={8} className={styles.muted}>
                  {t('rtp.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RtpRow({ line }: { line: RtpLine }) {
  const { t } = useTranslation('games');
  return (
    <tr data-outside={line.outside} className={line.outside ? styles.outside : undefined}>
      <td>
        <span className={styles.stack}>
          <strong>{line.name}</strong>
          <span className={styles.muted}>
            {line.provider} · <code>{line.code}</code>
          </span>
        </span>
      </td>
      <td className={styles.num}>{line.rounds.toLocaleString('en-US')}</td>
      <td className={styles.num}>{usd.format(line.staked_usd)}</td>
      <td className={styles.num}>{usd.format(line.won_usd)}</td>
      <td className={styles.num}>{pct(line.rtp)}</td>
      <td className={styles.num}>
        <strong>{pct(line.actual_rtp)}</strong>
      </td>
      <td className={styles.muted}>
        {line.expected_low === null ? '—' : `${pct(line.expected_low)} – ${pct(line.expected_high)}`}
      </td>
      <td>
        {line.outside ? (
          <span className={`${styles.chip} ${styles.hot}`}>{t('rtp.outside')}</span>
        ) : (
          <span className={styles.muted}>{line.rounds === 0 ? t('rtp.noRounds') : t('rtp.within')}</span>
        )}
      </td>
    </tr>
  );
}
