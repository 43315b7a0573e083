import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@casino/ui/button';
import { TicketIcon } from '@casino/ui/icons';
import { clearSession } from '../../../lib/api-client';
import { openDialog } from '../../../lib/dialogs';
import { useStored } from '../../../lib/storage';
import { useMe } from '../api/get-me';
import { HistoryIcon, LockIcon, LogoutIcon, SettingsIcon, UserIcon } from './icons';
import { HistoryTab } from './history-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import styles from './profile-page.module.css';

const TABS = ['profile', 'settings', 'history', 'bets', 'limits'] as const;
type Tab = (typeof TABS)[number];
const tabIcons = {
  profile: UserIcon,
  settings: SettingsIcon,
  history: HistoryIcon,
  bets: TicketIcon,
  limits: LockIcon,
} satisfies Record<Tab, unknown>;

export interface ProfilePageProps {
  /** The transaction history (filled by the money work; an empty state until then). */
  transactionHistory?: ReactNode;
  /** The game rounds on the History tab (the games feature's table, composed by the app). */
  gameHistory?: ReactNode;
  /** Pending withdrawals on the Profile tab (an empty state until withdrawals exist). */
  pendingWithdrawals?: ReactNode;
  /** The identity-document upload on the Profile tab (a disabled hint until uploads exist). */
  documentUpload?: ReactNode;
  /** The Responsible gambling tab: limits, time-outs and self-exclusion (the limits feature's panel). */
  responsibleGambling?: ReactNode;
  /** My bets: the player's sports bets, open and settled (the sportsbook's panel). */
  myBets?: ReactNode;
}

/** Forgets the session and goes to the lobby (for sign-out buttons outside player-only pages). */
export function useSignOut() {
  const navigate = useNavigate();
  return () => {
    clearSession();
    void navigate('/', { replace: true });
  };
}

/**
 * Sign-out from the profile: leave for the lobby first and forget the session once this page has
 * unmounted, so a player-only guard around it never sees a "guest" and asks to sign in again.
 */
function useSignOutFromProfile() {
  const navigate = useNavigate();
  const signingOut = useRef(false);
  useEffect(
    () => () => {
      if (signingOut.current) clearSession();
    },
    [],
  );
  return () => {
    signingOut.current = true;
    void navigate('/', { replace: true });
  };
}

/** The /profile screen (tabs Profile, Settings, History, My bets, Responsible gambling); the tab is kept in ?tab= so reload keeps it. */
export function ProfilePage(props: ProfilePageProps) {
  const [token] = useStored('accessToken');
  // A guest who opens /profile is asked to sign in; a player who signs out here just leaves.
  const enteredAsGuest = useRef(token === '');
  if (token === '') return <LeaveProfile askToSignIn={enteredAsGuest.current} />;
  return <PlayerProfile {...props} />;
}

function LeaveProfile({ askToSignIn }: { askToSignIn: boolean }) {
  useEffect(() => {
    if (askToSignIn) openDialog('loginMenu');
  }, [askToSignIn]);
  return <Navigate to="/" replace />;
}

function PlayerProfile({
  transactionHistory,
  gameHistory,
  pendingWithdrawals,
  documentUpload,
  responsibleGambling,
  myBets,
}: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const signOut = useSignOutFromProfile();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'profile';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (next: Tab, focus = false) => {
    setParams(next === 'profile' ? {} : { tab: next }, { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  };

  const handleTabKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const move = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      select(TABS[(index + move + TABS.length) % TABS.length] ?? 'profile', true);
    } else if (event.key === 'Home') {
      event.preventDefault();
      select('profile', true);
    } else if (event.key === 'End') {
      event.preventDefault();
      select(TABS[TABS.length - 1] ?? 'profile', true);
    }
  };

  const nickname = me.data?.nickname ?? '';
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.avatar} aria-hidden="true">
          {nickname.slice(0, 2).toUpperCase() || <UserIcon width={28} height={28} />}
        </div>
        <div className={styles.identity}>
          <h1 className={styles.title}>{nickname || t('title')}</h1>
          <p className={styles.subtitle}>{me.data?.email}</p>
        </div>
        <Button variant="secondary" onClick={signOut} className={styles.signOut}>
          <LogoutIcon width={18} height={18} />
          {t('signOut')}
        </Button>
      </header>

      <div role="tablist" aria-label={t('title')} className={styles.tabs} onKeyDown={handleTabKey}>
        {TABS.map((name) => {
          const Icon = tabIcons[name];
          return (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`profile-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`profile-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className={tab === name ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => select(name)}
            >
              <Icon width={18} height={18} />
              {t(`tabs.${name}`)}
            </button>
          );
        })}
      </div>

      <section
        role="tabpanel"
        id={`profile-panel-${tab}`}
        aria-labelledby={`profile-tab-${tab}`}
        className={styles.panel}
        tabIndex={0}
      >
        {me.isPending ? (
          <p className={styles.muted}>{t('loading')}</p>
        ) : me.isError ? (
          <p role="alert" className={styles.muted}>
            {t('loadFailed')}
          </p>
        ) : tab === 'profile' ? (
          <ProfileTab me={me.data} pendingWithdrawals={pendingWithdrawals} documentUpload={documentUpload} />
        ) : tab === 'settings' ? (
          <SettingsTab me={me.data} onSignOut={signOut} />
        ) : tab === 'history' ? (
          <HistoryTab transactionHistory={transactionHistory} gameHistory={gameHistory} />
        ) : tab === 'bets' ? (
          myBets
        ) : (
          responsibleGambling
        )}
      </section>
    </div>
  );
}
