import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import {
  bearer,
  countRows,
  json,
  MALTA,
  registerPlayer,
  registrationBody,
  uniqueEmail,
} from './accounts-helpers.js';
import { buildTestApp } from './helper.js';

describe('sign-up and the e-mail check', async () => {
  const clock = new ManualClock(new Date('2026-06-15T10:00:00Z'));
  const { app, db } = await buildTestApp({ clock });
  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/frontend/user/register/',
      payload: payload as Record<string, unknown>,
      headers,
    });
  const users = () => countRows(db, 'SELECT 1 FROM users');

  it('creates the player, answers 201 with tokens and stores every field', async () => {
    const body = registrationBody({ email: `  New.Player.${Date.now()}@Example.COM ` });
    const res = await register(body, {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    expect(res.statusCode).toBe(201);
    const answer = json(res) as {
      tokens: { access: string; refresh: string };
      is_new_user: boolean;
      id: number;
      email: string;
    };
    expect(answer.is_new_user).toBe(true);
    expect(answer.email).toBe(String(body.email).trim().toLowerCase());
    expect(typeof answer.tokens.access).toBe('string');
    expect(answer.tokens.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await app.inject({
      method: 'GET',
      url: '/api/frontend/user/me/',
      headers: bearer(answer.tokens.access),
    });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual({
      id: answer.id,
      email: answer.email,
      nickname: answer.email.split('@')[0]?.slice(0, 30),
      phone: '+35699123456',
      is_email_verified: false,
      is_phone_verified: false,
      first_name: 'Ann',
      last_name: 'Lee',
      gender: 'female',
      date_of_birth: '1990-05-17',
      address: '',
      city: '',
      country: MALTA,
      current_rank: 0,
      current_rank_progress: 0,
      is_new_user: true,
      referral: 'friend-42',
      lead: 'lead-7',
      marketing_consent: false,
      verification_state: 'unverified',
    });
    const stored = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [answer.id],
    );
    expect(stored.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const sessions = await db.query<{ source: string; device: string }>(
      'SELECT source, device FROM user_sessions WHERE user_id = $1',
      [answer.id],
    );
    expect(sessions.rows).toEqual([{ source: 'register', device: 'Safari on iPhone' }]);
    const tokens = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens WHERE user_id = $1',
      [answer.id],
    );
    expect(tokens.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.rows[0]?.token_hash).not.toContain(answer.tokens.refresh);
  });

  it('accepts the minimal form (email, password, birth date, country)', async () => {
    const res = await register({
      email: uniqueEmail(),
      password: 'Abcdefg1',
      date_of_birth: '2000-01-01',
      country: MALTA,
    });
    expect(res.statusCode).toBe(201);
    const me = json(
      await app.inject({
        method: 'GET',
        url: '/api/frontend/user/me/',
        headers: bearer(String((json(res).tokens as { access: string }).access)),
      }),
    );
    expect(me).toMatchObject({ phone: '', first_name: '', gender: null, referral: null, lead: null });
  });

  it('refuses a taken e-mail in any case, translated', async () => {
    const player = await registerPlayer(app);
    const before = await users();
    const res = await register(registrationBody({ email: player.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ email: ['A user with this email already exists.'] });
    const es = await register(registrationBody({ email: player.email }), { 'accept-language': 'es' });
    expect(json(es)).toEqual({ email: ['Ya existe un usuario con este correo electrónico.'] });
    expect(await users()).toBe(before);
  });

  it('enforces 18+ on the day (clock: 2026-06-15)', async () => {
    const before = await users();
    const minor = await register(registrationBody({ date_of_birth: '2008-06-16' }));
    expect(minor.statusCode).toBe(400);
    expect(json(minor)).toEqual({ date_of_birth: ['You must be at least 18 years old to play.'] });
    const ru = await register(registrationBody({ date_of_birth: '2008-06-16' }), { 'accept-language': 'ru' });
    expect(json(ru)).toEqual({ date_of_birth: ['Для игры вам должно быть не менее 18 лет.'] });
    expect(await users()).toBe(before);
    expect((await register(registrationBody({ date_of_birth: '2008-06-15' }))).statusCode).toBe(201);
  });

  it('answers every broken field at once and changes nothing', async () => {
    const before = await users();
    const res = await register({
      email: 'not-an-email',
      password: 'short',
      first_name: 'x'.repeat(51),
      gender: 'robot',
      date_of_birth: '1990-02-30',
      country: 'Malta',
      phone: '12345',
    });
    expect(res.statusCode).toBe(400);
    const body = json(res) as Record<string, string[]>;
    expect(body.email).toEqual(['Enter a valid email address.']);
    expect(body.password?.[0]).toMatch(/at least 8 characters/);
    expect(body.first_name).toEqual(['Ensure this field has no more than 50 characters.']);
    expect(body.gender).toEqual(['Choose male, female or other.']);
    expect(body.date_of_birth?.[0]).toBe('Enter a valid date (YYYY-MM-DD).');
    expect(body.country).toBeDefined();
    expect(body.phone).toEqual(['Enter the phone number in international format, starting with +.']);
    expect(await users()).toBe(before);
  });

  it('applies the password rule: lowercase, uppercase and a digit', async () => {
    for (const password of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abc1']) {
      const res = await register(registrationBody({ password }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(json(res))).toEqual(['password']);
    }
    const pt = await register(registrationBody({ password: 'abc' }), { 'accept-language': 'pt-BR' });
    expect((json(pt).password as string[])[0]).toMatch(/^A senha deve ter/);
  });

  it('refuses a country that does not exist and a birth date before 1900', async () => {
    const noCountry = await register(registrationBody({ country: 999 }));
    expect(noCountry.statusCode).toBe(400);
    expect(json(noCountry)).toEqual({ country: ['Choose a country from the list.'] });
    const ancient = await register(registrationBody({ date_of_birth: '1899-12-31' }));
    expect(ancient.statusCode).toBe(400);
    expect(Object.keys(json(ancient))).toEqual(['date_of_birth']);
  });

  it('answers hostile values with 400, never a database error', async () => {
    const before = await users();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ country: 9_999_999_999 }, 'country'],
      [{ country: 1.5 }, 'country'],
      [{ country: -3 }, 'country'],
      [{ first_name: 'Ann\u0000' }, 'first_name'],
      [{ referral: 'a\u0000b' }, 'referral'],
      [{ lead_id: 'x\ny' }, 'lead_id'],
      [{ email: 'a\u0000@example.com' }, 'email'],
      [{ date_of_birth: '99999-01-01' }, 'date_of_birth'],
      [{ marketing_consent: 'yes' }, 'marketing_consent'],
    ];
    for (const [override, field] of cases) {
      const res = await register(registrationBody(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(json(res)), JSON.stringify(override)).toEqual([field]);
    }
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      payload: { email: 'a\u0000b', password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/frontend/password/reset/',
      payload: { email: 'a\u0000b' },
    });
    expect(reset.statusCode).toBe(400);
    const google = await app.inject({ method: 'GET', url: '/api/frontend/google/login/?referral=a%00b' });
    expect(google.statusCode).toBe(400);
    expect(await users()).toBe(before);
  });

  it('answers malformed, non-object and oversized bodies with 4xx', async () => {
    const before = await users();
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/frontend/user/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ non_field_errors: ['The request body is not valid JSON.'] });
    const list = await app.inject({
      method: 'POST',
      url: '/api/frontend/user/register/',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(list.statusCode).toBe(400);
    const huge = await register(registrationBody({ referral: 'r'.repeat(65 * 1024) }));
    expect(huge.statusCode).toBe(413);
    const text = await app.inject({
      method: 'POST',
      url: '/api/frontend/user/register/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(await users()).toBe(before);
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      register(registrationBody({ email })),
      register(registrationBody({ email })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await countRows(db, 'SELECT 1 FROM users WHERE email = $1', [email])).toBe(1);
  });

  it('checks e-mail availability', async () => {
    const player = await registerPlayer(app);
    const check = (email: unknown, remoteAddress = '10.9.0.1', headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/frontend/validate/email/',
        payload: { email },
        remoteAddress,
        headers,
      });
    const free = await check(uniqueEmail());
    expect(free.statusCode).toBe(200);
    expect(json(free)).toEqual({});
    const taken = await check(player.email.toUpperCase());
    expect(taken.statusCode).toBe(400);
    expect(json(taken)).toEqual({ email: ['A user with this email already exists.'] });
    const invalid = await check('nope', '10.9.0.1', { 'accept-language': 'es' });
    expect(json(invalid)).toEqual({ email: ['Introduce una dirección de correo electrónico válida.'] });
    expect((await check(42)).statusCode).toBe(400);
  });

  it('limits e-mail checks to 30 a minute per IP', async () => {
    for (let i = 0; i < 30; i++)
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/frontend/validate/email/',
            payload: { email: uniqueEmail() },
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      ).toBe(200);
    const limited = await app.inject({
      method: 'POST',
      url: '/api/frontend/validate/email/',
      payload: { email: uniqueEmail() },
      remoteAddress: '10.9.9.9',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    clock.advance(60_000);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/frontend/validate/email/',
          payload: { email: uniqueEmail() },
          remoteAddress: '10.9.9.9',
        })
      ).statusCode,
    ).toBe(200);
  });
});
