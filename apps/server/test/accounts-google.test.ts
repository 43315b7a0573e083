import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, json, registerPlayer } from './accounts-helpers.js';
import { REGISTER_KEY, startFakeRegister } from './fake-register.js';
import { buildTestApp } from './helper.js';

const CLIENT_ID = 'casino-web';

describe('sign-in with Google (OpenID Connect against a mock provider)', async () => {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0);
  afterAll(() => provider.stop());
  const issuer = provider.issuer.url ?? '';
  // A national self-exclusion register, asked as at a sign-up or a password sign-in.
  const register = await startFakeRegister();

  const { app, db } = await buildTestApp({
    env: {
      SELF_EXCLUSION_REGISTER_URL: register.url,
      SELF_EXCLUSION_REGISTER_KEY: REGISTER_KEY,
      SELF_EXCLUSION_REGISTER_TIMEOUT_MS: '1000',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'http://casino.test',
    },
  });

  // What the provider says about the person who signs in; each test sets its own.
  let person: Record<string, unknown> = {};
  let tamper: ((token: MutableToken) => void) | undefined;
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, person);
    tamper?.(token);
  });
  beforeEach(() => {
    tamper = undefined;
    register.state.mode = 'answer';
  });

  /** Starts a sign-in and lets the mock provider approve it; answers the callback URL it redirects to. */
  async function approvedCallback(query = ''): Promise<URL> {
    const login = await app.inject({ method: 'GET', url: `/api/frontend/google/login/${query}` });
    expect(login.statusCode).toBe(200);
    const authorizationUrl = new URL(String(json(login).authorization_url));
    const approval = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(approval.status).toBe(302);
    return new URL(approval.headers.get('location') ?? '');
  }

  async function finish(
    callback: URL,
    userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  ) {
    const res = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { 'user-agent': userAgent },
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), 'http://casino.test');
    expect(location.pathname).toBe('/login/success');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    return location.searchParams;
  }

  it('asks for an authorization code with PKCE (S256), state and nonce', async () => {
    const login = await app.inject({ method: 'GET', url: '/api/frontend/google/login/' });
    const url = new URL(String(json(login).authorization_url));
    expect(url.origin + url.pathname).toBe(`${issuer}/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe('http://casino.test/api/frontend/google/callback/');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('scope')).toContain('openid');
    const stored = await db.query<{ nonce: string; code_verifier: string }>(
      'SELECT nonce, code_verifier FROM oidc_requests WHERE state = $1',
      [q.get('state')],
    );
    expect(stored.rows[0]?.nonce).toBe(q.get('nonce'));
    expect(stored.rows[0]?.code_verifier).not.toBe(q.get('code_challenge'));
  });

  it('creates a new player with a verified e-mail and signs them in', async () => {
    person = {
      sub: 'google-new-1',
      email: 'New.Google@Example.com',
      email_verified: true,
      given_name: 'Nora',
      family_name: 'Quinn',
    };
    const params = await finish(await approvedCallback('?referral=ref-9&lead_id=lead-3'));
    expect(params.get('error')).toBeNull();
    const access = params.get('access') ?? '';
    expect(params.get('refresh')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = json(
      await app.inject({ method: 'GET', url: '/api/frontend/user/me/', headers: bearer(access) }),
    );
    expect(me).toMatchObject({
      email: 'new.google@example.com',
      nickname: 'new.google',
      is_email_verified: true,
      first_name: 'Nora',
      last_name: 'Quinn',
      date_of_birth: null,
      country: null,
      referral: 'ref-9',
      lead: 'lead-3',
      is_new_user: true,
    });
    const row = await db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [me.id],
    );
    expect(row.rows[0]?.password_hash).toBeNull();
    const sessions = await db.query<{ source: string; device: string }>(
      'SELECT source, device FROM user_sessions WHERE user_id = $1',
      [me.id],
    );
    expect(sessions.rows).toEqual([{ source: 'google', device: 'Firefox on Linux' }]);
    // No password: the e-mail and password sign-in refuses, as for any wrong password.
    const pw = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      payload: { email: 'new.google@example.com', password: 'Whatever1' },
    });
    expect(pw.statusCode).toBe(401);

    // The same Google account again is the same player.
    person = { sub: 'google-new-1', email: 'new.google@example.com', email_verified: true };
    const again = await finish(await approvedCallback());
    const me2 = json(
      await app.inject({
        method: 'GET',
        url: '/api/frontend/user/me/',
        headers: bearer(again.get('access') ?? ''),
      }),
    );
    expect(me2.id).toBe(me.id);
    const count = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE lower(email) = 'new.google@example.com'",
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('links to an existing account with the same verified e-mail', async () => {
    const player = await registerPlayer(app);
    person = { sub: 'google-link-1', email: player.email.toUpperCase(), email_verified: true };
    const params = await finish(await approvedCallback());
    const me = json(
      await app.inject({
        method: 'GET',
        url: '/api/frontend/user/me/',
        headers: bearer(params.get('access') ?? ''),
      }),
    );
    expect(me.id).toBe(player.id);
    expect(me.is_email_verified).toBe(true);
    const identity = await db.query<{ user_id: number }>(
      "SELECT user_id FROM user_identities WHERE provider = 'google' AND subject = 'google-link-1'",
    );
    expect(identity.rows[0]?.user_id).toBe(player.id);
  });

  it('does not link on an e-mail the provider has not verified', async () => {
    const player = await registerPlayer(app);
    person = { sub: 'google-unverified-1', email: player.email, email_verified: false };
    const params = await finish(await approvedCallback());
    expect(params.get('error')).toBe('email_unverified');
    expect(params.get('access')).toBeNull();
    const identity = await db.query("SELECT 1 FROM user_identities WHERE subject = 'google-unverified-1'");
    expect(identity.rows).toHaveLength(0);
  });

  it('makes no new account for a self-excluded e-mail, even once the old account was anonymised', async () => {
    const player = await registerPlayer(app);
    const excluded = await app.inject({
      method: 'POST',
      url: '/api/frontend/limits/break/',
      headers: bearer(player.access),
      payload: { kind: 'self_exclusion', period: '5y' },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    await db.query(`UPDATE users SET email = $2 WHERE id = $1`, [player.id, `erased-${player.id}@invalid`]);
    person = { sub: 'google-excluded-1', email: player.email, email_verified: true };
    const params = await finish(await approvedCallback());
    expect(params.get('error')).toBe('excluded');
    expect(params.get('access')).toBeNull();
    const made = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [player.email]);
    expect(made.rows).toHaveLength(0);
  });

  it('makes no new account for a person the national register lists, nor when it does not answer', async () => {
    register.listed.add('listed.google@example.com');
    person = { sub: 'google-listed-1', email: 'listed.google@example.com', email_verified: true };
    expect((await finish(await approvedCallback())).get('error')).toBe('excluded');

    register.state.mode = 'error';
    person = { sub: 'google-register-down-1', email: 'down.google@example.com', email_verified: true };
    const params = await finish(await approvedCallback());
    expect(params.get('error')).toBe('register_unavailable');
    expect(params.get('access')).toBeNull();
    const made = await db.query(
      "SELECT 1 FROM users WHERE lower(email) IN ('listed.google@example.com', 'down.google@example.com')",
    );
    expect(made.rows).toHaveLength(0);
    expect(register.state.asked).toContainEqual(
      expect.objectContaining({ email: 'down.google@example.com', first_name: expect.any(String) }),
    );
  });

  it("applies the register's answer to a known player signing in with Google, as a password sign-in does", async () => {
    // Details of their own: the self-excluded player of another test shares the default ones.
    const player = await registerPlayer(app, {
      first_name: 'Known',
      last_name: 'Listed',
      phone: '+15550001234',
    });
    person = { sub: 'google-known-listed-1', email: player.email, email_verified: true };
    register.listed.add(player.email.toLowerCase());
    const params = await finish(await approvedCallback());
    // Signed in (a self-excluded player may still withdraw), and no longer able to play.
    expect(params.get('access')).not.toBeNull();
    const limits = await app.inject({
      method: 'GET',
      url: '/api/frontend/limits/',
      headers: bearer(params.get('access') ?? ''),
    });
    expect(json(limits).account_state).toBe('register');
    register.listed.delete(player.email.toLowerCase());
  });

  it('refuses an unknown or replayed state', async () => {
    person = { sub: 'google-state-1', email: 'state.one@example.com', email_verified: true };
    const callback = await approvedCallback();
    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-a-state-we-issued');
    expect((await finish(forged)).get('error')).toBe('state_invalid');
    expect((await finish(callback)).get('access')).toBeTruthy();
    expect((await finish(callback)).get('error')).toBe('state_invalid');
    const nulState = new URL(callback);
    nulState.searchParams.set('state', 'abc\u0000');
    expect((await finish(nulState)).get('error')).toBe('state_invalid');
    const noState = new URL(callback);
    noState.searchParams.delete('state');
    expect((await finish(noState)).get('error')).toBe('state_invalid');
  });

  it('refuses a tampered code, a wrong nonce and a cancelled consent', async () => {
    person = { sub: 'google-bad-1', email: 'bad.one@example.com', email_verified: true };
    const badCode = await approvedCallback();
    badCode.searchParams.set('code', 'forged-code');
    expect((await finish(badCode)).get('error')).toBe('provider_error');

    tamper = (token) => {
      if ('nonce' in token.payload) token.payload.nonce = 'someone-elses-nonce';
    };
    expect((await finish(await approvedCallback())).get('error')).toBe('provider_error');
    tamper = undefined;

    const login = await app.inject({ method: 'GET', url: '/api/frontend/google/login/' });
    const state = new URL(String(json(login).authorization_url)).searchParams.get('state') ?? '';
    const denied = await finish(
      new URL(`http://casino.test/api/frontend/google/callback/?error=access_denied&state=${state}`),
    );
    expect(denied.get('error')).toBe('access_denied');
    const users = await db.query("SELECT 1 FROM users WHERE email = 'bad.one@example.com'");
    expect(users.rows).toHaveLength(0);
  });

  it('validates the attribution query', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/frontend/google/login/?referral=${'r'.repeat(65)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res))).toEqual(['referral']);
  });
});

describe('sign-in with Google when it is not configured', async () => {
  const { app } = await buildTestApp();

  it('answers 503 with a translated detail and sends the browser back on a callback', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/frontend/google/login/',
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual({
      detail: 'El inicio de sesión con Google no está disponible en este momento.',
    });
    const callback = await app.inject({
      method: 'GET',
      url: '/api/frontend/google/callback/?code=x&state=y',
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login/success?error=unavailable');
  });
});

describe('sign-in with Google when the provider cannot be reached', async () => {
  const { app } = await buildTestApp({
    env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: CLIENT_ID },
  });

  it('answers 503 and tries the discovery again on the next sign-in', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/frontend/google/login/' });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({ detail: 'Sign-in with Google is not available right now.' });
    }
  });
});
