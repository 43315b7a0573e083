import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TournamentDetail } from '@casino/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import {
  tournamentsOf,
  DETAIL_ANSWER_MS,
  DETAIL_FRESH_MS,
} from '../src/modules/tournaments/tournaments.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { openDatabase } from '../src/platform/db/index.js';
import {
  notificationsOf,
  SessionRefused,
  type CacheSubscriber,
  type ListenOptions,
} from '../src/platform/db/notifications.js';
import { createPostgresDb } from '../src/platform/db/postgres.js';
import type { DedicatedSession, Db } from '../src/platform/db/types.js';
import { GAME_CODES, STUDIO_SECRET, buildGamesApp } from './games-helpers.js';
import { openTestDb, testConfig } from './helper.js';

// Several casino processes on one database (docs/decisions/026). On a real server each "process"
// here is an app with a connection pool of its own on the same schema, sharing nothing with the
// others but the database. PGlite belongs to one process (its data folder is locked), so there the
// second app is another set of services on the same embedded database, which hears the first one's
// messages the way PGlite delivers them, inside the process.

const clock = new ManualClock(new Date('2026-05-01T12:00:00Z'));
const kit = await buildGamesApp({ clock });

/**
 * The same database as db, as another process opens it: a pool of its own on the same schema;
 * on PGlite, the same database under another identity, so that every service made for it (one
 * per database object) is another one, and closing it leaves the database open.
 */
async function sameDatabase(db: Db): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (db.kind === 'pglite' || !url) return Object.assign(Object.create(db) as Db, { close: async () => {} });
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('no schema');
  return createPostgresDb(url, schema);
}

const config = (env: Record<string, string> = {}) =>
  testConfig({ STUDIO_SECRET, STUDIO_URL: kit.provider.url, ...env });

async function startProcess(db: Db, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: config(env), db, clock, logger: false, seedDemo: false });
  await app.ready();
  return app;
}

const secondDb = await sameDatabase(kit.db);
const second = await startProcess(secondDb);
afterAll(async () => {
  await second.close();
  await secondDb.close();
});

/** Waits (in real time) until check passes, or fails with its last error. */
async function eventually(check: () => Promise<void>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A subscriber that records what it is told. */
function recorder(): CacheSubscriber & { messages: string[]; resets: number } {
  const r = {
    messages: [] as string[],
    resets: 0,
    changed: (payload: string) => void r.messages.push(payload),
    reset: () => void r.resets++,
  };
  return r;
}

describe('cache invalidation across processes', () => {
  it('a message published in a transaction reaches every process when it commits, and never when it rolls back', async () => {
    const heard = recorder();
    const stop = notificationsOf(secondDb).subscribe('cluster_test', heard);
    try {
      const publisher = notificationsOf(kit.db);
      await kit.db
        .transaction(async (tx) => {
          await publisher.publish(tx, 'cluster_test', 'rolled-back');
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await kit.db.transaction(async (tx) => {
        await publisher.publish(tx, 'cluster_test', 'committed');
        // Not before the commit.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(heard.messages).toEqual([]);
      });
      await eventually(async () => expect(heard.messages).toEqual(['committed']));
    } finally {
      stop();
    }
  });

  it('a leaderboard another process keeps shows a round this one scored, once the kept answer is past the fresh window', async () => {
    const now = clock.now().getTime();
    const { id } = await tournamentsOf({ db: kit.db, clock }).create({
      code: `cluster-${now}`,
      name: 'Cluster race',
      description: 'Two processes',
      rounds: null,
      mainImg: '/img/main.svg',
      previewImg: '/img/preview.svg',
      minBetCents: 0,
      category: 'bet_count',
      prizes: [1_000],
      start: new Date(now - 3600_000),
      end: new Date(now + 3600_000),
      gameIds: [kit.gameId(GAME_CODES.slot)],
    });
    const detail = async () => {
      const res = await second.inject({ method: 'GET', url: `/api/frontend/events/${id}/` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TournamentDetail>();
    };
    // The second process keeps the empty leaderboard's answer.
    expect((await detail()).leaderboard).toEqual([]);

    const player = await kit.newPlayer('Racer');
    await kit.fund(player.id, 10_000);
    await kit.playRound(await kit.openSession(player), 100);

    // Younger than the answer's lifetime: without a message from the scoring process, the second
    // one would answer its kept copy until DETAIL_ANSWER_MS.
    clock.advance(DETAIL_FRESH_MS + 100);
    expect(DETAIL_FRESH_MS + 100).toBeLessThan(DETAIL_ANSWER_MS);
    await eventually(async () =>
      expect((await detail()).leaderboard.map((s) => [s.nickname, s.points])).toEqual([['Racer', 1]]),
    );
  });

  it('a lost listening connection is opened again, and every subscriber drops what it kept', async () => {
    const other = await listeningProcess();
    const heard = recorder();
    other.notifications.subscribe('cluster_test', heard);
    try {
      const first = other.session();
      await other.cut();
      await eventually(async () => expect(heard.resets).toBe(1));
      expect(other.session()).not.toBe(first);
      await notificationsOf(kit.db).publish(kit.db, 'cluster_test', 'after');
      await eventually(async () => expect(heard.messages).toContain('after'));
    } finally {
      await other.stop();
    }
  });

  it('a reopened connection that is refused stops the process; one that fails is tried again', async () => {
    // The second connection's check fails (a lock it waited on too long), the third one's refuses.
    const outcomes = [undefined, new Error('lock timeout'), new SessionRefused('other settings')];
    let connections = 0;
    const refused: unknown[] = [];
    const other = await listeningProcess({
      onConnect: async () => {
        const outcome = outcomes[connections++];
        if (outcome) throw outcome;
      },
      onRefused: (err) => refused.push(err),
    });
    try {
      await other.cut();
      await eventually(async () => expect(refused).toHaveLength(1), 5000);
      expect(connections).toBe(3);
      expect((refused[0] as Error).message).toBe('other settings');
    } finally {
      await other.stop();
    }
  });
});

/**
 * Another process's notifications on the same database, listening on a session the test can cut
 * as a server restart or a network cut would (PGlite's one connection lives in this process and
 * cannot be cut: there the test tells the listener what losing it would).
 */
async function listeningProcess(options: Pick<ListenOptions, 'onConnect' | 'onRefused'> = {}) {
  const db = await sameDatabase(kit.db);
  const notifications = notificationsOf(db);
  let session: DedicatedSession | undefined;
  let lose: ((err: Error) => void) | undefined;
  await notifications.start({
    log: silentLog(),
    ...options,
    open: async () => {
      const opened = await db.openSession();
      session = opened;
      return {
        ...opened,
        onLost: (handler) => {
          lose = handler;
          opened.onLost(handler);
        },
      };
    },
  });
  return {
    notifications,
    session: () => session,
    async cut() {
      if (db.kind !== 'postgres') return lose?.(new Error('connection lost'));
      const { rows } = await (session as DedicatedSession).query<{ pid: number }>(
        'SELECT pg_backend_pid() AS pid',
      );
      await kit.db.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    },
    async stop() {
      await notifications.stop();
      await db.close();
    },
  };
}

describe('settings every process must share', () => {
  it('a process with other money settings refuses to start while one runs; with none running, its values are recorded', async () => {
    const db = await openTestDb();
    try {
      const first = await startProcess(db);
      const recorded = async () =>
        (
          await db.query<{ value: string }>(
            "SELECT value FROM cluster_settings WHERE name = 'loyalty_usd_per_point'",
          )
        ).rows[0]?.value;
      expect(await recorded()).toBe('10');
      if (db.kind === 'postgres') {
        const other = await sameDatabase(db);
        try {
          await expect(startProcess(other, { LOYALTY_USD_PER_POINT: '20' })).rejects.toThrow(
            /LOYALTY_USD_PER_POINT: 20 here, 10 in use/,
          );
          await expect(
            startProcess(other, { JWT_SECRET: 'another-secret-another-secret-0123456789' }),
          ).rejects.toThrow(
            /JWT_SECRET: differs \(fingerprint sha256:[0-9a-f]{16} here, sha256:[0-9a-f]{16} in use\)/,
          );
          // The same values join.
          await (await startProcess(other)).close();
        } finally {
          await other.close();
        }
      }
      await first.close();
      const restarted = await startProcess(db, { LOYALTY_USD_PER_POINT: '20' });
      expect(await recorded()).toBe('20');
      await restarted.close();
    } finally {
      await db.close();
    }
  });
});

describe('the embedded database', () => {
  it(
    'refuses a second process on its data folder, saying which process holds it',
    { timeout: 60_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-cluster-'));
      const db = await openDatabase({ dataDir, databaseUrl: undefined, databaseSchema: undefined });
      try {
        const opener = `import('${pathToSource('platform/db/index.ts')}').then((m) => m.openDatabase({ dataDir: process.argv[1] }))`;
        const second = promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', opener, dataDir], {
          cwd: path.resolve(import.meta.dirname, '..'),
        });
        await expect(second).rejects.toThrow(
          new RegExp(`The embedded database in ${escape(dataDir)} is in use by process ${process.pid}`),
        );
      } finally {
        await db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

function pathToSource(file: string): string {
  return path.resolve(import.meta.dirname, '../src', file);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function silentLog() {
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
    fatal: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    level: 'silent',
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}
