import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { devAccountXpub } from '../src/modules/payments/addresses.js';
import { systemClock, type Clock, type ManualClock } from '../src/platform/clock.js';
import { loadConfig, type Config } from '../src/platform/config.js';
import { migrate } from '../src/platform/db/migrate.js';
import { createPgliteDb } from '../src/platform/db/pglite.js';
import { createPostgresDb } from '../src/platform/db/postgres.js';
import type { Db } from '../src/platform/db/types.js';

/**
 * A fresh, empty database: in-memory PGlite by default, or a new schema on the server named by
 * DATABASE_URL (CI runs the suite both ways). The schema is dropped when the database is closed.
 */
export async function openEmptyTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) return createPgliteDb();
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const db = await createPostgresDb(url, schema);
  const close = db.close.bind(db);
  return Object.assign(db, {
    close: async () => {
      // Dropping takes a lock on every table: wait for the file's last sessions to let go.
      await db.exec(`SET lock_timeout = '20s'; DROP SCHEMA ${schema} CASCADE`);
      await close();
    },
  });
}

/** A fresh, migrated database for one test file (see openEmptyTestDb). */
export async function openTestDb(): Promise<Db> {
  const db = await openEmptyTestDb();
  await migrate(db);
  return db;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig(testEnv(overrides));
}

/** The environment of a test's casino (for a casino process a test starts itself, too). */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: path.join(os.tmpdir(), `casino-test-${process.pid}`),
    WEB_DIST: path.join(os.tmpdir(), 'casino-no-web-dist'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // A test that wants the scheduler enables it; the others run a job by calling it.
    JOBS_ENABLED: 'false',
    // The sportsbook's tests drive the feed themselves.
    SPORTS_FEED_ENABLED: 'false',
    // Production refuses to start without these; tests use the documented development wallet.
    PAYMENTS_XPUB_TRON: devAccountXpub('tron'),
    PAYMENTS_XPUB_ETH: devAccountXpub('ethereum'),
    PAYMENTS_WEBHOOK_SECRET: 'test-payments-webhook-secret-0123456789abcdef',
    STUDIO_SECRET: 'test-studio-secret-test-studio-secret-0123456789',
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
}

/** Builds the app on a fresh database; closes both after the file's tests. */
export async function buildTestApp(
  options: { env?: Record<string, string>; clock?: ManualClock; seedDemo?: boolean } = {},
): Promise<TestContext> {
  const db = await openTestDb();
  const clock = options.clock ?? systemClock;
  const app = await buildApp({
    config: testConfig(options.env),
    db,
    clock,
    logger: false,
    seedDemo: options.seedDemo ?? false,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  return { app, db, clock };
}
