import { request } from '../../../lib/api-client';
import type { Session } from './get-session';

/** Step one: the password. The server answers with the next step and a short-lived challenge cookie. */
export const signIn = (body: { email: string; password: string }) =>
  request<{ step: 'totp' }>('/session/', { method: 'POST', body, anonymous: true });

/** Step two: the authenticator's code, or one of the recovery codes. */
export const confirmSignIn = (body: { code: string } | { recovery_code: string }) =>
  request<Session>('/session/totp/', { method: 'POST', body, anonymous: true });
