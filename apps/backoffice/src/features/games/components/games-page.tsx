import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../auth/api/get-session';
import { CatalogueList } from './catalogue-list';
import { ImportFeed } from './import-feed';
import { RtpReport } from './rtp-report';
import styles from './games.module.css';

/** The games: the catalogue, a provider feed's import, and actual against theoretical RTP. */
export function GamesPage() {
  const { t } = useTranslation('games');
  const session = useSession();
  // The RTP report is a report (reports.read): shown to those whose roles open it.
  const reports = session.data?.staff.permissions.includes('reports.read') ?? false;
  const tab = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.active}` : styles.tab;
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <nav className={styles.tabs} aria-label={t('title')}>
        <NavLink to="/games" end className={tab}>
          {t('tabs.catalogue')}
        </NavLink>
        <NavLink to="/games/import" className={tab}>
          {t('tabs.import')}
        </NavLink>
        {reports && (
          <NavLink to="/games/rtp" className={tab}>
            {t('tabs.rtp')}
          </NavLink>
        )}
      </nav>
      <Routes>
        <Route index element={<CatalogueList />} />
        <Route path="import" element={<ImportFeed />} />
        {reports && <Route path="rtp" element={<RtpReport />} />}
      </Routes>
    </>
  );
}
