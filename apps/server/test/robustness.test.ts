import crypto from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../src/modules/payments/webhook-signature.js';
import { buildTestApp } from './helper.js';

/**
 * Across the whole API: bad input gets a clear 4xx in the spec's shapes ({field: [messages]} for
 * 400, {detail} otherwise, translated) and changes nothing. Every route the server registers must
 * have a case below, so a new route without one fails this file.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** How a body field is typed: free text takes any string, format is a string with a shape. */
type Kind = 'text' | 'format' | 'int' | 'amount' | 'bool';

interface RouteCase {
  method: Method;
  /** The path as the router knows it (printRoutes, without the trailing slash). */
  route: string;
  /** Fills the path parameters. */
  url: (params?: Record<string, string>) => string;
  auth: boolean;
  /** An event stream: it stays open, so it reads no odd query here (its own tests open it). */
  stream?: true;
  /** json: a JSON object body with these fields; none: the body is not read; special: tested on its own. */
  body:
    | { kind: 'json'; base: () => Record<string, unknown>; fields: Record<string, Kind> }
    | { kind: 'none' }
    | { kind: 'special' };
}

// Google sign-in is configured (against a local mock provider), so its calls run their real checks.
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0);
afterAll(() => provider.stop());
const { app, db } = await buildTestApp({
  env: {
    OIDC_ISSUER: provider.issuer.url ?? '',
    OIDC_CLIENT_ID: 'casino-web',
    OIDC_CLIENT_SECRET: 'secret',
    PUBLIC_URL: 'http://casino.test',
  },
});
// The keys testConfig() gives the app.
const WEBHOOK_SECRET = 'test-payments-webhook-secret-0123456789abcdef';
const JWT_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');

let ipCounter = 0;
/** A fresh client address per call, so the throttles on guessable calls do not mask validation. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

const email = () => `robust.${crypto.randomUUID()}@example.com`;

async function register(): Promise<{ id: number; access: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/frontend/user/register/',
    payload: { email: email(), password: 'Abcdefg1', date_of_birth: '1990-01-01', country: 1 },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ id: number; tokens: { access: string } }>();
  return { id: body.id, access: body.tokens.access };
}

const player = await register();
const auth = { authorization: `Bearer ${player.access}` };

// The player has money and history, so money calls get past "insufficient funds" to their real checks.
const tokens = (await app.inject({ method: 'GET', url: '/api/frontend/payment/tokens/' })).json<
  Array<{ provider: string; token_type: string }>
>();
const token = tokens[0];
if (!token) throw new Error('no payment tokens seeded');
const deposit = await app.inject({
  method: 'POST',
  url: '/api/frontend/payment/deposit/',
  headers: auth,
  payload: { provider: token.provider, token_type: token.token_type, usd_amount: 500 },
});
if (deposit.statusCode !== 201) throw new Error(`deposit failed: ${deposit.statusCode} ${deposit.body}`);
const application = deposit.json<{ id: string; wallet_address: string }>();
const paid = await app.inject({
  method: 'POST',
  url: `/api/dev/payments/${application.id}/confirm`,
  payload: {},
});
if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);

const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const resetUrl = (p?: Record<string, string>) =>
  `/api/frontend/password/reset/confirm/${p?.uid ?? 'MQ'}/${p?.token ?? 'A'.repeat(43)}/`;

// The player has spun today's wheel, so a spin that slipped through validation is refused too.
const firstSpin = await app.inject({
  method: 'POST',
  url: '/api/frontend/wheel/spin/',
  headers: auth,
  payload: { time_zone: 'UTC' },
});
if (firstSpin.statusCode !== 200) throw new Error(`the setup spin failed: ${firstSpin.body}`);
// Its prize's offer ran out, so no id a fuzzed body names is a bonus the player could activate.
await db.query(
  `UPDATE player_bonuses SET state = 'expired', end_reason = 'offer_ended', ended_at = now() WHERE user_id = $1`,
  [player.id],
);
// The bonus lists record the player's offers the first time they are read; reading again changes nothing.
for (const url of ['/api/frontend/bonus/available/', '/api/frontend/bonus/super/'])
  await app.inject({ method: 'GET', url, headers: auth });

const ROUTES: RouteCase[] = [
  // Bonuses (document 2, section 7): ids of bonuses nobody holds, codes nobody issued.
  {
    method: 'GET',
    route: '/api/frontend/bonus/available',
    url: () => '/api/frontend/bonus/available/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/bonus/active',
    url: () => '/api/frontend/bonus/active/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/bonus/activate',
    url: () => '/api/frontend/bonus/activate/',
    auth: true,
    body: { kind: 'json', base: () => ({ bonus_id: 2147483647 }), fields: { bonus_id: 'int' } },
  },
  {
    method: 'POST',
    route: '/api/frontend/bonus_reactivate',
    url: () => '/api/frontend/bonus_reactivate/',
    auth: true,
    body: { kind: 'json', base: () => ({ bonus_id: 2147483647 }), fields: { bonus_id: 'int' } },
  },
  {
    method: 'DELETE',
    route: '/api/frontend/bonus_deactivate/:id',
    url: (p) => `/api/frontend/bonus_deactivate/${p?.id ?? '2147483647'}/`,
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/bonus/super',
    url: () => '/api/frontend/bonus/super/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/bonus/super',
    url: () => '/api/frontend/bonus/super/',
    auth: true,
    body: { kind: 'json', base: () => ({ id: 2147483647 }), fields: { id: 'int' } },
  },
  {
    method: 'POST',
    route: '/api/frontend/bonus_reject',
    url: () => '/api/frontend/bonus_reject/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/promo-code/activate',
    url: () => '/api/frontend/promo-code/activate/',
    auth: true,
    body: { kind: 'json', base: () => ({ promo_code: 'NO-SUCH-CODE' }), fields: { promo_code: 'text' } },
  },
  {
    method: 'GET',
    route: '/api/frontend/limits',
    url: () => '/api/frontend/limits/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'PUT',
    route: '/api/frontend/limits',
    url: () => '/api/frontend/limits/',
    auth: true,
    body: {
      kind: 'json',
      base: () => ({ kind: 'loss', period: 'day', amount: 10 }),
      fields: { kind: 'format', period: 'format', amount: 'amount' },
    },
  },
  {
    method: 'POST',
    route: '/api/frontend/limits/confirm',
    url: () => '/api/frontend/limits/confirm/',
    auth: true,
    body: {
      kind: 'json',
      base: () => ({ kind: 'loss', period: 'day' }),
      fields: { kind: 'format', period: 'format' },
    },
  },
  {
    method: 'POST',
    route: '/api/frontend/limits/break',
    url: () => '/api/frontend/limits/break/',
    auth: true,
    body: {
      kind: 'json',
      base: () => ({ kind: 'time_out', period: '24h' }),
      fields: { kind: 'format', period: 'format' },
    },
  },
  {
    method: 'PUT',
    route: '/api/frontend/limits/time',
    url: () => '/api/frontend/limits/time/',
    auth: true,
    body: { kind: 'json', base: () => ({ minutes: 60 }), fields: { minutes: 'int' } },
  },
  {
    method: 'POST',
    route: '/api/frontend/limits/time/confirm',
    url: () => '/api/frontend/limits/time/confirm/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'PUT',
    route: '/api/frontend/limits/reality-check',
    url: () => '/api/frontend/limits/reality-check/',
    auth: true,
    body: { kind: 'json', base: () => ({ minutes: 30 }), fields: { minutes: 'int' } },
  },
  {
    method: 'GET',
    route: '/api/frontend/limits/session',
    url: () => '/api/frontend/limits/session/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/limits/session/acknowledge',
    url: () => '/api/frontend/limits/session/acknowledge/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/limits/statement',
    url: () => '/api/frontend/limits/statement/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/limits/reopen',
    url: () => '/api/frontend/limits/reopen/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/limits/prompts',
    url: () => '/api/frontend/limits/prompts/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/limits/offer',
    url: () => '/api/frontend/limits/offer/',
    auth: true,
    body: {
      kind: 'json',
      base: () => ({ where: 'deposit', day: 50 }),
      fields: { where: 'format', day: 'amount', week: 'amount', month: 'amount' },
    },
  },
  {
    method: 'POST',
    route: '/api/frontend/limits/review',
    url: () => '/api/frontend/limits/review/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/sports',
    url: () => '/api/frontend/sports/',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/sports/events',
    url: () => '/api/frontend/sports/events/',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/sports/events/:id',
    url: (p) => `/api/frontend/sports/events/${p?.id ?? '2147483647'}/`,
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/sports/live',
    url: () => '/api/frontend/sports/live/',
    auth: false,
    stream: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/sports/bets',
    url: () => '/api/frontend/sports/bets/',
    auth: true,
    body: {
      kind: 'json',
      base: () => ({
        key: `robust-${crypto.randomUUID()}`,
        type: { kind: 'single' },
        legs: [{ outcome_id: 2147483647, odds: '2.00' }],
        unit_stake: 1,
        odds_change: 'none',
      }),
      fields: { key: 'format', unit_stake: 'amount', odds_change: 'format' },
    },
  },
  {
    method: 'GET',
    route: '/api/frontend/sports/bets',
    url: () => '/api/frontend/sports/bets/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/sports/bets/:id',
    url: (p) => `/api/frontend/sports/bets/${p?.id ?? '2147483647'}/`,
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/promo-code/used',
    url: () => '/api/frontend/promo-code/used/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/dev/bonuses/terms/:code',
    url: (p) => `/api/dev/bonuses/terms/${p?.code ?? 'no-such-terms'}`,
    auth: false,
    body: {
      kind: 'json',
      base: () => ({ field: 'wager', value: '35' }),
      fields: { field: 'text', value: 'text' },
    },
  },
  {
    method: 'POST',
    route: '/api/dev/bonuses/expire',
    url: () => '/api/dev/bonuses/expire',
    auth: true,
    body: { kind: 'none' },
  },
  // Tournaments (document 2, section 7): public; an id of no event.
  // Status and cashback (document 2, section 7): claims nobody has; the dev bets are amounts.
  {
    method: 'GET',
    route: '/api/frontend/ranks',
    url: () => '/api/frontend/ranks/',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/cashback',
    url: () => '/api/frontend/cashback/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/cashback/:id/claim',
    url: (p) => `/api/frontend/cashback/${p?.id ?? '2147483647'}/claim/`,
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/dev/loyalty/bets',
    url: () => '/api/dev/loyalty/bets',
    auth: true,
    body: { kind: 'json', base: () => ({ amount: 1, count: 1 }), fields: { amount: 'amount', count: 'int' } },
  },
  {
    method: 'GET',
    route: '/api/frontend/events',
    url: () => '/api/frontend/events/',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/events/:id',
    url: (p) => `/api/frontend/events/${p?.id ?? '2147483647'}/`,
    auth: false,
    body: { kind: 'none' },
  },
  // FAQ and legal pages (document 1, route table): public; a slug that is no page.
  {
    method: 'GET',
    route: '/api/frontend/pages',
    url: () => '/api/frontend/pages/',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/pages/:slug',
    url: (p) => `/api/frontend/pages/${p?.slug ?? 'no-such-page'}/`,
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/wheel_bonuses',
    url: () => '/api/frontend/wheel_bonuses/',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/wheel/spin',
    url: () => '/api/frontend/wheel/spin/',
    auth: true,
    body: { kind: 'json', base: () => ({ time_zone: 'Europe/Madrid' }), fields: { time_zone: 'text' } },
  },
  // Inbox (document 1, section 7): the player's messages; ids of messages nobody has.
  {
    method: 'GET',
    route: '/api/frontend/notification',
    url: () => '/api/frontend/notification/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/notification/:id/detach',
    url: (p) => `/api/frontend/notification/${p?.id ?? '2147483647'}/detach/`,
    auth: true,
    body: { kind: 'none' },
  },
  { method: 'GET', route: '/api/health', url: () => '/api/health', auth: false, body: { kind: 'none' } },
  {
    method: 'POST',
    route: '/api/dev/games/rounds',
    url: () => '/api/dev/games/rounds',
    auth: true,
    body: {
      kind: 'json',
      base: () => ({ game_id: 2_147_483_647, amount: 1, count: 1 }),
      fields: { game_id: 'int', amount: 'amount', win: 'amount', count: 'int' },
    },
  },
  {
    method: 'POST',
    route: '/api/dev/loyalty/cashback',
    url: () => '/api/dev/loyalty/cashback',
    auth: false,
    body: { kind: 'json', base: () => ({ at: '2026-01-08T01:00:00Z' }), fields: { at: 'format' } },
  },
  {
    method: 'POST',
    route: '/api/dev/jobs/:name/run',
    url: (p) => `/api/dev/jobs/${p?.name ?? 'no-such-job'}/run`,
    auth: false,
    body: { kind: 'json', base: () => ({ at: '2026-01-01T00:00:00Z' }), fields: { at: 'format' } },
  },
  {
    method: 'POST',
    route: '/api/dev/ledger/check',
    url: () => '/api/dev/ledger/check',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/dev/tournaments',
    url: () => '/api/dev/tournaments',
    auth: false,
    body: {
      kind: 'json',
      base: () => ({
        code: 'robust-event',
        name: 'Robust event',
        description: '<p>Spin</p>',
        category: 'bet_count',
        min_bet: 0.2,
        rounds: null,
        prizes: [100],
        start_date: '2026-01-01T00:00:00Z',
        end_date: '2026-01-02T00:00:00Z',
        games: [2_147_483_647],
      }),
      fields: { code: 'format', category: 'format', min_bet: 'amount', start_date: 'format' },
    },
  },
  {
    method: 'POST',
    route: '/api/dev/tournaments/:id/end',
    url: (p) => `/api/dev/tournaments/${p?.id ?? '2147483647'}/end`,
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/dev/outbox',
    url: () => '/api/dev/outbox',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/dev/payments/:ref/confirm',
    url: (p) => `/api/dev/payments/${p?.ref ?? crypto.randomUUID()}/confirm`,
    auth: false,
    body: {
      kind: 'json',
      base: () => ({ amount: '1' }),
      fields: {
        amount: 'amount',
        provider: 'format',
        token_type: 'format',
        confirmations: 'int',
        tx_id: 'text',
      },
    },
  },
  {
    method: 'POST',
    route: '/api/dev/payments/:ref/expire',
    url: (p) => `/api/dev/payments/${p?.ref ?? crypto.randomUUID()}/expire`,
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/payment/tokens',
    url: () => '/api/frontend/payment/tokens/',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/payment/deposit',
    url: () => '/api/frontend/payment/deposit/',
    auth: true,
    body: {
      kind: 'json',
      base: () => ({ provider: token.provider, token_type: token.token_type, usd_amount: 20 }),
      fields: { provider: 'format', token_type: 'format', usd_amount: 'amount', token_amount: 'amount' },
    },
  },
  {
    method: 'GET',
    route: '/api/frontend/payment/deposit/:id',
    url: (p) => `/api/frontend/payment/deposit/${p?.id ?? application.id}/`,
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/payment/deposits',
    url: () => '/api/frontend/payment/deposits/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/password/reset',
    url: () => '/api/frontend/password/reset/',
    auth: false,
    body: { kind: 'json', base: () => ({ email: email() }), fields: { email: 'format' } },
  },
  {
    method: 'GET',
    route: '/api/frontend/password/reset/confirm/:uid/:token',
    url: resetUrl,
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/password/reset/confirm/:uid/:token',
    url: resetUrl,
    auth: false,
    body: { kind: 'json', base: () => ({ new_password: 'Abcdefg2' }), fields: { new_password: 'format' } },
  },
  {
    method: 'POST',
    route: '/api/frontend/token',
    url: () => '/api/frontend/token/',
    auth: false,
    body: {
      kind: 'json',
      base: () => ({ email: email(), password: 'Abcdefg1' }),
      fields: { email: 'format', password: 'format' },
    },
  },
  {
    method: 'POST',
    route: '/api/frontend/token/refresh',
    url: () => '/api/frontend/token/refresh/',
    auth: false,
    body: { kind: 'json', base: () => ({ refresh: 'x.y.z' }), fields: { refresh: 'format' } },
  },
  {
    method: 'GET',
    route: '/api/frontend/transactions',
    url: () => '/api/frontend/transactions',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/user/register',
    url: () => '/api/frontend/user/register/',
    auth: false,
    body: {
      kind: 'json',
      base: () => ({ email: email(), password: 'Abcdefg1', date_of_birth: '1990-01-01', country: 1 }),
      fields: {
        email: 'format',
        password: 'format',
        phone: 'format',
        first_name: 'text',
        last_name: 'text',
        gender: 'format',
        date_of_birth: 'format',
        country: 'int',
        referral: 'text',
        lead_id: 'text',
        marketing_consent: 'bool',
      },
    },
  },
  {
    method: 'GET',
    route: '/api/frontend/user/:id',
    url: (p) => `/api/frontend/user/${p?.id ?? 'me'}/`,
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'PATCH',
    route: '/api/frontend/user/:id',
    url: (p) => `/api/frontend/user/${p?.id ?? 'me'}/`,
    auth: true,
    body: { kind: 'json', base: () => ({ country: 1 }), fields: { country: 'int' } },
  },
  {
    method: 'POST',
    route: '/api/frontend/validate/email',
    url: () => '/api/frontend/validate/email/',
    auth: false,
    body: { kind: 'json', base: () => ({ email: email() }), fields: { email: 'format' } },
  },
  {
    method: 'GET',
    route: '/api/frontend/countries',
    url: () => '/api/frontend/countries/',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/code/verification',
    url: () => '/api/frontend/code/verification/',
    auth: true,
    body: { kind: 'json', base: () => ({ type: 'email' }), fields: { type: 'format' } },
  },
  {
    method: 'POST',
    route: '/api/frontend/code/validation',
    url: () => '/api/frontend/code/validation/',
    auth: true,
    body: {
      kind: 'json',
      base: () => ({ code: '0000', type: 'email' }),
      fields: { code: 'format', type: 'format' },
    },
  },
  {
    method: 'GET',
    route: '/api/frontend/sessions',
    url: () => '/api/frontend/sessions/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/sessions',
    url: () => '/api/frontend/sessions/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/google/login',
    url: () => '/api/frontend/google/login/',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/google/callback',
    url: () => '/api/frontend/google/callback/',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/wallet/me',
    url: () => '/api/frontend/wallet/me/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/withdrawals',
    url: () => '/api/frontend/withdrawals/',
    auth: true,
    body: {
      kind: 'json',
      // Over the withdrawable balance, so even a body that slips through cannot move money.
      base: () => ({
        amount: 100000,
        provider: token.provider,
        token_type: token.token_type,
        address: TRON_ADDRESS,
      }),
      fields: { amount: 'amount', provider: 'format', token_type: 'format', address: 'format' },
    },
  },
  {
    method: 'GET',
    route: '/api/frontend/withdrawals',
    url: () => '/api/frontend/withdrawals/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/withdrawals/:id',
    url: (p) => `/api/frontend/withdrawals/${p?.id ?? '1'}/`,
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/documents',
    url: () => '/api/frontend/documents/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/documents/upload',
    url: () => '/api/frontend/documents/upload/',
    auth: true,
    body: { kind: 'special' },
  },
  // Support chat (document 1, section 7): the player's own conversation; ids of images nobody sent.
  {
    method: 'POST',
    route: '/api/frontend/message',
    url: () => '/api/frontend/message/',
    auth: true,
    body: {
      kind: 'json',
      base: () => ({ content: 'Hello' }),
      fields: { content: 'text', client_id: 'format' },
    },
  },
  {
    method: 'GET',
    route: '/api/frontend/support-chat/me',
    url: () => '/api/frontend/support-chat/me/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/support-chat/me/events',
    url: () => '/api/frontend/support-chat/me/events/',
    auth: true,
    stream: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/support-chat/me/state',
    url: () => '/api/frontend/support-chat/me/state/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/frontend/support-chat/manager',
    url: () => '/api/frontend/support-chat/manager/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/support-chat/attachments/:id',
    url: (p) => `/api/frontend/support-chat/attachments/${p?.id ?? '2147483647'}/`,
    auth: true,
    body: { kind: 'none' },
  },
  {
    method: 'POST',
    route: '/api/dev/support/reply',
    url: () => '/api/dev/support/reply',
    auth: false,
    body: {
      kind: 'json',
      base: () => ({ email: 'nobody@example.com', content: 'Hello' }),
      fields: { email: 'format', content: 'text' },
    },
  },
  {
    method: 'POST',
    route: '/api/payments/webhook',
    url: () => '/api/payments/webhook',
    auth: false,
    body: { kind: 'special' },
  },
  // The API reference: the OpenAPI document (every environment) and, outside production, its page.
  ...(
    [
      ['/api/schema', '/api/schema/'],
      ['/api/reference', '/api/reference/'],
      ['/api/reference/reference.js', '/api/reference/reference.js'],
      ['/api/reference/reference.css', '/api/reference/reference.css'],
      ['/api/reference/scalar.js', '/api/reference/scalar.js'],
    ] as const
  ).map(([route, url]): RouteCase => ({
    method: 'GET',
    route,
    url: () => url,
    auth: false,
    body: { kind: 'none' },
  })),
  ...(
    [
      'provider',
      'categories',
      'main_page',
      'slot',
      'random_slot',
      'slide',
      'winning_now',
      'last_wins',
    ] as const
  ).map((name): RouteCase => ({
    method: 'GET',
    route: `/api/frontend/${name}`,
    url: () => `/api/frontend/${name}/`,
    auth: false,
    body: { kind: 'none' },
  })),
  {
    method: 'GET',
    route: '/api/frontend/start',
    url: () => '/api/frontend/start?gameId=1&demo=true',
    auth: false,
    body: { kind: 'none' },
  },
  {
    method: 'GET',
    route: '/api/frontend/games/history',
    url: () => '/api/frontend/games/history/',
    auth: true,
    body: { kind: 'none' },
  },
  {
    // Signed by the provider; its bad input is tested in games-wallet tests.
    method: 'POST',
    route: '/api/games/wallet/:action',
    url: (p) => `/api/games/wallet/${p?.action ?? 'balance'}`,
    auth: false,
    body: { kind: 'special' },
  },
];

/**
 * The studio mounted under /studio is a game provider with its own API, error shape and tests
 * (apps/studio); its static files are the wildcard route.
 */
const isStudioRoute = (route: string) =>
  route.startsWith('GET /studio') || / \/studio/.test(route) || route === 'GET *';
// The back office has its own sessions and its own walk over every route (backoffice-robustness.test.ts).
const isBackofficeRoute = (route: string) => / \/(api\/)?backoffice/.test(route);

/** Every (METHOD path) the server registers, read from Fastify's route tree (HEAD is implied by GET). */
function registeredRoutes(): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.push(path);
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD'))
      found.push(`${method} ${path}`);
  }
  return found.filter((route) => !isStudioRoute(route) && !isBackofficeRoute(route)).sort();
}

/** Row counts of every table, plus a digest of the rows a bad call could rewrite in place. */
async function snapshot(): Promise<Record<string, string | number>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  // Bookkeeping of refused attempts, whose job is to count them: rate_limits (the throttle's), and
  // deposit_refusals (a deposit application refused by the player's deposit limit or break is a
  // marker of harm, docs/decisions/042; an earlier fuzzed limit change may have set that limit).
  const BOOKKEEPING = new Set(['rate_limits', 'deposit_refusals']);
  const names = tables.map((t) => t.table_name).filter((name) => !BOOKKEEPING.has(name));
  const counts = await db.query<{ name: string; n: number }>(
    names.map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`).join(' UNION ALL '),
  );
  const result: Record<string, string | number> = Object.fromEntries(counts.rows.map((r) => [r.name, r.n]));
  for (const table of ['users', 'accounts', 'withdrawals', 'deposit_applications']) {
    const { rows } = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(row_to_json(t)::text, ',' ORDER BY t.id::text)) AS digest FROM "${table}" t`,
    );
    result[`${table} digest`] = rows[0]?.digest ?? '';
  }
  return result;
}

const RAW_KEY = /^[a-z0-9_]+$/;

/** A 4xx in the spec's shapes: 400 {field: [messages]}, otherwise {detail}; never a raw message key. */
function expectClientError(res: LightMyRequestResponse, context: string): void {
  expect(res.statusCode, `${context}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${context}: ${res.body}`).toBeLessThan(500);
  expectErrorShape(res, context);
}

/** Any answer but a 5xx; an error answer in the spec's shapes. */
function expectNotServerError(res: LightMyRequestResponse, context: string): void {
  expect(res.statusCode, `${context}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) expectErrorShape(res, context);
}

function expectErrorShape(res: LightMyRequestResponse, context: string): void {
  const body: unknown = res.json();
  expect(typeof body === 'object' && body !== null && !Array.isArray(body), `${context}: ${res.body}`).toBe(
    true,
  );
  const entries = Object.entries(body as Record<string, unknown>);
  if (res.statusCode === 400) {
    expect(entries.length, `${context}: ${res.body}`).toBeGreaterThan(0);
    for (const [, messages] of entries) {
      expect(Array.isArray(messages) && messages.length > 0, `${context}: ${res.body}`).toBe(true);
      for (const message of messages as unknown[]) {
        expect(typeof message === 'string' && !RAW_KEY.test(message), `${context}: ${res.body}`).toBe(true);
      }
    }
  } else {
    expect(
      entries.map(([key]) => key),
      `${context}: ${res.body}`,
    ).toEqual(['detail']);
    const detail = entries[0]?.[1];
    expect(
      typeof detail === 'string' && detail.length > 0 && !RAW_KEY.test(detail),
      `${context}: ${res.body}`,
    ).toBe(true);
  }
}

interface Call {
  route: RouteCase;
  url?: string;
  payload?: string | Buffer;
  contentType?: string | null;
  headers?: Record<string, string>;
  language?: string;
  /** The exact status expected, where the spec names one (413, 415, 401). */
  status?: number;
}

function send({ route, url, payload, contentType = 'application/json', headers, language = 'en' }: Call) {
  return app.inject({
    method: route.method,
    url: url ?? route.url(),
    headers: {
      ...(route.auth ? auth : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
      'accept-language': language,
      ...headers,
    },
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: nextIp(),
  });
}

/** Runs calls, each expected to be refused, and checks the database did not move. */
async function refusedAndUnchanged(calls: Array<{ name: string; call: Call }>): Promise<void> {
  const before = await snapshot();
  for (const { name, call } of calls) {
    const res = await send(call);
    expectClientError(res, name);
    if (call.status !== undefined) expect(res.statusCode, `${name}: ${res.body}`).toBe(call.status);
  }
  expect(await snapshot()).toEqual(before);
}

const TEN_KB = 'x'.repeat(10 * 1024);
const NUL = 'a\u0000b';
const EMOJI = '😀🎰';

/** Values no field of the kind accepts. */
function badValues(kind: Kind): unknown[] {
  const common: unknown[] = [{ a: 1 }, [1, 2], NUL, `${EMOJI}\u0000`, TEN_KB];
  switch (kind) {
    case 'text':
      return [...common, 42, 1e308, -1, true];
    case 'format':
      return [...common, 42, 1e308, -1, true, 'NaN', '-1', EMOJI, '1e308', '\u0000'];
    case 'int':
      return [...common, '1', 1e308, -1, 1.5, 'NaN', '-1', EMOJI, true, 1e20, 2 ** 31, -(2 ** 63)];
    case 'amount':
      return [
        ...common,
        1e308,
        -1,
        -0.01,
        'NaN',
        'Infinity',
        '1e308',
        '-1',
        '0x10',
        EMOJI,
        true,
        '9'.repeat(10 * 1024),
        0.001,
      ];
    case 'bool':
      return [...common, 'true', 1, 0, 'NaN'];
  }
}

const jsonRoutes = ROUTES.filter((r) => r.body.kind === 'json');
const bodyRoutes = ROUTES.filter((r) => r.method !== 'GET' && r.body.kind !== 'special');
const protectedRoutes = ROUTES.filter((r) => r.auth);
// The seamless wallet answers providers in its own protocol's shape; games-wallet tests cover it.
const paramRoutes = ROUTES.filter((r) => r.route.includes(':') && !r.route.startsWith('/api/games/wallet'));

describe('robustness: bad input never yields a 500 or a half-written state', () => {
  it('has a case for every route the server registers', () => {
    const covered = ROUTES.map((r) => `${r.method} ${r.route}`).sort();
    expect(covered).toEqual(registeredRoutes());
  });

  it.each(bodyRoutes.map((r) => [`${r.method} ${r.route}`, r] as const))(
    '%s: unusable bodies',
    async (_name, route) => {
      const calls: Array<{ name: string; call: Call }> = [
        { name: 'malformed JSON', call: { route, payload: '{"a": ', status: 400 } },
        { name: 'truncated JSON', call: { route, payload: '{"a": "b"', status: 400 } },
        { name: 'empty JSON body', call: { route, payload: '', status: 400 } },
        {
          name: 'over 64 KiB',
          call: { route, payload: JSON.stringify({ pad: 'x'.repeat(65 * 1024) }), status: 413 },
        },
        { name: 'text/plain', call: { route, payload: '{}', contentType: 'text/plain', status: 415 } },
        {
          name: 'application/xml',
          call: { route, payload: '<a/>', contentType: 'application/xml', status: 415 },
        },
        {
          name: 'form encoded',
          call: { route, payload: 'a=1', contentType: 'application/x-www-form-urlencoded', status: 415 },
        },
      ];
      if (route.body.kind === 'json') {
        calls.push(
          { name: 'JSON with a NUL escape in a key', call: { route, payload: '{"\\u0000": 1}' } },
          { name: 'array', call: { route, payload: '[1, 2]' } },
          { name: 'empty array', call: { route, payload: '[]' } },
          { name: 'string', call: { route, payload: '"just a string"' } },
          { name: 'number', call: { route, payload: '42' } },
          { name: 'true', call: { route, payload: 'true' } },
          { name: 'null', call: { route, payload: 'null' } },
          { name: 'no body', call: { route, contentType: null } },
          {
            name: 'only unknown fields',
            call: { route, payload: JSON.stringify({ zzz_unknown: 1, is_admin: true }) },
          },
          {
            name: 'prototype keys',
            call: {
              route,
              payload: '{"__proto__": {"is_admin": true}, "constructor": {"prototype": {"x": 1}}}',
            },
          },
        );
      }
      await refusedAndUnchanged(calls);
    },
  );

  it("answers body errors in the client's language", async () => {
    const route = ROUTES.find((r) => r.route === '/api/frontend/token');
    if (!route) throw new Error('no token route');
    const messages = new Set<string>();
    for (const language of ['en', 'es', 'pt', 'ru']) {
      const malformed = await send({ route, payload: '{', language });
      expectClientError(malformed, language);
      messages.add(String(malformed.json<{ non_field_errors: string[] }>().non_field_errors[0]));
      const plain = await send({ route, payload: '{}', contentType: 'text/plain', language });
      expect(plain.statusCode).toBe(415);
      messages.add(plain.json<{ detail: string }>().detail);
    }
    expect(messages.size).toBe(8);
  });

  it.each(jsonRoutes.map((r) => [`${r.method} ${r.route}`, r] as const))(
    '%s: every field with wrong values',
    async (_name, route) => {
      if (route.body.kind !== 'json') return;
      const { base, fields } = route.body;
      const calls: Array<{ name: string; call: Call }> = [];
      for (const [field, kind] of Object.entries(fields)) {
        for (const value of badValues(kind)) {
          calls.push({
            name: `${field}=${JSON.stringify(value).slice(0, 40)}`,
            call: { route, payload: JSON.stringify({ ...base(), [field]: value }) },
          });
        }
        calls.push({
          name: `${field} as NaN literal`,
          call: {
            route,
            payload: JSON.stringify(base()).replace(
              /}$/,
              `${Object.keys(base()).length ? ',' : ''}"${field}": NaN}`,
            ),
          },
        });
      }
      calls.push({
        name: 'unknown field next to valid ones',
        call: {
          route,
          payload: JSON.stringify({
            ...base(),
            ...Object.fromEntries(Object.entries(fields).map(([f, k]) => [f, badValues(k)[0]])),
            zzz_unknown: 1,
          }),
        },
      });
      await refusedAndUnchanged(calls);
    },
  );

  it.each(jsonRoutes.map((r) => [`${r.method} ${r.route}`, r] as const))(
    '%s: fuzzed fields',
    async (_name, route) => {
      if (route.body.kind !== 'json') return;
      const { base, fields } = route.body;
      const names = Object.keys(fields);
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...names, 'zzz_unknown'), fc.jsonValue({ maxDepth: 2 }), {
            minKeys: 1,
            maxKeys: 3,
          }),
          async (override) => {
            const before = await snapshot();
            const res = await send({ route, payload: JSON.stringify({ ...base(), ...override }) });
            expectNotServerError(res, JSON.stringify(override).slice(0, 200));
            if (res.statusCode >= 400) expect(await snapshot()).toEqual(before);
          },
        ),
        { numRuns: 15 },
      );
    },
  );

  it.each(protectedRoutes.map((r) => [`${r.method} ${r.route}`, r] as const))(
    '%s: no, bad or expired token',
    async (_name, route) => {
      const now = Math.floor(Date.now() / 1000);
      const signed = (claims: Record<string, unknown>, sub: string, exp: number, key = JWT_SECRET) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setIssuedAt(exp - 300)
          .setExpirationTime(exp)
          .sign(key);
      const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: String(player.id), token_type: 'access', exp: now + 300 })).toString('base64url')}.`;
      const badTokens: Record<string, string | undefined> = {
        'no token': undefined,
        garbage: 'Bearer garbage',
        'empty bearer': 'Bearer ',
        'basic scheme': 'Basic dXNlcjpwYXNz',
        expired: `Bearer ${await signed({ token_type: 'access' }, String(player.id), now - 60)}`,
        'other key': `Bearer ${await signed({ token_type: 'access' }, String(player.id), now + 300, new TextEncoder().encode('another-secret-another-secret-0123456789'))}`,
        'refresh type': `Bearer ${await signed({ token_type: 'refresh' }, String(player.id), now + 300)}`,
        'alg none': `Bearer ${none}`,
        'subject not a number': `Bearer ${await signed({ token_type: 'access' }, 'abc', now + 300)}`,
        'NUL in token': `Bearer ${player.access}\u0000`,
        'ten kilobytes': `Bearer ${TEN_KB}`,
      };
      const calls = Object.entries(badTokens).map(([name, authorization]) => ({
        name,
        call: {
          route,
          headers: authorization === undefined ? ({} as Record<string, string>) : { authorization },
          ...(route.method === 'GET' ? { contentType: null } : { payload: '{}' }),
        } satisfies Call,
      }));
      const before = await snapshot();
      for (const { name, call } of calls) {
        // Without a token the request must not count as the player's, whatever other header it carries.
        const res = await send({ ...call, route: { ...route, auth: false } });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(401);
        expectClientError(res, name);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(protectedRoutes.map((r) => [`${r.method} ${r.route}`, r] as const))(
    '%s: a valid token for a player who does not exist',
    async (_name, route) => {
      const calls: Array<{ name: string; call: Call }> = [];
      for (const id of [999_999_999, Number.MAX_SAFE_INTEGER]) {
        calls.push({
          name: `player ${id}`,
          call: {
            route: { ...route, auth: false },
            headers: { authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` },
            ...(route.method === 'GET'
              ? { contentType: null }
              : { payload: route.body.kind === 'json' ? JSON.stringify(route.body.base()) : '{}' }),
          },
        });
      }
      if (route.method !== 'GET') {
        await refusedAndUnchanged(calls);
        return;
      }
      // A token can outlive its player: reading may answer an empty list, but nothing may change or fail.
      const before = await snapshot();
      for (const { name, call } of calls) expectNotServerError(await send(call), name);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(paramRoutes.map((r) => [`${r.method} ${r.route}`, r] as const))(
    '%s: odd path parameters',
    async (_name, route) => {
      const odd = [
        'abc',
        '99999999999999999999',
        '-1',
        '0',
        '1.5',
        '1e308',
        'NaN',
        '%00',
        'a%00b',
        encodeURIComponent(EMOJI),
        'x'.repeat(2000),
        encodeURIComponent("1' OR '1'='1"),
        '00000000-0000-0000-0000-000000000000',
        crypto.randomUUID(),
        '%E0%A4%A',
      ];
      const names = [...route.route.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
      const payload =
        route.method === 'GET'
          ? undefined
          : route.body.kind === 'json'
            ? JSON.stringify(route.body.base())
            : '{}';
      const calls = odd.flatMap((value) =>
        names.map((param) => ({
          name: `${param}=${value.slice(0, 40)}`,
          call: {
            route,
            url: route.url({ [param]: value }),
            ...(payload === undefined ? { contentType: null } : { payload }),
          } satisfies Call,
        })),
      );
      if (route.route.startsWith('/api/frontend/user/')) {
        // Another player's id is refused; the player's own id and "me" are the only ones served.
        const other = await register();
        calls.push({
          name: 'another player',
          call: {
            route,
            url: route.url({ id: String(other.id) }),
            ...(payload === undefined ? { contentType: null } : { payload }),
          },
        });
      }
      await refusedAndUnchanged(calls);
    },
  );

  // An event stream stays open (backoffice-support.test.ts and sportsbook-api.test.ts open them).
  it.each(ROUTES.filter((r) => r.method === 'GET' && !r.stream).map((r) => [r.route, r] as const))(
    'GET %s: odd query parameters',
    async (_name, route) => {
      const queries = [
        'status=pending&status=paid',
        'status=%00',
        'status=' + encodeURIComponent(EMOJI),
        'to=%00',
        'to=a&to=b',
        'referral=%00',
        'referral=a&referral=b',
        `lead_id=${TEN_KB}`,
        'page=99999999999999999999&page_size=-1',
        'page=NaN&page_size=1e308',
        'code=%00&state=%00',
        'state=a&state=b&code=c&code=d',
        'error=%00',
        'a[]=1&a[]=2&a[b]=c',
        '__proto__[x]=1&constructor[prototype][y]=2',
        'demo=maybe&isDemo=%00&mobile=1e308',
        '%E0%A4%A=1',
      ];
      const before = await snapshot();
      for (const query of queries) {
        const res = await send({ route, url: `${route.url()}?${query}`, contentType: null });
        expectNotServerError(res, query.slice(0, 60));
        // The callback answers a browser with a redirect; a failure inside it must not hide behind one.
        expect(String(res.headers.location ?? ''), query.slice(0, 60)).not.toContain('server_error');
      }
      const after = await snapshot();
      if (route.route === '/api/frontend/google/login') {
        // Starting a Google sign-in remembers its state; nothing else may change.
        expect({ ...after, oidc_requests: 0 }).toEqual({ ...before, oidc_requests: 0 });
      } else {
        expect(after).toEqual(before);
      }
    },
  );

  it('concurrent duplicates are refused as client errors, never a 500 or a second write', async () => {
    const before = await snapshot();
    const sameEmail = email();
    const registrations = await Promise.all(
      [1, 2, 3, 4].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/frontend/user/register/',
          payload: { email: sameEmail, password: 'Abcdefg1', date_of_birth: '1990-01-01', country: 1 },
          remoteAddress: nextIp(),
        }),
      ),
    );
    expect(registrations.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const res of registrations.filter((r) => r.statusCode === 400))
      expectClientError(res, 'duplicate registration');
    expect((await snapshot()).users).toBe(Number(before.users) + 1);

    const key = `robust-${crypto.randomUUID()}`;
    const withdrawalsBefore = Number((await snapshot()).withdrawals);
    const withdrawals = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/frontend/withdrawals/',
          headers: { ...auth, 'idempotency-key': key },
          payload: {
            amount: 10,
            provider: token.provider,
            token_type: token.token_type,
            address: TRON_ADDRESS,
          },
        }),
      ),
    );
    for (const res of withdrawals) expectNotServerError(res, 'repeated withdrawal');
    expect(Number((await snapshot()).withdrawals) - withdrawalsBefore).toBeLessThanOrEqual(1);

    const sessions = await Promise.all(
      [1, 2, 3].map(() => app.inject({ method: 'POST', url: '/api/frontend/sessions/', headers: auth })),
    );
    for (const res of sessions) expectNotServerError(res, 'concurrent session start');
  });

  it('POST /api/frontend/documents/upload: unusable uploads', async () => {
    const route = ROUTES.find((r) => r.route === '/api/frontend/documents/upload');
    if (!route) throw new Error('no upload route');
    const boundary = 'robustness-boundary';
    const multipart = `multipart/form-data; boundary=${boundary}`;
    const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
    await refusedAndUnchanged([
      { name: 'JSON', call: { route, payload: '{}' } },
      { name: 'text/plain', call: { route, payload: 'hello', contentType: 'text/plain' } },
      { name: 'no boundary', call: { route, payload: 'x', contentType: 'multipart/form-data' } },
      { name: 'garbage multipart', call: { route, payload: 'not multipart at all', contentType: multipart } },
      {
        name: 'cut-off part',
        call: {
          route,
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
          contentType: multipart,
        },
      },
      {
        name: 'no file',
        call: {
          route,
          payload: `${part('Content-Disposition: form-data; name="document_type"', 'passport')}--${boundary}--\r\n`,
          contentType: multipart,
        },
      },
      {
        name: 'NUL document type',
        call: {
          route,
          payload: `${part('Content-Disposition: form-data; name="document_type"', NUL)}--${boundary}--\r\n`,
          contentType: multipart,
        },
      },
      {
        name: 'not an image',
        call: {
          route,
          payload: `${part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', 'plain text')}--${boundary}--\r\n`,
          contentType: multipart,
        },
      },
      {
        name: 'two files',
        call: {
          route,
          payload: `${part('Content-Disposition: form-data; name="file"; filename="a.png"', 'a')}${part('Content-Disposition: form-data; name="file"; filename="b.png"', 'b')}--${boundary}--\r\n`,
          contentType: multipart,
        },
      },
      {
        name: 'declared too large',
        call: {
          route,
          payload: 'x',
          contentType: multipart,
          headers: { 'content-length': String(1024 ** 3) },
        },
      },
    ]);
  });

  it('POST /api/frontend/message: unusable multipart messages', async () => {
    const route = ROUTES.find((r) => r.route === '/api/frontend/message');
    if (!route) throw new Error('no message route');
    const boundary = 'robustness-boundary';
    const multipart = `multipart/form-data; boundary=${boundary}`;
    const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
    const text = (name: string, value: string) =>
      part(`Content-Disposition: form-data; name="${name}"`, value);
    const file = (name: string, body: string) =>
      part(
        `Content-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg`,
        body,
      );
    const end = `--${boundary}--\r\n`;
    await refusedAndUnchanged([
      { name: 'no boundary', call: { route, payload: 'x', contentType: 'multipart/form-data' } },
      { name: 'garbage multipart', call: { route, payload: 'not multipart at all', contentType: multipart } },
      {
        name: 'cut-off part',
        call: {
          route,
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc`,
          contentType: multipart,
        },
      },
      { name: 'nothing but the end', call: { route, payload: end, contentType: multipart } },
      {
        name: 'whitespace only',
        call: { route, payload: `${text('content', ' \r\n ')}${end}`, contentType: multipart },
      },
      {
        name: 'NUL content',
        call: { route, payload: `${text('content', NUL)}${end}`, contentType: multipart },
      },
      {
        name: 'overlong content',
        call: { route, payload: `${text('content', TEN_KB)}${end}`, contentType: multipart },
      },
      {
        name: 'bad client id',
        call: {
          route,
          payload: `${text('content', 'hi')}${text('client_id', EMOJI)}${end}`,
          contentType: multipart,
        },
      },
      {
        name: 'unknown field',
        call: {
          route,
          payload: `${text('content', 'hi')}${text('is_manager_message', 'true')}${end}`,
          contentType: multipart,
        },
      },
      {
        name: 'text called .jpg',
        call: {
          route,
          payload: `${file('file', 'plain text, not an image')}${end}`,
          contentType: multipart,
          status: 415,
        },
      },
      {
        name: 'PDF called .jpg',
        call: {
          route,
          payload: `${file('file', '%PDF-1.7\n%abcdef')}${end}`,
          contentType: multipart,
          status: 415,
        },
      },
      {
        name: 'file under another name',
        call: { route, payload: `${file('photo', 'abc')}${end}`, contentType: multipart },
      },
      {
        name: 'two files',
        call: { route, payload: `${file('file', 'a')}${file('file', 'b')}${end}`, contentType: multipart },
      },
      {
        name: 'declared too large',
        call: {
          route,
          payload: 'x',
          contentType: multipart,
          headers: { 'content-length': String(1024 ** 3) },
          status: 413,
        },
      },
    ]);
  });

  it('POST /api/payments/webhook: unsigned, badly signed and malformed events', async () => {
    const route = ROUTES.find((r) => r.route === '/api/payments/webhook');
    if (!route) throw new Error('no webhook route');
    const signedHeaders = (body: string) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return { 'x-timestamp': timestamp, 'x-signature': signWebhook(WEBHOOK_SECRET, timestamp, body) };
    };
    const signed = (body: string): Call => ({ route, payload: body, headers: signedHeaders(body) });
    const event = {
      event_id: `evt-${crypto.randomUUID()}`,
      address: application.wallet_address,
      provider: token.provider,
      token_type: token.token_type,
      amount: '1',
      tx_id: `tx-${crypto.randomUUID()}`,
      confirmations: 100,
    };
    const calls: Array<{ name: string; call: Call }> = [
      { name: 'unsigned', call: { route, payload: JSON.stringify(event) } },
      {
        name: 'bad signature',
        call: { route, payload: JSON.stringify(event), headers: { 'x-timestamp': '1', 'x-signature': 'zz' } },
      },
      {
        name: 'NUL signature',
        call: {
          route,
          payload: JSON.stringify(event),
          headers: { 'x-timestamp': '%00', 'x-signature': NUL },
        },
      },
      { name: 'text/plain', call: { route, payload: JSON.stringify(event), contentType: 'text/plain' } },
      { name: 'over 64 KiB', call: { route, payload: JSON.stringify({ pad: 'x'.repeat(65 * 1024) }) } },
      { name: 'signed malformed JSON', call: signed('{"a": ') },
      { name: 'signed array', call: signed('[1]') },
      { name: 'signed null', call: signed('null') },
      { name: 'signed string', call: signed('"x"') },
    ];
    // Values that fail the event's shape (a well-shaped but unusable event is recorded for an operator).
    const unshaped: unknown[] = [{ a: 1 }, [1, 2], true, NUL, TEN_KB];
    const fields: Record<string, unknown[]> = {
      event_id: unshaped,
      address: unshaped,
      provider: unshaped,
      token_type: unshaped,
      amount: [{ a: 1 }, [1, 2], true, TEN_KB],
      tx_id: unshaped,
      confirmations: ['1', 1.5, -1, 1e308, true, NUL],
    };
    for (const [field, values] of Object.entries(fields)) {
      for (const value of values) {
        calls.push({
          name: `signed ${field}=${JSON.stringify(value).slice(0, 40)}`,
          call: signed(JSON.stringify({ ...event, event_id: `evt-${crypto.randomUUID()}`, [field]: value })),
        });
      }
    }
    await refusedAndUnchanged(calls);
  });
});
