import fs from 'node:fs';

/** Whether a process with this pid runs (EPERM: it does, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's folder for this process: a second studio opening it would
 * corrupt it. The lock file holds the owner's pid; one left by a process that died is taken
 * over. Returns the release function (also run at exit).
 */
export function lockDataDir(lockFile: string): () => void {
  const owner = fs.existsSync(lockFile) ? Number(fs.readFileSync(lockFile, 'utf8')) : undefined;
  if (owner !== undefined && owner !== process.pid && Number.isInteger(owner) && owner > 0 && running(owner))
    throw new Error(
      `The studio's embedded database in ${lockFile.replace(/[/\\][^/\\]+$/, '')} is in use by process ${owner}. ` +
        'Stop that studio first, or set STUDIO_DATABASE_URL to a PostgreSQL server.',
    );
  fs.rmSync(lockFile, { force: true });
  // 'wx' fails if another process took the lock between the check and here.
  fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  const release = () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}
