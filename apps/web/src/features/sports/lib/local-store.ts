/**
 * A value of the sportsbook kept in localStorage as JSON (the slip, the odds format): read once,
 * checked by `accept` (a stored value from an older version or another tab's bad write falls back
 * to the default), written on every change, and followed across tabs.
 */
export interface LocalStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function localStore<T>(
  key: string,
  fallback: T,
  accept: (value: unknown) => T | undefined,
): LocalStore<T> {
  const read = (): T => {
    try {
      const raw = window.localStorage.getItem(key);
      return raw === null ? fallback : (accept(JSON.parse(raw)) ?? fallback);
    } catch {
      return fallback;
    }
  };
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => (value ??= read()),
    set(next) {
      value = next;
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // A full or blocked storage keeps the value for this page only.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key && event.key !== null) return;
        value = read();
        listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
