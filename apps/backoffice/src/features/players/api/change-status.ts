import { request } from '../../../lib/api-client';
import { playerPath } from './get-player';

/** Suspends or blocks at once (players.manage); the reason goes into the audit log. */
export const restrictPlayer = (id: number, status: 'suspended' | 'blocked', reason: string) =>
  request<unknown>(`${playerPath(id)}restrict/`, { method: 'POST', body: { status, reason } });

/** Closes the account: refused while the player holds cash or a pending withdrawal. */
export const closePlayer = (id: number, reason: string) =>
  request<unknown>(`${playerPath(id)}close/`, { method: 'POST', body: { reason } });

/** Asks a second person to lift the restriction: answers the pending request. */
export const requestUnblock = (id: number, reason: string) =>
  request<{ id: number }>(`${playerPath(id)}unblock/`, { method: 'POST', body: { reason } });

/** Mails the player a password-reset link. */
export const sendPasswordReset = (id: number) =>
  request<unknown>(`${playerPath(id)}password-reset/`, { method: 'POST', body: {} });
