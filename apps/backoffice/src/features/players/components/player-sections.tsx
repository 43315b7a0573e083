import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import type { Permission } from '../../../lib/permissions';
import facts from '../../../components/facts.module.css';
import styles from './players.module.css';

type Row = Record<string, unknown> & { id: number };

export interface PlayerSection {
  /** The tab's address under the player and the server's section path. */
  path: string;
  permission: Permission;
  columns: (t: TFunction<'players'>) => TableColumn<Row>[];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A USD amount, signed amounts coloured (credits green, debits red). */
export function Money({ value, signed = false }: { value: unknown; signed?: boolean }) {
  const amount = Number(value ?? 0);
  const tone = signed ? (amount > 0 ? 'up' : amount < 0 ? 'down' : undefined) : undefined;
  return (
    <span className={styles.money} data-tone={tone}>
      {signed && amount > 0 ? '+' : ''}
      {usd.format(amount)}
    </span>
  );
}

const text = (value: unknown): ReactNode =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const when = (value: unknown) => formatDateTime(typeof value === 'string' ? value : null);
const pill = (value: unknown, tones: Record<string, string>) => (
  <span className={facts.tone} data-tone={tones[String(value)]}>
    {text(value)}
  </span>
);

const col = (
  id: string,
  header: string,
  cell: (row: Row) => ReactNode = (row) => text(row[id]),
  numeric = false,
): TableColumn<Row> => ({ id, header, cell, numeric });

const STATE_TONES: Record<string, string> = {
  active: 'success',
  completed: 'success',
  paid: 'success',
  verified: 'success',
  closed: 'success',
  pending: 'warning',
  open: 'warning',
  cancelled: 'danger',
  rejected: 'danger',
  expired: 'danger',
  lost: 'danger',
  rolled_back: 'danger',
  blocked: 'danger',
  suspended: 'warning',
};

/**
 * The page's sections, in tab order, with the permission each needs (the server checks it again)
 * and its columns. Every section is a server-paginated list exportable to CSV.
 */
export const PLAYER_SECTIONS: readonly PlayerSection[] = [
  {
    path: 'ledger',
    permission: 'players.payments',
    columns: (t) => [
      col('at', t('columns.at'), (r) => when(r.at)),
      col('kind', t('columns.kind')),
      col('account', t('columns.account')),
      col('amount', t('columns.amount'), (r) => <Money value={r.amount} signed />, true),
      col('id', t('columns.transfer'), (r) => `#${r.id}`),
    ],
  },
  {
    path: 'rounds',
    permission: 'players.read',
    columns: (t) => [
      col('at', t('columns.at'), (r) => when(r.at)),
      col('game_code', t('columns.game')),
      col('bet', t('columns.bet'), (r) => <Money value={r.bet} />, true),
      col('win', t('columns.win'), (r) => <Money value={r.win} />, true),
      col('status', t('columns.status'), (r) => pill(r.status, STATE_TONES)),
      col('verify_url', t('columns.verify'), (r) =>
        typeof r.verify_url === 'string' && r.verify_url ? (
          <a href={r.verify_url} target="_blank" rel="noreferrer" className={styles.link}>
            {t('verify')}
          </a>
        ) : (
          '—'
        ),
      ),
    ],
  },
  {
    path: 'bonuses',
    permission: 'players.read',
    columns: (t) => [
      col('at', t('columns.offered'), (r) => when(r.at)),
      col('terms_code', t('columns.terms')),
      col('source', t('columns.source')),
      col('state', t('columns.state'), (r) => pill(r.state, STATE_TONES)),
      col('bonus', t('columns.bonus'), (r) => <Money value={r.bonus} />, true),
      col('wagering', t('columns.wagering'), (r) => (
        <span className={styles.wagering}>
          <Money value={r.wagered} /> / <Money value={r.wager_required} />
        </span>
      )),
      col('wager_ends_at', t('columns.wagerEnds'), (r) => when(r.wager_ends_at)),
    ],
  },
  {
    path: 'cashback',
    permission: 'players.read',
    columns: (t) => [
      col('period_start', t('columns.week'), (r) => when(r.period_start)),
      col('station', t('columns.station')),
      col('net_loss', t('columns.netLoss'), (r) => <Money value={r.net_loss} />, true),
      col('amount', t('columns.amount'), (r) => <Money value={r.amount} />, true),
      col('claimed_at', t('columns.claimed'), (r) => when(r.claimed_at)),
    ],
  },
  {
    path: 'tournaments',
    permission: 'players.read',
    columns: (t) => [
      col('name', t('columns.tournament')),
      col('start_date', t('columns.starts'), (r) => when(r.start_date)),
      col('points', t('columns.points'), undefined, true),
      col('place', t('columns.place')),
      col('prize', t('columns.prize'), (r) => (r.prize === null ? '—' : <Money value={r.prize} />), true),
    ],
  },
  {
    path: 'documents',
    permission: 'players.personal',
    columns: (t) => [
      col('at', t('columns.uploaded'), (r) => when(r.at)),
      col('document_type', t('columns.document')),
      col('format', t('columns.format')),
      col('state', t('columns.state'), (r) => pill(r.state, STATE_TONES)),
      col('reason', t('columns.reason')),
    ],
  },
  {
    path: 'withdrawals',
    permission: 'players.payments',
    columns: (t) => [
      col('at', t('columns.requested'), (r) => when(r.at)),
      col('amount', t('columns.amount'), (r) => <Money value={r.amount} />, true),
      col('network', t('columns.network'), (r) => `${text(r.token_type)} · ${text(r.provider)}`),
      col('address', t('columns.address'), (r) => <code className={styles.code}>{text(r.address)}</code>),
      col('status', t('columns.status'), (r) => pill(r.status, STATE_TONES)),
      col('tx_id', t('columns.txId'), (r) => <code className={styles.code}>{text(r.tx_id)}</code>),
    ],
  },
  {
    path: 'deposits',
    permission: 'players.payments',
    columns: (t) => [
      col('at', t('columns.credited'), (r) => when(r.at)),
      col('credited', t('columns.amount'), (r) => <Money value={r.credited} />, true),
      col('network', t('columns.network'), (r) => `${text(r.token_type)} · ${text(r.provider)}`),
      col('tx_id', t('columns.txId'), (r) => <code className={styles.code}>{text(r.tx_id)}</code>),
      col('basis', t('columns.basis')),
    ],
  },
  {
    path: 'sessions',
    permission: 'players.read',
    columns: (t) => [
      col('at', t('columns.at'), (r) => when(r.at)),
      col('source', t('columns.source')),
      col('ip', t('columns.ip'), (r) => <code className={styles.code}>{text(r.ip)}</code>),
      col('device', t('columns.device')),
    ],
  },
  {
    path: 'devices',
    permission: 'players.read',
    columns: (t) => [
      col('device', t('columns.device'), (r) => <code className={styles.code}>{text(r.device)}</code>),
      col('first_seen_at', t('columns.firstSeen'), (r) => when(r.first_seen_at)),
      col('last_seen_at', t('columns.lastSeen'), (r) => when(r.last_seen_at)),
      col('other_players', t('columns.otherPlayers'), undefined, true),
    ],
  },
  {
    path: 'linked',
    permission: 'players.read',
    columns: (t) => [
      col('nickname', t('columns.player'), (r) => (
        <Link to={`/players/${r.id}`} className={styles.link}>
          #{r.id} {text(r.nickname)}
        </Link>
      )),
      col('status', t('columns.status'), (r) => pill(r.status, STATE_TONES)),
      col('links', t('columns.links'), (r) =>
        Array.isArray(r.links) ? r.links.map((l) => t(`links.${String(l)}`)).join(', ') : '—',
      ),
      col('shared', t('columns.shared'), (r) =>
        Array.isArray(r.shared) && r.shared.length > 0 ? (
          <code className={styles.code}>{r.shared.join(', ')}</code>
        ) : (
          '—'
        ),
      ),
    ],
  },
  {
    path: 'support',
    permission: 'players.read',
    columns: (t) => [
      col('at', t('columns.at'), (r) => when(r.at)),
      col('author', t('columns.author'), (r) =>
        r.operator ? `${text(r.author)} (${text(r.operator)})` : text(r.author),
      ),
      col('content', t('columns.message'), (r) => <span className={styles.message}>{text(r.content)}</span>),
    ],
  },
  {
    path: 'inbox',
    permission: 'players.read',
    columns: (t) => [
      col('at', t('columns.at'), (r) => when(r.at)),
      col('type', t('columns.kind')),
      col('dismissed_at', t('columns.dismissed'), (r) => when(r.dismissed_at)),
    ],
  },
  {
    path: 'notes',
    permission: 'players.read',
    columns: (t) => [
      col('at', t('columns.at'), (r) => when(r.at)),
      col('staff', t('columns.staff')),
      col('body', t('columns.note'), (r) => <span className={styles.message}>{text(r.body)}</span>),
    ],
  },
];
