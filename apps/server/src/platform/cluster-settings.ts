import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SessionRefused } from './db/notifications.js';
import type { Queryable } from './db/types.js';

/** A setting every casino process on one database must share, with this process's value. */
export interface ClusterSetting {
  /** Its name in cluster_settings. */
  name: string;
  /** Where an operator sets it (an environment variable, or a constant of the release). */
  source: string;
  value: string;
}

/**
 * Advisory locks, in the two-key form with the schema's hash as the second key so that casinos
 * in other schemas of the database never meet. CHECKING serializes the processes' checks;
 * RUNNING is held shared by every running process, so a process that gets it exclusively knows
 * it is alone.
 */
const CHECKING_LOCK = 7261002;
const RUNNING_LOCK = 7261003;
const lock = (key: number) => `${key}, hashtext(current_schema())`;

/** This process's settings differ from those the running processes use. */
export class ClusterSettingsConflict extends SessionRefused {
  constructor(message: string) {
    super(message);
    this.name = 'ClusterSettingsConflict';
  }
}

/** A secret's stand-in: equal secrets give equal fingerprints, and nothing of the secret shows. */
export function fingerprint(name: string, secret: string): string {
  return `sha256:${crypto.createHash('sha256').update(`cluster setting ${name}\n${secret}`).digest('hex').slice(0, 16)}`;
}

/**
 * Checks this process's settings against those of the processes already running on the database,
 * on the process's own long-lived session, and keeps that session marked as running. The first
 * process records its values; a process with other values refuses to start while any process runs
 * (the recorded values are theirs), and with none running it records its own (a restart of every
 * process with new values). Called again on a reopened session, which may find that the values
 * changed while it was away.
 */
export async function holdClusterSettings(
  session: Queryable,
  settings: readonly ClusterSetting[],
  log: FastifyBaseLogger,
): Promise<void> {
  await session.query(`SELECT pg_advisory_lock(${lock(CHECKING_LOCK)})`);
  try {
    await session.query(`SELECT pg_advisory_lock_shared(${lock(RUNNING_LOCK)})`);
    const { rows } = await session.query<{ name: string; value: string }>(
      'SELECT name, value FROM cluster_settings',
    );
    const recorded = new Map(rows.map((r) => [r.name, r.value]));
    const differing = settings.filter((s) => recorded.has(s.name) && recorded.get(s.name) !== s.value);
    if (differing.length > 0) {
      const { rows: taken } = await session.query<{ alone: boolean }>(
        `SELECT pg_try_advisory_lock(${lock(RUNNING_LOCK)}) AS alone`,
      );
      if (!taken[0]?.alone) {
        await session.query(`SELECT pg_advisory_unlock_shared(${lock(RUNNING_LOCK)})`);
        throw new ClusterSettingsConflict(conflictMessage(differing, recorded));
      }
      await session.query(`SELECT pg_advisory_unlock(${lock(RUNNING_LOCK)})`);
      for (const s of differing)
        log.warn(
          { setting: s.name, was: recorded.get(s.name), now: s.value },
          `cluster settings: ${s.source} changed; no other process runs, so the new value is recorded`,
        );
    }
    await session.query(
      `INSERT INTO cluster_settings (name, value)
       SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, recorded_at = now()
       WHERE cluster_settings.value <> EXCLUDED.value`,
      [settings.map((s) => s.name), settings.map((s) => s.value)],
    );
  } finally {
    await session.query(`SELECT pg_advisory_unlock(${lock(CHECKING_LOCK)})`);
  }
}

function conflictMessage(
  differing: readonly ClusterSetting[],
  recorded: ReadonlyMap<string, string>,
): string {
  const lines = differing.map((s) => {
    const held = recorded.get(s.name) ?? '';
    return s.value.startsWith('sha256:')
      ? `  ${s.source}: differs (fingerprint ${s.value} here, ${held} in use)`
      : `  ${s.source}: ${s.value} here, ${held} in use`;
  });
  return [
    'This casino process has other settings than the processes already running on this database:',
    ...lines,
    'Every process must apply the same money rules and share the same secrets. Start this one with',
    "the running processes' values, or stop them all and start again with the new ones.",
  ].join('\n');
}
