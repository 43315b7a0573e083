import { useEffect, useRef, type RefObject } from 'react';

/**
 * Listens to the game in the frame, as casinos listen to third-party providers: a message whose
 * origin is the game's own (the launch URL's) and whose window is the frame's, saying the
 * balance moved, calls `onBalanceChange`; the message is only a signal and carries nothing the
 * casino believes (it reads its own wallet). Leaving the page calls it once more, so the page
 * the player returns to shows the balance the game left. Each signal also tells `onRoundSignal`
 * whether its round finished (what waits for the end of a round, a reality check, follows it).
 */
export function useGameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  url: string,
  onBalanceChange: (() => void) | undefined,
  onRoundSignal?: (finished: boolean) => void,
): void {
  const callback = useRef(onBalanceChange);
  callback.current = onBalanceChange;
  const roundCallback = useRef(onRoundSignal);
  roundCallback.current = onRoundSignal;

  useEffect(() => {
    if (!url) return;
    const gameOrigin = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== gameOrigin || event.source !== frame.current?.contentWindow) return;
      if (!isBalanceSignal(event.data)) return;
      callback.current?.();
      roundCallback.current?.((event.data as { type: string }).type === 'round_finished');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, url]);

  useEffect(() => () => callback.current?.(), []);
}

/** The studio's signal (Royal Originals: `{ source, type: 'round_finished' | 'balance_changed' }`). */
export function isBalanceSignal(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { source, type } = data as { source?: unknown; type?: unknown };
  return source === 'royal-originals' && (type === 'round_finished' || type === 'balance_changed');
}
