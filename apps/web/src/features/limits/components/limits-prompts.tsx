import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { closeDialog } from '../../../lib/dialogs';
import { useAnswerLimitsOffer } from '../api/answer-limits-offer';
import { useLimitsPrompts } from '../api/get-limits-prompts';
import { useReviewLimits } from '../api/review-limits';
import { DepositLimitsOffer } from './deposit-limits-offer';
import { FailureNotice } from './failure-notice';
import styles from './limits-prompts.module.css';

const RG_TAB = '/profile?tab=limits';

/** Leaves the cash box (plain or inside the bonus deposit dialog) for the Responsible gambling tab. */
const leaveCashBox = () => {
  closeDialog('transitionDialog');
  closeDialog('transitionBonuses');
};

/**
 * Above the cash box's deposit form (docs/decisions/043): before the first deposit, the offer of
 * deposit limits (opened on demand, or declined in one tap; it does not block the deposit); when
 * the six-monthly review is due, an invitation to review the limits in their tab.
 */
export function CashBoxLimitsPrompt() {
  const { t } = useTranslation('limits');
  const prompts = useLimitsPrompts();
  const decline = useAnswerLimitsOffer();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!prompts.data) return null;

  if (open)
    return (
      <section className={styles.card}>
        <DepositLimitsOffer
          where="deposit"
          onDone={(set) => {
            setOpen(false);
            setSaved(set);
          }}
        />
      </section>
    );
  if (saved) return <Notice tone="success">{t('offer.saved')}</Notice>;
  if (prompts.data.offer_deposit_limits)
    return (
      <section className={styles.card} aria-labelledby="cash-box-limits-offer">
        <p id="cash-box-limits-offer" className={styles.text}>
          {t('offer.cashBox')}
        </p>
        <div className={styles.actions}>
          <Button size="small" onClick={() => setOpen(true)}>
            {t('offer.open')}
          </Button>
          <Button
            size="small"
            variant="ghost"
            disabled={decline.isPending}
            onClick={() => decline.mutate({ where: 'deposit' })}
          >
            {t('offer.skip.deposit')}
          </Button>
        </div>
        <FailureNotice error={decline.error} />
      </section>
    );
  if (prompts.data.review_due)
    return (
      <Notice tone="warning" role="status">
        {t('review.due')}{' '}
        <Link to={RG_TAB} className={styles.link} onClick={leaveCashBox}>
          {t('review.open')}
        </Link>
      </Notice>
    );
  return null;
}

/**
 * On the Responsible gambling tab: the invitation to review the limits once six months have
 * passed since they were set, changed or last reviewed, with "Limits reviewed"; otherwise when
 * the next invitation comes.
 */
export function LimitsReview() {
  const { t, i18n } = useTranslation('limits');
  const prompts = useLimitsPrompts();
  const review = useReviewLimits();
  const dueAt = prompts.data?.review_due_at;
  if (!dueAt) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(dueAt));

  if (!prompts.data?.review_due) return <p className={styles.next}>{t('review.next', { at: date })}</p>;
  return (
    <section className={styles.review} aria-labelledby="rg-review">
      <h2 id="rg-review" className={styles.reviewTitle}>
        {t('review.title')}
      </h2>
      <p className={styles.text}>{t('review.text')}</p>
      <div className={styles.actions}>
        <Button size="small" disabled={review.isPending} onClick={() => review.mutate()}>
          {t('review.done')}
        </Button>
      </div>
      <FailureNotice error={review.error} />
    </section>
  );
}
