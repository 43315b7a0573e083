import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/platform/db/migrations/index.js';
import { openEmptyTestDb } from './helper.js';

// Migration 033 closes the self-exclusions taken before it until the player asks to reopen
// (docs/decisions/040), and leaves time-outs as they were.

const db = await openEmptyTestDb();
afterAll(() => db.close());

async function applyMigrations(filter: (id: string) => boolean): Promise<void> {
  for (const m of migrations.filter((x) => filter(x.id))) await db.exec(m.sql);
}

describe('migration 033-self-exclusion', () => {
  it('keeps an earlier self-exclusion closed after its end; a time-out keeps its end', async () => {
    await applyMigrations((id) => id < '033');
    const ends = new Date('2026-11-04T10:00:00Z');
    const users = [];
    for (const [email, kind, period] of [
      ['excluded@example.com', 'self_exclusion', '6m'],
      ['paused@example.com', 'time_out', '7d'],
    ]) {
      const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
        email,
      ]);
      const id = Number(rows[0]?.id);
      users.push(id);
      await db.query(
        `INSERT INTO gambling_blocks (user_id, kind, period, started_at, ends_at) VALUES ($1, $2, $3, $4, $5)`,
        [id, kind, period, new Date('2026-05-04T10:00:00Z'), ends],
      );
      await db.query('INSERT INTO gambling_players (user_id, blocked_until) VALUES ($1, $2)', [id, ends]);
    }
    await applyMigrations((id) => id >= '033');
    const { rows } = await db.query<{ user_id: number; forever: boolean; until: Date | null }>(
      `SELECT user_id, NOT isfinite(blocked_until) AS forever,
              CASE WHEN isfinite(blocked_until) THEN blocked_until END AS until
       FROM gambling_players ORDER BY user_id`,
    );
    expect(rows.map((r) => ({ ...r, user_id: Number(r.user_id) }))).toEqual([
      { user_id: users[0], forever: true, until: null },
      { user_id: users[1], forever: false, until: ends },
    ]);
  });
});
