import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon, ShieldIcon } from '@casino/ui/icons';
import { FOOTER_PROVIDERS_SHOWN } from '../../config/constants';
import { useProviders } from '../../features/games/api/get-providers';
import { providerHref } from '../../features/games/lib/links';
import { FAQ_SLUGS } from './faq-slugs';
import styles from './footer.module.css';
import { Logo } from './logo';
import { PAYMENT_LOGOS } from './payment-logos';

/** The providers: the first nine (spec), the rest behind a show/hide toggle. */
function FooterProviders() {
  const { t } = useTranslation('shell');
  const providers = useProviders();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const all = providers.data ?? [];
  if (all.length === 0) return null;
  const shown = expanded ? all : all.slice(0, FOOTER_PROVIDERS_SHOWN);
  return (
    <nav className={styles.providers} aria-labelledby="footer-providers">
      <h2 id="footer-providers" className={styles.caption}>
        {t('footer.providers')}
      </h2>
      <ul id={listId} className={styles.providerList}>
        {shown.map((provider) => (
          <li key={provider.id}>
            <Link to={providerHref(provider.id)} className={styles.provider}>
              {provider.name}
            </Link>
          </li>
        ))}
      </ul>
      {all.length > FOOTER_PROVIDERS_SHOWN && (
        <button
          type="button"
          className={styles.providersToggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('footer.providersLess') : t('footer.providersAll', { count: all.length })}
        </button>
      )}
    </nav>
  );
}

/** The site footer: payment methods, help and policy links, operator and licence details. */
export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <section className={styles.payments} aria-labelledby="footer-payments">
        <h2 id="footer-payments" className={styles.caption}>
          {t('footer.payments')}
        </h2>
        <ul className={styles.paymentList}>
          {PAYMENT_LOGOS.map(({ name, Mark }) => (
            <li key={name} className={styles.payment}>
              <Mark width={28} height={28} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </section>

      <FooterProviders />

      <div className={styles.columns}>
        <div className={styles.about}>
          <Logo />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-info" className={styles.links}>
          <h2 id="footer-info" className={styles.caption}>
            {t('footer.information')}
          </h2>
          <ul>
            {FAQ_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={`/faq/${slug}`}>{t(`faq.slugs.${slug}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className={styles.legal}>
        <ul className={styles.badges}>
          <li className={styles.adult}>
            <span className={styles.adultIcon} aria-hidden="true">
              18+
            </span>
            <span>{t('footer.adultsOnly')}</span>
          </li>
          <li className={styles.badge}>
            <ShieldIcon size={18} />
            <span>{t('footer.licensed')}</span>
          </li>
          <li>
            {/* The player's Responsible gambling tab: limits, time-outs, self-exclusion. */}
            <Link to="/profile?tab=limits" className={`${styles.badge} ${styles.badgeLink}`}>
              <LineIcon size={18}>
                <path d="M12 20.5s-7.5-4.4-7.5-10A4.3 4.3 0 0112 7.7a4.3 4.3 0 017.5 2.8c0 5.6-7.5 10-7.5 10z" />
              </LineIcon>
              <span>{t('footer.responsible')}</span>
            </Link>
          </li>
          <li className={styles.badge}>
            <LineIcon size={18}>
              <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
              <path d="M8.5 10.5V8a3.5 3.5 0 017 0v2.5" />
            </LineIcon>
            <span>{t('footer.secure')}</span>
          </li>
        </ul>
        <p className={styles.licence}>{t('footer.licence')}</p>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
