import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { json, registerPlayer, STRONG_PASSWORD, uniqueEmail } from './accounts-helpers.js';
import { buildTestApp } from './helper.js';

const RESET_SENT =
  'We have sent a mail with the link to reset your password on your email. Please check inboxe messages or spam folder.';
const LINK =
  /http:\/\/casino\.test(\/api\/frontend\/password\/reset\/confirm\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\/)/;

describe('password reset', async () => {
  const clock = new ManualClock(new Date('2026-05-01T12:00:00Z'));
  const { app } = await buildTestApp({ clock, env: { PUBLIC_URL: 'http://casino.test' } });
  let ip = 0;
  // A fresh address per request keeps the per-IP limit out of the tests that are not about it.
  const nextIp = () => `10.20.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
  const requestReset = (email: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/frontend/password/reset/',
      payload: { email },
      headers,
      remoteAddress,
    });
  const signIn = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/frontend/token/',
      payload: { email, password },
      remoteAddress: nextIp(),
    });

  /** The link from the newest mail to email, read through the dev outbox as a developer would. */
  async function mailedLink(email: string): Promise<{ path: string; uid: string; token: string }> {
    const outbox = (
      await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })
    ).json<Array<{ subject: string; body: string }>>();
    const match = LINK.exec(outbox[0]?.body ?? '');
    if (!match?.[1] || !match[2] || !match[3]) throw new Error(`no reset link mailed to ${email}`);
    return { path: match[1], uid: match[2], token: match[3] };
  }

  it('mails a link that sets a new password once and signs every other session out', async () => {
    const p = await registerPlayer(app);
    const res = await requestReset(p.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ detail: RESET_SENT });
    const link = await mailedLink(p.email);
    expect(Buffer.from(link.uid, 'base64url').toString()).toBe(String(p.id));

    const check = await app.inject({ method: 'GET', url: link.path });
    expect(check.statusCode).toBe(200);
    expect(json(check)).toEqual({ valid: true });

    const done = await app.inject({ method: 'POST', url: link.path, payload: { new_password: 'Brand1New' } });
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({ detail: 'Your password has been changed.' });

    expect((await signIn(p.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(p.email, 'Brand1New')).statusCode).toBe(200);
    // The refresh token from before the reset is dead.
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/frontend/token/refresh/',
      payload: { refresh: p.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    // The owner is told.
    const outbox = (
      await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(p.email)}` })
    ).json<Array<{ subject: string }>>();
    expect(outbox[0]?.subject).toBe('Your password has been changed.');

    // Single use.
    const reuse = await app.inject({
      method: 'POST',
      url: link.path,
      payload: { new_password: 'Other1Pass' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(json(reuse)).toEqual({
      token: ['This password reset link is invalid or has expired. Please request a new one.'],
    });
    expect((await app.inject({ method: 'GET', url: link.path })).statusCode).toBe(400);
    expect((await signIn(p.email, 'Brand1New')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail with the spec text, translated', async () => {
    const res = await requestReset(uniqueEmail());
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ email: ['User with this email does not exist.'] });
    const es = await requestReset(uniqueEmail(), { 'accept-language': 'es' });
    expect(json(es)).toEqual({ email: ['No existe ningún usuario con este correo electrónico.'] });
    const ru = await requestReset('', { 'accept-language': 'ru' });
    expect(ru.statusCode).toBe(400);
    const wrongType = await requestReset(['a@b.co']);
    expect(wrongType.statusCode).toBe(400);
  });

  it('mails in the request language', async () => {
    const p = await registerPlayer(app);
    const res = await requestReset(p.email, { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(String(json(res).detail)).toMatch(/^Enviamos para o seu e-mail/);
    const outbox = (
      await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(p.email)}` })
    ).json<Array<{ subject: string; body: string }>>();
    expect(outbox[0]?.subject).toBe('Redefina sua senha');
    expect(outbox[0]?.body).toMatch(LINK);
  });

  it('expires a link after one hour', async () => {
    const p = await registerPlayer(app);
    await requestReset(p.email);
    const link = await mailedLink(p.email);
    clock.advance(60 * 60 * 1000);
    expect((await app.inject({ method: 'GET', url: link.path })).statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url: link.path, payload: { new_password: 'Brand1New' } });
    expect(res.statusCode).toBe(400);
    expect((await signIn(p.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses forged, mismatched and malformed links and a weak password, changing nothing', async () => {
    const a = await registerPlayer(app);
    const b = await registerPlayer(app);
    await requestReset(a.email);
    const link = await mailedLink(a.email);
    const forged = [
      `/api/frontend/password/reset/confirm/${Buffer.from(String(b.id)).toString('base64url')}/${link.token}/`,
      `/api/frontend/password/reset/confirm/${link.uid}/${'A'.repeat(43)}/`,
      `/api/frontend/password/reset/confirm/${link.uid}/short/`,
      `/api/frontend/password/reset/confirm/%25%25/${link.token}/`,
      `/api/frontend/password/reset/confirm/${Buffer.from('-1').toString('base64url')}/${link.token}/`,
    ];
    for (const url of forged) {
      const get = await app.inject({ method: 'GET', url });
      expect(get.statusCode, url).toBe(400);
      const post = await app.inject({ method: 'POST', url, payload: { new_password: 'Brand1New' } });
      expect(post.statusCode, url).toBe(400);
      expect(Object.keys(json(post))).toEqual(['token']);
    }
    const weak = await app.inject({
      method: 'POST',
      url: link.path,
      payload: { new_password: 'weakpass' },
      headers: { 'accept-language': 'ru' },
    });
    expect(weak.statusCode).toBe(400);
    expect((json(weak).new_password as string[])[0]).toMatch(/^Пароль должен/);
    const missing = await app.inject({ method: 'POST', url: link.path, payload: {} });
    expect(json(missing)).toEqual({ new_password: ['This field is required.'] });
    const malformed = await app.inject({
      method: 'POST',
      url: link.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"new_password":',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: link.path,
      payload: { new_password: 'Aa1'.repeat(30_000) },
    });
    expect(huge.statusCode).toBe(413);
    // The real link still works: none of the above used it up.
    expect((await signIn(a.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: link.path })).statusCode).toBe(200);
    expect((await signIn(b.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('limits requests to 3 per e-mail and 5 per IP in 15 minutes', async () => {
    const p = await registerPlayer(app);
    for (let i = 0; i < 3; i++) expect((await requestReset(p.email)).statusCode).toBe(200);
    const perEmail = await requestReset(p.email);
    expect(perEmail.statusCode).toBe(429);
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(14 * 60);

    for (let i = 0; i < 5; i++)
      expect((await requestReset(uniqueEmail(), {}, '10.30.0.1')).statusCode).toBe(400);
    expect((await requestReset(uniqueEmail(), {}, '10.30.0.1')).statusCode).toBe(429);
    clock.advance(15 * 60 * 1000);
    expect((await requestReset(p.email, {}, '10.30.0.1')).statusCode).toBe(200);
  });
});

describe('password reset link opened in a browser', async () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>casino spa</title>');
  const { app } = await buildTestApp({ env: { WEB_DIST: webDist } });

  it('answers a navigation with the single-page app and an API call with JSON', async () => {
    const url = `/api/frontend/password/reset/confirm/MQ/${'A'.repeat(43)}/`;
    const page = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('casino spa');
    const api = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(400);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
