// Lighthouse (mobile, its default emulation and throttling) on the lobby with games: prints the
// performance and accessibility scores and the paint metrics. Starts the built casino on a fresh
// data folder (builds first unless --no-build); Lighthouse 13 is fetched from the registry by npx,
// so it is not one of the project's dependencies. Chromium: CHROME_PATH or /usr/bin/chromium.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3250);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = (process.env.BENCH_PAGES ?? '/').split(',');

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'ignore' });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-web-'));
const server = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS_ENABLED: 'false' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
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

const ms = (v) => `${Math.round(v)} ms`;
try {
  await waitForHealth();
  for (const page of pages) {
    const out = path.join(dataDir, 'report.json');
    execSync(
      [
        'npx --yes lighthouse@13',
        `http://127.0.0.1:${port}${page}`,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"`,
      ].join(' '),
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? NaN;
    console.log(`lighthouse mobile ${page}`);
    console.log(`  performance     ${report.categories.performance.score}`);
    console.log(`  accessibility   ${report.categories.accessibility.score}`);
    console.log(
      `  FCP ${ms(audit('first-contentful-paint'))}, LCP ${ms(audit('largest-contentful-paint'))}, TBT ${ms(audit('total-blocking-time'))}, CLS ${audit('cumulative-layout-shift').toFixed(3)}, SI ${ms(audit('speed-index'))}`,
    );
    const lcpItem = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpItem) console.log(`  LCP element: ${lcpItem.nodeLabel ?? ''} (${lcpItem.selector ?? ''})`);
    const failing = Object.values(report.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          report.categories.accessibility.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id);
    if (failing.length) console.log(`  accessibility audits below 1: ${failing.join(', ')}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
}
