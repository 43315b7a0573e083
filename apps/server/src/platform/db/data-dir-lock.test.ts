import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';

const tempLock = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'casino-lock-')), 'pgdata.lock');

describe('lockDataDir', () => {
  it('refuses a second owner while the first is alive and frees the lock on release', () => {
    const file = tempLock();
    // The parent of this test process is alive and is not us: it stands for a running casino.
    fs.writeFileSync(file, String(process.ppid));
    expect(() => lockDataDir(file)).toThrow(/in use by process/);
    fs.rmSync(file);

    const release = lockDataDir(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const file = tempLock();
    fs.writeFileSync(file, '999999999');
    const release = lockDataDir(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
