// Lighthouse (mobile, its default emulation and throttling) on the lobby with games: prints the
// performance and accessibility scores and the paint metrics of each run and their medians.
// Starts the built casino on a fresh data folder (builds first unless --no-build); Lighthouse 13 is
// fetched from the registry by npx, so it is not one of the project's dependencies. Chromium:
// CHROME_PATH or /usr/bin/chromium. `--runs N` (default 3): Lighthouse's figures move from run to
// run with the machine's load (its CPU throttling multiplies whatever the page's tasks took), so
// one run says little; the medians are the figures to compare.
//
// The web app is built into a folder of this run's own (WEB_DIST), not apps/web/dist: a build of
// the shared checkout started meanwhile replaced the hashed files that the served index.html names,
// and the page was then measured without its code (404s, shown below if they happen).
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3250);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = (process.env.BENCH_PAGES ?? '/').split(',');

const runsAt = process.argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-web-'));
let webDist = path.join(root, 'apps/web/dist');
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
  },
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
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
try {
  await waitForHealth();
  for (const page of pages) {
    const figures = [];
    for (let run = 1; run <= runs; run++) {
      const out = path.join(dataDir, `report-${run}.json`);
      const lighthouse = () =>
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
      // Now and then Lighthouse fails to record the trace (NO_NAVSTART) and exits with an error: that
      // run is made again once rather than losing the whole measurement.
      try {
        lighthouse();
      } catch {
        console.log(`lighthouse mobile ${page} (run ${run} of ${runs}) failed; running it again`);
        lighthouse();
      }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      const figure = {
        performance: report.categories.performance.score ?? NaN,
        accessibility: report.categories.accessibility.score ?? NaN,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
      };
      figures.push(figure);
      console.log(`lighthouse mobile ${page} (run ${run} of ${runs})`);
      if (report.runtimeError) console.log(`  lighthouse error: ${report.runtimeError.code}`);
      console.log(`  performance ${figure.performance}, accessibility ${figure.accessibility}`);
      console.log(
        `  FCP ${ms(figure.fcp)}, LCP ${ms(figure.lcp)}, TBT ${ms(figure.tbt)}, CLS ${figure.cls.toFixed(3)}, SI ${ms(figure.si)}`,
      );
      const lcpNode = report.audits['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node');
      if (lcpNode) console.log(`  LCP element: ${lcpNode.selector ?? lcpNode.nodeLabel ?? ''}`);
      const failed = (report.audits['network-requests']?.details?.items ?? []).filter(
        (r) => r.statusCode >= 400,
      );
      if (failed.length)
        console.log(`  FAILED REQUESTS: ${failed.map((r) => `${r.statusCode} ${r.url}`).join(', ')}`);
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
    const m = (key) => median(figures.map((f) => f[key]));
    console.log(`lighthouse mobile ${page}: median of ${runs}`);
    console.log(`  performance ${m('performance')}, accessibility ${m('accessibility')}`);
    console.log(
      `  FCP ${ms(m('fcp'))}, LCP ${ms(m('lcp'))}, TBT ${ms(m('tbt'))}, CLS ${m('cls').toFixed(3)}, SI ${ms(m('si'))}`,
    );
    console.log('  targets: performance >= 0.9, LCP <= 2500 ms, accessibility 1');
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
}
