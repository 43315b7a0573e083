import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@casino/ui/button';
import { ChatIcon, HomeIcon, WalletIcon } from '@casino/ui/icons';
import { Spinner } from '@casino/ui/loader';
import { openDialog } from '../../../lib/dialogs';
import { storage, useStored } from '../../../lib/storage';
import { ApiError } from '../../../lib/api-client';
import { useStartGame } from '../api/start-game';
import { useFrameWatcher } from '../hooks/use-frame-watcher';
import { useGameMessages } from '../hooks/use-game-messages';
import { isSmallScreen } from '../lib/screen';
import styles from './game-page.module.css';
import { ChevronLeftIcon, MoreIcon, ReloadIcon } from './icons';

export interface GamePageProps {
  /** The player's balance for the top bar (the header is under the frame). */
  balance?: ReactNode;
  /** Widgets of the in-game menu (station, pending withdrawals, running tournaments). */
  widgets?: ReactNode;
  /**
   * The game said the player's balance moved (a round ended, a bet was taken): the app refreshes
   * the wallet. Also called when the page is left, so the lobby never shows an old balance.
   */
  onBalanceChange?: () => void;
  /** The game's signal after a bet or a settled round: whether the round has finished. */
  onRoundSignal?: (finished: boolean) => void;
  /** What the app shows over the game (a reality check at the end of a round). */
  overlay?: ReactNode;
}

/** The game and mode the address asks for: the query's gameId, else the old path form. */
function useLaunchTarget(): { gameId: number | null; demo: boolean } {
  const [params] = useSearchParams();
  const { gameId: pathId } = useParams();
  const raw = params.get('gameId') ?? pathId ?? '';
  const id = Number(raw);
  return {
    gameId: /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null,
    demo: params.get('isDemo') === 'true',
  };
}

/** The support chat opens through its shared flag (synchronised across tabs). */
const openSupport = () => storage.set('supportOpened', true);

/**
 * /game: launches the game (start) and shows it full screen with a top bar (Back, Need help and
 * Deposit for players, the in-game menu). A watcher checks the frame every second; when the game
 * sends it back to the casino (its Home button) the frame is cleared and the player returns to
 * where they came from.
 */
export function GamePage({ balance, widgets, onBalanceChange, onRoundSignal, overlay }: GamePageProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const location = useLocation();
  const { gameId, demo } = useLaunchTarget();
  const [token] = useStored('accessToken');
  const isPlayer = token !== '';
  // The layout is chosen once per launch; turning the phone does not start a new session.
  const [mobile] = useState(isSmallScreen);
  const needsLogin = !demo && !isPlayer;
  const launch = useStartGame(
    { gameId: gameId ?? 0, demo, mobile },
    { enabled: gameId !== null && !needsLogin },
  );
  const url = launch.data?.status ? launch.data.url : '';

  const frame = useRef<HTMLIFrameElement>(null);
  const [frameKey, setFrameKey] = useState(0);
  const [left, setLeft] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  // Back means the page before the game. The first page of the visit has none: the lobby then.
  // Navigations inside the frame (the game's Home button sending it to the lobby) add entries to
  // the tab's history, so stepping back over the game steps over those too.
  const historyAtStart = useRef(window.history.length);
  const goBack = () => {
    if (location.key === 'default') {
      navigate('/', { replace: true });
      return;
    }
    const frameEntries = Math.max(0, window.history.length - historyAtStart.current);
    navigate(-(1 + frameEntries));
  };

  // The frame goes first, then the page: while the frame exists, its own navigation to the
  // lobby is the newest entry of the tab's history and "back" would only undo that.
  useFrameWatcher(frame, left ? '' : url, () => setLeft(true));
  useEffect(() => {
    if (left) goBack();
    // Once, when the frame has been cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left]);

  useGameMessages(frame, url, onBalanceChange, onRoundSignal);

  // The spec's answer to a refused launch: log it; the page explains it kindly.
  useEffect(() => {
    if (launch.data && !launch.data.status) console.error('Invalid link received');
    else if (launch.error) console.error(launch.error);
  }, [launch.data, launch.error]);

  // The frame covers the page: the page behind does not scroll.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  // The menu closes on Escape and on a press outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const onDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !menuButton.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [menuOpen]);

  const reload = () => {
    setMenuOpen(false);
    setFrameKey((key) => key + 1);
  };
  const needHelp = () => {
    setMenuOpen(false);
    openSupport();
  };

  let body: ReactNode;
  if (gameId === null) {
    body = (
      <Notice title={t('game.unknownTitle')} text={t('game.unknownText')}>
        <Link to="/slots" className={styles.noticeLink}>
          {t('game.browse')}
        </Link>
      </Notice>
    );
  } else if (needsLogin) {
    body = (
      <Notice title={t('game.loginTitle')} text={t('game.loginText')}>
        <Button onClick={() => openDialog('loginMenu')}>{t('game.login')}</Button>
      </Notice>
    );
  } else if (launch.isPending) {
    body = (
      <div className={styles.loading}>
        <Spinner size={64} label={t('game.starting')} />
        <p className={styles.loadingText}>{t('game.starting')}</p>
      </div>
    );
  } else if (closedMessage(launch.error) !== undefined) {
    // Real play is closed now (a break, the day's play time used up): retrying cannot help, so
    // the page offers the demo and the way back instead.
    body = (
      <Notice title={t('game.closedTitle')} text={closedMessage(launch.error) ?? ''}>
        <Button onClick={() => navigate(`/game?gameId=${gameId}&isDemo=true`)}>{t('game.playDemo')}</Button>
        <Link to="/" className={styles.noticeLink}>
          {t('game.toLobby')}
        </Link>
      </Notice>
    );
  } else if (!url) {
    body = (
      <Notice title={t('game.failedTitle')} text={t('game.failedText')}>
        <Button variant="secondary" onClick={() => void launch.refetch()}>
          {t('game.retry')}
        </Button>
        <Link to="/" className={styles.noticeLink}>
          {t('game.toLobby')}
        </Link>
      </Notice>
    );
  } else if (left) {
    body = null;
  } else {
    body = (
      <iframe
        key={frameKey}
        ref={frame}
        className={styles.frame}
        src={url}
        title={t('game.frameTitle')}
        allow="fullscreen; autoplay"
        allowFullScreen
      />
    );
  }

  return (
    <div className={styles.page} data-testid="game-page">
      <h1 className="visually-hidden">{t('game.title')}</h1>
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={goBack} aria-label={t('game.back')}>
          <ChevronLeftIcon size={20} />
          <span className={styles.backText}>{t('game.back')}</span>
        </button>
        {demo && <span className={styles.demo}>{t('game.demoBadge')}</span>}
        <div className={styles.spacer} />
        {isPlayer && (
          <>
            <div className={styles.balance}>{balance}</div>
            <button
              type="button"
              className={[styles.barButton, styles.deposit].join(' ')}
              onClick={() => openDialog('transitionDialog')}
              aria-label={t('game.deposit')}
            >
              <WalletIcon size={18} />
              <span className={styles.barText}>{t('game.deposit')}</span>
            </button>
            <button type="button" className={[styles.barButton, styles.wide].join(' ')} onClick={needHelp}>
              <ChatIcon size={18} />
              <span className={styles.barText}>{t('game.needHelp')}</span>
            </button>
          </>
        )}
        <button
          ref={menuButton}
          type="button"
          className={styles.barButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <MoreIcon size={20} />
          <span className="visually-hidden">{t('game.menu')}</span>
        </button>
      </div>

      {menuOpen && (
        <div id={menuId} ref={menu} className={styles.menu} role="region" aria-label={t('game.menu')}>
          <ul className={styles.menuList}>
            <li>
              <Link to="/" className={styles.menuItem}>
                <HomeIcon size={18} />
                {t('game.home')}
              </Link>
            </li>
            <li>
              <button type="button" className={styles.menuItem} onClick={reload} disabled={!url}>
                <ReloadIcon size={18} />
                {t('game.reload')}
              </button>
            </li>
            {isPlayer && (
              <li>
                <button type="button" className={styles.menuItem} onClick={needHelp}>
                  <ChatIcon size={18} />
                  {t('game.needHelp')}
                </button>
              </li>
            )}
          </ul>
          <div className={styles.widgets}>{widgets}</div>
        </div>
      )}

      <div className={styles.stage}>{body}</div>
      {overlay}
    </div>
  );
}

function Notice({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section className={styles.notice} aria-labelledby="game-notice">
      <h2 id="game-notice" className={styles.noticeTitle}>
        {title}
      </h2>
      <p className={styles.noticeText}>{text}</p>
      <div className={styles.noticeActions}>{children}</div>
    </section>
  );
}

/**
 * The server's own words when real play is closed for this player now: 409 during a time-out or
 * self-exclusion or with the day's play time used up, 403 for an account that may not play.
 */
function closedMessage(error: unknown): string | undefined {
  return error instanceof ApiError && (error.status === 409 || error.status === 403)
    ? error.firstMessage()
    : undefined;
}
