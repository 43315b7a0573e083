import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@casino/ui/button';
import { CheckIcon, CrownIcon, ShieldIcon } from '@casino/ui/icons';
import { openDialog } from '../../../lib/dialogs';
import { formatMoney } from '../../../lib/money';
import { useStored } from '../../../lib/storage';
import { useRanks } from '../api/get-ranks';
import styles from './vip-page.module.css';

const FEATURES = ['cashback', 'bonuses', 'wager', 'care', 'manager', 'prizes'] as const;

/**
 * The VIP page (document 2, sections 2 and 6): the Standard and VIP plans side by side, with
 * 'get VIP' (the cash box's deposit; guests sign in first) and 'continue playing' (the lobby).
 */
export function VipPage() {
  const { t, i18n } = useTranslation('loyalty');
  const language = i18n.language;
  const [token] = useStored('accessToken');
  const signedIn = token !== '';
  const ranks = useRanks();
  const goal = ranks.data?.vip_monthly_deposit ?? 25_000;
  const player = signedIn ? ranks.data?.player : undefined;
  const isVip = player?.is_vip === true;

  const handleGetVip = () => openDialog(signedIn ? 'transitionDialog' : 'loginMenu');

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <CrownIcon size={40} className={styles.heroIcon} aria-hidden="true" />
        <h1 className={styles.title}>{t('vip.title')}</h1>
        <p className={styles.intro}>{t('vip.intro')}</p>
        {player && (
          <p className={styles.progress} data-testid="vip-progress">
            {isVip && player.vip_since
              ? t('vip.youAreVip', {
                  date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
                    new Date(player.vip_since),
                  ),
                })
              : t('vip.progress', {
                  amount: formatMoney(player.month_deposits, language),
                  goal: formatMoney(goal, language),
                })}
          </p>
        )}
      </header>

      <div className={styles.plans}>
        <section className={styles.plan} aria-labelledby="plan-standard">
          <div className={styles.planHead}>
            <ShieldIcon size={26} aria-hidden="true" />
            <h2 id="plan-standard" className={styles.planName}>
              {t('vip.standard')}
            </h2>
            {player && !isVip && <span className={styles.currentTag}>{t('vip.current')}</span>}
          </div>
          <p className={styles.planNote}>{t('vip.standardNote')}</p>
          <dl className={styles.features}>
            {FEATURES.map((f) => (
              <div key={f} className={styles.feature}>
                <dt>{t(`vip.features.${f}`)}</dt>
                <dd>{t(`vip.standardValues.${f}`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className={`${styles.plan} ${styles.vip}`} aria-labelledby="plan-vip">
          <div className={styles.planHead}>
            <CrownIcon size={26} aria-hidden="true" />
            <h2 id="plan-vip" className={styles.planName}>
              {t('vip.vipPlan')}
            </h2>
            {isVip && <span className={styles.currentTag}>{t('vip.current')}</span>}
          </div>
          <p className={styles.planNote}>{t('vip.vipNote', { amount: formatMoney(goal, language) })}</p>
          <dl className={styles.features}>
            {FEATURES.map((f) => (
              <div key={f} className={styles.feature}>
                <dt>{t(`vip.features.${f}`)}</dt>
                <dd>
                  <CheckIcon size={14} aria-hidden="true" /> {t(`vip.vipValues.${f}`)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <div className={styles.actions}>
        {!isVip && (
          <Button variant="primary" size="large" onClick={handleGetVip}>
            {t('vip.getVip')}
          </Button>
        )}
        <Link to="/" className={styles.continue}>
          {t('vip.continuePlaying')}
        </Link>
      </div>
      <p className={styles.note}>{t('vip.withdrawals')}</p>
    </div>
  );
}
