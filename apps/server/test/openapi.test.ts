import crypto from 'node:crypto';
import vm from 'node:vm';
import { DetailErrorSchema, FieldErrorsSchema } from '@casino/contract';
import { operations, routerPath, type Operation } from '@casino/contract/operations';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerReferenceRoutes } from '../src/modules/reference/reference.routes.js';
import { buildOpenApiDocument, type OpenApiDocument } from '../src/platform/http/openapi.js';
import { FeedAdapter } from '../src/modules/sportsbook/feed/feed-adapter.js';
import { FeedSimulator } from '../src/modules/sportsbook/simulator/simulator.js';
import { systemClock } from '../src/platform/clock.js';
import { buildTestApp, testConfig } from './helper.js';

/**
 * The API reference: the OpenAPI document lists exactly the /api/frontend routes the server
 * registers, is valid OpenAPI 3.1, and every operation's documented answers are what the server
 * really sends (real calls on a seeded database, checked against the registry's schemas).
 */

const { app, db } = await buildTestApp({ seedDemo: true });
const document = buildOpenApiDocument();

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
  return found;
}

/** An operation as the router names its route: :params, no trailing slash. */
const routeOf = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${routerPath(operation.path).replace(/\/$/, '')}`;

/** Every { "$ref": ... } of the document, with where it was found. */
function refsOf(value: unknown, at = '#'): Array<{ ref: string; at: string }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => refsOf(v, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [{ ref: inner, at }] : refsOf(inner, `${at}/${key}`),
  );
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      doc,
    );
}

describe('the OpenAPI document', () => {
  it('describes every /api/frontend route the server registers, and no route it does not', () => {
    const registered = registeredRoutes()
      .filter((route) => route.split(' ')[1]?.startsWith('/api/frontend/'))
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.keys(item).map((method) => routeOf({ method: method.toUpperCase(), path } as Operation)),
      )
      .sort();
    const missing = registered.filter((route) => !documented.includes(route));
    const extra = documented.filter((route) => !registered.includes(route));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(documented).toEqual(operations.map(routeOf).sort());
  });

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Royal Flush Casino API', version: expect.any(String) });
  });

  it('resolves every $ref, and names every path parameter once', () => {
    const unresolved = refsOf(document).filter(({ ref }) => resolvePointer(document, ref) === undefined);
    expect(unresolved).toEqual([]);
    const tags = new Set(document.tags.map((t) => t.name));
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        const parameters = (operation.parameters as Array<Record<string, unknown>>).map((p) =>
          typeof p.$ref === 'string' ? (resolvePointer(document, p.$ref) as Record<string, unknown>) : p,
        );
        const pathParameters = parameters.filter((p) => p.in === 'path');
        expect(pathParameters.map((p) => p.name).sort(), where).toEqual(inPath);
        expect(
          pathParameters.every((p) => p.required === true),
          where,
        ).toBe(true);
        expect(operationIds.has(String(operation.operationId)), where).toBe(false);
        operationIds.add(String(operation.operationId));
        for (const tag of operation.tags as string[])
          expect(tags.has(tag), `${where}: tag ${tag}`).toBe(true);
        const statuses = Object.keys(operation.responses as object);
        expect(
          statuses.some((s) => Number(s) < 400),
          `${where} has a success answer`,
        ).toBe(true);
      }
    }
  });

  it('names each shared shape once, as a component the operations reference', () => {
    const schemas = document.components.schemas;
    for (const name of ['Game', 'BonusItem', 'RanksAnswer', 'Me', 'FieldErrors', 'DetailError', 'TokenPair'])
      expect(schemas[name], name).toBeDefined();
    // Game is reused by the lobby rows, the catalogue page and the events' games: one definition.
    const gameRefs = refsOf(document).filter(({ ref }) => ref === '#/components/schemas/Game');
    expect(gameRefs.length).toBeGreaterThanOrEqual(3);
    for (const schema of Object.values(schemas)) {
      expect(schema).not.toHaveProperty('$schema');
      expect(schema).not.toHaveProperty('$id');
    }
  });

  it('declares the bearer scheme on signed-in calls only', () => {
    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
    const me = document.paths['/api/frontend/user/{id}/']?.get;
    expect(me?.security).toEqual([{ bearerAuth: [] }]);
    expect(me?.responses).toHaveProperty('401');
    expect(document.paths['/api/frontend/provider/']?.get?.security).toEqual([]);
    expect(document.paths['/api/frontend/ranks/']?.get?.security).toEqual([{}, { bearerAuth: [] }]);
  });
});

describe('GET /api/schema/ and /api/reference/', () => {
  it('publishes the document, cacheable and revalidated by its ETag', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/schema/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const published = res.json<OpenApiDocument>();
    expect(published).toEqual(buildOpenApiDocument({ publicUrl: app.deps.config.publicUrl }));
    const etag = String(res.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/api/schema', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("serves Scalar's interactive reference from this server, within the Content-Security-Policy", async () => {
    const page = await app.inject({ method: 'GET', url: '/api/reference/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    // Nothing from another origin and no inline script: the page works offline and under the CSP.
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const sources = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/api/reference/scalar.js', '/api/reference/reference.js']);

    // Scalar's standalone bundle, from the package, served by this server.
    const scalar = await app.inject({ method: 'GET', url: '/api/reference/scalar.js' });
    expect(scalar.statusCode).toBe(200);
    expect(scalar.headers['content-type']).toMatch(/^text\/javascript/);
    expect(scalar.body).toContain('createApiReference');
    expect(scalar.body.length).toBeGreaterThan(1_000_000);

    // Our few lines start it on the published document, with bearer authentication.
    const script = await app.inject({ method: 'GET', url: '/api/reference/reference.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(() => new vm.Script(script.body)).not.toThrow();
    expect(script.body).toContain("createApiReference('#reference'");
    expect(script.body).toContain('"url":"/api/schema/"');
    expect(script.body).toContain('"preferredSecurityScheme":"bearerAuth"');
    // No fonts from Scalar's CDN and no telemetry (the CSP would block them anyway).
    expect(script.body).toContain('"withDefaultFonts":false');
    expect(script.body).toContain('"telemetry":false');
    expect(script.body).not.toContain('innerHTML');
    const style = await app.inject({ method: 'GET', url: '/api/reference/reference.css' });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toMatch(/^text\/css/);
    for (const asset of [page, scalar, script, style])
      expect(asset.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      method: 'GET',
      url: '/api/reference/scalar.js',
      headers: { 'if-none-match': String(scalar.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('in production publishes the document but not the interactive page', async () => {
    const production = Fastify({ logger: false });
    afterAll(() => production.close());
    await registerReferenceRoutes(production, { config: { ...testConfig(), isProduction: true } });
    expect((await production.inject({ method: 'GET', url: '/api/schema/' })).statusCode).toBe(200);
    for (const url of [
      '/api/reference/',
      '/api/reference/scalar.js',
      '/api/reference/reference.js',
      '/api/reference/reference.css',
    ])
      expect((await production.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// Real answers against the registry: each call's status must be documented for its operation and
// its body must match the documented schema exactly (no field missing, none undocumented).

const byId = new Map(operations.map((o) => [o.operationId, o]));
const exercised = new Set<string>();
let ipCounter = 0;

function operation(id: string): Operation {
  const found = byId.get(id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

/** The body parsed by the schema must equal the body: z.object would drop an undocumented field. */
function expectMatches(schema: z.ZodType, body: unknown, where: string): void {
  const parsed = schema.safeParse(body);
  expect(parsed.success, `${where}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
  expect(parsed.data, `${where}: a field the schema does not name`).toEqual(body);
}

function expectDocumented(op: Operation, res: LightMyRequestResponse): void {
  const where = `${op.operationId} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const success = op.responses[res.statusCode as keyof Operation['responses']];
  if (success) {
    if (success.schema) expectMatches(success.schema, res.json(), where);
    else if (success.mediaType) expect(String(res.headers['content-type']), where).toMatch(/^image\//);
    else expect(res.body, where).toBe('');
    return;
  }
  expect(Object.keys(op.errors), where).toContain(String(res.statusCode));
  expectMatches(res.statusCode === 400 ? FieldErrorsSchema : DetailErrorSchema, res.json(), where);
}

interface Call {
  params?: Record<string, string | number>;
  query?: string;
  body?: unknown;
  payload?: Buffer;
  headers?: Record<string, string>;
  token?: string;
}

/** Calls an operation as the registry describes it and checks the answer against it. */
async function call(id: string, options: Call = {}): Promise<LightMyRequestResponse> {
  const op = operation(id);
  let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`${id}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  if (options.query) url += `?${options.query}`;
  ipCounter += 1;
  const res = await app.inject({
    method: op.method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.payload ? { payload: options.payload } : {}),
    remoteAddress: `10.9.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  });
  expectDocumented(op, res);
  exercised.add(id);
  return res;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(100, 1),
]);

function multipart(fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = `----reference${crypto.randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('real answers match the registry', () => {
  const email = `reference.${crypto.randomUUID()}@example.com`;
  const password = 'Abcdefg1';
  let token = '';
  let playerId = 0;

  it('accounts: sign-up, sign-in, tokens, profile, codes, sessions, password reset', async () => {
    await call('validateEmail', { body: { email } });
    const registered = await call('register', {
      body: { email, password, date_of_birth: '1990-01-01', country: 1, first_name: 'Ada' },
    });
    expect(registered.statusCode).toBe(201);
    playerId = registered.json<{ id: number }>().id;
    await call('validateEmail', { body: { email } }); // now taken: a documented 400
    const signedIn = await call('signIn', { body: { email, password } });
    expect(signedIn.statusCode).toBe(200);
    await call('signIn', { body: { email, password: 'Wrong-pass1' } });
    const refreshed = await call('refreshToken', {
      body: { refresh: signedIn.json<{ refresh: string }>().refresh },
    });
    token = refreshed.json<{ access: string }>().access;

    expect((await call('getMe', { params: { id: 'me' }, token })).statusCode).toBe(200);
    await call('getMe', { params: { id: 'me' } });
    await call('getMe', { params: { id: playerId + 1 }, token });
    for (const body of [
      { first_name: 'Ada', last_name: 'Lovelace' },
      { date_of_birth: '1991-02-03', gender: 'female' },
      { country: 2 },
      { first_name: 'Ada', country: 2 },
    ])
      await call('updateMe', { params: { id: 'me' }, token, body });

    await call('listCountries');
    await call('startSession', { token });
    await call('listSessions', { token });
    await call('sendCode', { token, body: { type: 'email' } });
    await call('sendCode', { token, body: { type: 'phone' } });
    await call('confirmCode', { token, body: { code: '0000', type: 'email' } });
    await call('requestPasswordReset', { body: { email } });
    await call('checkPasswordResetLink', { params: { uid: 'MQ', token: 'A'.repeat(43) } });
    await call('confirmPasswordReset', {
      params: { uid: 'MQ', token: 'A'.repeat(43) },
      body: { new_password: 'Newpass12' },
    });
    await call('startGoogleSignIn');
    await call('finishGoogleSignIn', { query: 'state=unknown&code=x' });
  });

  it('the lobby: providers, categories, rows, the catalogue, banners, wins and a launch', async () => {
    const providers = await call('listProviders');
    expect(providers.json<unknown[]>().length).toBeGreaterThan(0);
    const categories = await call('listCategories', { query: 'casino_type=casino' });
    const categoryId = categories.json<Array<{ id: number }>>()[0]?.id ?? 1;
    await call('listCategories', { query: 'casino_type=poker' });
    await call('getMainPage');
    const slots = await call('listSlots', {
      query: `page_size=3&categories=${categoryId}&categories=${categoryId}`,
    });
    expect(slots.json<{ results: unknown[] }>().results.length).toBeGreaterThan(0);
    await call('listSlots', { query: 'page=2&page_size=2' });
    const random = await call('getRandomSlot', { query: 'casino_type=live_casino' });
    await call('listSlides');
    await call('listWinningNow');
    await call('listLastWins');
    const gameId = random.json<{ game_id: number }>().game_id;
    await call('launchGame', { query: `gameId=${gameId}&demo=true` });
    await call('launchGame', { query: `gameId=${gameId}&demo=false` });
    await call('launchGame', { query: `gameId=${gameId}&demo=false`, token });
    await call('listGameRounds', { token });
  });

  it('money: balances, a deposit paid on the simulated chain, history, withdrawals, documents', async () => {
    const tokens = await call('listPaymentTokens');
    const method = tokens.json<Array<{ provider: string; token_type: string }>>()[0];
    if (!method) throw new Error('no payment tokens seeded');
    const deposit = await call('createDeposit', {
      token,
      body: { provider: method.provider, token_type: method.token_type, usd_amount: 200 },
    });
    expect(deposit.statusCode).toBe(201);
    const applicationId = deposit.json<{ id: string }>().id;
    const paid = await app.inject({
      method: 'POST',
      url: `/api/dev/payments/${applicationId}/confirm`,
      payload: {},
    });
    expect(paid.statusCode).toBe(200);
    await call('getDeposit', { token, params: { id: applicationId } });
    await call('getDeposit', { token, params: { id: crypto.randomUUID() } });
    await call('listDeposits', { token });
    const wallet = await call('getWallet', { token });
    expect(wallet.json<{ balance_usd: number }>().balance_usd).toBe(200);
    await call('getHistory', { token });

    const withdrawal = {
      amount: 10,
      provider: method.provider,
      token_type: method.token_type,
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    };
    expect((await call('requestWithdrawal', { token, body: withdrawal })).statusCode).toBe(403);
    await call('listDocuments', { token });
    const upload = multipart({ document_type: 'passport' }, { name: 'file', content: PNG });
    expect((await call('uploadDocument', { token, ...upload })).statusCode).toBe(201);
    await db.query(`UPDATE users SET verification_state = 'verified' WHERE id = $1`, [playerId]);
    const requested = await call('requestWithdrawal', {
      token,
      body: withdrawal,
      headers: { 'idempotency-key': 'reference-withdrawal-1' },
    });
    expect(requested.statusCode).toBe(201);
    await call('requestWithdrawal', {
      token,
      body: withdrawal,
      headers: { 'idempotency-key': 'reference-withdrawal-1' },
    });
    await call('listWithdrawals', { token, query: 'status=pending' });
    await call('getWithdrawal', { token, params: { id: requested.json<{ id: number }>().id } });
    await call('getWithdrawal', { token, params: { id: 2_147_483_647 } });
    await call('getHistory', { token });
  });

  it('bonuses, promo codes, the wheel, status and cashback, tournaments', async () => {
    const available = await call('listAvailableBonuses', { token });
    const superBonuses = await call('listSuperBonuses', { token });
    await call('getActiveBonus', { token });
    const choice = superBonuses.json<Array<{ id: number }>>()[0];
    if (choice) await call('chooseSuperBonus', { token, body: { id: choice.id } });
    else await call('chooseSuperBonus', { token, body: { id: 2_147_483_647 } });
    await call('getActiveBonus', { token });
    await call('declineSuperBonus', { token });
    const offer = available.json<Array<{ id: number }>>().find((b) => b.id !== choice?.id);
    await call('activateBonus', { token, body: { bonus_id: offer?.id ?? 2_147_483_647 } });
    await call('reactivateBonus', { token, body: { bonus_id: offer?.id ?? 2_147_483_647 } });
    const current = await call('getActiveBonus', { token });
    const currentId = current.json<{ id: number } | null>()?.id ?? 2_147_483_647;
    await call('deactivateBonus', { token, params: { id: currentId } });
    await call('deactivateBonus', { token, params: { id: 2_147_483_647 } });
    await call('activatePromoCode', { token, body: { promo_code: 'NO-SUCH-CODE' } });
    await call('listUsedPromoCodes', { token });

    await call('getWheel');
    await call('getWheel', { token });
    expect((await call('spinWheel', { token, body: { time_zone: 'UTC' } })).statusCode).toBe(200);
    await call('spinWheel', { token, body: { time_zone: 'UTC' } });

    await call('getRanks');
    await call('getRanks', { token });
    await call('getRanks', { token: 'not-a-token' });
    await call('listCashback', { token });
    await call('claimCashback', { token, params: { id: 2_147_483_647 } });

    const events = await call('listEvents');
    const eventId = events.json<Array<{ id: number }>>()[0]?.id;
    expect(eventId).toBeDefined();
    await call('getEvent', { params: { id: eventId ?? 1 } });
    await call('getEvent', { params: { id: 2_147_483_647 } });
  });

  it('the inbox, the support chat and the pages', async () => {
    const messages = await call('listNotifications', { token });
    const first = messages.json<Array<{ id: number }>>()[0];
    await call('detachNotification', { token, params: { id: first?.id ?? 2_147_483_647 } });
    await call('detachNotification', { token, params: { id: 2_147_483_647 } });

    await call('getSupportState', { token });
    const sent = await call('sendSupportMessage', {
      token,
      body: { content: 'How long does a withdrawal take?', client_id: crypto.randomUUID() },
    });
    expect(sent.statusCode).toBe(201);
    const withImage = multipart({ content: 'My receipt' }, { name: 'file', content: PNG });
    const image = await call('sendSupportMessage', { token, ...withImage });
    await call('sendSupportMessage', { token, body: { content: '   ' } });
    const conversation = await call('listSupportMessages', { token });
    expect(conversation.json<unknown[]>().length).toBeGreaterThan(0);
    const attachment = image.json<{ attachment: { url: string } | null }>().attachment;
    const attachmentId = /attachments\/(\d+)/.exec(attachment?.url ?? '')?.[1] ?? '2147483647';
    await call('getSupportAttachment', { token, params: { id: attachmentId } });
    await call('getSupportAttachment', { params: { id: attachmentId } });
    await call('callSupportManager', { token });

    const pages = await call('listPages');
    const slug = pages.json<Array<{ slug: string }>>()[0]?.slug ?? 'faq';
    const page = await call('getPage', { params: { slug }, headers: { 'accept-language': 'es' } });
    await call('getPage', { params: { slug }, headers: { 'if-none-match': String(page.headers.etag) } });
    await call('getPage', { params: { slug: 'no-such-page' } });
  });

  it('the sportsbook: sports, events, an event, and the live stream refusing bad input', async () => {
    const adapter = new FeedAdapter({ db, clock: systemClock, log: app.log });
    const now = Date.now();
    for (const message of new FeedSimulator({ seed: 'reference', speed: 10, daysAhead: 1 }).replay(
      null,
      now,
      'ref',
    ))
      await adapter.applyMessage(message);
    const sports = await call('listSports', { headers: { 'accept-language': 'pt' } });
    expect(sports.json<unknown[]>().length).toBe(3);
    const events = await call('listSportEvents', { query: 'page_size=5' });
    const id = events.json<{ results: Array<{ id: number }> }>().results[0]?.id ?? 1;
    await call('listSportEvents', { query: 'when=yesterday' });
    await call('getSportEvent', { params: { id } });
    await call('getSportEvent', { params: { id: 2_147_483_647 } });
    // The stream itself never ends, so what is checked here is its refusals.
    await call('streamSportChanges', { query: 'event=abc' });
    await call('streamSportChanges', { query: 'event=2147483647' });
  });

  it("the sportsbook's bets: a placement, its repeat, refusals, My bets and one bet", async () => {
    const upcoming = await call('listSportEvents', { query: 'when=upcoming&page_size=1' });
    const eventId = upcoming.json<{ results: Array<{ id: number }> }>().results[0]?.id ?? 1;
    const detail = await call('getSportEvent', { params: { id: eventId } });
    const outcome = detail
      .json<{
        markets: Array<{ status: string; outcomes: Array<{ id: number; odds: string; active: boolean }> }>;
      }>()
      .markets.filter((m) => m.status === 'active')
      .flatMap((m) => m.outcomes)
      .find((o) => o.active);
    if (!outcome) throw new Error('no outcome to bet on');
    const body = {
      key: `reference-${crypto.randomUUID()}`,
      type: { kind: 'single' },
      legs: [{ outcome_id: outcome.id, odds: outcome.odds }],
      unit_stake: 1,
    };
    const placed = await call('placeSportBet', { token, body });
    expect(placed.statusCode).toBe(201);
    expect((await call('placeSportBet', { token, body })).statusCode).toBe(200);
    expect((await call('placeSportBet', { token, body: { ...body, unit_stake: 2 } })).statusCode).toBe(409);
    await call('placeSportBet', { token, body: { ...body, key: 'short' } });
    const unknown = {
      ...body,
      key: `reference-${crypto.randomUUID()}`,
      legs: [{ outcome_id: 2_147_483_647, odds: '2.00' }],
    };
    expect((await call('placeSportBet', { token, body: unknown })).statusCode).toBe(400);
    const list = await call('listSportBets', { token, query: 'status=open' });
    expect(list.json<{ count: number }>().count).toBe(1);
    await call('listSportBets', { token, query: 'status=lost' });
    await call('getSportBet', { token, params: { id: placed.json<{ id: number }>().id } });
    await call('getSportBet', { token, params: { id: 2_147_483_647 } });
  });

  it('signed-in calls refuse a guest with a documented 401', async () => {
    for (const op of operations.filter((o) => o.auth === 'player')) {
      const params = Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] ?? '', '1']));
      await call(op.operationId, { params, ...(op.body?.json && op.method !== 'GET' ? { body: {} } : {}) });
    }
  });

  it('exercised every operation of the registry', () => {
    expect(operations.map((o) => o.operationId).filter((id) => !exercised.has(id))).toEqual([]);
  });
});
