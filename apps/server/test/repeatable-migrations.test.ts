import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/platform/db/migrate.js';
import { migrations } from '../src/platform/db/migrations/index.js';
import { REPEATABLE_FILES, moduleRepeatables, type Repeatable } from '../src/platform/db/repeatables.js';
import type { Db } from '../src/platform/db/types.js';
import { openEmptyTestDb } from './helper.js';

// The database's functions live in one SQL file per owning module (docs/decisions/022), applied
// after the numbered migrations whenever a file's text changes.

const files = moduleRepeatables();

/**
 * Functions whose text stays in a numbered migration: a stored generated column is computed from
 * them, or a trigger made with its table runs them (the audit log is append-only from its creation).
 */
const TABLE_FUNCTIONS = [
  'content_config',
  'content_fold',
  'audit_log_is_append_only',
  'keep_content_page_version',
];

/** Each function a file defines, with its body as written between its $$ quotes. */
function definedFunctions(sql: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of sql.matchAll(/CREATE OR REPLACE FUNCTION\s+(\w+)\s*\([\s\S]*?\bAS \$\$([\s\S]*?)\$\$/g))
    found.set(m[1] ?? '', m[2] ?? '');
  return found;
}

const fileFunctions = new Map(files.flatMap((f) => [...definedFunctions(f.sql)]));

/** The schema's own functions (full definitions and bodies) and the batch's row type, by name. */
async function schemaObjects(db: Db): Promise<{ defs: Map<string, string>; bodies: Map<string, string> }> {
  const { rows } = await db.query<{ name: string; def: string; body: string }>(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def, p.prosrc AS body
     FROM pg_proc p
     WHERE p.pronamespace = current_schema()::regnamespace
       -- An extension's own functions (pg_trgm's) are the extension's.
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
     ORDER BY p.oid::regprocedure::text`,
  );
  const type = await db.query<{ attrs: string }>(
    `SELECT string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' ORDER BY a.attnum) AS attrs
     FROM pg_attribute a WHERE a.attrelid = 'games_batch_call'::regclass AND a.attnum > 0`,
  );
  const defs = new Map(rows.map((r) => [r.name, r.def]));
  defs.set('type games_batch_call', type.rows[0]?.attrs ?? '');
  return { defs, bodies: new Map(rows.map((r) => [r.name, r.body])) };
}

async function recorded(db: Db): Promise<{ name: string; checksum: string; applied_at: Date }[]> {
  return (
    await db.query<{ name: string; checksum: string; applied_at: Date }>(
      'SELECT name, checksum, applied_at FROM schema_repeatables ORDER BY name',
    )
  ).rows;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The checksums a database that applied these files records, by name. */
function checksumsOf(list: readonly Repeatable[]): { name: string; checksum: string }[] {
  return list
    .map((f) => ({ name: f.name, checksum: sha256(f.sql) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const fresh = await openEmptyTestDb();
const existing = await openEmptyTestDb();
afterAll(async () => {
  await fresh.close();
  await existing.close();
});

describe('repeatable migrations', () => {
  it('finds the functions of every file', () => {
    expect(files.map((f) => f.name)).toEqual(REPEATABLE_FILES);
    expect([...fileFunctions.keys()].sort()).toEqual([
      'audit_append',
      'bonuses_count_wagering',
      'bonuses_count_wagerings',
      'bump_catalogue_version',
      'games_batch_parts',
      'games_fast_calls',
      'ledger_moves',
      'ledger_transfer',
      'limits_count_play',
      'limits_count_time',
      'limits_idle_gap',
      'limits_round_allowance',
      'limits_round_play',
      'limits_span',
      'limits_stake_room',
      'limits_take_stake',
      'limits_take_time',
      'limits_time_room',
      'limits_write_time',
      'loyalty_add_stake',
      'loyalty_add_stakes',
      'tournaments_score_round',
      'tournaments_score_rounds',
      'transfers_are_immutable',
    ]);
  });

  it("gives a new database every function from its file, and records each file's checksum", async () => {
    const applied = await migrate(fresh);
    expect(applied.migrations).toEqual(migrations.map((m) => m.id));
    expect(applied.repeatables).toEqual(REPEATABLE_FILES);
    const { bodies } = await schemaObjects(fresh);
    // Every function of the schema is a file's, with the file's text.
    expect([...bodies.keys()].filter((n) => !TABLE_FUNCTIONS.includes(n)).sort()).toEqual(
      [...fileFunctions.keys()].sort(),
    );
    for (const [name, body] of fileFunctions) expect(bodies.get(name), name).toBe(body);
    expect((await recorded(fresh)).map(({ name, checksum }) => ({ name, checksum }))).toEqual(
      checksumsOf(files),
    );
  });

  it('gives a database migrated by the numbered migrations alone the definitions of the files', async () => {
    // How databases were migrated before the files: every numbered migration, recorded.
    await existing.exec(`CREATE TABLE schema_migrations (
      id TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    for (const m of migrations) {
      await existing.exec(m.sql);
      await existing.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
    }
    const before = await schemaObjects(existing);

    expect(await migrate(existing)).toEqual({ migrations: [], repeatables: REPEATABLE_FILES });
    const after = await schemaObjects(existing);
    // The files' definitions replace what the numbered migrations left: the same as a new database's.
    // (On a server each test database is a schema of its own, which the definitions name.)
    const unqualified = (defs: Map<string, string>) =>
      new Map([...defs].map(([name, def]) => [name, def.replace(/\bt_[0-9a-f]{12}\./g, '')]));
    expect(unqualified(after.defs)).toEqual(unqualified((await schemaObjects(fresh)).defs));
    // Nothing the numbered migrations made is lost (the files may have added functions since).
    for (const name of before.defs.keys()) expect(after.defs.has(name), name).toBe(true);
    for (const [name, body] of fileFunctions) expect(after.bodies.get(name), name).toBe(body);
    expect((await recorded(existing)).map(({ name, checksum }) => ({ name, checksum }))).toEqual(
      checksumsOf(files),
    );
    // The transfers' triggers still call the ledger's file's function.
    const { rows } = await existing.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_trigger WHERE tgfoid = 'transfers_are_immutable'::regproc`,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('applies a changed file again once, and never a file whose text is unchanged', async () => {
    const changed = files.map((f) =>
      f.name === 'games/sql/fast-calls.sql'
        ? { ...f, sql: f.sql.replace('  RETURN v_answers;\n', '  RETURN v_answers; -- changed\n') }
        : f,
    );
    expect(changed).not.toEqual(files);
    const before = await recorded(fresh);

    expect(await migrate(fresh, changed)).toEqual({
      migrations: [],
      repeatables: ['games/sql/fast-calls.sql'],
    });
    expect((await schemaObjects(fresh)).bodies.get('games_fast_calls')).toContain(
      'RETURN v_answers; -- changed',
    );
    const after = await recorded(fresh);
    expect(after.map(({ name, checksum }) => ({ name, checksum }))).toEqual(checksumsOf(changed));
    for (const row of after) {
      const earlier = before.find((b) => b.name === row.name);
      if (row.name === 'games/sql/fast-calls.sql')
        expect(row.applied_at.getTime()).toBeGreaterThan(earlier?.applied_at.getTime() ?? Infinity);
      else expect(row.applied_at).toEqual(earlier?.applied_at);
    }

    expect(await migrate(fresh, changed)).toEqual({ migrations: [], repeatables: [] });
    expect(await recorded(fresh)).toEqual(after);

    // The file as it is today goes back in the same way.
    expect(await migrate(fresh)).toEqual({ migrations: [], repeatables: ['games/sql/fast-calls.sql'] });
    expect((await schemaObjects(fresh)).bodies.get('games_fast_calls')).toBe(
      fileFunctions.get('games_fast_calls'),
    );
  });

  it('applies every file over its own current version', async () => {
    const before = await schemaObjects(fresh);
    await fresh.query('DELETE FROM schema_repeatables');
    expect(await migrate(fresh)).toEqual({ migrations: [], repeatables: REPEATABLE_FILES });
    expect((await schemaObjects(fresh)).defs).toEqual(before.defs);
  });
});
