import crypto from 'node:crypto';
import { INBOX_LIMIT, type InboxNotification } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { insertPlayerEvent } from '../src/modules/events/player-events.repository.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';
import { PAYMENTS_SECRET, paymentsKit, type Player } from './payments-helpers.js';

// The inbox's two calls (document 1, section 7; docs/decisions/019): a player's messages rendered
// from their events in the reader's language, newest first and capped; detach hides one of the
// player's own messages and nothing else. Messages here come from real deposits through the
// signed webhook; the other causes are driven in inbox-events.test.ts.

const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
const { app, db } = await buildTestApp({ clock, env: { PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET } });
const pay = paymentsKit(app, db, clock);

async function list(player: Player | null, lang = 'en') {
  const res = await app.inject({
    method: 'GET',
    url: '/api/frontend/notification/',
    headers: { ...(player ? await pay.freshAuth(player) : {}), 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json<InboxNotification[] & { detail?: string }>() };
}

async function messages(player: Player, lang = 'en'): Promise<InboxNotification[]> {
  const res = await list(player, lang);
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
  return res.body;
}

async function detach(player: Player | null, id: string | number, lang = 'en') {
  const res = await app.inject({
    method: 'POST',
    url: `/api/frontend/notification/${id}/detach/`,
    headers: { ...(player ? await pay.freshAuth(player) : {}), 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.body ? res.json<{ detail: string }>() : undefined };
}

/** A deposit of usd through the signed webhook, as the simulated chain makes it. */
async function deposit(player: Player, usd: number): Promise<void> {
  const application = await pay.openApplication(player, { usd_amount: usd });
  const res = await pay.webhook(pay.payment(application));
  expect(res.statusCode, res.body).toBe(200);
}

async function eventCount(userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM player_events WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? -1;
}

describe('GET /api/frontend/notification/', () => {
  it('is for signed-in players only: 401 with a translated detail', async () => {
    const en = await list(null);
    expect(en.status).toBe(401);
    expect(en.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    const ru = await list(null, 'ru');
    expect(ru.body).toEqual({ detail: 'Учётные данные не были предоставлены.' });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/frontend/notification/',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('answers an empty array to a new player', async () => {
    expect(await messages(await pay.newPlayer())).toEqual([]);
  });

  it("turns a credited deposit into a message in the reader's language, with its route and art", async () => {
    const player = await pay.newPlayer();
    await deposit(player, 1250);
    const [message, ...rest] = await messages(player);
    expect(rest).toEqual([]);
    expect(message).toEqual({
      id: expect.any(Number),
      type: 'deposit_credited',
      title: 'Deposit credited',
      description: expect.stringMatching(
        /^\$1,250\.00 is on your balance: your payment of [\d,.]+ USDT has been confirmed\. Good luck!$/,
      ),
      img: '/inbox/deposit-credited.svg',
      button_text: 'View history',
      button_action: '/profile?tab=history',
      created_at: '2026-05-04T10:00:00.000Z',
    });
    const nbsp = (s: string | undefined) => s?.replace(/[\u00a0\u202f]/g, ' ');
    const [es] = await messages(player, 'es');
    expect(es?.title).toBe('Depósito acreditado');
    expect(nbsp(es?.description)).toContain('1250,00 US$');
    expect(es?.button_text).toBe('Ver historial');
    const [pt] = await messages(player, 'pt-BR,pt;q=0.9');
    expect(pt?.title).toBe('Depósito creditado');
    expect(nbsp(pt?.description)).toContain('US$ 1.250,00');
    const [ru] = await messages(player, 'ru');
    expect(ru?.title).toBe('Депозит зачислен');
    expect(nbsp(ru?.description)).toContain('1 250,00 $');
    // A language the casino does not speak falls back to English; the id is the same message.
    const [de] = await messages(player, 'de');
    expect(de).toEqual(message);
    expect(es?.id).toBe(message?.id);
  });

  it('shows a player only their own messages, newest first', async () => {
    const a = await pay.newPlayer();
    const b = await pay.newPlayer();
    await deposit(a, 100);
    clock.advance(60_000);
    await deposit(a, 200);
    const mine = await messages(a);
    expect(mine.map((m) => m.description.slice(0, 7))).toEqual(['$200.00', '$100.00']);
    expect(mine[0]?.created_at).toBe('2026-05-04T10:01:00.000Z');
    expect(await messages(b)).toEqual([]);
  });

  it('lists at most the newest 100 messages of the last 90 days and no event the inbox does not show', async () => {
    const player = await pay.newPlayer();
    const event = (n: number, type: 'deposit_credited' | 'withdrawal_requested', at: Date) =>
      insertPlayerEvent(db, {
        userId: player.id,
        type,
        payload: {
          usd_amount: n,
          token_amount: String(n),
          token_type: 'USDT',
          provider: 'TRX',
          withdrawal_id: n,
        },
        dedupeKey: `inbox-test:${crypto.randomUUID()}`,
        now: at,
      });
    const now = clock.now().getTime();
    await event(1, 'deposit_credited', new Date(now - 91 * 86_400_000));
    for (let n = 2; n <= INBOX_LIMIT + 5; n += 1) await event(n, 'deposit_credited', new Date(now - 1000));
    await event(999, 'withdrawal_requested', new Date(now));
    const listed = await messages(player);
    expect(listed).toHaveLength(INBOX_LIMIT);
    expect(listed.every((m) => m.type === 'deposit_credited')).toBe(true);
    expect(listed[0]?.description.startsWith('$105.00')).toBe(true);
    expect(listed.at(-1)?.description.startsWith('$6.00')).toBe(true);
  });

  it('skips an event whose payload lacks what its message needs instead of failing the list', async () => {
    const player = await pay.newPlayer();
    await deposit(player, 50);
    await insertPlayerEvent(db, {
      userId: player.id,
      type: 'deposit_credited',
      payload: { usd_amount: 'a lot' },
      dedupeKey: `inbox-test:${crypto.randomUUID()}`,
      now: clock.now(),
    });
    expect((await messages(player)).map((m) => m.type)).toEqual(['deposit_credited']);
  });
});

describe('POST /api/frontend/notification/{id}/detach/', () => {
  it('hides the message for its player; the event stays as the record; repeating it is fine', async () => {
    const player = await pay.newPlayer();
    await deposit(player, 100);
    await deposit(player, 300);
    const [newest, older] = await messages(player);
    if (!newest || !older) throw new Error('two messages expected');
    const events = await eventCount(player.id);

    const first = await detach(player, newest.id);
    expect(first.status).toBe(204);
    expect(first.body).toBeUndefined();
    expect((await messages(player)).map((m) => m.id)).toEqual([older.id]);
    expect(await eventCount(player.id)).toBe(events);
    expect((await detach(player, newest.id)).status).toBe(204);
    expect((await messages(player)).map((m) => m.id)).toEqual([older.id]);

    // The trailing slash is optional (both forms reach the route).
    const res = await app.inject({
      method: 'POST',
      url: `/api/frontend/notification/${older.id}/detach`,
      headers: await pay.freshAuth(player),
    });
    expect(res.statusCode).toBe(204);
    expect(await messages(player)).toEqual([]);
    // A new cause still reaches the inbox.
    await deposit(player, 20);
    expect((await messages(player)).map((m) => m.description.slice(0, 6))).toEqual(['$20.00']);
  });

  it("refuses another player's message with a translated 404 and leaves it in their inbox", async () => {
    const owner = await pay.newPlayer();
    const other = await pay.newPlayer();
    await deposit(owner, 100);
    const [message] = await messages(owner);
    if (!message) throw new Error('a message expected');
    const en = await detach(other, message.id);
    expect(en).toEqual({ status: 404, body: { detail: 'Message not found.' } });
    expect((await detach(other, message.id, 'es')).body).toEqual({ detail: 'Mensaje no encontrado.' });
    expect((await detach(other, message.id, 'pt')).body).toEqual({ detail: 'Mensagem não encontrada.' });
    expect((await detach(other, message.id, 'ru')).body).toEqual({ detail: 'Сообщение не найдено.' });
    expect((await messages(owner)).map((m) => m.id)).toEqual([message.id]);
    const { rows } = await db.query('SELECT 1 FROM inbox_dismissals WHERE event_id = $1', [message.id]);
    expect(rows).toEqual([]);
  });

  it('answers 404 to unknown and malformed ids and to events the inbox does not show', async () => {
    const player = await pay.newPlayer();
    await deposit(player, 100);
    const [message] = await messages(player);
    if (!message) throw new Error('a message expected');
    const hidden = await db.query<{ id: number }>(
      `INSERT INTO player_events (user_id, type, payload, created_at, dedupe_key)
       VALUES ($1, 'withdrawal_requested', '{}'::jsonb, $2, $3) RETURNING id`,
      [player.id, clock.now(), `inbox-test:${crypto.randomUUID()}`],
    );
    for (const id of [
      String(message.id + 1_000_000),
      String(hidden.rows[0]?.id),
      'abc',
      '0',
      '-1',
      '1.5',
      '1e3',
      ` ${message.id}`,
      `0${message.id}`,
      '99999999999999999999',
      '9007199254740993',
      encodeURIComponent("1' OR '1'='1"),
      '%00',
    ]) {
      const res = await detach(player, id);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual({ detail: 'Message not found.' });
    }
    expect((await messages(player)).map((m) => m.id)).toEqual([message.id]);
    const { rows } = await db.query('SELECT 1 FROM inbox_dismissals WHERE user_id = $1', [player.id]);
    expect(rows).toEqual([]);
  });

  it('is for signed-in players only', async () => {
    const player = await pay.newPlayer();
    await deposit(player, 100);
    const [message] = await messages(player);
    const res = await detach(null, message?.id ?? 1, 'pt');
    expect(res).toEqual({
      status: 401,
      body: { detail: 'As credenciais de autenticação não foram fornecidas.' },
    });
    expect(await messages(player)).toHaveLength(1);
  });
});
