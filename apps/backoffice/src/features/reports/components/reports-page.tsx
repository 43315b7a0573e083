import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import styles from './reports.module.css';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (value: number) => usd.format(value);

interface GgrRow {
  key: string;
  label: string;
  rounds: number;
  stakes_usd: number;
  wins_usd: number;
  ggr_usd: number;
  bonus_cost_usd: number | null;
  ngr_usd: number | null;
  players: number;
}
interface MethodRow {
  provider: string;
  token_type: string;
  deposits: number;
  deposits_usd: number;
  withdrawals: number;
  withdrawals_usd: number;
}
interface BonusRow {
  day: string;
  granted_usd: number;
  converted_usd: number;
  written_off_usd: number;
  cost_usd: number;
}
interface CohortRow {
  cohort: string;
  players: number;
  months: Array<{
    month: string;
    offset: number;
    retention: number;
    depositors: number;
    deposits_usd: number;
  }>;
}
interface JobRow {
  job: string;
  period: string;
  outcome: string;
  attempts: number;
  finished_at: string | null;
  summary: string | null;
  error: string | null;
}

const TABS = ['ggr', 'payments', 'bonus', 'cohorts', 'jobs'] as const;
type Tab = (typeof TABS)[number];
const SPAN_FILTERS = (t: (k: string) => string) =>
  [
    { key: 'from', label: t('filters.from'), type: 'date' as const },
    { key: 'to', label: t('filters.to'), type: 'date' as const },
  ] as const;

/** The reports: GGR and NGR by day, game, provider and country; payments by method; bonus cost; cohorts; jobs. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const [tab, setTab] = useState<Tab>('ggr');

  const ggrColumns: TableColumn<GgrRow>[] = [
    { id: 'key', header: t('columns.key'), sortable: true, cell: (r) => r.label || r.key },
    {
      id: 'rounds',
      header: t('columns.rounds'),
      sortable: true,
      numeric: true,
      cell: (r) => r.rounds.toLocaleString('en-US'),
    },
    {
      id: 'stakes',
      header: t('columns.stakes'),
      sortable: true,
      numeric: true,
      cell: (r) => money(r.stakes_usd),
    },
    { id: 'wins', header: t('columns.wins'), sortable: true, numeric: true, cell: (r) => money(r.wins_usd) },
    {
      id: 'ggr',
      header: t('columns.ggr'),
      sortable: true,
      numeric: true,
      cell: (r) => <strong>{money(r.ggr_usd)}</strong>,
    },
    {
      id: 'bonus_cost',
      header: t('columns.bonusCost'),
      numeric: true,
      cell: (r) => (r.bonus_cost_usd === null ? '—' : money(r.bonus_cost_usd)),
    },
    {
      id: 'ngr',
      header: t('columns.ngr'),
      numeric: true,
      cell: (r) => (r.ngr_usd === null ? '—' : money(r.ngr_usd)),
    },
    {
      id: 'players',
      header: t('columns.players'),
      numeric: true,
      cell: (r) => r.players.toLocaleString('en-US'),
    },
  ];
  const methodColumns: TableColumn<MethodRow>[] = [
    { id: 'method', header: t('columns.method'), cell: (r) => `${r.token_type} · ${r.provider}` },
    {
      id: 'deposits',
      header: t('columns.deposits'),
      numeric: true,
      cell: (r) => `${r.deposits} · ${money(r.deposits_usd)}`,
    },
    {
      id: 'withdrawals',
      header: t('columns.withdrawals'),
      numeric: true,
      cell: (r) => `${r.withdrawals} · ${money(r.withdrawals_usd)}`,
    },
  ];
  const bonusColumns: TableColumn<BonusRow>[] = [
    { id: 'day', header: t('columns.day'), cell: (r) => r.day },
    { id: 'granted', header: t('columns.granted'), numeric: true, cell: (r) => money(r.granted_usd) },
    { id: 'converted', header: t('columns.converted'), numeric: true, cell: (r) => money(r.converted_usd) },
    {
      id: 'written_off',
      header: t('columns.writtenOff'),
      numeric: true,
      cell: (r) => money(r.written_off_usd),
    },
    {
      id: 'cost',
      header: t('columns.bonusCost'),
      numeric: true,
      cell: (r) => <strong>{money(r.cost_usd)}</strong>,
    },
  ];
  const cohortColumns: TableColumn<CohortRow>[] = [
    { id: 'cohort', header: t('columns.cohort'), cell: (r) => r.cohort },
    { id: 'players', header: t('columns.players'), numeric: true, cell: (r) => r.players },
    {
      id: 'retention',
      header: t('columns.retention'),
      cell: (r) => (
        <span className={styles.cohort}>
          {r.months.map((m) => (
            <span
              key={m.month}
              className={styles.cell}
              title={`${m.month}: ${m.depositors} · ${money(m.deposits_usd)}`}
              style={{ '--share': m.retention } as React.CSSProperties}
            >
              {Math.round(m.retention * 100)}%
            </span>
          ))}
        </span>
      ),
    },
  ];
  const jobColumns: TableColumn<JobRow>[] = [
    { id: 'job', header: t('columns.job'), cell: (r) => <code>{r.job}</code> },
    { id: 'period', header: t('columns.period'), cell: (r) => r.period },
    {
      id: 'outcome',
      header: t('columns.outcome'),
      cell: (r) => (
        <span data-outcome={r.outcome} className={styles.outcome}>
          {r.outcome}
        </span>
      ),
    },
    { id: 'attempts', header: t('columns.attempts'), numeric: true, cell: (r) => r.attempts },
    { id: 'finished_at', header: t('columns.finished'), cell: (r) => formatDateTime(r.finished_at) },
    { id: 'summary', header: t('columns.summary'), cell: (r) => r.error ?? r.summary ?? '' },
  ];

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div role="tablist" aria-label={t('title')} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'ggr' && (
          <DataTable
            path="/reports/ggr/"
            queryKey={['reports', 'ggr']}
            label={t('tabs.ggr')}
            columns={ggrColumns}
            rowKey={(r) => r.key}
            defaultSort={{ field: 'key', order: 'desc' }}
            filters={[
              {
                key: 'by',
                label: t('filters.by'),
                type: 'select',
                options: ['day', 'game', 'provider', 'country'].map((value) => ({
                  value,
                  label: t(`by.${value}`),
                })),
              },
              ...SPAN_FILTERS(t),
            ]}
          />
        )}
        {tab === 'payments' && (
          <DataTable
            path="/reports/payments/"
            queryKey={['reports', 'payments']}
            label={t('tabs.payments')}
            columns={methodColumns}
            rowKey={(r) => `${r.provider}/${r.token_type}`}
            filters={SPAN_FILTERS(t)}
          />
        )}
        {tab === 'bonus' && (
          <DataTable
            path="/reports/bonus-cost/"
            queryKey={['reports', 'bonus']}
            label={t('tabs.bonus')}
            columns={bonusColumns}
            rowKey={(r) => r.day}
            filters={SPAN_FILTERS(t)}
          />
        )}
        {tab === 'cohorts' && (
          <DataTable
            path="/reports/cohorts/"
            queryKey={['reports', 'cohorts']}
            label={t('tabs.cohorts')}
            columns={cohortColumns}
            rowKey={(r) => r.cohort}
          />
        )}
        {tab === 'jobs' && (
          <DataTable
            path="/reports/jobs/"
            queryKey={['reports', 'jobs']}
            label={t('tabs.jobs')}
            columns={jobColumns}
            rowKey={(r) => `${r.job}/${r.period}`}
            filters={[
              { key: 'job', label: t('columns.job') },
              {
                key: 'failed',
                label: t('filters.failed'),
                type: 'select',
                options: [{ value: 'true', label: t('filters.onlyFailed') }],
              },
            ]}
          />
        )}
      </div>
    </>
  );
}
