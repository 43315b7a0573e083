import type { Db, Queryable } from '../src/platform/db/types.js';

/** Another session (an operator's command, a withdrawal, psql) holding a player's account rows. */
export function holdAccounts(db: Db, userId: number): Promise<{ release: () => Promise<void> }> {
  return holdWhile(db, (tx) =>
    tx.query('SELECT id FROM accounts WHERE user_id = $1 ORDER BY id FOR UPDATE', [userId]),
  );
}

/**
 * Another connection holding what `work` locks, in a transaction left open until released (a
 * failure of `work` is thrown at once).
 */
export async function holdWhile(
  db: Db,
  work: (tx: Queryable) => Promise<unknown>,
): Promise<{ release: () => Promise<void> }> {
  let markLocked!: () => void;
  let letGo!: () => void;
  const locked = new Promise<void>((resolve) => (markLocked = resolve));
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const done = db.transaction(async (tx) => {
    await work(tx);
    markLocked();
    await released;
  });
  await Promise.race([locked, done]);
  return {
    release: async () => {
      letGo();
      await done;
    },
  };
}

/** How long the work took, with its value. */
export async function timed<T>(work: Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work;
  return { ms: performance.now() - started, value };
}
