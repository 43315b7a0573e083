// The built casino for the browser benchmarks (bench:web, bench:interactions): builds the web app
// into a folder of the run's own (unless --no-build), then starts the casino on a fresh data folder.
//
// The web app is built into the run's own folder (WEB_DIST), not apps/web/dist: a build of the
// shared checkout started meanwhile replaced the hashed files that the served index.html names,
// and the page was then measured without its code (404s). With --no-build, BENCH_WEB_DIST serves
// another built web app (a build kept to compare with), else apps/web/dist.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the casino on port; resolves once it answers its health check. */
export async function startCasino({ port, name }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `casino-${name}-`));
  let webDist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!process.argv.includes('--no-build')) {
    webDist = path.join(dataDir, 'web');
    const quiet = { cwd: root, stdio: 'ignore' };
    execSync(`npx vite build --outDir ${JSON.stringify(webDist)} --emptyOutDir`, {
      ...quiet,
      cwd: path.join(root, 'apps/web'),
    });
    execSync(`node scripts/compress-dist.mjs ${JSON.stringify(webDist)}`, quiet);
    execSync('npm run build -w @casino/server && npm run build -w @casino/studio', quiet);
  }
  const server = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'data'),
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      // The benchmark registers its players from one address.
      SIGNUP_LIMIT_PER_HOUR: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForHealth(port),
      new Promise((_, reject) =>
        server.once('exit', (code) => reject(new Error(`the casino exited (${code}) before it answered`))),
      ),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, dataDir, stop };
}

async function waitForHealth(port) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the casino did not start');
}

/** The median of the finite values (the lower middle one of an even count), NaN for none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
}

/** The value at or below which the given share of the finite values lie (nearest rank). */
export function percentile(values, share) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

export const ms = (v) => `${Math.round(v)} ms`;

/** Debian's Chromium as the journeys run it (playwright.config.ts): headless, off the network. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
