import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { bearer, json, lastMessage, registerPlayer } from './accounts-helpers.js';
import { buildTestApp } from './helper.js';

describe('confirmation codes', async () => {
  const clock = new ManualClock(new Date('2026-04-01T09:00:00Z'));
  const { app, db } = await buildTestApp({ clock });
  const send = (access: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/frontend/code/verification/',
      headers: { ...bearer(access), ...headers },
      payload: payload as Record<string, unknown>,
    });
  const validate = (access: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/frontend/code/validation/',
      headers: { ...bearer(access), ...headers },
      payload: payload as Record<string, unknown>,
    });
  const me = async (access: string) =>
    json(await app.inject({ method: 'GET', url: '/api/frontend/user/me/', headers: bearer(access) }));
  const codeIn = (body: string | undefined) => /\b(\d{4})\b/.exec(body ?? '')?.[1] ?? '';
  const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('mails a four-digit code and confirms the e-mail with it', async () => {
    const p = await registerPlayer(app);
    const sent = await send(p.access, { type: 'email' });
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({ detail: 'Code sent.' });
    const mail = await lastMessage(db, p.email);
    expect(mail?.channel).toBe('email');
    expect(mail?.subject).toBe('Your confirmation code');
    const code = codeIn(mail?.body);
    expect(code).toMatch(/^\d{4}$/);
    const stored = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM verification_codes WHERE user_id = $1',
      [p.id],
    );
    expect(stored.rows[0]?.code_hash).not.toContain(code);

    const ok = await validate(p.access, { code, type: 'email' });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ detail: 'Confirmed.' });
    expect(await me(p.access)).toMatchObject({ is_email_verified: true, is_phone_verified: false });
    // Used once: the same code again finds nothing to confirm.
    expect((await validate(p.access, { code })).statusCode).toBe(400);
    // Already confirmed: no new code is sent.
    const again = await send(p.access, { type: 'email' });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ type: ['This is already confirmed.'] });
  });

  it('texts the phone, in the request language, and confirms it without a type', async () => {
    const p = await registerPlayer(app, { phone: '+34 600 123 456' });
    expect((await me(p.access)).phone).toBe('+34600123456');
    const sent = await send(p.access, { type: 'phone' }, { 'accept-language': 'es' });
    expect(json(sent)).toEqual({ detail: 'Código enviado.' });
    const sms = await lastMessage(db, '+34600123456');
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(/^Tu código de confirmación es \d{4}\./);
    const ok = await validate(p.access, { code: codeIn(sms?.body) });
    expect(ok.statusCode).toBe(200);
    expect(await me(p.access)).toMatchObject({ is_email_verified: false, is_phone_verified: true });
  });

  it('refuses a phone code when the player has no phone', async () => {
    const p = await registerPlayer(app, { phone: '' });
    const res = await send(p.access, { type: 'phone' }, { 'accept-language': 'ru' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ type: ['Сначала добавьте номер телефона в аккаунт.'] });
  });

  it('allows a resend only 120 seconds after the previous code; the newest code counts', async () => {
    const p = await registerPlayer(app);
    expect((await send(p.access, { type: 'email' })).statusCode).toBe(200);
    const first = codeIn((await lastMessage(db, p.email))?.body);
    clock.advance(100_000);
    const early = await send(p.access, { type: 'email' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('20');
    expect(json(early)).toEqual({ detail: 'Request was throttled. Expected available in 20 seconds.' });
    clock.advance(20_000);
    expect((await send(p.access, { type: 'email' })).statusCode).toBe(200);
    const second = codeIn((await lastMessage(db, p.email))?.body);
    if (first !== second) {
      const old = await validate(p.access, { code: first, type: 'email' });
      expect(json(old)).toEqual({ code: ['Invalid code.'] });
    }
    expect((await validate(p.access, { code: second, type: 'email' })).statusCode).toBe(200);
  });

  it('sends one code when two requests race', async () => {
    const p = await registerPlayer(app);
    const results = await Promise.all([send(p.access, { type: 'email' }), send(p.access, { type: 'email' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verification_codes WHERE user_id = $1',
      [p.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('kills a code after five wrong tries', async () => {
    const p = await registerPlayer(app);
    await send(p.access, { type: 'email' });
    const code = codeIn((await lastMessage(db, p.email))?.body);
    for (let i = 0; i < 5; i++) {
      const res = await validate(
        p.access,
        { code: wrongCode(code) },
        { 'accept-language': i === 0 ? 'ru' : 'en' },
      );
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ code: [i === 0 ? 'Неверный код.' : 'Invalid code.'] });
    }
    const dead = await validate(p.access, { code });
    expect(dead.statusCode).toBe(400);
    expect(json(dead)).toEqual({ code: ['Too many wrong attempts. Request a new code.'] });
    expect((await me(p.access)).is_email_verified).toBe(false);
    clock.advance(120_000);
    await send(p.access, { type: 'email' });
    const fresh = codeIn((await lastMessage(db, p.email))?.body);
    expect((await validate(p.access, { code: fresh })).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const p = await registerPlayer(app);
    await send(p.access, { type: 'email' });
    const code = codeIn((await lastMessage(db, p.email))?.body);
    clock.advance(10 * 60 * 1000);
    const late = await validate(p.access, { code });
    expect(late.statusCode).toBe(400);
    expect(json(late)).toEqual({ code: ['The code has expired. Request a new one.'] });
    expect((await me(p.access)).is_email_verified).toBe(false);
  });

  it('limits code checks to 10 a minute per player', async () => {
    const p = await registerPlayer(app);
    await send(p.access, { type: 'email' });
    for (let i = 0; i < 10; i++)
      expect((await validate(p.access, { code: '0000', type: 'phone' })).statusCode).toBe(400);
    const limited = await validate(p.access, { code: '0000' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('validates input and needs a signed-in player', async () => {
    const p = await registerPlayer(app);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/frontend/code/verification/',
          payload: { type: 'email' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/frontend/code/validation/', payload: { code: '1234' } }))
        .statusCode,
    ).toBe(401);
    expect(Object.keys(json(await send(p.access, { type: 'fax' })))).toEqual(['type']);
    expect(Object.keys(json(await send(p.access, {})))).toEqual(['type']);
    expect(json(await validate(p.access, { code: '12a4' }))).toEqual({ code: ['Invalid code.'] });
    expect(json(await validate(p.access, { code: 1234 }))).toHaveProperty('code');
    expect(json(await validate(p.access, { code: '1234', type: 'fax' }))).toHaveProperty('type');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/frontend/code/validation/',
      headers: { ...bearer(p.access), 'content-type': 'application/json' },
      payload: '{code:1}',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await send(p.access, { type: 'email', pad: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verification_codes WHERE user_id = $1',
      [p.id],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
