/*
 * Tells the casino page that frames the game when the player's balance has moved (a bet taken,
 * a round settled), as third-party providers do, so the casino refreshes its wallet at once
 * instead of showing an old figure. The message is only a signal: the casino reads the balance
 * from its own wallet, never from us.
 *
 * Origins are checked: messages go only to the origins allowed to frame the studio (the game
 * page lists them in <meta name="casino-origins">, from STUDIO_FRAME_ANCESTORS) and to the
 * studio's own origin (the casino that mounts the studio in its own process); the browser
 * delivers a message only when the parent's origin is the one named.
 */

/** What the casino receives (window.postMessage). */
export interface CasinoMessage {
  source: 'royal-originals';
  type: 'balance_changed' | 'round_finished';
  round: string;
  /** The studio's view of the balance in cents: informative only. */
  balance: number;
}

/** The origins the game may talk to: the page's meta list and its own. */
export function casinoOrigins(doc: Pick<Document, 'querySelector'>, ownOrigin: string): string[] {
  const listed = doc.querySelector('meta[name="casino-origins"]')?.getAttribute('content') ?? '';
  const origins = listed.split(/\s+/).filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin));
  return [...new Set([ownOrigin, ...origins])];
}

/** A function that posts a message to the framing casino (a no-op when the game is not framed). */
export function casinoNotifier(win: Window, origins: readonly string[]): (message: CasinoMessage) => void {
  return (message) => {
    if (win.parent === win) return;
    for (const origin of origins) {
      try {
        win.parent.postMessage(message, origin);
      } catch {
        // A malformed origin is skipped; the others still get theirs.
      }
    }
  };
}
