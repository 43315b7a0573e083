import { REALITY_CHECK_MINUTES, type GamblingLimits, type TimeLimit } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useConfirmTimeLimit, useSetRealityCheck, useSetTimeLimit } from '../api/play-time';
import { LimitCard, SettingForm, usedPercent } from './limit-parts';
import styles from './responsible-gambling-panel.module.css';

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
  const { t } = useTranslation('limits');
  const set = useSetTimeLimit();
  const confirm = useConfirmTimeLimit();
  const waiting = limit.pending_removal
    ? t('limits.pendingRemoval')
    : limit.pending_minutes !== null
      ? t('time.pendingIncrease', { minutes: limit.pending_minutes })
      : null;
  return (
    <LimitCard
      name={t('time.limitName')}
      size={t('time.perDay', { minutes: limit.minutes })}
      usedPercent={usedPercent(limit.used_minutes, limit.minutes)}
      figures={t('time.usedToday', {
        used: limit.used_minutes,
        left: Math.max(0, limit.minutes - limit.used_minutes),
      })}
      waiting={waiting}
      confirmableAt={limit.confirmable_at}
      onConfirm={() => confirm.mutate()}
      confirming={confirm.isPending}
      onKeep={() => set.mutate({ minutes: limit.minutes })}
      onRemove={() => set.mutate({ minutes: null })}
      setting={set.isPending}
      failure={set.error ?? confirm.error}
    />
  );
}

function TimeLimitForm() {
  const { t } = useTranslation('limits');
  const set = useSetTimeLimit();
  const [minutes, setMinutes] = useState('');
  const fieldError = set.error instanceof ApiError ? set.error.firstMessage('minutes') : undefined;
  return (
    <SettingForm
      title={t('time.formTitle')}
      submitLabel={t('time.save')}
      savedText={t('limits.saved')}
      canSubmit={minutes.trim() !== ''}
      save={(saved) =>
        set.mutate(
          { minutes: Number(minutes) },
          {
            onSuccess: () => {
              saved();
              setMinutes('');
            },
          },
        )
      }
      pending={set.isPending}
      error={set.error}
      fieldError={fieldError}
    >
      <TextField
        label={t('time.minutes')}
        inputMode="numeric"
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
        error={fieldError}
        required
      />
    </SettingForm>
  );
}

function RealityCheckForm({ minutes, canTurnOff }: { minutes: number | null; canTurnOff: boolean }) {
  const { t } = useTranslation('limits');
  const set = useSetRealityCheck();
  const [choice, setChoice] = useState(minutes === null ? 'off' : String(minutes));
  const options = [
    ...(canTurnOff ? [{ value: 'off', label: t('realityCheck.off') }] : []),
    ...REALITY_CHECK_MINUTES.map((m) => ({
      value: String(m),
      label: t('realityCheck.every', { minutes: m }),
    })),
  ];
  return (
    <SettingForm
      title={t('realityCheck.formTitle')}
      intro={t('realityCheck.rules')}
      submitLabel={t('realityCheck.save')}
      savedText={t('realityCheck.saved')}
      canSubmit
      save={(saved) =>
        set.mutate({ minutes: choice === 'off' ? null : Number(choice) }, { onSuccess: saved })
      }
      pending={set.isPending}
      error={set.error}
    >
      <SelectField
        label={t('realityCheck.interval')}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        options={options}
      />
    </SettingForm>
  );
}
