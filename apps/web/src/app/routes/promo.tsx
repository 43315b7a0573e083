import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router';
import type { ReactNode } from 'react';
import { BonusesPage } from '../../features/bonuses/components/bonuses-page';
import { EventsPage } from '../../features/tournaments/components/events-page';
import { useDocumentTitle } from '../shell/use-document-title';
import { useIsPlayer } from '../shell/use-is-player';
import { NotFoundRoute } from './not-found';
import styles from './tabs.module.css';

const SUBPAGES = ['bonuses', 'events'] as const;

/** /promo/:subpage? — Bonuses (players only, the default for them) and Tournaments; guests are sent to events. */
export function PromoRoute() {
  const { t } = useTranslation('shell');
  const { subpage } = useParams();
  const isPlayer = useIsPlayer();

  if (subpage !== undefined && !(SUBPAGES as readonly string[]).includes(subpage)) return <NotFoundRoute />;
  if (!isPlayer && subpage !== 'events') return <Navigate to="/promo/events" replace />;
  if (subpage === undefined) return <Navigate to="/promo/bonuses" replace />;

  const tabs = (
    <nav aria-label={t('pages.promo.tabs')} className={styles.tabs}>
      {isPlayer ? (
        <NavLink
          to="/promo/bonuses"
          className={({ isActive }) => [styles.tab, isActive && styles.active].filter(Boolean).join(' ')}
        >
          {t('pages.promo.bonuses')}
        </NavLink>
      ) : null}
      <NavLink
        to="/promo/events"
        className={({ isActive }) => [styles.tab, isActive && styles.active].filter(Boolean).join(' ')}
      >
        {t('pages.promo.events')}
      </NavLink>
    </nav>
  );

  return subpage === 'bonuses' ? <PromoBonuses tabs={tabs} /> : <PromoEvents tabs={tabs} />;
}

/** The promotions page's Events tab: the events sidebar beside the default event. */
function PromoEvents({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('pages.promo.title'));
  return <EventsPage title={t('pages.promo.title')} before={tabs} />;
}

/** The promotions page's Bonuses tab: the player's bonuses, as on /bonuses. */
function PromoBonuses({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('pages.promo.title'));
  return <BonusesPage before={tabs} />;
}
