import type { FastifyBaseLogger } from 'fastify';
import type { DedicatedSession, Db, Queryable } from './types.js';

/**
 * The channel of the connection's schema: LISTEN and NOTIFY span a whole database, and each
 * schema is a casino of its own (a test file, a benchmark), which must not hear the others.
 * md5 keeps any schema's channel a short lower-case name that LISTEN takes unquoted.
 */
const CHANNEL_SQL = `'casino_' || md5(current_schema())`;
/** PostgreSQL refuses a payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7000;
const TOPIC = /^[a-z][a-z_]*$/;
/** How long publishSoon gathers keys before one message carries them all. */
const PUBLISH_SOON_MS = 100;
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** A cache kept in process memory whose source of truth other processes can change. */
export interface CacheSubscriber {
  /**
   * A change to the topic was committed, by any process (this one included). The payload says
   * what changed; an empty payload means anything of the topic may have.
   */
  changed(payload: string): void;
  /** Messages may have been missed (the listening connection was lost): drop everything kept. */
  reset(): void;
}

/**
 * What onConnect throws to refuse a working session (not a failure to reach the server, which is
 * tried again): the process must not listen, nor, once started, go on.
 */
export class SessionRefused extends Error {}

export interface ListenOptions {
  log: FastifyBaseLogger;
  /**
   * Runs on every new listening connection before it is trusted (the cluster settings' check,
   * which holds its locks on it). Throwing on the first connection fails start(). On a later one,
   * SessionRefused stops listening and onRefused is told; anything else is tried again.
   */
  onConnect?: (session: DedicatedSession) => Promise<void>;
  onRefused?: (err: unknown) => void;
  /** Opens the listening connection: by default the database's own session. */
  open?: () => Promise<DedicatedSession>;
}

/**
 * Cache invalidation across the casino's processes on one database, with PostgreSQL's LISTEN
 * and NOTIFY (no other server): each process listens on one connection of its own; a message is
 * published with pg_notify, inside the writing transaction where possible so that it is delivered
 * only if and when the change commits. A lost listening connection is reopened with backoff, and
 * since messages may have been missed meanwhile, every subscriber then drops what it keeps. On
 * PGlite (one process) the same messages travel inside the process.
 */
export class Notifications {
  private readonly subscribers = new Map<string, Set<CacheSubscriber>>();
  private readonly soon = new Map<string, Set<string>>();
  private soonTimer: NodeJS.Timeout | undefined;
  private session: DedicatedSession | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private options: ListenOptions | undefined;
  private users = 0;

  constructor(private readonly db: Db) {}

  /** Hands the topic's messages to subscriber; answers a function that stops it. */
  subscribe(topic: string, subscriber: CacheSubscriber): () => void {
    checkTopic(topic);
    const set = setOf(this.subscribers, topic);
    set.add(subscriber);
    return () => set.delete(subscriber);
  }

  /**
   * Tells every process (this one included) that the topic changed. Given a transaction, the
   * message leaves when it commits and never if it rolls back. A payload too long for a message
   * is sent empty, which means "anything of the topic".
   */
  async publish(q: Queryable, topic: string, payload = ''): Promise<void> {
    checkTopic(topic);
    const fits = Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES;
    await q.query(`SELECT pg_notify(${CHANNEL_SQL}, $1)`, [fits && payload ? `${topic}:${payload}` : topic]);
  }

  /**
   * Publishes key on the topic shortly, after the caller's transaction: for a change made on a
   * hot path (every round), where a NOTIFY in each transaction would make commits queue on
   * PostgreSQL's notification lock. The keys of PUBLISH_SOON_MS travel as one message (comma
   * separated), so a busy process sends a few messages a second whatever its load. Only for caches
   * that keep entries a bounded time anyway: a message lost here (a failed statement) is logged,
   * not retried.
   */
  publishSoon(topic: string, key: string): void {
    checkTopic(topic);
    setOf(this.soon, topic).add(key);
    if (this.soonTimer) return;
    this.soonTimer = setTimeout(() => {
      this.soonTimer = undefined;
      const batches = [...this.soon].map(([t, k]) => [t, [...k].join(',')] as const);
      this.soon.clear();
      for (const [t, payload] of batches)
        this.publish(this.db, t, payload).catch((err: unknown) =>
          this.options?.log.warn({ err, topic: t }, 'notifications: a change could not be published'),
        );
    }, PUBLISH_SOON_MS);
    this.soonTimer.unref();
  }

  /**
   * Starts listening (a server process does, an operator command does not need to). Several
   * apps on one database object share the listener; each start needs its stop.
   */
  async start(options: ListenOptions): Promise<void> {
    this.users++;
    if (this.users > 1) return;
    this.options = options;
    try {
      this.session = await this.connect(options);
    } catch (err) {
      this.users = 0;
      this.options = undefined;
      throw err instanceof ConnectFailure ? err.cause : err;
    }
  }

  /** Stops listening once every start has its stop; unsent publishSoon keys are dropped. */
  async stop(): Promise<void> {
    if (this.users === 0 || --this.users > 0) return;
    this.options = undefined;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.soonTimer);
    this.soonTimer = undefined;
    this.soon.clear();
    const session = this.session;
    this.session = undefined;
    await session?.close();
  }

  /**
   * Opens, listens, runs onConnect; the session is closed again if any of it fails. The failure
   * says whether another try may do better: not when onConnect refused the session.
   */
  private async connect(options: ListenOptions): Promise<DedicatedSession> {
    let session: DedicatedSession;
    try {
      session = await (options.open ?? (() => this.db.openSession()))();
    } catch (err) {
      throw new ConnectFailure(err, true);
    }
    session.onLost((err) => this.lost(session, err));
    try {
      const { rows } = await session.query<{ channel: string }>(`SELECT ${CHANNEL_SQL} AS channel`);
      const channel = rows[0]?.channel;
      if (!channel) throw new Error('no notification channel');
      await session.listen(channel, (message) => this.deliver(message));
      await options.onConnect?.(session);
    } catch (err) {
      await session.close();
      throw new ConnectFailure(err, !(err instanceof SessionRefused));
    }
    return session;
  }

  private deliver(message: string): void {
    const at = message.indexOf(':');
    const topic = at < 0 ? message : message.slice(0, at);
    const payload = at < 0 ? '' : message.slice(at + 1);
    for (const subscriber of this.subscribers.get(topic) ?? []) {
      try {
        subscriber.changed(payload);
      } catch (err) {
        this.options?.log.error({ err, topic }, 'notifications: a subscriber failed');
      }
    }
  }

  private lost(session: DedicatedSession, err: Error): void {
    if (this.session !== session || !this.options) return;
    this.session = undefined;
    this.options.log.warn({ err }, 'notifications: the listening connection was lost; reconnecting');
    void session.close();
    this.reconnect(0);
  }

  private reconnect(attempt: number): void {
    const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
    // Jitter, so the processes of a restarted server do not all come back in the same instant.
    const delay = base * (0.8 + Math.random() * 0.4);
    this.reconnectTimer = setTimeout(() => {
      const options = this.options;
      if (!options) return;
      this.connect(options).then(
        (session) => {
          if (this.options !== options) return void session.close();
          this.session = session;
          // Listening again before the caches are dropped: nothing committed after this is missed.
          for (const set of this.subscribers.values()) for (const s of set) s.reset();
          options.log.info('notifications: listening again; caches dropped');
        },
        (failure: unknown) => {
          if (this.options !== options) return;
          const err = failure instanceof ConnectFailure ? failure.cause : failure;
          if (failure instanceof ConnectFailure && failure.retry) {
            options.log.warn({ err, attempt }, 'notifications: reconnecting failed; trying again');
            this.reconnect(attempt + 1);
            return;
          }
          options.log.error({ err }, 'notifications: the reopened connection was refused');
          options.onRefused?.(err);
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }
}

/** The set kept under key, made empty on first use. */
function setOf<T>(map: Map<string, Set<T>>, key: string): Set<T> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

function checkTopic(topic: string): void {
  if (!TOPIC.test(topic)) throw new Error(`not a topic: ${topic}`);
}

/** Why a listening connection could not be made, and whether trying again may help. */
class ConnectFailure extends Error {
  constructor(
    override readonly cause: unknown,
    readonly retry: boolean,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

const registry = new WeakMap<Db, Notifications>();

/** The notifications of a database: one per process, shared by every module. */
export function notificationsOf(db: Db): Notifications {
  let notifications = registry.get(db);
  if (!notifications) {
    notifications = new Notifications(db);
    registry.set(db, notifications);
  }
  return notifications;
}
