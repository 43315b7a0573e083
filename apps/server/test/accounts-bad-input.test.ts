import { describe, expect, it } from 'vitest';
import { bearer, json, registerPlayer } from './accounts-helpers.js';
import { buildTestApp } from './helper.js';

const TABLES = [
  'users',
  'refresh_tokens',
  'user_sessions',
  'verification_codes',
  'password_reset_tokens',
  'oidc_requests',
  'outbound_messages',
];

describe('bad input on every account call changes nothing', async () => {
  const { app, db } = await buildTestApp();
  const player = await registerPlayer(app);
  const auth = bearer(player.access);
  const resetPath = `/api/frontend/password/reset/confirm/MQ/${'A'.repeat(43)}/`;

  const calls: Array<{
    method: 'POST' | 'PATCH';
    url: string;
    headers?: Record<string, string>;
    wrongTypes: unknown;
  }> = [
    { method: 'POST', url: '/api/frontend/token/', wrongTypes: { email: ['a'], password: { x: 1 } } },
    { method: 'POST', url: '/api/frontend/token/refresh/', wrongTypes: { refresh: 42 } },
    {
      method: 'POST',
      url: '/api/frontend/user/register/',
      wrongTypes: { email: 1, password: 2, date_of_birth: 3, country: '4' },
    },
    { method: 'POST', url: '/api/frontend/validate/email/', wrongTypes: { email: true } },
    {
      method: 'PATCH',
      url: '/api/frontend/user/me/',
      headers: auth,
      wrongTypes: { first_name: 1, last_name: 2 },
    },
    { method: 'POST', url: '/api/frontend/code/verification/', headers: auth, wrongTypes: { type: 1 } },
    { method: 'POST', url: '/api/frontend/code/validation/', headers: auth, wrongTypes: { code: 1234 } },
    { method: 'POST', url: '/api/frontend/password/reset/', wrongTypes: { email: 5 } },
    { method: 'POST', url: resetPath, wrongTypes: { new_password: 12345678 } },
  ];

  async function snapshot(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = rows[0]?.n ?? -1;
    }
    const me = await db.query<{ v: string }>('SELECT row_to_json(u)::text AS v FROM users u WHERE id = $1', [
      player.id,
    ]);
    counts[me.rows[0]?.v ?? ''] = 1;
    return counts;
  }

  it.each(calls)('$method $url', async ({ method, url, headers = {}, wrongTypes }) => {
    const before = await snapshot();
    const send = (payload: string, contentType = 'application/json') =>
      app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
        remoteAddress: '10.77.0.1',
      });

    const malformed = await send('{"a": ');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ non_field_errors: ['The request body is not valid JSON.'] });

    const wrong = await send(JSON.stringify(wrongTypes));
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(json(wrong)).length).toBeGreaterThan(0);

    const scalar = await send('"just a string"');
    expect(scalar.statusCode).toBe(400);

    const huge = await send(JSON.stringify({ pad: 'x'.repeat(65 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(json(huge)).toEqual({ detail: 'The request body is too large.' });

    const xml = await send('<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);

    expect(await snapshot()).toEqual(before);
  });
});
