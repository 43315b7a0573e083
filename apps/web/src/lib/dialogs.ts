import { lazy, useSyncExternalStore, type ComponentType } from 'react';

/** The dialogs of the spec, opened by name (document 1, section 2). */
export type DialogName =
  | 'loginMenu'
  | 'registrationMenu'
  | 'authMenu'
  | 'transitionDialog'
  | 'transitionBonuses'
  | 'inboxPage'
  | 'inboxItem'
  | 'headerMobileMenu'
  | 'searchMenu'
  | 'providersMenu'
  | 'wheelMenu'
  | 'superBonuses'
  | 'rejectSuper'
  | 'confirmBonus'
  | 'deactivateBonus'
  | 'confirmEmail'
  | 'confirmRegistration'
  | 'confirmPhone'
  | 'resetPassword'
  | 'updateBirthdate'
  | 'updateName'
  | 'updateLocation'
  | 'waitingScreen';

type OpenDialogs = ReadonlyMap<DialogName, Record<string, unknown>>;

let open: OpenDialogs = new Map();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openDialog(name: DialogName, props: Record<string, unknown> = {}): void {
  const next = new Map(open);
  next.set(name, props);
  open = next;
  emit();
}

export function closeDialog(name: DialogName): void {
  if (!open.has(name)) return;
  const next = new Map(open);
  next.delete(name);
  open = next;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** All open dialogs with their props (the dialogs host renders them). */
export function useOpenDialogs(): OpenDialogs {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}

export function useDialogOpen(name: DialogName): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open.has(name),
    () => false,
  );
}

/** Props every dialog component receives: its own props plus a way to close itself. */
export type DialogComponentProps = Record<string, unknown> & { onClose: () => void };
export type DialogComponents = Partial<Record<DialogName, ComponentType<DialogComponentProps>>>;

/**
 * A dialog whose code is fetched the first time it opens, keeping it out of the first download.
 * `load` picks the named export: `lazyDialog(() => import('./x').then((m) => m.XDialog))`.
 */
export function lazyDialog(
  load: () => Promise<ComponentType<DialogComponentProps>>,
): ComponentType<DialogComponentProps> {
  return lazy(() => load().then((component) => ({ default: component })));
}
