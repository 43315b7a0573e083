import { useTranslation } from 'react-i18next';
import type { BonusCard } from '../api/bonus-terms';
import styles from './bonus-card-preview.module.css';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The card a player sees for these terms: the server presents it with the player API's own
 * presenter (in English), so what shows here is what the lobby's card will say.
 */
export function BonusCardPreview({ card }: { card: BonusCard }) {
  const { t } = useTranslation('marketing');
  const spins = card.number_of_spins > 0;
  return (
    <article className={styles.card} aria-label={t('terms.previewOf', { title: card.title })}>
      <div className={styles.art}>
        {card.image ? <img src={card.image} alt="" /> : null}
        <span className={styles.type}>{card.type}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{card.title}</h3>
        {card.percentage > 0 ? (
          <p className={styles.headline}>
            {t('terms.headline', { percentage: card.percentage, max: usd.format(card.max_bonus_amount) })}
          </p>
        ) : null}
        {card.short_description ? <p className={styles.summary}>{card.short_description}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('card.maxWinning')}</dt>
            <dd>{usd.format(card.max_winning)}</dd>
          </div>
          <div>
            <dt>{t('card.wager')}</dt>
            <dd>x{card.wager}</dd>
          </div>
          {spins ? (
            <>
              <div>
                <dt>{t('card.spins')}</dt>
                <dd>{card.number_of_spins}</dd>
              </div>
              <div>
                <dt>{t('card.betPerSpin')}</dt>
                <dd>{usd.format(card.bet_per_spin)}</dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>{t('card.minDeposit')}</dt>
            <dd>{usd.format(card.min_deposit_amount)}</dd>
          </div>
          <div>
            <dt>{t('card.maxBet')}</dt>
            <dd>{card.max_bet === null ? t('card.noMaxBet') : usd.format(card.max_bet)}</dd>
          </div>
          <div>
            <dt>{t('card.lifetime')}</dt>
            <dd>{t('card.days', { count: card.lifetime })}</dd>
          </div>
        </dl>
        <p className={styles.casino}>{t('card.wageringInCasino')}</p>
        <div className={styles.button} aria-hidden="true">
          {card.button_text}
        </div>
      </div>
    </article>
  );
}
