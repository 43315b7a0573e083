/** The one surface the repositories see, whichever PostgreSQL is behind it. */
export interface Queryable {
  /**
   * Runs one statement. A name makes it a prepared statement on a real server (parsed and planned
   * once per connection), for hot paths such as the ledger's transfer; PGlite ignores it.
   */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /** A stable name per statement text; the same name must always carry the same text. */
  name?: string;
}

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Statements and transactions on a connection, or a pool of them. */
export interface Connection extends Queryable {
  /** Runs fn in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface Db extends Connection {
  /**
   * Statements and transactions on a connection of their own (a new one per call), outside the
   * shared pool, for a hot path that must never queue behind other requests for a free
   * connection (the wallet's batches, the odds feed): the pool's connections can all be busy with
   * requests waiting on one player's locked rows, or with bets. PGlite has one connection, so
   * there it is the database itself. Called once per lane or consumer, not per request.
   */
  dedicated(): Connection;
  /**
   * A connection of the process's own for its whole life (platform/db/notifications.ts): it
   * receives NOTIFY messages and holds session advisory locks. PGlite's is its one connection.
   */
  openSession(): Promise<DedicatedSession>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** A connection held open by one part of the process, outside the pool (Db.openSession). */
export interface DedicatedSession extends Queryable {
  /** Hands every NOTIFY on channel to onMessage once its transaction has committed. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /** Called once when the connection breaks (a server restart, a network cut); never after close. */
  onLost(handler: (err: Error) => void): void;
  close(): Promise<void>;
}

/** PostgreSQL's SQLSTATE codes we react to. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK = '40P01';
/** lock_timeout ran out (or NOWAIT found the row taken). */
export const PG_LOCK_NOT_AVAILABLE = '55P03';
/** statement_timeout ran out, or the statement was cancelled. */
export const PG_QUERY_CANCELED = '57014';
/** idle_in_transaction_session_timeout ended the session. */
export const PG_IDLE_IN_TRANSACTION_TIMEOUT = '25P03';

export function pgErrorCode(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string')
    return err.code;
  return undefined;
}

/** The one row a statement must answer (an INSERT ... RETURNING, an UPDATE of a locked row). */
export function requireRow<Row>(rows: readonly Row[], what: string): Row {
  const row = rows[0];
  if (row === undefined) throw new Error(what);
  return row;
}
