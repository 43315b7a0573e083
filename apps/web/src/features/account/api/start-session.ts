import { api } from '../../../lib/api-client';

/** POST sessions/: records the start of a session (a row of the player's account activity). */
export const startSession = (): Promise<unknown> =>
  api<unknown>('/api/frontend/sessions/', { method: 'POST', body: {} });
