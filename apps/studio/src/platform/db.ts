/**
 * The database surface the studio needs. The casino's own database object satisfies it (the
 * studio then touches only its `studio_*` tables); standalone, postgres.ts opens a pool.
 */
export interface StudioQueryable {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<{ rows: Row[]; rowCount: number }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface StudioDb extends StudioQueryable {
  /** Runs fn in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: StudioQueryable) => Promise<T>): Promise<T>;
}

/** The one row a statement must answer (an INSERT ... RETURNING, an UPDATE of a locked row). */
export function requireRow<Row>(rows: readonly Row[], what: string): Row {
  const row = rows[0];
  if (row === undefined) throw new Error(what);
  return row;
}

/** BIGINT arrives as a number or a string depending on the driver's parsers. */
export function cents(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}
