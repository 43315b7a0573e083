import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@casino/ui/button';
import { HelpIcon, MenuIcon, UserIcon } from '@casino/ui/icons';
import { InboxButton } from '../../features/inbox/components/inbox-button';
import { useInboxFollowsBalance } from '../../features/inbox/hooks/use-inbox-follows-balance';
import { useBalance } from '../../features/wallet/api/get-balance';
import { openDialog } from '../../lib/dialogs';
import { BalancePill } from './balance';
import styles from './header.module.css';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';
import { ModeSwitch } from './mode-switch';
import { RegistrationCountdown } from './registration-countdown';
import { useIsPlayer } from './use-is-player';

/** The top bar: brand, game mode, bonus countdown (guests), account actions and language. */
export function Header() {
  const { t } = useTranslation('shell');
  const isPlayer = useIsPlayer();
  // A credited deposit (and other money news) brings a message: read the inbox when the balance moves.
  useInboxFollowsBalance(useBalance().data?.balance_usd);

  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <button
          type="button"
          className={styles.burger}
          aria-label={t('header.menu')}
          onClick={() => openDialog('headerMobileMenu')}
        >
          <MenuIcon size={22} />
        </button>
        <Link to="/" className={styles.logo} aria-label={t('header.home')}>
          <Logo />
        </Link>
      </div>
      <div className={styles.modes}>
        <ModeSwitch />
      </div>
      <div className={styles.actions}>
        <RegistrationCountdown />
        {isPlayer ? (
          <>
            <div className={styles.desktopOnly}>
              <BalancePill onDeposit={() => openDialog('transitionDialog')} />
            </div>
            <InboxButton className={styles.icon} label={t('header.inbox')} />
            <Link to="/profile" className={styles.icon} aria-label={t('header.profile')}>
              <UserIcon />
            </Link>
            <Link
              to="/faq"
              className={[styles.icon, styles.desktopOnly].join(' ')}
              aria-label={t('header.faq')}
            >
              <HelpIcon />
            </Link>
          </>
        ) : (
          <div className={[styles.auth, styles.desktopOnly].join(' ')}>
            <Button variant="secondary" onClick={() => openDialog('loginMenu')}>
              {t('header.login')}
            </Button>
            <Button variant="primary" onClick={() => openDialog('registrationMenu')}>
              {t('header.signUp')}
            </Button>
          </div>
        )}
        <LanguageSelect />
      </div>
    </header>
  );
}
