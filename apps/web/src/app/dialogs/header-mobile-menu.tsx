import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Drawer } from '@casino/ui/drawer';
import { useCategories } from '../../features/games/api/get-categories';
import { categoryIcon } from '../../features/games/components/category-icon';
import { useCasinoType } from '../../features/games/hooks/use-casino-type';
import { categoryHref } from '../../features/games/lib/links';
import type { DialogComponentProps } from '../../lib/dialogs';
import { useStored } from '../../lib/storage';
import { Logo } from '../shell/logo';
import { NAV, type NavId } from '../shell/nav-items';
import { useCurrentCategory } from '../shell/use-current-category';
import { useIsPlayer } from '../shell/use-is-player';
import styles from './header-mobile-menu.module.css';

// The spec's order for the phone menu (after the wheel and VIP cards).
const ENTRIES: NavId[] = [
  'search',
  'lobby',
  'sports',
  'providers',
  'bonuses',
  'tournaments',
  'status',
  'allSlots',
  'faq',
  'support',
];

/** The mode's categories under All slots (All games); choosing one closes the menu. */
function CategoryItems({ onClose }: { onClose: () => void }) {
  const categories = useCategories(useCasinoType());
  const current = useCurrentCategory();
  return (categories.data ?? []).map((category) => {
    const Icon = categoryIcon(category.slug);
    const active = current === String(category.id);
    return (
      <li key={category.id}>
        <Link
          to={categoryHref(category.id)}
          className={[styles.item, styles.sub, active && styles.active].filter(Boolean).join(' ')}
          aria-current={active ? 'page' : undefined}
          onClick={onClose}
        >
          <span className={styles.icon} aria-hidden="true">
            <Icon size={17} />
          </span>
          {category.name}
        </Link>
      </li>
    );
  });
}

/** The phone menu (headerMobileMenu): a full-height drawer with the sidebar's destinations. */
export function HeaderMobileMenu({ onClose }: DialogComponentProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const [mode] = useStored('headerType');
  const isPlayer = useIsPlayer();

  const label = (id: NavId) =>
    id === 'status'
      ? t('nav.cashbackStatus')
      : id === 'allSlots'
        ? mode === 'casino'
          ? t('nav.allSlots')
          : t('nav.allGames')
        : t(`nav.${id}`);

  // Opening another dialog from the menu replaces it (the drawer closes first).
  const run = (action?: () => void) => () => {
    onClose();
    action?.();
  };

  return (
    <Drawer
      title={t('dialogs.mobileMenu')}
      hideTitle
      onClose={onClose}
      closeLabel={tc('close')}
      header={<Logo />}
    >
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <div className={styles.promos}>
          <button
            type="button"
            className={[styles.promo, styles.wheel].join(' ')}
            onClick={run(NAV.wheel.action)}
          >
            <NAV.wheel.icon size={22} />
            <span>{t('nav.wheel')}</span>
          </button>
          <NavLink to="/vip" className={[styles.promo, styles.vip].join(' ')} onClick={onClose}>
            <NAV.vip.icon size={22} />
            <span>{t('nav.vip')}</span>
          </NavLink>
        </div>
        <ul className={styles.list}>
          {/* The Bonuses entry is for players only (document 2, section 5). */}
          {ENTRIES.filter((id) => id !== 'bonuses' || isPlayer).map((id) => {
            const item = NAV[id];
            const Icon = item.icon;
            const content = (
              <>
                <span className={styles.icon} aria-hidden="true">
                  <Icon size={19} />
                </span>
                {label(id)}
              </>
            );
            return (
              <Fragment key={id}>
                <li>
                  {item.to ? (
                    <NavLink
                      to={item.to}
                      end={item.to === '/'}
                      className={({ isActive }) =>
                        [styles.item, isActive && styles.active].filter(Boolean).join(' ')
                      }
                      onClick={onClose}
                    >
                      {content}
                    </NavLink>
                  ) : (
                    <button type="button" className={styles.item} onClick={run(item.action)}>
                      {content}
                    </button>
                  )}
                </li>
                {id === 'allSlots' && <CategoryItems onClose={onClose} />}
              </Fragment>
            );
          })}
        </ul>
      </nav>
    </Drawer>
  );
}
