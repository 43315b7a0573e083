import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/loader';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountField } from '../../../components/amount-field';
import { ReasonDialog } from '../../../components/reason-dialog';
import facts from '../../../components/facts.module.css';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../auth/api/get-session';
import { playerKey } from '../../players/api/get-player';
import {
  BREAK_PERIODS,
  checkPlayer,
  flaggedKey,
  INTERACTION_KINDS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  recordInteraction,
  setPlayerLimit,
  startPlayerBreak,
  usePlayerGambling,
  type BreakKind,
  type GamblingHistoryEntry,
  type InteractionKind,
  type PlayerGambling as Gambling,
} from '../api/responsible-gambling';
import { useFlagText } from './flag-text';
import playerStyles from '../../players/components/players.module.css';
import styles from './rg.module.css';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (value: number | null) => (value === null ? '—' : usd.format(value));

type Action = 'limit' | BreakKind | 'interaction';

/**
 * The player's responsible gambling (rg.read): a break running, the limits in force with what is
 * left and any raise waiting, the markers of harm with their figures, the interaction log and the
 * history of every limit and break. Compliance (rg.manage) acts on the player's request.
 */
export function PlayerGambling({ playerId }: { playerId: number }) {
  const { t } = useTranslation('rg');
  const gambling = usePlayerGambling(playerId);
  const queryClient = useQueryClient();
  const manage = (useSession().data?.staff.permissions ?? []).includes('rg.manage');
  const [open, setOpen] = useState<Action>();
  const [done, setDone] = useState<string>();
  const [checkError, setCheckError] = useState<string>();
  const flagText = useFlagText();

  if (gambling.isPending)
    return (
      <div className={playerStyles.center}>
        <Spinner label={t('common:loading')} />
      </div>
    );
  if (gambling.isError)
    return <Notice tone="error">{messageOf(gambling.error, t('common:errors.load'))}</Notice>;

  const data = gambling.data;
  const changed = async (text: string) => {
    setDone(text);
    // The flagged players' list shows the last interaction and the flags: it changes with the player.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: playerKey(playerId) }),
      queryClient.invalidateQueries({ queryKey: flaggedKey }),
    ]);
  };
  const check = async () => {
    setCheckError(undefined);
    try {
      await checkPlayer(playerId);
      await changed(t('checkedPlayer'));
    } catch (error) {
      setCheckError(messageOf(error, t('common:errors.network')));
    }
  };
  const openFlags = data.flags.filter((f) => !f.cleared_at);
  const clearedFlags = data.flags.filter((f) => f.cleared_at);

  return (
    <div className={styles.tab}>
      {manage && (
        <div className={styles.toolbar} role="toolbar" aria-label={t('actions.label')}>
          {(['limit', 'time_out', 'self_exclusion', 'interaction'] as const).map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'self_exclusion' ? 'danger' : 'secondary'}
              onClick={() => {
                setDone(undefined);
                setOpen(action);
              }}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
          <Button size="small" variant="ghost" onClick={() => void check()}>
            {t('actions.check')}
          </Button>
        </div>
      )}
      {done && <Notice tone="success">{done}</Notice>}
      {checkError && <Notice tone="error">{checkError}</Notice>}

      <div className={styles.grid}>
        <Card id="rg-flags" title={t('tab.flags')} count={openFlags.length}>
          {openFlags.length === 0 && <p className={styles.muted}>{t('tab.noFlags')}</p>}
          <ul className={styles.flagList}>
            {[...openFlags, ...clearedFlags].map((flag) => (
              <li key={flag.rule} className={styles.flag} data-cleared={flag.cleared_at ? true : undefined}>
                <strong className={styles.flagRule}>{t(`rules.${flag.rule}`)}</strong>
                <span>{flagText(flag)}</span>
                <span className={styles.muted}>
                  {flag.cleared_at
                    ? t('tab.clearedAt', { at: formatDateTime(flag.cleared_at) })
                    : t('tab.firedSince', {
                        since: formatDateTime(flag.first_fired_at),
                        last: formatDateTime(flag.last_fired_at),
                      })}
                </span>
              </li>
            ))}
          </ul>
        </Card>

        <Card id="rg-break" title={t('tab.break')}>
          <BreakLine data={data} />
          <h2 className={styles.cardTitle}>{t('tab.limits')}</h2>
          {data.limits.length === 0 ? (
            <p className={styles.muted}>{t('tab.noLimits')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('limitColumns.limit')}</th>
                    <th className={styles.num}>{t('limitColumns.amount')}</th>
                    <th className={styles.num}>{t('limitColumns.used')}</th>
                    <th className={styles.num}>{t('limitColumns.left')}</th>
                    <th>{t('limitColumns.pending')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.limits.map((limit) => (
                    <tr key={`${limit.kind}-${limit.period}`}>
                      <td>
                        {t(`periods.${limit.period}`)} {t(`kinds.${limit.kind}`)}
                      </td>
                      <td className={styles.num}>{money(limit.amount)}</td>
                      <td className={styles.num}>{money(limit.used)}</td>
                      <td className={styles.num}>{money(limit.left)}</td>
                      <td>
                        {limit.pending_removal
                          ? t('pendingRemoval', { at: formatDateTime(limit.confirmable_at) })
                          : limit.pending_amount !== null
                            ? t('pendingIncrease', {
                                amount: money(limit.pending_amount),
                                at: formatDateTime(limit.confirmable_at),
                              })
                            : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>

        <Card id="rg-interactions" title={t('tab.interactions')}>
          {data.interactions.length === 0 && <p className={styles.muted}>{t('tab.noInteractions')}</p>}
          <ul className={styles.log}>
            {data.interactions.map((entry) => (
              <li key={entry.id}>
                <span className={facts.tone} data-tone={entry.kind === 'no_action' ? undefined : 'success'}>
                  {t(`interactionKinds.${entry.kind}`)}
                </span>
                <q className={styles.reason}>{entry.reason}</q>
                <span className={styles.muted}>
                  {entry.staff} · {formatDateTime(entry.at)}
                </span>
              </li>
            ))}
          </ul>
        </Card>

        <Card id="rg-history" title={t('tab.history')}>
          {data.history.length === 0 && <p className={styles.muted}>{t('tab.noHistory')}</p>}
          <ul className={styles.log}>
            {data.history.map((entry) => (
              <HistoryLine key={entry.id} entry={entry} />
            ))}
          </ul>
        </Card>
      </div>

      {open === 'limit' && (
        <LimitDialog playerId={playerId} onClose={() => setOpen(undefined)} onDone={changed} />
      )}
      {(open === 'time_out' || open === 'self_exclusion') && (
        <BreakDialog kind={open} playerId={playerId} onClose={() => setOpen(undefined)} onDone={changed} />
      )}
      {open === 'interaction' && (
        <InteractionDialog playerId={playerId} onClose={() => setOpen(undefined)} onDone={changed} />
      )}
    </div>
  );
}

/** One of the tab's panels: a region named by its heading, with a count when there is one. */
function Card({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
        {count ? <span className={styles.count}>{count}</span> : null}
      </h2>
      {children}
    </section>
  );
}

function BreakLine({ data }: { data: Gambling }) {
  const { t } = useTranslation('rg');
  const current = data.break;
  if (!current) return <p className={styles.muted}>{t('tab.noBreak')}</p>;
  const params = {
    kind: t(`breakKinds.${current.kind}`),
    period: t(`breakPeriods.${current.period}`),
    since: formatDateTime(current.started_at),
    until: formatDateTime(current.ends_at),
  };
  return (
    <Notice tone="warning">
      {current.ends_at ? t('tab.breakUntil', params) : t('tab.breakPermanent', params)}
    </Notice>
  );
}

function HistoryLine({ entry }: { entry: GamblingHistoryEntry }) {
  const { t } = useTranslation('rg');
  const what = t(`historyActions.${entry.action}`, {
    defaultValue: entry.action,
    kind: entry.kind ? t(`kinds.${entry.kind}`, { defaultValue: entry.kind }) : '',
    period: entry.period
      ? t(entry.action.startsWith('break.') ? `breakPeriods.${entry.period}` : `periods.${entry.period}`, {
          defaultValue: entry.period,
        })
      : '',
    before: money(entry.before),
    after: money(entry.after),
    pending: money(entry.pending),
    until: entry.ends_at ? formatDateTime(entry.ends_at) : t('breakPeriods.permanent'),
  });
  return (
    <li>
      <span className={styles.what}>{what.charAt(0).toUpperCase() + what.slice(1)}</span>
      {entry.reason && <q className={styles.reason}>{entry.reason}</q>}
      <span className={styles.muted}>
        {t(`tab.by.${entry.by}`, { staff: entry.staff ?? '' })} · {formatDateTime(entry.at)}
      </span>
    </li>
  );
}

interface DialogProps {
  playerId: number;
  onClose: () => void;
  onDone: (text: string) => Promise<void>;
}

function LimitDialog({ playerId, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('rg');
  const [kind, setKind] = useState<string>('deposit');
  const [period, setPeriod] = useState<string>('day');
  const amount = useAmountField(t('dialogs.amountInvalid'));
  return (
    <ReasonDialog
      title={t('dialogs.limit.title')}
      confirmLabel={t('dialogs.limit.confirm')}
      onClose={onClose}
      onConfirm={async (reason) => {
        const sent = await amount.submit((value) =>
          setPlayerLimit(playerId, { kind, period, amount: Number(value), reason }),
        );
        if (!sent) return false;
        await onDone(t('dialogs.limit.done'));
      }}
    >
      <p>{t('dialogs.limit.text')}</p>
      <p className={styles.muted}>{t('dialogs.onRequest')}</p>
      <div className={playerStyles.formRow}>
        <SelectField
          label={t('dialogs.limit.kind')}
          value={kind}
          options={LIMIT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          onChange={(event) => setKind(event.target.value)}
        />
        <SelectField
          label={t('dialogs.limit.period')}
          value={period}
          options={LIMIT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          onChange={(event) => setPeriod(event.target.value)}
        />
        <TextField label={t('dialogs.limit.amount')} {...amount.field} />
      </div>
    </ReasonDialog>
  );
}

function BreakDialog({ kind, playerId, onClose, onDone }: DialogProps & { kind: BreakKind }) {
  const { t } = useTranslation('rg');
  const periods = BREAK_PERIODS[kind];
  const [period, setPeriod] = useState<string>(periods[0]);
  return (
    <ReasonDialog
      title={t(`dialogs.${kind}.title`)}
      confirmLabel={t(`dialogs.${kind}.confirm`)}
      tone="danger"
      onClose={onClose}
      onConfirm={async (reason) => {
        await startPlayerBreak(playerId, { kind, period, reason });
        await onDone(t(`dialogs.${kind}.done`));
      }}
    >
      <p>{t(`dialogs.${kind}.text`)}</p>
      <p className={styles.muted}>{t('dialogs.onRequest')}</p>
      <SelectField
        label={t(`dialogs.${kind}.period`)}
        value={period}
        options={periods.map((value) => ({ value, label: t(`breakPeriods.${value}`) }))}
        onChange={(event) => setPeriod(event.target.value)}
      />
    </ReasonDialog>
  );
}

function InteractionDialog({ playerId, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('rg');
  const [kind, setKind] = useState<InteractionKind>('contacted');
  return (
    <ReasonDialog
      title={t('dialogs.interaction.title')}
      confirmLabel={t('dialogs.interaction.confirm')}
      onClose={onClose}
      onConfirm={async (reason) => {
        await recordInteraction(playerId, { kind, reason });
        await onDone(t('dialogs.interaction.done'));
      }}
    >
      <p>{t('dialogs.interaction.text')}</p>
      <SelectField
        label={t('dialogs.interaction.kind')}
        value={kind}
        options={INTERACTION_KINDS.map((value) => ({ value, label: t(`interactionKinds.${value}`) }))}
        onChange={(event) => setKind(INTERACTION_KINDS.find((k) => k === event.target.value) ?? 'contacted')}
      />
    </ReasonDialog>
  );
}
