import type { BonusItem } from '@casino/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@casino/ui/icons';
import { formatMoney } from '../lib/format';
import styles from './bonus-card.module.css';
import { TimeLeftText } from './time-left';

export interface BonusCardProps {
  bonus: BonusItem;
  /** The card's buttons (Activate, Make a deposit, Deactivate, Choose). */
  actions?: ReactNode;
  /** Adds the info toggle that shows the description and terms (the Available bonuses list). */
  withInfo?: boolean;
  /** Smaller type and art for dialogs and the phone carousel. */
  compact?: boolean;
  /** Shows the Waiting for deposit / Active badge of an activated bonus. */
  showState?: boolean;
  /** The art beside the facts instead of above them (narrow screens keep it above). */
  horizontal?: boolean;
}

/**
 * A bonus as the spec shows it everywhere (document 2, section 2): name by type, title, image,
 * Max. winning, wager xN, 'Wagering in casino', spins, bet per spin, minimum deposit, time left.
 */
export function BonusCard({ bonus, actions, withInfo, compact, showState, horizontal }: BonusCardProps) {
  const { t, i18n } = useTranslation('bonuses');
  const titleId = useId();
  const infoId = useId();
  const [infoOpen, setInfoOpen] = useState(false);
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const hasSpins = bonus.number_of_spins > 0;
  const paragraphs = bonus.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const state = bonus.is_active ? (bonus.is_used ? 'active' : 'pending') : undefined;

  return (
    <article
      className={[
        styles.card,
        compact && styles.compact,
        horizontal && styles.horizontal,
        state && styles[state],
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      data-testid="bonus-card"
    >
      <div className={styles.art}>
        {bonus.image ? <img src={bonus.image} alt="" loading="lazy" decoding="async" /> : null}
        <span className={styles.type}>{t(`types.${bonus.type}`, { defaultValue: bonus.type })}</span>
        {showState && state ? (
          <span className={[styles.state, styles[`${state}State`]].join(' ')}>{t(`card.${state}`)}</span>
        ) : null}
      </div>

      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {bonus.title}
        </h3>
        {bonus.short_description && !compact ? (
          <p className={styles.summary}>{bonus.short_description}</p>
        ) : null}

        <dl className={styles.facts}>
          <div>
            <dt>{t('card.maxWinning')}</dt>
            <dd>{money(bonus.max_winning)}</dd>
          </div>
          <div>
            <dt>{t('card.wager')}</dt>
            <dd>{t('card.wagerValue', { value: bonus.wager })}</dd>
          </div>
          {hasSpins ? (
            <>
              <div>
                <dt>{t('card.spins')}</dt>
                <dd>{bonus.number_of_spins}</dd>
              </div>
              <div>
                <dt>{t('card.betPerSpin')}</dt>
                <dd>{money(bonus.bet_per_spin)}</dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>{t('card.minDeposit')}</dt>
            <dd>{money(bonus.min_deposit_amount)}</dd>
          </div>
          {bonus.ends_at || bonus.time_left ? (
            <div>
              <dt>{t('card.timeLeft')}</dt>
              <dd>
                <TimeLeftText bonus={bonus} />
              </dd>
            </div>
          ) : null}
        </dl>

        {/* The sports welcome's winnings are wagered on sports bets (docs/decisions/048). */}
        <p className={styles.casino}>
          {bonus.type === 'freebet' ? t('card.wageringInSports') : t('card.wageringInCasino')}
        </p>

        {withInfo ? (
          <>
            <button
              type="button"
              className={styles.infoToggle}
              aria-expanded={infoOpen}
              aria-controls={infoId}
              onClick={() => setInfoOpen((open) => !open)}
            >
              {infoOpen ? t('card.hideInfo') : t('card.showInfo')}
              <ChevronDownIcon size={16} className={infoOpen ? styles.chevronOpen : styles.chevron} />
            </button>
            <section
              id={infoId}
              className={styles.info}
              hidden={!infoOpen}
              aria-label={t('card.infoTitle', { title: bonus.title })}
            >
              {paragraphs.map((text, index) => (
                <p key={index}>{text}</p>
              ))}
              {bonus.lifetime > 0 ? (
                <p className={styles.lifetime}>{t('card.lifetime', { count: bonus.lifetime })}</p>
              ) : null}
            </section>
          </>
        ) : null}

        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}
