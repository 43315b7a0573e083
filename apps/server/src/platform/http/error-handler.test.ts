import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.js';

/** An error shaped like the ones pg and PGlite raise: a message and a SQLSTATE code. */
function databaseError(code: string): Error {
  return Object.assign(new Error(`database error ${code}`), { code });
}

describe('error handler', () => {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get<{ Params: { code: string } }>('/fail/:code', async (request) => {
    throw databaseError(request.params.code);
  });

  it.each(['22P02', '22003', '22021', '22001'])(
    'answers the data exception %s as a 400 without internals',
    async (code) => {
      const res = await app.inject({
        method: 'GET',
        url: `/fail/${code}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [expect.any(String)] });
      expect(res.body).not.toContain(code);
    },
  );

  it.each(['23505', '40001', '42P01', 'XX000'])('keeps %s a server error', async (code) => {
    const res = await app.inject({ method: 'GET', url: `/fail/${code}` });
    expect(res.statusCode).toBe(500);
    expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['detail']);
    expect(res.body).not.toContain(code);
  });
});
