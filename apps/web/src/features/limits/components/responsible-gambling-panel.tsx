import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type BreakKind,
  type GamblingLimit,
  type LimitKind,
  type LimitPeriod,
} from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useConfirmLimit } from '../api/confirm-limit';
import { useLimits } from '../api/get-limits';
import { useSetLimit } from '../api/set-limit';
import { useTakeBreak } from '../api/take-break';
import { ActivityStatement } from './activity-statement';
import { BreakNotice } from './break-notice';
import { PlayTimeSection } from './play-time-section';
import { ExclusionStatus } from './exclusion-status';
import { LimitsReview } from './limits-prompts';
import { FailureNotice } from './failure-notice';
import { LimitCard, SettingForm, usedPercent } from './limit-parts';
import styles from './responsible-gambling-panel.module.css';

function useFormats() {
  const { i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return { usd: (n: number) => money.format(n), at: (iso: string) => moment.format(new Date(iso)) };
}

/** The "Responsible gambling" tab: limits with their waiting changes, time-outs, self-exclusion. */
export function ResponsibleGamblingPanel() {
  const { t } = useTranslation('limits');
  const limits = useLimits();
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{t('intro')}</p>
      {limits.data?.break && <BreakNotice current={limits.data.break} />}
      {limits.data && <ExclusionStatus limits={limits.data} />}
      <LimitsReview />
      <section className={styles.card} aria-labelledby="rg-limits">
        <h2 id="rg-limits" className={styles.cardTitle}>
          {t('limits.title')}
        </h2>
        <p className={styles.muted}>{t('limits.rules')}</p>
        {limits.isPending ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : limits.isError ? (
          <Notice tone="error">{t('loadFailed')}</Notice>
        ) : (
          <>
            {limits.data.limits.length === 0 ? (
              <p className={styles.muted}>{t('limits.none')}</p>
            ) : (
              <ul className={styles.limitList}>
                {limits.data.limits.map((l) => (
                  <MoneyLimitCard key={`${l.kind}-${l.period}`} limit={l} />
                ))}
              </ul>
            )}
            <LimitForm />
          </>
        )}
      </section>
      {limits.data && <PlayTimeSection limits={limits.data} />}
      {!limits.data?.break && <BreakSection />}
      <ActivityStatement />
    </div>
  );
}

function MoneyLimitCard({ limit }: { limit: GamblingLimit }) {
  const { t } = useTranslation('limits');
  const { usd, at } = useFormats();
  const set = useSetLimit();
  const confirm = useConfirmLimit();
  const { kind, period } = limit;
  const waiting = limit.pending_removal
    ? t('limits.pendingRemoval')
    : limit.pending_amount !== null
      ? t('limits.pendingIncrease', { amount: usd(limit.pending_amount) })
      : null;
  return (
    <LimitCard
      name={t('limits.name', { kind: t(`kinds.${kind}`), period: t(`periods.${period}`) })}
      size={usd(limit.amount)}
      usedPercent={usedPercent(limit.used, limit.amount)}
      figures={
        <>
          {t('limits.left', { left: usd(limit.left), used: usd(limit.used) })}
          {limit.frees_at && <> · {t('limits.frees', { at: at(limit.frees_at) })}</>}
        </>
      }
      waiting={waiting}
      confirmableAt={limit.confirmable_at}
      onConfirm={() => confirm.mutate({ kind, period })}
      confirming={confirm.isPending}
      onKeep={() => set.mutate({ kind, period, amount: limit.amount })}
      onRemove={() => set.mutate({ kind, period, amount: null })}
      setting={set.isPending}
      failure={set.error ?? confirm.error}
    />
  );
}

function LimitForm() {
  const { t } = useTranslation('limits');
  const set = useSetLimit();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const fieldError = set.error instanceof ApiError ? set.error.firstMessage('amount') : undefined;
  return (
    <SettingForm
      title={t('limits.formTitle')}
      submitLabel={t('limits.save')}
      savedText={t('limits.saved')}
      canSubmit={amount.trim() !== ''}
      save={(saved) =>
        set.mutate(
          { kind, period, amount: Number(amount.replace(',', '.')) },
          {
            onSuccess: () => {
              saved();
              setAmount('');
            },
          },
        )
      }
      pending={set.isPending}
      error={set.error}
      fieldError={fieldError}
    >
      <SelectField
        label={t('limits.kind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as LimitKind)}
        options={LIMIT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
      />
      <SelectField
        label={t('limits.period')}
        value={period}
        onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
        options={LIMIT_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
      />
      <TextField
        label={t('limits.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={fieldError}
        required
      />
    </SettingForm>
  );
}

function BreakSection() {
  const { t } = useTranslation('limits');
  const navigate = useNavigate();
  const take = useTakeBreak(() => void navigate('/', { replace: true }));
  const [timeOut, setTimeOut] = useState<string>('24h');
  const [exclusion, setExclusion] = useState<string>('6m');
  const [asking, setAsking] = useState<BreakKind | null>(null);
  const [understood, setUnderstood] = useState(false);
  const period = asking === 'self_exclusion' ? exclusion : timeOut;

  return (
    <section className={styles.card} aria-labelledby="rg-break">
      <h2 id="rg-break" className={styles.cardTitle}>
        {t('break.title')}
      </h2>
      <p className={styles.muted}>{t('break.rules')}</p>
      <div className={styles.breakGrid}>
        <div className={styles.breakOption}>
          <h3 className={styles.formTitle}>{t('break.timeOut')}</h3>
          <p className={styles.muted}>{t('break.timeOutText')}</p>
          <SelectField
            label={t('break.length')}
            value={timeOut}
            onChange={(e) => setTimeOut(e.target.value)}
            options={TIME_OUT_PERIODS.map((p) => ({ value: p, label: t(`breakPeriods.${p}`) }))}
          />
          <Button variant="secondary" onClick={() => setAsking('time_out')}>
            {t('break.takeTimeOut')}
          </Button>
        </div>
        <div className={styles.breakOption}>
          <h3 className={styles.formTitle}>{t('break.selfExclusion')}</h3>
          <p className={styles.muted}>{t('break.selfExclusionText')}</p>
          <SelectField
            label={t('break.length')}
            value={exclusion}
            onChange={(e) => setExclusion(e.target.value)}
            options={SELF_EXCLUSION_PERIODS.map((p) => ({ value: p, label: t(`breakPeriods.${p}`) }))}
          />
          <Button variant="danger" onClick={() => setAsking('self_exclusion')}>
            {t('break.exclude')}
          </Button>
        </div>
      </div>
      {asking && (
        <div className={styles.confirmBox} role="group" aria-label={t('break.confirmTitle')}>
          <h3 className={styles.formTitle}>{t('break.confirmTitle')}</h3>
          <p>
            {t(`break.confirm.${asking}`, { period: t(`breakPeriods.${period}`) })} {t('break.confirmCommon')}
          </p>
          <label className={styles.check}>
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
            {t('break.understand')}
          </label>
          <div className={styles.actions}>
            <Button
              variant="danger"
              disabled={!understood || take.isPending}
              onClick={() =>
                take.mutate({ kind: asking, period: period as (typeof TIME_OUT_PERIODS)[number] })
              }
            >
              {t('break.confirmButton')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setAsking(null);
                setUnderstood(false);
              }}
            >
              {t('break.cancel')}
            </Button>
          </div>
          <FailureNotice error={take.error} />
        </div>
      )}
    </section>
  );
}
