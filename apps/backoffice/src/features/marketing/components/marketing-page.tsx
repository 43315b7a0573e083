import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { BroadcastsPage } from './broadcasts-page';
import { PromoCodesPage } from './promo-codes-page';
import { SlidesPage } from './slides-page';
import { TermsPage } from './terms-page';
import { TournamentsPage } from './tournaments-page';
import { WheelPage } from './wheel-page';
import styles from './marketing.module.css';

const TABS = [
  { path: 'terms', element: <TermsPage /> },
  { path: 'promo-codes', element: <PromoCodesPage /> },
  { path: 'wheel', element: <WheelPage /> },
  { path: 'tournaments', element: <TournamentsPage /> },
  { path: 'broadcasts', element: <BroadcastsPage /> },
  { path: 'slides', element: <SlidesPage /> },
] as const;

/** Marketing: bonus terms, promo codes, the wheel, tournaments, inbox broadcasts and lobby slides. */
export function MarketingPage() {
  const { t } = useTranslation('marketing');
  const tabs = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: keep the open one in sight.
  useEffect(() => {
    tabs.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <>
      <nav ref={tabs} className={styles.tabs} aria-label={t('tabsLabel')}>
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={`/marketing/${tab.path}`} className={styles.tab}>
            {t(`tabs.${tab.path}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="terms" replace />} />
        {TABS.map((tab) => (
          <Route key={tab.path} path={`${tab.path}/*`} element={tab.element} />
        ))}
        <Route path="*" element={<Navigate to="terms" replace />} />
      </Routes>
    </>
  );
}
