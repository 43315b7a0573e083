import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { DataTable, type TableColumn } from '../../../components/data-table';
import facts from '../../../components/facts.module.css';
import { PageHeader } from '../../../components/page-header';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../auth/api/get-session';
import {
  createEvent,
  EVENT_STATUSES,
  EVENTS_PATH,
  setStakeFactor,
  sportsKey,
  useSportList,
  type TradingEventSummary,
} from '../api/sports';
import { EventPage } from './event-page';
import { money } from './names';
import styles from './sports.module.css';

export function SportsSection() {
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route path=":id" element={<EventPage />} />
    </Routes>
  );
}

/** The book's events by start time with their open stake and liability, filtered by sport, status and live. */
function EventsPage() {
  const { t } = useTranslation('sports');
  const trade = (useSession().data?.staff.permissions ?? []).includes('sports.trade');
  const sports = useSportList().data?.sports ?? [];
  const [dialog, setDialog] = useState<'event' | 'factor'>();
  const [notice, setNotice] = useState<string>();

  const columns: TableColumn<TradingEventSummary>[] = [
    {
      id: 'event',
      header: t('columns.event'),
      cell: (row) => (
        <span className={styles.stack}>
          <Link to={`/sports/${row.id}`}>
            <strong>
              {row.home} v {row.away}
            </strong>
          </Link>
          <span className={styles.muted}>
            {row.competition} {row.manual && `· ${t('manual')}`}
          </span>
        </span>
      ),
    },
    {
      id: 'sport',
      header: t('columns.sport'),
      cell: (row) => sports.find((s) => s.slug === row.sport)?.name ?? row.sport,
    },
    {
      id: 'starts_at',
      header: t('columns.starts'),
      sortable: true,
      cell: (row) => formatDateTime(row.starts_at),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <span
          className={facts.tone}
          data-tone={row.status === 'live' ? 'success' : row.status === 'cancelled' ? 'danger' : undefined}
        >
          {t(`eventStatus.${row.status}`)}
        </span>
      ),
    },
    { id: 'open_stake', header: t('openStake'), numeric: true, cell: (row) => money(row.open_stake) },
    {
      id: 'liability',
      header: t('liability'),
      numeric: true,
      cell: (row) => (
        <span className={row.liability > 0 ? styles.loss : undefined}>{money(row.liability)}</span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        intro={t('intro')}
        actions={
          trade ? (
            <>
              <Button variant="secondary" onClick={() => setDialog('factor')}>
                {t('actions.stakeFactor')}
              </Button>
              <Button variant="accent" onClick={() => setDialog('event')}>
                {t('actions.newEvent')}
              </Button>
            </>
          ) : undefined
        }
      />
      {notice && (
        <Notice tone="success" className={styles.notice}>
          {notice}
        </Notice>
      )}
      <DataTable
        path={EVENTS_PATH}
        queryKey={[...sportsKey, 'events']}
        label={t('title')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        defaultSort={{ field: 'starts_at', order: 'asc' }}
        filters={[
          {
            key: 'sport',
            label: t('filters.sport'),
            type: 'select',
            options: sports.map((s) => ({ value: s.slug, label: s.name })),
          },
          {
            key: 'status',
            label: t('filters.status'),
            type: 'select',
            options: EVENT_STATUSES.map((value) => ({ value, label: t(`eventStatus.${value}`) })),
          },
          {
            key: 'live',
            label: t('filters.live'),
            type: 'select',
            options: [
              { value: 'true', label: t('filters.liveOnly') },
              { value: 'false', label: t('filters.notLive') },
            ],
          },
        ]}
        emptyText={t('empty')}
      />
      {dialog === 'event' && <NewEventDialog sports={sports} onClose={() => setDialog(undefined)} />}
      {dialog === 'factor' && (
        <StakeFactorDialog onClose={() => setDialog(undefined)} onSaved={(text) => setNotice(text)} />
      )}
    </>
  );
}

/** An event made by hand, with its match result priced; it opens at once for bets. */
function NewEventDialog({
  sports,
  onClose,
}: {
  sports: Array<{ slug: string; name: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation('sports');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    sport: sports[0]?.slug ?? '',
    competition: '',
    home: '',
    away: '',
    starts_at: '',
    home_odds: '',
    draw_odds: '',
    away_odds: '',
  });
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const confirm = async (reason: string) => {
    const startsAt = new Date(form.starts_at);
    const created = await createEvent({
      sport: form.sport,
      competition: form.competition,
      home: form.home,
      away: form.away,
      starts_at: Number.isNaN(startsAt.getTime()) ? form.starts_at : startsAt.toISOString(),
      markets: [
        {
          type: 'match_result',
          outcomes: [
            { key: 'home', odds: form.home_odds.trim() },
            { key: 'draw', odds: form.draw_odds.trim() },
            { key: 'away', odds: form.away_odds.trim() },
          ],
        },
      ],
      reason,
    });
    await queryClient.invalidateQueries({ queryKey: sportsKey });
    void navigate(`/sports/${created.id}`);
  };
  return (
    <ReasonDialog
      title={t('dialogs.newEventTitle')}
      confirmLabel={t('dialogs.newEventConfirm')}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className={styles.fields}>
        <SelectField
          label={t('columns.sport')}
          options={sports.map((s) => ({ value: s.slug, label: s.name }))}
          {...field('sport')}
        />
        <TextField label={t('fields.competition')} {...field('competition')} />
        <TextField label={t('fields.home')} {...field('home')} />
        <TextField label={t('fields.away')} {...field('away')} />
        <TextField label={t('fields.startsAt')} type="datetime-local" {...field('starts_at')} />
      </div>
      <div className={styles.fields}>
        <TextField
          label={t('fields.homeOdds')}
          inputMode="decimal"
          placeholder="2.10"
          {...field('home_odds')}
        />
        <TextField
          label={t('fields.drawOdds')}
          inputMode="decimal"
          placeholder="3.30"
          {...field('draw_odds')}
        />
        <TextField
          label={t('fields.awayOdds')}
          inputMode="decimal"
          placeholder="3.60"
          {...field('away_odds')}
        />
      </div>
    </ReasonDialog>
  );
}

/** A player's stake factor: 0.5 halves the most they may stake a line. */
function StakeFactorDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (text: string) => void }) {
  const { t } = useTranslation('sports');
  const [player, setPlayer] = useState('');
  const [factor, setFactor] = useState('');
  const confirm = async (reason: string) => {
    const saved = await setStakeFactor(Number(player), Number(factor), reason);
    onSaved(
      t('done.stakeFactor', {
        player: saved.player_id,
        factor: saved.factor,
        stake: money(saved.max_line_stake),
        payout: money(saved.max_payout),
      }),
    );
  };
  return (
    <ReasonDialog
      title={t('dialogs.stakeFactorTitle')}
      confirmLabel={t('dialogs.stakeFactorConfirm')}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{t('dialogs.stakeFactorText')}</p>
      <div className={styles.fields}>
        <TextField
          label={t('fields.player')}
          inputMode="numeric"
          name="player"
          value={player}
          onChange={(e) => setPlayer(e.target.value)}
        />
        <TextField
          label={t('fields.factor')}
          inputMode="decimal"
          name="factor"
          placeholder="0.5"
          value={factor}
          onChange={(e) => setFactor(e.target.value)}
        />
      </div>
    </ReasonDialog>
  );
}
