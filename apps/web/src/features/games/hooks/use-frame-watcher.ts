import { useEffect, useRef, type RefObject } from 'react';
import { IFRAME_WATCH_MS } from '../../../config/constants';

/** What the watcher reads of the frame's address (a Location, or a URL in tests). */
export interface FrameLocation {
  href: string;
  origin: string;
  protocol: string;
  pathname: string;
}

/**
 * The path the game lives under: its first folder ("/studio/" for "/studio/play/x"), or the
 * whole path when it has no folder.
 */
export function gamePathPrefix(game: URL): string {
  const segments = game.pathname.split('/').filter(Boolean);
  return segments.length > 1 ? `/${segments[0]}/` : game.pathname;
}

/**
 * Whether a frame we can read has left the game for the casino's own pages (the game's Home
 * button sends it to the lobby). A blank frame that is still loading has not.
 */
export function hasLeftGame(frame: FrameLocation, game: URL, ownOrigin: string): boolean {
  if (frame.protocol === 'about:' || frame.origin !== ownOrigin) return false;
  // A game served from elsewhere cannot be read at all: being readable means it came home.
  if (game.origin !== ownOrigin) return true;
  const path = frame.pathname.endsWith('/') ? frame.pathname : `${frame.pathname}/`;
  const prefix = gamePathPrefix(game);
  return !(prefix.endsWith('/') ? path.startsWith(prefix) : frame.pathname === prefix);
}

/** The frame's address, or null while a game from another origin is in it (reading throws). */
function readLocation(frame: HTMLIFrameElement | null): FrameLocation | null {
  try {
    const location = frame?.contentWindow?.location;
    if (!location) return null;
    const { href, origin, protocol, pathname } = location;
    return { href, origin, protocol, pathname };
  } catch {
    return null;
  }
}

/**
 * Every second (spec) checks where the game's frame is; once it has returned to the casino's own
 * pages, calls onLeave once. Stops when the page unmounts or the game changes.
 */
export function useFrameWatcher(
  frame: RefObject<HTMLIFrameElement | null>,
  gameUrl: string,
  onLeave: () => void,
): void {
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });

  useEffect(() => {
    if (!gameUrl) return;
    const game = new URL(gameUrl, window.location.href);
    const timer = setInterval(() => {
      const location = readLocation(frame.current);
      if (location && hasLeftGame(location, game, window.location.origin)) {
        clearInterval(timer);
        leave.current();
      }
    }, IFRAME_WATCH_MS);
    return () => clearInterval(timer);
  }, [frame, gameUrl]);
}
