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
    const res = await app.inject({ method: 'GET', url: '/api/frontend/nope/', headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No encontrado.' });
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
