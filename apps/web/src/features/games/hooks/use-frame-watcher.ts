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

/** A frame whose address cannot be read: it shows a page of another origin (or an error page). */
export const UNREADABLE = 'unreadable';

/**
 * Whether the frame has left the game for the casino's own pages (the game's Home button sends
 * it to the lobby). A blank frame that is still loading has not. A game from another origin
 * cannot be read while it plays, so only a readable frame can have come home; a game served by
 * the casino's own host is always readable, so losing sight of it means it went elsewhere (a
 * page that refuses to be framed shows an unreadable error page instead).
 */
export function hasLeftGame(frame: FrameLocation | typeof UNREADABLE, game: URL, ownOrigin: string): boolean {
  if (frame === UNREADABLE) return game.origin === ownOrigin;
  if (frame.protocol === 'about:' || frame.origin !== ownOrigin) return false;
  // A game served from elsewhere cannot be read at all: being readable means it came home.
  if (game.origin !== ownOrigin) return true;
  const path = frame.pathname.endsWith('/') ? frame.pathname : `${frame.pathname}/`;
  const prefix = gamePathPrefix(game);
  return !(prefix.endsWith('/') ? path.startsWith(prefix) : frame.pathname === prefix);
}

/** The frame's address; null while there is no frame; UNREADABLE when reading throws (another origin). */
function readLocation(frame: HTMLIFrameElement | null): FrameLocation | typeof UNREADABLE | null {
  try {
    const location = frame?.contentWindow?.location;
    if (!location) return null;
    const { href, origin, protocol, pathname } = location;
    return { href, origin, protocol, pathname };
  } catch {
    return UNREADABLE;
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
