import { LIMIT_PERIODS, type LimitPeriod, type LimitsOfferPlace } from '@casino/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { TextField } from '@casino/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useAnswerLimitsOffer } from '../api/answer-limits-offer';
import styles from './deposit-limits-offer.module.css';

export interface DepositLimitsOfferProps {
  /** Right after sign-up, or in the cash box before the first deposit. */
  where: LimitsOfferPlace;
  /** The player set limits (true) or skipped (false): the answer is stored, the offer is over. */
  onDone: (set: boolean) => void;
}

type Amounts = Record<LimitPeriod, string>;
const EMPTY: Amounts = { day: '', week: '', month: '' };

/** The typed text as an amount: undefined when empty, NaN when it is not a number. */
export function parseLimitAmount(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  if (value === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * The offer of deposit limits (docs/decisions/043): an amount per 24 hours, 7 days and 30 days,
 * any of them or none. "Set limits" sets those typed through the limits API; "Skip" declines.
 * Either answer is stored on the server, so the offer is not made again.
 */
export function DepositLimitsOffer({ where, onDone }: DepositLimitsOfferProps) {
  const { t } = useTranslation('limits');
  const answer = useAnswerLimitsOffer();
  const [amounts, setAmounts] = useState<Amounts>(EMPTY);
  const [invalid, setInvalid] = useState<Partial<Record<LimitPeriod, boolean>>>({});
  const parsed = LIMIT_PERIODS.map((period) => [period, parseLimitAmount(amounts[period])] as const);
  const anyTyped = parsed.some(([, value]) => value !== undefined);
  const serverError = (period: LimitPeriod) =>
    answer.error instanceof ApiError ? answer.error.firstMessage(period) : undefined;
  const otherError =
    answer.error && !LIMIT_PERIODS.some((p) => serverError(p))
      ? (answer.error instanceof ApiError && answer.error.firstMessage()) || t('failed')
      : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = Object.fromEntries(parsed.map(([period, value]) => [period, Number.isNaN(value)]));
    setInvalid(wrong);
    if (Object.values(wrong).some(Boolean) || !anyTyped) return;
    answer.mutate(
      { where, ...Object.fromEntries(parsed.filter(([, v]) => v !== undefined)) },
      { onSuccess: () => onDone(true) },
    );
  };

  const handleSkip = () => answer.mutate({ where }, { onSuccess: () => onDone(false) });

  return (
    <form
      className={styles.offer}
      onSubmit={handleSubmit}
      aria-labelledby={`limits-offer-${where}`}
      noValidate
    >
      <div className={styles.head}>
        <span className={styles.badge} aria-hidden="true">
          {t('offer.optional')}
        </span>
        <h3 id={`limits-offer-${where}`} className={styles.title}>
          {t('offer.title')}
        </h3>
        <p className={styles.lead}>{t(`offer.lead.${where}`)}</p>
      </div>
      <div className={styles.fields}>
        {LIMIT_PERIODS.map((period) => (
          <TextField
            key={period}
            label={t('offer.field', { period: t(`periods.${period}`) })}
            name={`deposit-limit-${period}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('offer.none')}
            value={amounts[period]}
            error={invalid[period] ? t('offer.invalid') : serverError(period)}
            onChange={(e) => setAmounts({ ...amounts, [period]: e.target.value })}
          />
        ))}
      </div>
      <p className={styles.rules}>{t('offer.rules')}</p>
      {otherError && <Notice tone="error">{otherError}</Notice>}
      <div className={styles.actions}>
        <Button type="submit" disabled={!anyTyped || answer.isPending}>
          {t('offer.save')}
        </Button>
        <Button type="button" variant="ghost" disabled={answer.isPending} onClick={handleSkip}>
          {t(`offer.skip.${where}`)}
        </Button>
      </div>
    </form>
  );
}
