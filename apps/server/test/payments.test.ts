import crypto from 'node:crypto';
import decodeQR from '@paulmillr/qr/decode.js';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveDepositAddress, devAccountXpub, parseAccountXpub } from '../src/modules/payments/addresses.js';
import { runPaymentsCommand } from '../src/modules/payments/payments.ops.js';
import { expireApplications, listDepositsForHistory } from '../src/modules/payments/payments.service.js';
import { signWebhook } from '../src/modules/payments/webhook-signature.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';
import { PAYMENTS_SECRET, paymentsKit, type Player } from './payments-helpers.js';

/**
 * The text in a QR code served as a data: URI of a GIF as our encoder writes it: a colour table
 * (white, then black), one image, and literal 7-bit LZW codes, each block opened by a clear code. The pixels are scaled up four times, as a camera would see them, and decoded.
 */
function decodeQrDataUri(uri: string): string {
  const prefix = 'data:image/gif;base64,';
  expect(uri.startsWith(prefix)).toBe(true);
  const gif = Buffer.from(uri.slice(prefix.length), 'base64');
  expect(gif.subarray(0, 6).toString('latin1')).toMatch(/^GIF8[79]a$/);
  const width = gif.readUInt16LE(6);
  const height = gif.readUInt16LE(8);
  const pixels: number[] = [];
  const colourTable = 3 * 2 ** (((gif[10] ?? 0) & 7) + 1);
  // Header 13, the colour table, image descriptor 10, LZW minimum code size 1, then the blocks.
  for (let at = 13 + colourTable + 10 + 1; gif[at] !== 0; at += 1 + (gif[at] ?? 0)) {
    const block = gif.subarray(at + 1, at + 1 + (gif[at] ?? 0));
    pixels.push(...block.subarray(1).filter((code) => code < 0x80));
  }
  expect(pixels).toHaveLength(width * height);
  const scale = 4;
  const data = new Uint8Array(width * scale * height * scale * 4);
  for (let y = 0; y < height * scale; y++)
    for (let x = 0; x < width * scale; x++) {
      const shade = pixels[Math.floor(y / scale) * width + Math.floor(x / scale)] ? 0 : 255;
      data.set([shade, shade, shade, 255], (y * width * scale + x) * 4);
    }
  return decodeQR({ width: width * scale, height: height * scale, data });
}

const SECRET = PAYMENTS_SECRET;
const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
const { app, db } = await buildTestApp({ clock, env: { PAYMENTS_WEBHOOK_SECRET: SECRET } });
const { newPlayer, openApplication, balance, webhook, payment, count, setRate, expectLedgerOk } = paymentsKit(
  app,
  db,
  clock,
);

// The operator's ledger:check holds after every test.
afterEach(expectLedgerOk);

async function createDeposit(player: Player, body: Record<string, unknown>, language = 'en') {
  return app.inject({
    method: 'POST',
    url: '/api/frontend/payment/deposit/',
    headers: { ...player.auth, 'accept-language': language },
    payload: body,
  });
}

describe('payment tokens', () => {
  it('lists USDT on TRON first, then on Ethereum, with minimums and rates as numbers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/frontend/payment/tokens/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { provider: 'TRX', token_type: 'USDT', network: 'TRC-20', min_amount: 10, rate_to_usd: 1 },
      { provider: 'ETH', token_type: 'USDT', network: 'ERC-20', min_amount: 20, rate_to_usd: 1 },
    ]);
  });

  it('shows a rate an operator set, and refuses nonsense rates', async () => {
    await setRate('ETH', '0.9995');
    const res = await app.inject({ method: 'GET', url: '/api/frontend/payment/tokens/' });
    expect(res.json<Array<{ rate_to_usd: number }>>()[1]?.rate_to_usd).toBe(0.9995);
    await setRate('ETH', '1');
    const noop = () => undefined;
    await expect(
      runPaymentsCommand(['payments:set-rate', 'ETH', 'USDT', '-1'], app.deps, noop),
    ).rejects.toThrow(/rate/);
    await expect(
      runPaymentsCommand(['payments:set-rate', 'ETH', 'USDT', 'abc'], app.deps, noop),
    ).rejects.toThrow(/rate/);
    await expect(
      runPaymentsCommand(['payments:set-rate', 'XRP', 'USDT', '1'], app.deps, noop),
    ).rejects.toThrow(/XRP/);
  });
});

describe('creating a deposit application', () => {
  it('answers 401 to a guest', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/frontend/payment/deposit/',
      payload: { provider: 'TRX', token_type: 'USDT', token_amount: 100 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('detail');
  });

  it('gives the player their own TRON address, the amount, a QR code and a 900-second window', async () => {
    const player = await newPlayer();
    const res = await createDeposit(player, {
      provider: 'TRX',
      token_type: 'USDT',
      usd_amount: 100,
      token_amount: '100.00000',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, unknown>>();
    const address = deriveDepositAddress('tron', parseAccountXpub(devAccountXpub('tron')), player.id);
    expect(body).toMatchObject({
      provider: 'TRX',
      token_type: 'USDT',
      network: 'TRC-20',
      token_amount: '100.00000',
      usd_amount: 100,
      rate_to_usd: 1,
      wallet_address: address,
      status: 'pending',
      created_at: '2026-03-01T12:00:00.000Z',
      expires_at: '2026-03-01T12:15:00.000Z',
      credited_usd_amount: null,
      payment_uri: `tron:${address}?amount=100.00000&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t`,
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    // The QR code is a GIF a camera reads back as the payment URI.
    expect(decodeQrDataUri(String(body.qr_code))).toBe(body.payment_uri);
  });

  it('uses an EIP-55 Ethereum address and an ERC-681 URI in base units on ERC-20', async () => {
    const player = await newPlayer();
    await setRate('ETH', '0.9995');
    try {
      const res = await createDeposit(player, { provider: 'ETH', token_type: 'USDT', usd_amount: 100 });
      expect(res.statusCode).toBe(201);
      const body = res.json<Record<string, unknown>>();
      const address = deriveDepositAddress(
        'ethereum',
        parseAccountXpub(devAccountXpub('ethereum')),
        player.id,
      );
      expect(body.wallet_address).toBe(address);
      // 100 / 0.9995 = 100.050025...: rounded up so the player never underpays.
      expect(body.token_amount).toBe('100.05003');
      expect(body.rate_to_usd).toBe(0.9995);
      expect(body.payment_uri).toBe(
        `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${address}&uint256=100050030`,
      );
    } finally {
      await setRate('ETH', '1');
    }
  });

  it('reads a token_amount alone as tokens and converts it at the rate', async () => {
    const player = await newPlayer();
    const res = await createDeposit(player, { provider: 'TRX', token_type: 'USDT', token_amount: '55.5' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ usd_amount: 55.5, token_amount: '55.50000' });
  });

  it('accepts the client rounding of the converted amount and refuses amounts that disagree', async () => {
    const player = await newPlayer();
    await setRate('TRX', '0.9995');
    try {
      const rounded = await createDeposit(player, {
        provider: 'TRX',
        token_type: 'USDT',
        usd_amount: 100,
        token_amount: 100.05002,
      });
      expect(rounded.statusCode).toBe(201);
      expect(rounded.json()).toMatchObject({ token_amount: '100.05003', usd_amount: 100 });
      const off = await createDeposit(player, {
        provider: 'TRX',
        token_type: 'USDT',
        usd_amount: 100,
        token_amount: '100',
      });
      expect(off.statusCode).toBe(400);
      expect(off.json()).toEqual({
        token_amount: ['The token amount does not match the USD amount at the current rate (100.05003).'],
      });
    } finally {
      await setRate('TRX', '1');
    }
  });

  it('refuses amounts below the minimum of the method, in the request language', async () => {
    const player = await newPlayer();
    const trx = await createDeposit(player, { provider: 'TRX', token_type: 'USDT', usd_amount: 9.99 });
    expect(trx.statusCode).toBe(400);
    expect(trx.json()).toEqual({ usd_amount: ['Minimum amount is 10.00 USD.'] });
    const eth = await createDeposit(
      player,
      { provider: 'ETH', token_type: 'USDT', token_amount: '19.99' },
      'es',
    );
    expect(eth.statusCode).toBe(400);
    expect(eth.json()).toEqual({ token_amount: ['El importe mínimo es 20.00 USD.'] });
    const ok = await createDeposit(player, { provider: 'ETH', token_type: 'USDT', usd_amount: 20 });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses unknown networks and tokens', async () => {
    const player = await newPlayer();
    const provider = await createDeposit(player, { provider: 'BTC', token_type: 'USDT', usd_amount: 100 });
    expect(provider.statusCode).toBe(400);
    expect(provider.json()).toEqual({ provider: ['This payment network is not available.'] });
    const token = await createDeposit(player, { provider: 'TRX', token_type: 'USDC', usd_amount: 100 }, 'ru');
    expect(token.statusCode).toBe(400);
    expect(token.json()).toEqual({ token_type: ['Этот токен недоступен в выбранной сети.'] });
  });

  it('refuses bad amounts with a 400 and creates nothing', async () => {
    const player = await newPlayer();
    const before = await count('deposit_applications');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ usd_amount: -50 }, 'usd_amount'],
      [{ usd_amount: 0 }, 'usd_amount'],
      [{ usd_amount: 'NaN' }, 'usd_amount'],
      [{ usd_amount: 'abc' }, 'usd_amount'],
      [{ usd_amount: true }, 'usd_amount'],
      [{ usd_amount: 1e21 }, 'usd_amount'],
      [{ usd_amount: 1_000_000.01 }, 'usd_amount'],
      [{ token_amount: '99999999999999999999' }, 'token_amount'],
      [{ usd_amount: 10.001 }, 'usd_amount'],
      [{ token_amount: '10.000001' }, 'token_amount'],
      [{ token_amount: '-10' }, 'token_amount'],
      [{}, 'token_amount'],
    ];
    for (const [amount, field] of cases) {
      const res = await createDeposit(player, { provider: 'TRX', token_type: 'USDT', ...amount });
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      expect(Object.keys(res.json()), JSON.stringify(amount)).toEqual([field]);
    }
    const huge = await createDeposit(player, {
      provider: 'TRX',
      token_type: 'USDT',
      usd_amount: 1_000_000.01,
    });
    expect(huge.json()).toEqual({ usd_amount: ['Maximum amount is 1000000.00 USD.'] });
    const missing = await createDeposit(player, { usd_amount: 100 });
    expect(missing.json()).toEqual({
      provider: ['This field is required.'],
      token_type: ['This field is required.'],
    });
    const notObject = await app.inject({
      method: 'POST',
      url: '/api/frontend/payment/deposit/',
      headers: { ...player.auth, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/frontend/payment/deposit/',
      headers: { ...player.auth, 'content-type': 'application/json' },
      payload: '{"usd_amount": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await count('deposit_applications')).toBe(before);
  });

  it('closes the previous open application on the same address when a new one is made', async () => {
    const player = await newPlayer();
    const first = await openApplication(player);
    clock.advance(1000);
    const second = await openApplication(player, { usd_amount: 50 });
    expect(second.wallet_address).toBe(first.wallet_address);
    const list = await app.inject({
      method: 'GET',
      url: '/api/frontend/payment/deposits/',
      headers: player.auth,
    });
    expect(list.json<Array<{ id: string; status: string }>>().map((a) => [a.id, a.status])).toEqual([
      [second.id, 'pending'],
      [first.id, 'expired'],
    ]);
  });
});

describe('concurrent applications and history', () => {
  it('leaves exactly one open application when a player creates several at once', async () => {
    const player = await newPlayer();
    const results = await Promise.all(
      [10, 20, 30].map((usd) =>
        createDeposit(player, { provider: 'TRX', token_type: 'USDT', usd_amount: usd }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deposit_applications WHERE user_id = $1 AND status = 'pending'`,
      [player.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("exposes a player's applications to the transaction history", async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 12.34 });
    await webhook(payment(application));
    const history = await listDepositsForHistory({ db, clock }, player.id);
    expect(history).toEqual([
      expect.objectContaining({
        id: application.id,
        provider: 'TRX',
        tokenType: 'USDT',
        network: 'TRC-20',
        usdAmountCents: 1234,
        tokenAmount: '12.34',
        status: 'credited',
        creditedCents: 1234,
        txId: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    expect(await listDepositsForHistory({ db, clock }, (await newPlayer()).id)).toEqual([]);
  });
});

describe('the payment gateway webhook', () => {
  it('credits the exact cents once, records the event and tells the inbox', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 123.45 });
    expect(await balance(player)).toBe(0);
    const event = payment(application);
    const res = await webhook(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'credited', application_id: application.id });
    expect(await balance(player)).toBe(123.45);

    const again = await webhook(event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'duplicate' });
    const sameTx = await webhook({ ...event, event_id: `evt-${crypto.randomUUID()}` });
    expect(sameTx.json()).toMatchObject({ status: 'duplicate_tx' });
    // Another payment to the same address: the application is done, the money is still the player's.
    const later = payment(application, { amount: '10' });
    expect((await webhook(later)).json()).toEqual({ status: 'credited' });
    expect(await balance(player)).toBe(133.45);

    const detail = await app.inject({
      method: 'GET',
      url: `/api/frontend/payment/deposit/${application.id}/`,
      headers: player.auth,
    });
    expect(detail.json()).toMatchObject({ status: 'credited', credited_usd_amount: 123.45 });
    const { rows: events } = await db.query<{ outcome: string }>(
      'SELECT outcome FROM payment_events WHERE gateway_event_id = $1 ORDER BY id',
      [event.event_id],
    );
    expect(events.map((e) => e.outcome)).toEqual(['credited', 'duplicate']);
    const { rows: inbox } = await db.query<{ type: string; payload: Record<string, unknown> }>(
      'SELECT type, payload FROM player_events WHERE user_id = $1 ORDER BY id',
      [player.id],
    );
    expect(inbox).toEqual([
      {
        type: 'deposit_credited',
        payload: {
          application_id: application.id,
          usd_amount: 123.45,
          provider: 'TRX',
          token_type: 'USDT',
          network: 'TRC-20',
          token_amount: '123.45',
          tx_id: event.tx_id,
          basis: 'application',
        },
      },
      {
        type: 'deposit_credited',
        payload: {
          application_id: null,
          usd_amount: 10,
          provider: 'TRX',
          token_type: 'USDT',
          network: 'TRC-20',
          token_amount: '10',
          tx_id: later.tx_id,
          basis: 'current_rate',
        },
      },
    ]);
    const { rows: transfers } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfers WHERE kind = 'deposit' AND reference ->> 'tx_id' = $1`,
      [event.tx_id],
    );
    expect(transfers[0]?.n).toBe(1);
  });

  it('credits what actually arrived at the quoted rate, floored to the cent', async () => {
    const player = await newPlayer();
    await setRate('TRX', '0.9995');
    let application: Awaited<ReturnType<typeof openApplication>>;
    try {
      application = await openApplication(player, { usd_amount: 100 });
    } finally {
      await setRate('TRX', '1');
    }
    // 50.123456 USDT x 0.9995 = 50.0978...: 50.09 USD credited, at the application's rate.
    const res = await webhook(payment(application, { amount: '50.123456' }));
    expect(res.json()).toMatchObject({ status: 'credited' });
    expect(await balance(player)).toBe(50.09);
  });

  it('matches Ethereum addresses whatever their case', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { provider: 'ETH', usd_amount: 25 });
    const res = await webhook(
      payment(application, {
        provider: 'ETH',
        address: application.wallet_address.toLowerCase(),
        amount: 25,
      }),
    );
    expect(res.json()).toMatchObject({ status: 'credited' });
    expect(await balance(player)).toBe(25);
  });

  it('refuses a wrong signature, a stale or future timestamp and missing headers with 401, recording nothing', async () => {
    const player = await newPlayer();
    const application = await openApplication(player);
    const before = await count('payment_events');
    const now = Math.floor(clock.now().getTime() / 1000);
    for (const res of [
      await webhook(payment(application), { secret: `${SECRET}-wrong` }),
      await webhook(payment(application), { timestamp: now - 301 }),
      await webhook(payment(application), { timestamp: now + 301 }),
      await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payment(application)),
      }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid webhook signature.' });
    }
    // A body altered after signing.
    const rawBody = JSON.stringify(payment(application));
    const timestamp = String(now);
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signWebhook(SECRET, timestamp, rawBody),
      },
      payload: rawBody.replace(application.token_amount, '9999.00000'),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await count('payment_events')).toBe(before);
    expect(await balance(player)).toBe(0);
  });

  it('takes JSON with a charset and refuses other content types', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 10 });
    const rawBody = JSON.stringify(payment(application));
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    const signed = { 'x-timestamp': timestamp, 'x-signature': signWebhook(SECRET, timestamp, rawBody) };
    const form = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { ...signed, 'content-type': 'text/plain' },
      payload: rawBody,
    });
    expect(form.statusCode).toBe(415);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { ...signed, 'content-type': 'application/json; charset=utf-8' },
      payload: rawBody,
    });
    expect(res.json()).toMatchObject({ status: 'credited' });
    expect(await balance(player)).toBe(10);
  });

  it('answers 400 on the field to a signed event with a NUL byte, recording nothing', async () => {
    const player = await newPlayer();
    const application = await openApplication(player);
    const before = await count('payment_events');
    for (const field of ['event_id', 'address', 'provider', 'tx_id', 'amount']) {
      const res = await webhook({ ...payment(application), [field]: 'a\u0000b' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<Record<string, unknown>>())).toEqual([field]);
    }
    expect(await count('payment_events')).toBe(before);
  });

  it('answers 400 to a signed body of the wrong shape', async () => {
    const res = await webhook({ event_id: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('address');
  });

  it('records a payment to an unknown address without crediting anyone', async () => {
    const event = payment({ wallet_address: 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC', token_amount: '10' });
    const res = await webhook(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unknown_address' });
    const { rows } = await db.query<{ outcome: string; address: string; amount_text: string }>(
      `SELECT outcome, address, amount_text FROM payment_events WHERE gateway_event_id = $1`,
      [event.event_id],
    );
    expect(rows).toEqual([
      { outcome: 'unknown_address', address: 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC', amount_text: '10' },
    ]);
  });

  it('records bad amounts and too few confirmations without crediting', async () => {
    const player = await newPlayer();
    const application = await openApplication(player);
    expect((await webhook(payment(application, { amount: '-5' }))).json()).toMatchObject({
      status: 'bad_amount',
    });
    expect((await webhook(payment(application, { amount: '0' }))).json()).toMatchObject({
      status: 'bad_amount',
    });
    expect((await webhook(payment(application, { amount: '0.000001' }))).json()).toMatchObject({
      status: 'bad_amount',
    });
    // 100 USDT in base units, sent where a decimal amount belongs: held for an operator.
    expect((await webhook(payment(application, { amount: '100000000' }))).json()).toMatchObject({
      status: 'bad_amount',
    });
    expect((await webhook(payment(application, { confirmations: 0 }))).json()).toMatchObject({
      status: 'unconfirmed',
    });
    expect(await balance(player)).toBe(0);
    // The application stays open for the real, confirmed payment.
    expect((await webhook(payment(application))).json()).toMatchObject({ status: 'credited' });
    expect(await balance(player)).toBe(100);
  });
});

describe('object-level authorization', () => {
  it('a player sees and opens only their own applications', async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const application = await openApplication(owner);
    const peek = await app.inject({
      method: 'GET',
      url: `/api/frontend/payment/deposit/${application.id}/`,
      headers: other.auth,
    });
    expect(peek.statusCode).toBe(404);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/frontend/payment/deposit/${application.id}/`,
      headers: owner.auth,
    });
    expect(mine.statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: '/api/frontend/payment/deposits/',
      headers: other.auth,
    });
    expect(list.json()).toEqual([]);
    const notUuid = await app.inject({
      method: 'GET',
      url: '/api/frontend/payment/deposit/1/',
      headers: owner.auth,
    });
    expect(notUuid.statusCode).toBe(404);
    // There is no player call that confirms a deposit: only the signed gateway webhook does.
    const confirm = await app.inject({
      method: 'POST',
      url: `/api/frontend/payment/deposit/${application.id}/confirm/`,
      headers: other.auth,
      payload: {},
    });
    expect(confirm.statusCode).toBe(404);
    expect(await balance(owner)).toBe(0);
    expect(await balance(other)).toBe(0);
  });

  it('gives two players two different addresses', async () => {
    const a = await openApplication(await newPlayer());
    const b = await openApplication(await newPlayer());
    expect(a.wallet_address).not.toBe(b.wallet_address);
  });
});

describe('the simulated chain (development)', () => {
  it('confirms an application by id through the signed webhook path', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { usd_amount: 77.5 });
    const res = await app.inject({
      method: 'POST',
      url: `/api/dev/payments/${application.id}/confirm`,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'credited', application_id: application.id });
    expect(await balance(player)).toBe(77.5);
    const { rows } = await db.query<{ outcome: string }>(
      `SELECT outcome FROM payment_events WHERE gateway_event_id = $1`,
      [res.json<{ event_id: string }>().event_id],
    );
    expect(rows).toEqual([{ outcome: 'credited' }]);
  });

  it('confirms by address with a chosen amount, and 404s an unknown application', async () => {
    const player = await newPlayer();
    const application = await openApplication(player, { provider: 'ETH', usd_amount: 30 });
    const res = await app.inject({
      method: 'POST',
      url: `/api/dev/payments/${application.wallet_address}/confirm`,
      payload: { amount: '29.5' },
    });
    expect(res.json()).toMatchObject({ status: 'credited' });
    expect(await balance(player)).toBe(29.5);
    const missing = await app.inject({
      method: 'POST',
      url: `/api/dev/payments/${crypto.randomUUID()}/confirm`,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    const nul = await app.inject({ method: 'POST', url: '/api/dev/payments/T%00x/confirm', payload: {} });
    expect(nul.statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it('expireApplications closes every pending application past its window, and only those', async () => {
    const player = await newPlayer();
    const old = await openApplication(player);
    clock.advance(600_000);
    const fresh = await openApplication(await newPlayer());
    clock.advance(400_000);
    try {
      expect(await expireApplications({ db }, clock.now())).toBeGreaterThanOrEqual(1);
      const { rows } = await db.query<{ id: string; status: string }>(
        `SELECT id, status FROM deposit_applications WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
        [[old.id, fresh.id]],
      );
      expect(rows).toEqual([
        { id: old.id, status: 'expired' },
        { id: fresh.id, status: 'pending' },
      ]);
    } finally {
      clock.advance(-1_000_000);
    }
  });
});

describe('payments in production', async () => {
  const production = await buildTestApp({
    env: { NODE_ENV: 'production', STUDIO_SECRET: 'payments-test-studio-secret-0123456789abcdef' },
  });

  it('has no simulated chain, but the signed webhook is there', async () => {
    const dev = await production.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${crypto.randomUUID()}/confirm`,
      payload: {},
    });
    expect(dev.statusCode).toBe(404);
    const expire = await production.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${crypto.randomUUID()}/expire`,
    });
    expect(expire.statusCode).toBe(404);
    const unsigned = await production.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
