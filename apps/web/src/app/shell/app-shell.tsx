import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { Toaster } from '@casino/ui/toast';
import { useBonusReload } from '../../features/bonuses/hooks/use-bonus-reload';
import { SupportChat } from '../../features/support/components/support-chat';
import { DialogsHost } from '../dialogs-host';
import styles from './app-shell.module.css';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingOverlay } from './loading-overlay';
import { Sidebar } from './sidebar';
import { useAttributionCapture } from './use-attribution-capture';
import { useScrollRestoration } from './use-scroll-restoration';
import { useSessionCleared } from './use-session-cleared';

/** The application shell: header, sidebar, the routed view, footer, chat, dialogs and the start-up overlay. */
export function AppShell() {
  const { t } = useTranslation('shell');
  useScrollRestoration();
  useAttributionCapture();
  useSessionCleared();
  useBonusReload();
  // A game takes the whole screen with its own top bar: the shell's bars step aside.
  const inGame = useMatch('/game/:gameId?') !== null;

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      {!inGame && <Header />}
      <div className={styles.body}>
        {!inGame && <Sidebar />}
        <div className={styles.column}>
          <main id="main" className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          {!inGame && <Footer />}
        </div>
      </div>
      {!inGame && <BottomBar />}
      <SupportChat launcher={!inGame} />
      <DialogsHost />
      <Toaster />
      <LoadingOverlay />
    </div>
  );
}
