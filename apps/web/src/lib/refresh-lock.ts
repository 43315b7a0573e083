/** The name every tab of this origin takes turns on before refreshing the session's tokens. */
const REFRESH_LOCK = 'casino-token-refresh';

/**
 * Runs task while no other tab of this origin runs one: a refresh token works once, so two tabs
 * refreshing with the same token would look like theft to the server and end the session
 * everywhere (decision 028). Where the Web Locks API is missing (old browsers, insecure
 * contexts), the task runs at once and only this tab's own single flight applies.
 */
export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return task();
  // The lock's promise settles with the task's own promise; awaiting unwraps both.
  return await navigator.locks.request(REFRESH_LOCK, { mode: 'exclusive' }, task);
}
