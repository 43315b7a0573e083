import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useActivatePromoCode } from '../api/activate-promo-code';
import { useUsedPromoCodes } from '../api/get-used-promo-codes';
import styles from './bonuses-page.module.css';

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * Promocode (document 2, sections 2, 5 and 8): Activate is disabled while the input is empty; a
 * success says so and clears the input; a failure shows the first message of the 400's fields.
 * A failure's text shows only while there is a code in the input; the success message stays
 * after the input clears, until the player types again.
 */
export function PromoCodeForm() {
  const { t, i18n } = useTranslation('bonuses');
  const inputId = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const activate = useActivatePromoCode();
  const used = useUsedPromoCodes();
  const empty = code.trim() === '';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || activate.isPending) return;
    setOutcome(undefined);
    try {
      await activate.mutateAsync({ promo_code: code.trim() });
      setCode('');
      setOutcome({ tone: 'success', text: t('promo.activated') });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text:
          (error instanceof ApiError && (error.firstMessage('promo_code') ?? error.firstMessage())) ||
          t('promo.failed'),
      });
    }
  };

  const visible = outcome && (outcome.tone === 'success' || !empty) ? outcome : undefined;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className={styles.section} aria-labelledby="promo-heading">
      <h2 id="promo-heading" className={styles.heading}>
        {t('promo.title')}
      </h2>
      <div className={styles.promoPanel}>
        <form className={styles.promoForm} onSubmit={handleSubmit} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            {t('promo.label')}
          </label>
          <input
            id={inputId}
            className={styles.promoInput}
            value={code}
            placeholder={t('promo.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-describedby={visible ? `${inputId}-outcome` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              // A new code makes the last answer stale.
              setOutcome(undefined);
            }}
          />
          <Button type="submit" size="large" disabled={empty || activate.isPending}>
            {t('promo.activate')}
          </Button>
        </form>
        {visible ? (
          <Notice tone={visible.tone} id={`${inputId}-outcome`}>
            {visible.text}
          </Notice>
        ) : null}

        <div className={styles.used}>
          <h3 className={styles.subheading}>{t('promo.usedTitle')}</h3>
          {used.data && used.data.length > 0 ? (
            <ul className={styles.usedList} aria-label={t('promo.usedTitle')}>
              {used.data.map((item) => (
                <li key={`${item.promo_code}-${item.used_at}`} className={styles.usedItem}>
                  <span className={styles.usedCode}>{item.promo_code}</span>
                  <span className={styles.usedTitle}>{item.title}</span>
                  <time className={styles.usedAt} dateTime={item.used_at}>
                    {Number.isNaN(Date.parse(item.used_at))
                      ? item.used_at
                      : dateFormat.format(new Date(item.used_at))}
                  </time>
                </li>
              ))}
            </ul>
          ) : used.isPending ? null : (
            <p className={styles.muted}>{t('promo.usedEmpty')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
