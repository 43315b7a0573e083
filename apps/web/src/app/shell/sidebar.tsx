import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useCategories } from '../../features/games/api/get-categories';
import { categoryIcon } from '../../features/games/components/category-icon';
import { useCasinoType } from '../../features/games/hooks/use-casino-type';
import { useRandomSlot } from '../../features/games/hooks/use-random-slot';
import { StationWidget } from '../../features/loyalty/components/station-widget';
import { categoryHref } from '../../features/games/lib/links';
import { NAV, type NavItem } from './nav-items';
import styles from './sidebar.module.css';
import { useCurrentCategory } from './use-current-category';
import { useIsPlayer } from './use-is-player';

/** The mode's categories under All slots (All games), each opening the catalogue narrowed to it. */
function CategoryEntries() {
  const categories = useCategories(useCasinoType());
  const current = useCurrentCategory();
  return (categories.data ?? []).map((category) => {
    const Icon = categoryIcon(category.slug);
    const active = current === String(category.id);
    return (
      <Link
        key={category.id}
        to={categoryHref(category.id)}
        className={[styles.item, styles.sub, active && styles.active].filter(Boolean).join(' ')}
        aria-current={active ? 'page' : undefined}
      >
        <span className={styles.iconBox} aria-hidden="true">
          <Icon size={17} />
        </span>
        <span className={styles.label}>{category.name}</span>
      </Link>
    );
  });
}

function Entry({ item, label, onSelect }: { item: NavItem; label: string; onSelect?: () => void }) {
  const Icon = item.icon;
  const content = (
    <>
      <span className={styles.iconBox} aria-hidden="true">
        <Icon size={19} />
      </span>
      <span className={styles.label}>{label}</span>
    </>
  );
  if (item.to) {
    return (
      <NavLink
        to={item.to}
        end={item.to === '/'}
        className={({ isActive }) => [styles.item, isActive && styles.active].filter(Boolean).join(' ')}
      >
        {content}
      </NavLink>
    );
  }
  return (
    <button type="button" className={styles.item} onClick={onSelect ?? item.action}>
      {content}
    </button>
  );
}

/** The laptop sidebar: promotions at the top, then search, navigation and help. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  // With the categories below: both follow the mode once the lobby has rendered it.
  const mode = useCasinoType();
  const randomSlot = useRandomSlot();
  const isPlayer = useIsPlayer();

  return (
    <aside className={styles.sidebar}>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <div className={styles.promos}>
          <button type="button" className={[styles.promo, styles.wheel].join(' ')} onClick={NAV.wheel.action}>
            <NAV.wheel.icon size={22} />
            <span>{t('nav.wheel')}</span>
          </button>
          <NavLink
            to="/vip"
            className={({ isActive }) =>
              [styles.promo, styles.vip, isActive && styles.promoActive].filter(Boolean).join(' ')
            }
          >
            <NAV.vip.icon size={22} />
            <span>{t('nav.vip')}</span>
          </NavLink>
        </div>

        {isPlayer && <StationWidget />}

        <div className={styles.row}>
          <button type="button" className={styles.search} onClick={NAV.search.action}>
            <NAV.search.icon size={18} />
            <span>{t('nav.search')}</span>
          </button>
          <button
            type="button"
            className={styles.random}
            onClick={randomSlot}
            aria-label={t('nav.randomSlot')}
            title={t('nav.randomSlot')}
          >
            <NAV.randomSlot.icon size={20} />
          </button>
        </div>

        {/* The spec's order: Lobby, Providers, Bonuses, Tournaments, Status, All slots; the sportsbook after the lobby. */}
        <div className={styles.group}>
          <Entry item={NAV.lobby} label={t('nav.lobby')} />
          <Entry item={NAV.sports} label={t('nav.sports')} />
          <Entry item={NAV.providers} label={t('nav.providers')} />
          {isPlayer && <Entry item={NAV.bonuses} label={t('nav.bonuses')} />}
          <Entry item={NAV.tournaments} label={t('nav.tournaments')} />
          <Entry item={NAV.status} label={t('nav.status')} />
          <Entry item={NAV.allSlots} label={mode === 'casino' ? t('nav.allSlots') : t('nav.allGames')} />
          <CategoryEntries />
        </div>

        <div className={styles.group}>
          <p className={styles.heading}>{t('nav.help')}</p>
          <Entry item={NAV.faq} label={t('nav.faq')} />
          <Entry item={NAV.support} label={t('nav.support')} />
        </div>
      </nav>
    </aside>
  );
}
