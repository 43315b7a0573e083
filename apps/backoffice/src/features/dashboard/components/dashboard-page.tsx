import { Notice } from '@casino/ui/notice';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { messageOf, request } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import styles from './dashboard.module.css';

interface Figures {
  deposits: number;
  deposits_usd: number;
  withdrawals: number;
  withdrawals_usd: number;
  stakes_usd: number;
  wins_usd: number;
  ggr_usd: number;
  bonus_cost_usd: number;
  ngr_usd: number;
  rounds: number;
  new_players: number;
  first_deposits: number;
  active_players: number;
}

interface Dashboard {
  as_of: string | null;
  today: Figures;
  last_30_days: Figures;
  series: Array<Figures & { day: string }>;
  queues: {
    kyc_documents: number;
    withdrawals: number;
    withdrawals_usd: number;
    approvals: number;
    support_chats: number;
    unmatched_payments: number;
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');
const KPIS = [
  ['deposits_usd', 'money'],
  ['withdrawals_usd', 'money'],
  ['ggr_usd', 'money'],
  ['ngr_usd', 'money'],
  ['active_players', 'count'],
  ['new_players', 'count'],
  ['first_deposits', 'count'],
] as const;
const QUEUES = [
  ['kyc_documents', '/kyc'],
  ['withdrawals', '/withdrawals'],
  ['approvals', '/approvals'],
  ['support_chats', '/support'],
  ['unmatched_payments', '/payments'],
] as const;

/** Today and the last 30 days at a glance, with the queues waiting for staff. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => request<Dashboard>('/dashboard/', { signal }),
    refetchInterval: 60_000,
  });
  const d = dashboard.data;
  return (
    <>
      <PageHeader
        title={t('title')}
        intro={d?.as_of ? t('asOf', { time: formatDateTime(d.as_of) }) : t('intro')}
      />
      {dashboard.isError && (
        <Notice tone="error">{messageOf(dashboard.error, t('common:errors.network'))}</Notice>
      )}
      {d && (
        <>
          <section aria-labelledby="queues-title" className={styles.block}>
            <h2 id="queues-title">{t('queues.title')}</h2>
            <ul className={styles.queues}>
              {QUEUES.map(([key, path]) => (
                <li key={key}>
                  <Link to={path} className={styles.queue} data-busy={d.queues[key] > 0 ? 'true' : undefined}>
                    <span className={styles.queueCount}>{count.format(d.queues[key])}</span>
                    <span>{t(`queues.${key}`)}</span>
                    {key === 'withdrawals' && d.queues.withdrawals > 0 && (
                      <span className={styles.muted}>{usd.format(d.queues.withdrawals_usd)}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {(['today', 'last_30_days'] as const).map((span) => (
            <section key={span} aria-labelledby={`${span}-title`} className={styles.block}>
              <h2 id={`${span}-title`}>{t(`spans.${span}`)}</h2>
              <dl className={styles.kpis}>
                {KPIS.map(([key, kind]) => (
                  <div key={key} className={styles.kpi}>
                    <dt>{t(`kpis.${key}`)}</dt>
                    <dd data-negative={d[span][key] < 0 ? 'true' : undefined}>
                      {kind === 'money' ? usd.format(d[span][key]) : count.format(d[span][key])}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <section aria-labelledby="chart-title" className={styles.block}>
            <h2 id="chart-title">{t('chart.title')}</h2>
            <DailyChart days={d.series} label={t('chart.label')} />
          </section>
        </>
      )}
    </>
  );
}

/** GGR and deposits per day as bars (a plain SVG: one number per day needs no chart library). */
function DailyChart({ days, label }: { days: Array<Figures & { day: string }>; label: string }) {
  const { t } = useTranslation('dashboard');
  const width = 900;
  const height = 220;
  const top = Math.max(1, ...days.map((d) => Math.max(Math.abs(d.ggr_usd), d.deposits_usd)));
  const zero = height - 30;
  const scale = (zero - 10) / top;
  const step = days.length > 0 ? width / days.length : width;
  const bar = Math.max(2, step / 2 - 2);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} preserveAspectRatio="none">
        <line x1="0" x2={width} y1={zero} y2={zero} className={styles.axis} />
        {days.map((d, i) => {
          const x = i * step + 2;
          const ggr = d.ggr_usd * scale;
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${t('kpis.deposits_usd')} ${usd.format(d.deposits_usd)}, ${t('kpis.ggr_usd')} ${usd.format(d.ggr_usd)}`}</title>
              <rect
                x={x}
                y={zero - d.deposits_usd * scale}
                width={bar}
                height={d.deposits_usd * scale}
                className={styles.deposits}
              />
              <rect
                x={x + bar + 1}
                y={ggr >= 0 ? zero - ggr : zero}
                width={bar}
                height={Math.abs(ggr)}
                className={ggr >= 0 ? styles.ggr : styles.loss}
              />
            </g>
          );
        })}
        {days.length > 0 && (
          <>
            <text x="0" y={height - 8} className={styles.tick}>
              {days[0]?.day}
            </text>
            <text x={width} y={height - 8} textAnchor="end" className={styles.tick}>
              {days[days.length - 1]?.day}
            </text>
          </>
        )}
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.swatchDeposits} /> {t('kpis.deposits_usd')}
        <span className={styles.swatchGgr} /> {t('kpis.ggr_usd')}
      </figcaption>
    </figure>
  );
}
