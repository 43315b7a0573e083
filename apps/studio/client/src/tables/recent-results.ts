/**
 * The last results of a table (roulette numbers, baccarat coups) for its strip or road. The
 * server keeps no such list, so the client remembers what it showed, per session, for as long
 * as the browser keeps session storage (a reload keeps it, a new session starts empty).
 */
export function recentResults<T>(key: string, max: number): { list(): T[]; push(value: T): void } {
  const storageKey = `royal-originals:${key}`;
  let values: T[] = [];
  try {
    const stored = globalThis.sessionStorage?.getItem(storageKey);
    if (stored) values = (JSON.parse(stored) as T[]).slice(0, max);
  } catch {
    values = [];
  }
  return {
    list: () => [...values],
    push(value) {
      values = [value, ...values].slice(0, max);
      try {
        globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(values));
      } catch {
        // Storage blocked in the frame: the list lasts as long as the page.
      }
    },
  };
}
