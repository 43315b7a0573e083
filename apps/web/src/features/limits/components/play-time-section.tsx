import { REALITY_CHECK_MINUTES, type GamblingLimits, type TimeLimit } from '@casino/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useConfirmTimeLimit, useSetRealityCheck, useSetTimeLimit } from '../api/play-time';
import styles from './responsible-gambling-panel.module.css';

const errorText = (error: unknown, fallback: string): string =>
  (error instanceof ApiError ? error.firstMessage() : undefined) ?? fallback;

/**
 * Play time on the Responsible gambling tab (docs/decisions/039): the daily play-time limit (the
 * same rules as the money limits: lower at once, raise after 24 hours and a confirmation) and the
 * reality-check interval.
 */
export function PlayTimeSection({ limits }: { limits: GamblingLimits }) {
  const { t } = useTranslation('limits');
  return (
    <section className={styles.card} aria-labelledby="rg-time">
      <h2 id="rg-time" className={styles.cardTitle}>
        {t('time.title')}
      </h2>
      <p className={styles.muted}>{t('time.rules')}</p>
      {limits.time_limit ? (
        <ul className={styles.limitList}>
          <TimeLimitCard limit={limits.time_limit} />
        </ul>
      ) : (
        <p className={styles.muted}>{t('time.none')}</p>
      )}
      <TimeLimitForm />
      <RealityCheckForm
        minutes={limits.reality_check.minutes}
        canTurnOff={limits.reality_check.can_turn_off}
      />
    </section>
  );
}

function TimeLimitCard({ limit }: { limit: TimeLimit }) {
  const { t, i18n } = useTranslation('limits');
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const set = useSetTimeLimit();
  const confirm = useConfirmTimeLimit();
  const used = Math.min(100, Math.round((limit.used_minutes / limit.minutes) * 100));
  const waiting = limit.pending_minutes !== null || limit.pending_removal;
  const confirmable = limit.confirmable_at !== null && Date.parse(limit.confirmable_at) <= Date.now();
  const failure = set.error ?? confirm.error;
  return (
    <li className={styles.limit} aria-label={t('time.limitName')}>
      <div className={styles.limitHead}>
        <span className={styles.limitName}>{t('time.limitName')}</span>
        <span className={styles.limitAmount}>{t('time.perDay', { minutes: limit.minutes })}</span>
      </div>
      <div
        className={styles.meter}
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={used}
        aria-label={t('limits.usedLabel')}
      >
        <span className={styles.meterFill} style={{ width: `${used}%` }} />
      </div>
      <p className={styles.limitFigures}>
        {t('time.usedToday', {
          used: limit.used_minutes,
          left: Math.max(0, limit.minutes - limit.used_minutes),
        })}
      </p>
      {waiting && limit.confirmable_at ? (
        <div className={styles.pending}>
          <p>
            {limit.pending_removal
              ? t('limits.pendingRemoval')
              : t('time.pendingIncrease', { minutes: limit.pending_minutes ?? 0 })}{' '}
            {confirmable
              ? t('limits.confirmNow')
              : t('limits.confirmFrom', { at: moment.format(new Date(limit.confirmable_at)) })}
          </p>
          <div className={styles.actions}>
            <Button
              size="small"
              disabled={!confirmable || confirm.isPending}
              onClick={() => confirm.mutate()}
            >
              {t('limits.confirm')}
            </Button>
            <Button
              size="small"
              variant="ghost"
              disabled={set.isPending}
              onClick={() => set.mutate({ minutes: limit.minutes })}
            >
              {t('limits.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            size="small"
            variant="ghost"
            disabled={set.isPending}
            onClick={() => set.mutate({ minutes: null })}
          >
            {t('limits.remove')}
          </Button>
        </div>
      )}
      {failure && <Notice tone="error">{errorText(failure, t('failed'))}</Notice>}
    </li>
  );
}

function TimeLimitForm() {
  const { t } = useTranslation('limits');
  const set = useSetTimeLimit();
  const [minutes, setMinutes] = useState('');
  const [saved, setSaved] = useState(false);
  const fieldError = set.error instanceof ApiError ? set.error.firstMessage('minutes') : undefined;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    set.mutate(
      { minutes: Number(minutes) },
      {
        onSuccess: () => {
          setSaved(true);
          setMinutes('');
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={t('time.formTitle')}>
      <h3 className={styles.formTitle}>{t('time.formTitle')}</h3>
      <div className={styles.formRow}>
        <TextField
          label={t('time.minutes')}
          inputMode="numeric"
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          error={fieldError}
          required
        />
      </div>
      <Button type="submit" disabled={set.isPending || minutes.trim() === ''}>
        {t('time.save')}
      </Button>
      {saved && <Notice tone="success">{t('limits.saved')}</Notice>}
      {set.error && !fieldError && <Notice tone="error">{errorText(set.error, t('failed'))}</Notice>}
    </form>
  );
}

function RealityCheckForm({ minutes, canTurnOff }: { minutes: number | null; canTurnOff: boolean }) {
  const { t } = useTranslation('limits');
  const set = useSetRealityCheck();
  const [choice, setChoice] = useState(minutes === null ? 'off' : String(minutes));
  const [saved, setSaved] = useState(false);
  const options = [
    ...(canTurnOff ? [{ value: 'off', label: t('realityCheck.off') }] : []),
    ...REALITY_CHECK_MINUTES.map((m) => ({
      value: String(m),
      label: t('realityCheck.every', { minutes: m }),
    })),
  ];
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    set.mutate({ minutes: choice === 'off' ? null : Number(choice) }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={t('realityCheck.formTitle')}>
      <h3 className={styles.formTitle}>{t('realityCheck.formTitle')}</h3>
      <p className={styles.muted}>{t('realityCheck.rules')}</p>
      <div className={styles.formRow}>
        <SelectField
          label={t('realityCheck.interval')}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          options={options}
        />
      </div>
      <Button type="submit" disabled={set.isPending}>
        {t('realityCheck.save')}
      </Button>
      {saved && <Notice tone="success">{t('realityCheck.saved')}</Notice>}
      {set.error && <Notice tone="error">{errorText(set.error, t('failed'))}</Notice>}
    </form>
  );
}
