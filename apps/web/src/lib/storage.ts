import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { REGISTRATION_BONUS_SECONDS } from '../config/constants';

/**
 * The persisted client settings of the spec (document 1, section 3): readable localStorage
 * keys with their defaults. Values are stored as JSON so booleans and numbers keep their type.
 */
const defaults = {
  headerType: 'casino' as string,
  confirmEmail: false as boolean,
  accessToken: '' as string,
  refreshToken: '' as string,
  supportOpened: false as boolean,
  userNickname: '' as string,
  userBalance: '' as string,
  remainingTime: REGISTRATION_BONUS_SECONDS as number,
  wheelDateSpin: '0' as string,
  // The wheel's UI flags (document 1, section 3): dialog open, a spin turning, a prize won.
  wheelOpened: false as boolean,
  wheelSpin: false as boolean,
  wheelWon: false as boolean,
  // The inbox is showing (a UI flag of document 1, section 3).
  showInbox: false as boolean,
  // A random id of this browser, sent as X-Device-Id: one welcome package per person compares it.
  deviceId: '' as string,
  // The welcome a guest picked in the login dialog's teasers ('casino' or 'sports'): the super
  // bonus choice after sign-up puts it first.
  welcomeChoice: '' as string,
};

export type StorageKey = keyof typeof defaults;
export type StorageValue<K extends StorageKey> = (typeof defaults)[K];

const listeners = new Set<() => void>();

function read<K extends StorageKey>(key: K): StorageValue<K> {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return defaults[key];
    const value: unknown = JSON.parse(raw);
    return (typeof value === typeof defaults[key] ? value : defaults[key]) as StorageValue<K>;
  } catch {
    return defaults[key];
  }
}

export const storage = {
  get: read,
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void {
    window.localStorage.setItem(key, JSON.stringify(value));
    listeners.forEach((l) => l());
  },
  remove(key: StorageKey): void {
    window.localStorage.removeItem(key);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Other tabs change the same keys (the support chat flag is synchronised across tabs).
    const onStorage = () => listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** A persisted value as React state: re-renders when this or another tab changes it. */
export function useStored<K extends StorageKey>(key: K): [StorageValue<K>, (value: StorageValue<K>) => void] {
  const value = useSyncExternalStore(
    storage.subscribe,
    () => read(key),
    () => defaults[key],
  );
  return [value, (next) => storage.set(key, next)];
}

/**
 * A persisted value as React state whose changes render as a transition. useStored's store
 * subscription always re-renders in the same task as the change (React renders an external
 * store's update synchronously, even inside startTransition), so a value that many components
 * derive from (the game mode: the lobby's rows, chips, sidebar) held the tap that changed it for
 * the whole re-render. Here the control that changed it answers first and what depends on the
 * value renders after, in slices between the browser's frames.
 */
export function useStoredTransition<K extends StorageKey>(key: K): StorageValue<K> {
  const [value, setValue] = useState(() => read(key));
  useEffect(() => {
    const update = () => startTransition(() => setValue(read(key)));
    // A change between the first render and this subscription.
    update();
    return storage.subscribe(update);
  }, [key]);
  return value;
}
