import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.js';

describe('platform', async () => {
  const { app } = await buildTestApp();

  it('answers health once ready', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a translated 404 detail', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/frontend/nope/',
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No encontrado.' });
  });

  it('refuses a text/plain body with 415 instead of handing a string to the route', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      headers: { 'content-type': 'text/plain', 'accept-language': 'ru' },
      payload: '{"email": "a@b.c", "password": "x"}',
    });
    expect(res.statusCode).toBe(415);
    expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['detail']);
  });

  it('answers an undecodable path or an overlong path parameter with a 404 detail', async () => {
    for (const url of [
      '/api/frontend/withdrawals/%E0%A4%A/',
      `/api/frontend/withdrawals/${'9'.repeat(500)}/`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'es' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'No encontrado.' });
    }
  });

  it('refuses a NUL byte in the dev outbox filter with a 400 on the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['to']);
  });

  it('exposes the dev outbox outside production', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });
});

describe('platform in production', async () => {
  const { app } = await buildTestApp({ env: { NODE_ENV: 'production' } });

  it('has no dev routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('security headers', async () => {
  const { app } = await buildTestApp();

  it('sends a content security policy that forbids foreign framing and foreign scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Only the casino itself may frame its pages (the game frame coming home to the lobby).
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
