import { describe, expect, it } from 'vitest';
import { backofficeRoutes } from '../src/modules/staff/guard.js';
import { must, staffSession } from './backoffice-helpers.js';
import { buildTestApp } from './helper.js';

const ctx = await buildTestApp();
const { app, db } = ctx;
const admin = await staffSession(ctx, ['administrator']);

// Tables a refused call may touch without changing anything: the rate limits' counters and the
// session's last-seen time.
const VOLATILE = new Set(['rate_limits', 'staff_sessions']);

/** A digest of every table's rows: what "nothing changed" means. */
async function snapshot(): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (VOLATILE.has(table)) continue;
    const { rows } = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM "${table}" t`,
    );
    out[table] = must(rows[0]).digest ?? 'empty';
  }
  return out;
}

const BAD_IDS = ['0', '-1', '1e3', '0x10', '99999999999999999999', 'abc', '%F0%9F%98%80'];
const BAD_BODIES: Array<{ name: string; payload: string; contentType?: string; status: number[] }> = [
  { name: 'malformed JSON', payload: '{"reason": ', status: [400] },
  { name: 'an array', payload: '[]', status: [400] },
  { name: 'a string', payload: '"x"', status: [400] },
  { name: 'a lone surrogate', payload: '{"reason": "\\ud800", "email": "\\ud800"}', status: [400] },
  { name: 'a NUL', payload: '{"reason": "a\\u0000b", "password": "a\\u0000b"}', status: [400] },
  { name: 'over 64 KiB', payload: JSON.stringify({ reason: 'x'.repeat(65 * 1024) }), status: [413] },
  { name: 'text/plain', payload: '{}', contentType: 'text/plain', status: [415] },
  {
    name: 'wrong types',
    payload: '{"reason": 5, "roles": "administrator", "tx_id": [], "code": 123456}',
    status: [400],
  },
];
/** Routes with a body limit of their own, above the JSON limit: a provider's feed. */
const UPLOADS = new Set(['/api/backoffice/games/import/']);
const BAD_QUERIES = [
  'page=abc',
  'page=0',
  'page_size=0',
  'page_size=100000',
  'order=sideways',
  'format=xml',
  'page=1e3',
];

describe('back-office robustness: bad input never yields a 500 or a change', () => {
  const withParams = backofficeRoutes.filter((r) => r.url.includes(':'));
  const withBodies = backofficeRoutes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE');
  // An event stream stays open; it takes no paging (the support stream tests open it). The
  // sportsbook's events are a list.
  const lists = backofficeRoutes.filter(
    (r) =>
      r.method === 'GET' &&
      !r.url.includes(':') &&
      (!r.url.endsWith('/events/') || r.url === '/api/backoffice/sports/events/'),
  );

  it('covers the routes', () => {
    expect(withParams.length).toBeGreaterThan(5);
    expect(withBodies.length).toBeGreaterThan(10);
  });

  it.each(withParams.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: ids that name no row',
    async (_n, route) => {
      const before = await snapshot();
      for (const id of BAD_IDS) {
        const res = await app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:\w+/g, id),
          headers: admin.headers,
          ...(route.method === 'GET'
            ? {}
            : { payload: { reason: 'a reason', tx_id: 'abcdefgh12', roles: ['support'] } }),
        });
        expect(res.statusCode, `${id}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${id}: ${res.body}`).toBeLessThan(500);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(withBodies.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: unusable bodies',
    async (_n, route) => {
      const url = route.url.replace(/:token/g, 'A'.repeat(43)).replace(/:\w+/g, '1');
      const before = await snapshot();
      for (const body of BAD_BODIES) {
        const res = await app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...admin.headers, 'content-type': body.contentType ?? 'application/json' },
          payload: body.payload,
        });
        // A route whose path names nothing may answer 404 before it reads the body; never a 500.
        // An upload route reads more than 64 KiB and refuses what it read (its own limit is tested with it).
        const status = UPLOADS.has(route.url) && body.status.includes(413) ? [400] : body.status;
        expect([...status, 403, 404, 409], `${body.name}: ${res.statusCode} ${res.body}`).toContain(
          res.statusCode,
        );
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(lists.map((r) => [r.url, r] as const))('GET %s: bad paging and sorting', async (_n, route) => {
    const before = await snapshot();
    for (const query of BAD_QUERIES) {
      const res = await app.inject({ method: 'GET', url: `${route.url}?${query}`, headers: admin.headers });
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
      // A list answers a bad page, size, order or format with a 400 naming the field.
      if (res.statusCode !== 200 || 'items' in (res.json() as object)) {
        if (res.statusCode === 200) expect.fail(`${route.url}?${query} was accepted`);
        expect(res.statusCode).toBe(400);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
