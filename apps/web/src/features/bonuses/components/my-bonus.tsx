import { WAGERING_CATEGORIES, type ActiveBonus } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@casino/ui/button';
import { openDialog } from '../../../lib/dialogs';
import { useActiveBonus } from '../api/get-active-bonus';
import { openBonusDeposit } from '../hooks/use-bonus-actions';
import { formatMoney } from '../lib/format';
import styles from './bonuses-page.module.css';
import { TimeLeftText } from './time-left';

/** The wagering bar: wagered of required, with the percent the server counted. */
function WageringProgress({ bonus }: { bonus: ActiveBonus }) {
  const { t, i18n } = useTranslation('bonuses');
  const money = (n: number) => formatMoney(n, i18n.language);
  const percent = Math.min(100, Math.max(0, bonus.wager_progress));
  const percentText = `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percent)}%`;
  return (
    <div className={styles.progressBlock}>
      <div className={styles.progressHead}>
        <span id={`wagering-${bonus.id}`}>{t('my.progress')}</span>
        <strong data-testid="wager-percent">{percentText}</strong>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-labelledby={`wagering-${bonus.id}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percentText}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText}>
        {t('my.wagered', { wagered: money(bonus.wagered), required: money(bonus.wager_required) })}
      </p>
    </div>
  );
}

/**
 * The sports welcome's step (docs/decisions/048): waiting for the qualifying bet, the free bet
 * ready for the slip (with a way to the book), on a bet, or its winnings being wagered.
 */
function FreeBetStep({ freeBet }: { freeBet: NonNullable<ActiveBonus['free_bet']> }) {
  const { t, i18n } = useTranslation('bonuses');
  const navigate = useNavigate();
  const amount = formatMoney(freeBet.amount, i18n.language);
  return (
    <div className={styles.pendingRow} data-testid="free-bet-step" data-phase={freeBet.phase}>
      <p>{t(`my.freeBet.${freeBet.phase}`, { amount })}</p>
      {freeBet.phase === 'qualifying' || freeBet.phase === 'token' ? (
        <Button onClick={() => void navigate('/sports')}>{t('my.freeBet.toSports')}</Button>
      ) : null}
    </div>
  );
}

/** My bonus (document 2, section 2): the bonus being wagered or waiting for its deposit, or the no-bonus text. */
export function MyBonus() {
  const { t, i18n } = useTranslation('bonuses');
  const active = useActiveBonus();
  const money = (n: number) => formatMoney(n, i18n.language);

  let content;
  if (active.isPending) {
    content = <div className={styles.mySkeleton} aria-busy="true" />;
  } else if (active.isError) {
    content = <p className={styles.muted}>{t('my.failed')}</p>;
  } else if (!active.data) {
    content = (
      <div className={styles.none}>
        <span className={styles.noneArt} aria-hidden="true">
          <img src="/img/bonuses/promo.svg" alt="" />
        </span>
        <p>{t('my.none')}</p>
      </div>
    );
  } else {
    const bonus = active.data;
    const pending = bonus.state === 'pending';
    const freeBet = bonus.free_bet;
    const contributions = WAGERING_CATEGORIES.map((category) =>
      t('my.contribution', {
        category: t(`my.categories.${category}`),
        percent: bonus.contributions[category] ?? 0,
      }),
    ).join(' · ');
    content = (
      <article className={styles.myCard} aria-labelledby="my-bonus-title" data-state={bonus.state}>
        <div className={styles.myArt} aria-hidden="true">
          {bonus.image ? (
            <>
              <span className={styles.myArtFill} style={{ backgroundImage: `url("${bonus.image}")` }} />
              <img src={bonus.image} alt="" />
            </>
          ) : null}
        </div>
        <div className={styles.myBody}>
          <div className={styles.myHead}>
            <div>
              <p className={styles.myType}>{t(`types.${bonus.type}`, { defaultValue: bonus.type })}</p>
              <h3 id="my-bonus-title" className={styles.myTitle}>
                {bonus.title}
              </h3>
            </div>
            <span className={[styles.pill, pending ? styles.pillPending : styles.pillActive].join(' ')}>
              {pending ? t('card.pending') : t('card.active')}
            </span>
          </div>

          {pending ? (
            <div className={styles.pendingRow}>
              <p>{t('my.pendingText', { amount: money(bonus.min_deposit_amount) })}</p>
              <Button onClick={() => openBonusDeposit(bonus)}>{t('actions.deposit')}</Button>
            </div>
          ) : freeBet && freeBet.phase !== 'wagering' ? (
            <FreeBetStep freeBet={freeBet} />
          ) : (
            <WageringProgress bonus={bonus} />
          )}

          <dl className={styles.stats}>
            <div>
              <dt>{t('my.balance')}</dt>
              <dd data-testid="bonus-balance">{money(bonus.bonus_balance)}</dd>
            </div>
            {bonus.number_of_spins > 0 ? (
              <>
                <div>
                  <dt>{t('my.spinsLeft')}</dt>
                  <dd>{bonus.spins_left}</dd>
                </div>
                <div>
                  <dt>{t('my.spinsWinnings')}</dt>
                  <dd>{money(bonus.spins_winnings)}</dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>{t('card.timeLeft')}</dt>
              <dd>
                <TimeLeftText bonus={bonus} />
                {!bonus.ends_at && !bonus.time_left ? '—' : null}
              </dd>
            </div>
            <div>
              <dt>{t('my.maxBet')}</dt>
              <dd>{bonus.max_bet === null ? t('my.noLimit') : money(bonus.max_bet)}</dd>
            </div>
            <div>
              <dt>{t('card.maxWinning')}</dt>
              <dd>{money(bonus.max_winning)}</dd>
            </div>
          </dl>
          <p className={styles.contributions}>
            {freeBet ? t('my.freeBet.counts') : t('my.contributions', { list: contributions })}
          </p>
          {/* The current bonus may not be in the Available list (a super bonus is not), so it can be
              cancelled from here too. */}
          <div className={styles.myActions}>
            <Button variant="secondary" size="small" onClick={() => openDialog('deactivateBonus', { bonus })}>
              {t('actions.deactivate')}
            </Button>
          </div>
        </div>
      </article>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="my-bonus-heading">
      <h2 id="my-bonus-heading" className={styles.heading}>
        {t('my.title')}
      </h2>
      {content}
    </section>
  );
}
