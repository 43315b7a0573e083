import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailableBonuses } from './available-bonuses';
import styles from './bonuses-page.module.css';
import { MyBonus } from './my-bonus';
import { PromoCodeForm } from './promo-code-form';

/**
 * The Bonuses page (document 2, section 2): My bonus, Promocode and Available bonuses. `before`
 * goes under the heading (the promotions page's tabs).
 */
export function BonusesPage({ before }: { before?: ReactNode } = {}) {
  const { t } = useTranslation('bonuses');
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <img className={styles.heroArt} src="/img/bonuses/super-combo.svg" alt="" />
        <div>
          <h1 className={styles.title}>{t('page.title')}</h1>
          <p className={styles.intro}>{t('page.intro')}</p>
        </div>
      </header>
      {before}
      <div className={styles.top}>
        <MyBonus />
        <PromoCodeForm />
      </div>
      <AvailableBonuses />
    </div>
  );
}
