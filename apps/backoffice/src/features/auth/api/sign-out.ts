import { request } from '../../../lib/api-client';

export const signOut = () => request<void>('/session/', { method: 'DELETE', anonymous: true });

/** Ends every session of the signed-in staff member, on every device. */
export const signOutEverywhere = () =>
  request<void>('/session/everywhere/', { method: 'POST', anonymous: true });
