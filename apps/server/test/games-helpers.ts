import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { importFeed } from '../src/modules/catalogue/catalogue-import.service.js';
import { STUDIO_PROVIDER_CODE } from '../src/modules/games/integrations.js';
import { providerCallHeaders, verifyProviderCall } from '../src/modules/games/provider-signature.js';
import { checkMoneyPath, failedChecks } from '../src/modules/wallet/ledger-check.js';
import { describeLedgerReport } from '../src/modules/wallet/wallet.ops.js';
import { betRulesOf } from '../src/modules/wallet/bet-rules.js';
import { walletOf } from '../src/modules/wallet/wallet.service.js';
import type { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';

export const STUDIO_SECRET = 'games-test-studio-secret-0123456789abcdef-xyz';

export interface LaunchRecord {
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  authentic: boolean;
}

/**
 * A stand-in for the studio's launch API on a real port: it checks the casino's signature,
 * records each launch and answers a game URL (or fails, when told to).
 */
export async function startFakeProvider(now: () => Date = () => new Date()): Promise<{
  url: string;
  launches: LaunchRecord[];
  setMode(mode: 'ok' | 'error' | 'garbage' | 'drop'): void;
  close(): Promise<void>;
}> {
  const launches: LaunchRecord[] = [];
  let mode: 'ok' | 'error' | 'garbage' | 'drop' = 'ok';
  const fake: FastifyInstance = Fastify({ logger: false });
  fake.removeAllContentTypeParsers();
  fake.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  fake.post('/studio/api/launch', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = (name: string) => {
      const v = request.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const authentic =
      header('x-provider') === STUDIO_PROVIDER_CODE &&
      verifyProviderCall(
        STUDIO_SECRET,
        { timestamp: header('x-timestamp'), signature: header('x-signature') },
        raw,
        now(),
      );
    launches.push({ headers: request.headers, body: JSON.parse(raw) as Record<string, unknown>, authentic });
    if (!authentic) return reply.status(401).send({ error: 'invalid_signature', message: 'bad signature' });
    if (mode === 'error') return reply.status(503).send({ error: 'down', message: 'maintenance' });
    if (mode === 'garbage') return reply.type('application/json').send('{"url": 42');
    if (mode === 'drop') {
      // A provider that goes away mid-request: the casino sees the connection close.
      request.raw.socket.destroy();
      return reply;
    }
    const body = JSON.parse(raw) as { game: string };
    return { url: `/studio/play/${body.game}?session=s-${crypto.randomBytes(6).toString('hex')}` };
  });
  await fake.listen({ port: 0, host: '127.0.0.1' });
  const address = fake.server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake provider has no port');
  return {
    url: `http://127.0.0.1:${address.port}/studio`,
    launches,
    setMode: (m) => {
      mode = m;
    },
    close: () => fake.close(),
  };
}

export const GAME_CODES = {
  slot: 'test-slot',
  table: 'test-table',
  retired: 'test-retired',
} as const;

/** The studio's feed for the tests: a demo slot, a real-only table game and a retired game. */
function studioFeed() {
  const game = (code: string, type: 'slots' | 'tables', demo: boolean) => ({
    code,
    name: `Game ${code}`,
    mode: 'casino' as const,
    type,
    categories: ['slots'],
    img: `/studio/img/${code}.webp`,
    rtp: 0.96,
    demo,
  });
  return {
    provider: { code: STUDIO_PROVIDER_CODE, name: 'Royal Originals', logo: '/studio/logo.svg' },
    games: [
      game(GAME_CODES.slot, 'slots', true),
      game(GAME_CODES.table, 'tables', false),
      game(GAME_CODES.retired, 'slots', true),
    ],
  };
}

/** A provider in the catalogue the casino has no integration with. */
function strangerFeed() {
  return {
    provider: { code: 'stranger-games', name: 'Stranger Games', logo: '/img/stranger.svg' },
    games: [
      {
        code: 'stranger-slot',
        name: 'Stranger Slot',
        mode: 'casino' as const,
        type: 'slots' as const,
        categories: ['slots'],
        img: '/img/stranger-slot.webp',
        rtp: 0.95,
        demo: true,
      },
    ],
  };
}

/**
 * A test app whose studio integration points at a fake provider, with a catalogue of test games
 * and the calls the games tests make.
 */
export async function buildGamesApp(
  options: {
    clock?: ManualClock;
    env?: Record<string, string>;
    /**
     * Ledger checks (by name) that expectLedgerOk leaves out, for a file whose data cannot pass
     * them: a figure written by hand, or a clock moved back (the checks place events by time).
     */
    ledgerChecksSkipped?: readonly string[];
    /**
     * Every bet and win goes the full path: the reference the batches are compared with. Declared
     * as the rules declare it, a rule the batch cannot apply (docs/decisions/021).
     */
    fullPathOnly?: boolean;
  } = {},
) {
  // The fake provider checks signatures against the test's clock, which may be far from today.
  let clockRef: { now(): Date } = { now: () => new Date() };
  const provider = await startFakeProvider(() => clockRef.now());
  afterAll(() => provider.close());
  const ctx = await buildTestApp({
    clock: options.clock,
    env: { ...options.env, STUDIO_SECRET, STUDIO_URL: provider.url },
  });
  const { app, db, clock } = ctx;
  clockRef = clock;
  await importFeed({ db, clock }, studioFeed());
  await importFeed({ db, clock }, strangerFeed());
  await db.query(`UPDATE games SET active = false WHERE code = $1`, [GAME_CODES.retired]);
  const gameIds = new Map<string, number>();
  for (const { id, code } of (await db.query<{ id: number; code: string }>('SELECT id, code FROM games'))
    .rows)
    gameIds.set(code, id);
  const gameId = (code: string): number => {
    const id = gameIds.get(code);
    if (id === undefined) throw new Error(`no game ${code}`);
    return id;
  };
  const wallet = walletOf({ db, clock });
  if (options.fullPathOnly)
    betRulesOf(db).declare({
      name: 'every bet and win on the full path, to compare the batches with',
      actions: ['bet', 'win'],
      batch: 'full-path',
      fullPathWhen: 'always',
    });

  async function newPlayer(nickname = ''): Promise<{ id: number; auth: { authorization: string } }> {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO users (email, nickname) VALUES ($1, $2) RETURNING id',
      [`games-${crypto.randomUUID()}@example.com`, nickname],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('no user');
    return { id, auth: { authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` } };
  }

  /** Credits cash (a deposit) and optionally bonus money, through the ledger like the real causes. */
  async function fund(userId: number, cashCents: number, bonusCents = 0): Promise<void> {
    if (cashCents > 0)
      await wallet.transfer({
        idempotencyKey: `deposit:test-${crypto.randomUUID()}`,
        kind: 'deposit',
        from: { owner: 'house', name: 'gateway_clearing' },
        to: { owner: 'player', userId, kind: 'cash' },
        amountCents: cashCents,
      });
    if (bonusCents > 0)
      await wallet.transfer({
        idempotencyKey: `bonus:test-${crypto.randomUUID()}`,
        kind: 'bonus_grant',
        from: { owner: 'house', name: 'bonus_grants' },
        to: { owner: 'player', userId, kind: 'bonus' },
        amountCents: bonusCents,
      });
  }

  async function launch(
    query: string,
    auth: { authorization: string } | Record<string, never> = {},
  ): Promise<{ status: number; body: { status?: boolean; url?: string; detail?: string } }> {
    const res = await app.inject({ method: 'GET', url: `/api/frontend/start?${query}`, headers: auth });
    return { status: res.statusCode, body: res.json() };
  }

  /** A real-money launch of the slot: the session token the fake provider was handed. */
  async function openSession(
    player: { id: number; auth: { authorization: string } },
    code: string = GAME_CODES.slot,
  ) {
    const before = provider.launches.length;
    const res = await launch(`gameId=${gameId(code)}&demo=false`, player.auth);
    expect(res.body.status).toBe(true);
    const record = provider.launches[before];
    const token = record?.body.session_token;
    if (typeof token !== 'string') throw new Error('the provider was not handed a session token');
    return { token, playerId: String(player.id), game: code };
  }

  /** POST /api/games/wallet/:action signed as the studio (or as told). */
  async function call(
    action: string,
    body: unknown,
    opts: {
      secret?: string;
      provider?: string;
      timestamp?: number;
      raw?: string;
      headers?: Record<string, string>;
      signatureOf?: string;
      /** Another casino process on the same database (a second app). */
      app?: FastifyInstance;
    } = {},
  ) {
    const raw = opts.raw ?? JSON.stringify(body);
    const now = opts.timestamp !== undefined ? new Date(opts.timestamp * 1000) : clock.now();
    const signed = providerCallHeaders(
      opts.provider ?? STUDIO_PROVIDER_CODE,
      opts.secret ?? STUDIO_SECRET,
      opts.signatureOf ?? raw,
      now,
    );
    const res = await (opts.app ?? app).inject({
      method: 'POST',
      url: `/api/games/wallet/${action}`,
      headers: { 'content-type': 'application/json', ...signed, ...opts.headers },
      payload: raw,
    });
    return { status: res.statusCode, text: res.body, json: () => res.json<Record<string, unknown>>() };
  }

  /** A settled paid round: a bet, then a win (0 for a loss) that closes it, through the signed wallet. */
  async function playRound(
    session: { token: string; playerId: string; game: string },
    betCents: number,
    winCents = 0,
  ) {
    const base = roundFields(session);
    const bet = await call('bet', { ...base, transaction_id: uid('bet'), amount: betCents });
    expect(bet.status, bet.text).toBe(200);
    const win = await call('win', {
      ...base,
      transaction_id: uid('win'),
      amount: winCents,
      round_closed: true,
    });
    expect(win.status, win.text).toBe(200);
  }

  async function balances(userId: number) {
    return wallet.getBalances(userId);
  }

  /**
   * The whole ledger check (`npm run ledger:check`): the balances and every figure the money path
   * writes, except the checks the file names as unable to pass (see buildGamesApp).
   */
  async function expectLedgerOk(): Promise<void> {
    const report = await checkMoneyPath({ db, clock });
    const failed = failedChecks(report).filter((c) => !options.ledgerChecksSkipped?.includes(c.name));
    expect(failed, describeLedgerReport(report).join('\n')).toEqual([]);
  }

  return {
    ...ctx,
    provider,
    wallet,
    gameId,
    newPlayer,
    fund,
    launch,
    openSession,
    call,
    playRound,
    balances,
    expectLedgerOk,
  };
}

let sequence = 0;
/** A transaction or round id unique within the run. */
export function uid(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${crypto.randomBytes(4).toString('hex')}`;
}

/** The fields every wallet call of a session's round carries (the round a new one unless given). */
export function roundFields(
  session: { token: string; playerId: string; game: string },
  roundId: string = uid('round'),
) {
  return {
    session_token: session.token,
    player_id: session.playerId,
    currency: 'USD',
    round_id: roundId,
    game: session.game,
  };
}
