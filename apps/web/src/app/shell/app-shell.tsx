import { lazy, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { Toaster } from '@casino/ui/toast';
import { useBonusReload } from '../../features/bonuses/hooks/use-bonus-reload';
import { useMediaQuery } from '../../features/bonuses/hooks/use-media-query';
import { SupportChat } from '../../features/support/components/support-chat';
import {
  isStartupOverlayGone,
  subscribeStartupOverlayGone,
  useFirstFramePainted,
  useStartupOverlayGone,
} from '../../lib/startup';
import { DialogsHost } from '../dialogs-host';
import styles from './app-shell.module.css';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
import { holdAnimations } from './hold-animations';
import { LoadingOverlay } from './loading-overlay';
import { Sidebar } from './sidebar';
import { useAttributionCapture } from './use-attribution-capture';
import { useScrollRestoration } from './use-scroll-restoration';
import { useSessionCleared } from './use-session-cleared';

// Drawn only once the start-up overlay has gone: its code (payment marks, provider list) need not
// be in the first download.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

const SIDEBAR_QUERY = '(min-width: 901px)';

/**
 * Holds the shell's animations still while the start-up overlay shows (hold-animations.ts). Done
 * on the element, not by rendering: a render of the shell when the overlay went rendered the whole
 * page again in one task, on the first frame the player sees.
 */
function useStillWhileStarting<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || isStartupOverlayGone()) return;
    const release = holdAnimations(element);
    const unsubscribe = subscribeStartupOverlayGone(release);
    return () => {
      unsubscribe();
      release();
    };
  }, []);
  return ref;
}

/** Once the page beneath the overlay is assembled: drawn earlier, it was pushed down the first
 * screen while the page's parts arrived (layout shifts). */
function StartupFooter() {
  if (!useStartupOverlayGone()) return null;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

/**
 * What the first screen does not show at first (chat, dialogs, toasts): after the first frame, in
 * a render of its own rather than the whole shell's.
 */
function AfterFirstFrame({ children }: { children: ReactNode }) {
  return useFirstFramePainted() ? children : null;
}

/** The application shell: header, sidebar, the routed view, footer, chat, dialogs and the start-up overlay. */
export function AppShell() {
  const { t } = useTranslation('shell');
  useScrollRestoration();
  useAttributionCapture();
  useSessionCleared();
  useBonusReload();
  // A game takes the whole screen with its own top bar: the shell's bars step aside.
  const inGame = useMatch('/game/:gameId?') !== null;
  // The sidebar shows from this width on (app-shell.module.css): a phone does not render it at all.
  const wide = useMediaQuery(SIDEBAR_QUERY);
  const shell = useStillWhileStarting<HTMLDivElement>();

  return (
    <>
      <div ref={shell} className={styles.shell}>
        <a href="#main" className={styles.skip}>
          {t('skipToContent')}
        </a>
        {!inGame && <Header />}
        <div className={styles.body}>
          {!inGame && wide && <Sidebar />}
          <div className={styles.column}>
            <main id="main" className={styles.main} tabIndex={-1}>
              <Outlet />
            </main>
            {!inGame && <StartupFooter />}
          </div>
        </div>
        {!inGame && <BottomBar />}
        <AfterFirstFrame>
          <SupportChat launcher={!inGame} />
          <DialogsHost />
          <Toaster />
        </AfterFirstFrame>
      </div>
      {/* Outside the shell: its ring keeps turning while the shell's animations stand still. */}
      <LoadingOverlay />
    </>
  );
}
