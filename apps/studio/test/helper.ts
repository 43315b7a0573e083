import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { Clock } from '../src/platform/clock.js';
import type { StudioDb } from '../src/platform/db.js';
import { createPgliteDb } from '../src/platform/pglite.js';
import { createPostgresDb } from '../src/platform/postgres.js';
import { sign } from '../src/platform/signature.js';
import { createStudioDeps, registerStudio, type StudioOptions } from '../src/studio.js';
import type { StudioDeps } from '../src/deps.js';
import type { AnyGame } from '../src/games/registry.js';
import { FakeCasino } from './fake-casino.js';
import { coinGame, twoStepGame } from './fake-games.js';

export const SECRET = 'studio-test-secret-0123456789abcdef-xyz';
export const PROVIDER = 'royal-originals';

/** A clock tests set and move. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-03-01T12:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

type TestDb = StudioDb & { close(): Promise<void> };

/** In-memory PGlite, or a fresh schema on DATABASE_URL (dropped afterwards). */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `s_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const db = createPostgresDb(url, schema);
    return {
      ...db,
      close: async () => {
        await db.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  }
  return createPgliteDb();
}

/** A built game client, as the client's Vite build lays it out. */
export function fakeClientDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'art'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="./assets/play-abc123.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'play-abc123.js'), 'console.log("game");');
  fs.writeFileSync(path.join(dir, 'art', 'test-coin.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export interface StudioTest {
  app: FastifyInstance;
  db: TestDb;
  clock: ManualClock;
  casino: FakeCasino;
  /** The same services the plugin uses, to run its jobs directly. */
  deps: StudioDeps;
  launch(body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  /** Launches and answers the new session's id. */
  open(body: Record<string, unknown>): Promise<string>;
  json<T = Record<string, unknown>>(res: LightMyRequestResponse): T;
}

export async function buildStudio(
  options: {
    games?: AnyGame[];
    setup?: (app: FastifyInstance) => Promise<void>;
    extra?: Partial<StudioOptions>;
  } = {},
): Promise<StudioTest> {
  const db = await openTestDb();
  const clock = new ManualClock();
  const casino = await new FakeCasino(SECRET, clock).start();
  const app = Fastify({ logger: false });
  await options.setup?.(app);
  const studioOptions: StudioOptions = {
    secret: SECRET,
    casinoUrl: () => casino.url,
    publicBase: '/studio',
    db,
    clock,
    games: options.games ?? [coinGame as AnyGame, twoStepGame as AnyGame],
    jobs: false,
    clientDist: fakeClientDist(),
    walletTimeoutMs: 2_000,
    ...options.extra,
  };
  await app.register(registerStudio, { prefix: '/studio', ...studioOptions });
  await app.ready();
  const deps = createStudioDeps(studioOptions, app.log);
  afterAll(async () => {
    await app.close();
    await casino.close();
    await db.close();
  });
  const launch = (body: Record<string, unknown>) => signedLaunch(app, clock, body);
  const json = <T>(res: LightMyRequestResponse) => JSON.parse(res.body) as T;
  return {
    app,
    db,
    clock,
    casino,
    deps,
    launch,
    json,
    async open(body) {
      const res = await launch(body);
      if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
      const url = new URL(json<{ url: string }>(res).url, 'http://casino.test');
      const session = url.searchParams.get('session');
      if (!session) throw new Error('no session in the launch url');
      return session;
    },
  };
}

/** POST {base}/api/launch signed as the casino would sign it (overridable to test refusals). */
export function signedLaunch(
  app: FastifyInstance,
  clock: Clock,
  body: Record<string, unknown>,
  override: { secret?: string; timestamp?: number; provider?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(body);
  const timestamp = override.timestamp ?? Math.floor(clock.now().getTime() / 1000);
  return app.inject({
    method: 'POST',
    url: '/studio/api/launch',
    headers: override.headers ?? {
      'content-type': 'application/json',
      'x-provider': override.provider ?? PROVIDER,
      'x-timestamp': String(timestamp),
      'x-signature': sign(override.secret ?? SECRET, timestamp, raw),
    },
    payload: raw,
  });
}

export const realLaunch = (player = 'player-1', game = 'test-coin') => ({
  game,
  demo: false,
  session_token: `casino-session-${player}-0123456789`,
  player_id: player,
  currency: 'USD',
  language: 'en',
});
