import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Drawer } from '@casino/ui/drawer';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ReasonDialog } from '../../../components/reason-dialog';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import {
  endTournament,
  getTournament,
  saveTournament,
  TOURNAMENTS_PATH,
  tournamentsKey,
  type Localized,
  type TournamentSummary,
  type TournamentTerms,
} from '../api/tournaments';
import { LANGUAGES } from '../api/broadcasts';
import facts from '../../../components/facts.module.css';
import { ListScreen } from './list-screen';
import styles from './marketing.module.css';
import { useFormSubmit } from './use-form-submit';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const TONES = { soon: 'warning', now: 'success', ended: 'danger', settled: 'success' } as const;

/** Events: create, edit before the start, end a running one, and follow standings and prizes. */
export function TournamentsPage() {
  const { t } = useTranslation('marketing');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number>();
  const [editing, setEditing] = useState<{ id: number | null; terms?: TournamentTerms }>();
  const [notice, setNotice] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tournamentsKey });

  const columns: TableColumn<TournamentSummary>[] = [
    { id: 'id', header: '#', sortable: true, numeric: true, cell: (row) => row.id },
    {
      id: 'name',
      header: t('tournaments.columns.event'),
      cell: (row) => (
        <span className={styles.stack}>
          <strong>{row.name}</strong>
          <code className={styles.muted}>{row.code}</code>
        </span>
      ),
    },
    {
      id: 'start_date',
      header: t('tournaments.columns.dates'),
      sortable: true,
      cell: (row) => (
        <span className={styles.stack}>
          <span>{formatDateTime(row.start_date)}</span>
          <span className={styles.muted}>→ {formatDateTime(row.end_date)}</span>
        </span>
      ),
    },
    {
      id: 'pool',
      header: t('tournaments.columns.pool'),
      numeric: true,
      cell: (row) => `${usd.format(row.prize_pool)} / ${row.places}`,
    },
    { id: 'players', header: t('tournaments.columns.players'), numeric: true, cell: (row) => row.players },
    {
      id: 'status',
      header: t('tournaments.columns.status'),
      cell: (row) => (
        <span className={facts.tone} data-tone={TONES[row.status]}>
          {t(`tournaments.statuses.${row.status}`)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <span className={styles.actions}>
          <Button size="small" variant="ghost" onClick={() => setOpen(row.id)}>
            {t('tournaments.open')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <ListScreen
      title={t('tournaments.title')}
      intro={t('tournaments.intro')}
      action={{ label: t('tournaments.create'), onClick: () => setEditing({ id: null }) }}
      notice={notice ? { tone: 'success', text: notice } : undefined}
    >
      <DataTable
        path={TOURNAMENTS_PATH}
        queryKey={[...tournamentsKey, 'list']}
        label={t('tournaments.title')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        defaultSort={{ field: 'start_date', order: 'desc' }}
        filters={[
          {
            key: 'status',
            label: t('tournaments.columns.status'),
            type: 'select',
            options: ['soon', 'now', 'ended'].map((value) => ({
              value,
              label: t(`tournaments.statuses.${value}`),
            })),
          },
        ]}
        emptyText={t('tournaments.empty')}
      />
      {open !== undefined && (
        <TournamentDrawer
          id={open}
          onClose={() => setOpen(undefined)}
          onEdit={(terms) => setEditing({ id: open, terms })}
          onEnded={async () => {
            setNotice(t('tournaments.ended', { id: open }));
            await refresh();
          }}
        />
      )}
      {editing && (
        <TournamentDialog
          id={editing.id}
          initial={editing.terms}
          onClose={() => setEditing(undefined)}
          onSaved={async (id) => {
            setEditing(undefined);
            setNotice(
              editing.id === null ? t('tournaments.created', { id }) : t('tournaments.saved', { id }),
            );
            await refresh();
          }}
        />
      )}
    </ListScreen>
  );
}

function TournamentDrawer({
  id,
  onClose,
  onEdit,
  onEnded,
}: {
  id: number;
  onClose: () => void;
  onEdit: (terms: TournamentTerms) => void;
  onEnded: () => Promise<void>;
}) {
  const { t } = useTranslation('marketing');
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: [...tournamentsKey, 'detail', id], queryFn: () => getTournament(id) });
  const [ending, setEnding] = useState(false);
  const event = detail.data;
  return (
    <Drawer
      title={event ? event.name : t('loading')}
      onClose={onClose}
      closeLabel={t('common:actions.close')}
    >
      {detail.isError && <Notice tone="error">{messageOf(detail.error, t('common:errors.network'))}</Notice>}
      {event && (
        <div className={styles.form}>
          <dl className={facts.facts}>
            <div>
              <dt>{t('tournaments.columns.status')}</dt>
              <dd>{t(`tournaments.statuses.${event.status}`)}</dd>
            </div>
            <div>
              <dt>{t('tournaments.category')}</dt>
              <dd>{t(`tournaments.categories.${event.category}`)}</dd>
            </div>
            <div>
              <dt>{t('tournaments.columns.pool')}</dt>
              <dd>{usd.format(event.prize_pool)}</dd>
            </div>
            <div>
              <dt>{t('tournaments.paid')}</dt>
              <dd>{usd.format(event.paid_total)}</dd>
            </div>
            <div>
              <dt>{t('tournaments.columns.players')}</dt>
              <dd>{event.players}</dd>
            </div>
            <div>
              <dt>{t('tournaments.columns.dates')}</dt>
              <dd>
                {formatDateTime(event.start_date)} → {formatDateTime(event.end_date)}
              </dd>
            </div>
          </dl>
          <div className={styles.actions} style={{ justifyContent: 'flex-start' }}>
            {event.editable && (
              <Button size="small" variant="accent" onClick={() => onEdit(event.terms)}>
                {t('edit')}
              </Button>
            )}
            {event.status === 'now' && (
              <Button size="small" variant="danger" onClick={() => setEnding(true)}>
                {t('tournaments.end')}
              </Button>
            )}
          </div>
          <h3>{t('tournaments.standings')}</h3>
          {event.standings.length === 0 ? (
            <p className={styles.muted}>{t('tournaments.noPlayers')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.standings}>
                <thead>
                  <tr>
                    <th>#</th>
                    <th>{t('tournaments.player')}</th>
                    <th className={styles.numeric}>{t('tournaments.points')}</th>
                    <th className={styles.numeric}>{t('tournaments.prize')}</th>
                  </tr>
                </thead>
                <tbody>
                  {event.standings.map((s) => (
                    <tr key={s.place}>
                      <td>{s.place}</td>
                      <td>
                        {s.nickname ?? '—'} <span className={styles.muted}>#{s.user_id}</span>
                      </td>
                      <td className={styles.numeric}>{s.points}</td>
                      <td className={styles.numeric}>
                        {s.prize > 0 ? usd.format(s.prize) : '—'}
                        {s.paid && (
                          <span className={facts.tone} data-tone="success" style={{ marginLeft: 6 }}>
                            {t('tournaments.paidMark')}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
      {ending && event && (
        <ReasonDialog
          title={t('tournaments.endTitle', { name: event.name })}
          confirmLabel={t('tournaments.end')}
          tone="danger"
          onClose={() => setEnding(false)}
          onConfirm={async (reason) => {
            queryClient.setQueryData([...tournamentsKey, 'detail', id], await endTournament(id, reason));
            await onEnded();
          }}
        >
          {t('tournaments.endText')}
        </ReasonDialog>
      )}
    </Drawer>
  );
}

/** The fields the event's form shows its messages under. */
const SHOWN = [
  'code',
  'name',
  'category',
  'min_bet',
  'rounds',
  'prizes',
  'start_date',
  'end_date',
  'games',
  'main_img',
  'preview_img',
];

const localDateTime = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const textOf = (text: string | Partial<Localized> | undefined, lang: keyof Localized) =>
  typeof text === 'string' ? text : (text?.[lang] ?? '');

/** An event's terms: a new one, or one not started yet (its code stays). */
export function TournamentDialog({
  id,
  initial,
  onClose,
  onSaved,
}: {
  id: number | null;
  initial?: TournamentTerms;
  onClose: () => void;
  onSaved: (id: number) => Promise<void>;
}) {
  const { t } = useTranslation('marketing');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const [form, setForm] = useState(() => ({
    code: initial?.code ?? '',
    ...Object.fromEntries(LANGUAGES.map((l) => [`name_${l}`, textOf(initial?.name, l)])),
    description: textOf(initial?.description, 'en'),
    category: initial?.category ?? 'bet_count',
    min_bet: String(initial?.min_bet ?? '0.2'),
    rounds: initial?.rounds === null || initial === undefined ? '' : String(initial.rounds),
    prizes: (initial?.prizes ?? [500, 250, 100]).join(', '),
    start_date: localDateTime(initial?.start_date ?? tomorrow),
    end_date: localDateTime(
      initial?.end_date ?? new Date(Date.parse(tomorrow) + 7 * 86_400_000).toISOString(),
    ),
    games: (initial?.games ?? []).join(', '),
    main_img: initial?.main_img ?? '',
    preview_img: initial?.preview_img ?? '',
  }));
  const { busy, run, fieldError, summary } = useFormSubmit(SHOWN);
  const set = (name: string) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const value = (name: string) => (form as Record<string, string>)[name] ?? '';
  const numbers = (text: string) =>
    text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((n) => (/^\d+(\.\d+)?$/.test(n) ? Number(n) : n));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const name = Object.fromEntries(
        LANGUAGES.map((l) => [l, value(`name_${l}`).trim()]).filter(([, v]) => v !== ''),
      );
      const saved = await saveTournament(id, {
        code: form.code.trim(),
        name,
        description: form.description,
        category: form.category as TournamentTerms['category'],
        min_bet: Number(form.min_bet),
        rounds: form.rounds.trim() === '' ? null : Number(form.rounds),
        prizes: numbers(form.prizes) as number[],
        start_date: new Date(form.start_date).toISOString(),
        end_date: new Date(form.end_date).toISOString(),
        games: numbers(form.games) as number[],
        main_img: form.main_img.trim(),
        preview_img: form.preview_img.trim(),
      });
      await onSaved(saved.id);
    });
  };
  return (
    <Dialog
      title={id === null ? t('tournaments.createTitle') : t('tournaments.editTitle', { id })}
      onClose={onClose}
      width={760}
      closeLabel={t('common:actions.close')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <TextField
            label={t('tournaments.fields.code')}
            value={form.code}
            onChange={set('code')}
            disabled={id !== null}
            hint={t('tournaments.hints.code')}
            error={fieldError('code')}
            autoComplete="off"
          />
          <SelectField
            label={t('tournaments.category')}
            value={form.category}
            onChange={set('category')}
            options={['bet_count', 'bet_sum', 'max_win'].map((c) => ({
              value: c,
              label: t(`tournaments.categories.${c}`),
            }))}
            error={fieldError('category')}
          />
          <TextField
            label={t('tournaments.fields.minBet')}
            value={form.min_bet}
            onChange={set('min_bet')}
            inputMode="decimal"
            error={fieldError('min_bet')}
          />
          <TextField
            label={t('tournaments.fields.rounds')}
            value={form.rounds}
            onChange={set('rounds')}
            inputMode="numeric"
            hint={t('tournaments.hints.rounds')}
            error={fieldError('rounds')}
          />
          <TextField
            label={t('tournaments.fields.start')}
            type="datetime-local"
            value={form.start_date}
            onChange={set('start_date')}
            error={fieldError('start_date')}
          />
          <TextField
            label={t('tournaments.fields.end')}
            type="datetime-local"
            value={form.end_date}
            onChange={set('end_date')}
            error={fieldError('end_date')}
          />
          <TextField
            label={t('tournaments.fields.prizes')}
            value={form.prizes}
            onChange={set('prizes')}
            hint={t('tournaments.hints.prizes')}
            error={fieldError('prizes')}
          />
          <TextField
            label={t('tournaments.fields.games')}
            value={form.games}
            onChange={set('games')}
            hint={t('tournaments.hints.games')}
            error={fieldError('games')}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t('tournaments.fields.name')}</legend>
          <div className={styles.grid}>
            {LANGUAGES.map((l) => (
              <TextField
                key={l}
                label={l.toUpperCase()}
                value={value(`name_${l}`)}
                onChange={set(`name_${l}`)}
                error={l === 'en' ? fieldError('name') : undefined}
              />
            ))}
          </div>
        </fieldset>
        <div>
          <label className={styles.label} htmlFor="tournament-description">
            {t('tournaments.fields.description')}
          </label>
          <textarea
            id="tournament-description"
            className={styles.textarea}
            value={form.description}
            onChange={set('description')}
          />
        </div>
        <div className={styles.grid}>
          <TextField
            label={t('tournaments.fields.mainImg')}
            value={form.main_img}
            onChange={set('main_img')}
            error={fieldError('main_img')}
          />
          <TextField
            label={t('tournaments.fields.previewImg')}
            value={form.preview_img}
            onChange={set('preview_img')}
            error={fieldError('preview_img')}
          />
        </div>
        {summary && <Notice tone="error">{summary}</Notice>}
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="accent" disabled={busy}>
            {id === null ? t('tournaments.create') : t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
