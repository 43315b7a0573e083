import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { ApiError, onUnauthorized, request, setCsrfToken } from './api-client';

afterEach(() => {
  vi.restoreAllMocks();
  setCsrfToken('');
});

describe('api client', () => {
  it('sends the session cookie with every call and the CSRF token with every change', async () => {
    const { calls, spy } = mockApi({
      'GET /api/backoffice/staff/': { body: { items: [] } },
      'POST /api/backoffice/staff/': { status: 201, body: {} },
    });
    setCsrfToken('token-1');
    await request('/staff/', { query: { page: 1, q: '', role: undefined } });
    await request('/staff/', { method: 'POST', body: { name: 'A' } });
    expect(calls[0]?.url.search).toBe('?page=1');
    expect(calls[0]?.headers['X-CSRF-Token']).toBeUndefined();
    expect(calls[1]?.headers['X-CSRF-Token']).toBe('token-1');
    expect(calls[1]?.headers['Content-Type']).toBe('application/json');
    for (const [, init] of spy.mock.calls) expect(init?.credentials).toBe('same-origin');
  });

  it('ends the session on a 401, except on the sign-in steps', async () => {
    mockApi({
      'GET /api/backoffice/audit/': { status: 401, body: { detail: 'Your session has ended.' } },
      'POST /api/backoffice/session/totp/': { status: 401, body: { detail: 'That code is not valid.' } },
    });
    const ended = vi.fn();
    const stop = onUnauthorized(ended);
    await expect(request('/audit/')).rejects.toThrow('Your session has ended.');
    expect(ended).toHaveBeenCalledTimes(1);
    await expect(
      request('/session/totp/', { method: 'POST', body: {}, anonymous: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it("reads the spec's error shapes: field messages, and the rest as a summary", () => {
    const invalid = new ApiError(400, { email: ['Enter a valid e-mail.'], roles: ['Unknown role.'] });
    expect(invalid.fieldErrors('email')).toBe('Enter a valid e-mail.');
    expect(invalid.summary(['email'])).toBe('Unknown role.');
    expect(invalid.summary(['email', 'roles'])).toBeUndefined();
    expect(new ApiError(409, { detail: 'A request is already pending.' }).summary()).toBe(
      'A request is already pending.',
    );
  });
});
