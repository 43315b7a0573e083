import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedDb } from './pglite.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-data-'));
const lockFile = path.join(dir, 'pgdata.lock');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// One folder through its life: each embedded database on disk takes seconds to create.
describe("the standalone studio's embedded database", () => {
  it('takes over the lock of a process that died and releases it on close', async () => {
    fs.writeFileSync(lockFile, '2147483646');
    const db = await openEmbeddedDb(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    await db.exec("CREATE TABLE studio_probe (note TEXT); INSERT INTO studio_probe VALUES ('kept')");
    await db.close();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('refuses to open while another live process holds it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      fs.writeFileSync(lockFile, String(other.pid));
      await expect(openEmbeddedDb(dir)).rejects.toThrow(
        new RegExp(`in use by process ${other.pid}.*STUDIO_DATABASE_URL`),
      );
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(other.pid));
    } finally {
      const exited = new Promise((resolve) => other.once('exit', resolve));
      other.kill();
      await exited;
    }
  });

  it('keeps its tables across a restart', async () => {
    const db = await openEmbeddedDb(dir);
    const { rows } = await db.query<{ note: string }>('SELECT note FROM studio_probe');
    expect(rows).toEqual([{ note: 'kept' }]);
    await db.close();
  });
});
