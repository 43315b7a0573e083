import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { Drawer } from '@casino/ui/drawer';
import { MenuIcon } from '@casino/ui/icons';
import { FullScreenLoader, Spinner } from '@casino/ui/loader';
import { Notice } from '@casino/ui/notice';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/brand';
import { forgetSession, useSession, type Staff } from '../../features/auth/api/get-session';
import { signOut, signOutEverywhere } from '../../features/auth/api/sign-out';
import { messageOf } from '../../lib/api-client';
import { sectionsFor, type Section } from '../sections';
import styles from './console-layout.module.css';

/** The signed-in console: the sections the staff member may use beside the current one. */
export function ConsoleLayout() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  if (session.isPending) return <FullScreenLoader label={t('loading')} brand={t('brand')} />;
  if (session.isError)
    return (
      <main className={styles.failed}>
        <Notice tone="error">{messageOf(session.error, t('unreachable'))}</Notice>
        <Button onClick={() => void session.refetch()}>{t('retry')}</Button>
      </main>
    );
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }

  const staff = session.data.staff;
  const allowed = sectionsFor(staff.permissions);
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <Brand />
        <Navigation sections={allowed} />
      </aside>
      {menuOpen && (
        <Drawer
          title={t('menu')}
          hideTitle
          onClose={() => setMenuOpen(false)}
          header={<Brand />}
          closeLabel={t('close')}
        >
          <Navigation sections={allowed} onNavigate={() => setMenuOpen(false)} />
          <StaffMenu staff={staff} stacked />
        </Drawer>
      )}
      <div className={styles.main}>
        <header className={styles.header}>
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('menu')}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
          <StaffMenu staff={staff} />
        </header>
        <main className={styles.content}>
          <Suspense
            fallback={
              <div className={styles.pageLoading}>
                <Spinner label={t('loading')} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** The navigation: only the sections the staff member's permissions open. */
export function Navigation({
  sections,
  onNavigate,
}: {
  sections: readonly Section[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('navigation')} className={styles.nav}>
      {sections.map(({ path, label, icon: Icon }) => (
        <NavLink
          key={path}
          to={`/${path}`}
          className={({ isActive }) => [styles.navLink, isActive && styles.active].filter(Boolean).join(' ')}
          onClick={onNavigate}
        >
          <Icon size={19} />
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}

function StaffMenu({ staff, stacked }: { staff: Staff; stacked?: boolean }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const end = async (everywhere: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      await (everywhere ? signOutEverywhere() : signOut());
      forgetSession(queryClient);
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <div className={stacked ? styles.staffStacked : styles.staff}>
      <div className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">
          {staff.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className={styles.identity}>
          <strong>{staff.name}</strong>
          <span className={styles.roles}>
            {staff.roles.map((role) => (
              <span key={role} className={styles.role}>
                {t(`roles.${role}`, { defaultValue: role })}
              </span>
            ))}
          </span>
        </span>
      </div>
      <Button
        variant="ghost"
        size="small"
        onClick={() => setConfirmEverywhere(true)}
        className={styles.everywhere}
      >
        {t('signOutEverywhere')}
      </Button>
      <Button variant="secondary" size="small" disabled={busy} onClick={() => void end(false)}>
        {t('signOut')}
      </Button>
      {confirmEverywhere && (
        <Dialog
          title={t('everywhereTitle')}
          onClose={() => setConfirmEverywhere(false)}
          closeLabel={t('close')}
        >
          <p className={styles.dialogText}>{t('everywhereText')}</p>
          {error !== undefined && <Notice tone="error">{messageOf(error, t('unreachable'))}</Notice>}
          <div className={styles.dialogButtons}>
            <Button variant="ghost" onClick={() => setConfirmEverywhere(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => void end(true)}>
              {t('signOutEverywhere')}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** The console's start: the first section the staff member may use. */
export function FirstSection() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const first = sectionsFor(session.data?.staff.permissions ?? [])[0];
  if (first) return <Navigate to={`/${first.path}`} replace />;
  return (
    <div className={styles.nothing}>
      <h1>{t('nothingTitle')}</h1>
      <p>{t('nothingText')}</p>
    </div>
  );
}

/** A section opened by address without the permission for it. */
export function SectionGuard({ section }: { section: Section }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  if (!session.data?.staff.permissions.includes(section.permission))
    return (
      <div className={styles.nothing}>
        <h1>{t('forbiddenTitle')}</h1>
        <p>{t('forbiddenText')}</p>
      </div>
    );
  const Page = section.element;
  return <Page />;
}
