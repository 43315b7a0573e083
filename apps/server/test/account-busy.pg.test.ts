import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from './accounts-helpers.js';
import { holdAccounts, timed } from './availability-helpers.js';
import { buildTestApp } from './helper.js';

// A player's request that meets their own accounts held by another transaction (an operator's
// command, a withdrawal, psql) past the session's lock_timeout is a 503 that changed nothing and
// says to try again, never a 500. Only a real server has a second connection to hold the rows, so
// this file runs on PostgreSQL only (vitest.config.ts includes *.pg.test.ts when DATABASE_URL is set).
const { app, db } = await buildTestApp();

describe('a request that meets its own held accounts', () => {
  it('is answered 503 with Retry-After and a translated message, writes nothing, and succeeds once they are free', async () => {
    const player = await registerPlayer(app, {}, '10.9.0.1');
    // A deposit through the product's own path makes the player's accounts (the rows to hold).
    const application = await app.inject({
      method: 'POST',
      url: '/api/frontend/payment/deposit/',
      headers: bearer(player.access),
      payload: { provider: 'TRX', token_type: 'USDT', usd_amount: 30 },
    });
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/dev/payments/${application.json<{ id: string }>().id}/confirm`,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const setLimit = () =>
      app.inject({
        method: 'PUT',
        url: '/api/frontend/limits/',
        headers: { ...bearer(player.access), 'accept-language': 'es' },
        payload: { kind: 'loss', period: 'day', amount: 50 },
      });
    const lock = await holdAccounts(db, player.id);
    let busy;
    try {
      busy = await timed(setLimit());
    } finally {
      await lock.release();
    }
    expect(busy.value.statusCode, busy.value.body).toBe(503);
    expect(busy.value.headers['retry-after']).toBe('2');
    expect(busy.value.json()).toEqual({
      detail:
        'Tu cuenta está ocupada con otra operación. No se ha cambiado nada; inténtalo de nuevo en un momento.',
    });
    // Bounded by the session's lock_timeout (2 s), not by how long the rows were held.
    expect(busy.ms).toBeLessThan(5_000);
    const { rows } = await db.query('SELECT 1 FROM gambling_limits WHERE user_id = $1', [player.id]);
    expect(rows).toHaveLength(0);

    const retried = await setLimit();
    expect(retried.statusCode, retried.body).toBe(200);
    const after = await db.query('SELECT amount_cents FROM gambling_limits WHERE user_id = $1', [player.id]);
    expect(after.rows).toEqual([{ amount_cents: 50_00 }]);
  });
});
