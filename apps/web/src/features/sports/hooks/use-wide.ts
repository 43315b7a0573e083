import { useSyncExternalStore } from 'react';

/** Whether the screen is at least `minWidth` wide, following resizes and rotations. */
export function useWide(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
