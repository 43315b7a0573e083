import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

// Debian's Chromium; no browser is downloaded. The flags keep it off the network.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// The studio as its own process (e2e/studio-process.spec.ts, and only there): the built studio on
// its own port and embedded database, and a second casino with STUDIO_EMBEDDED=false that calls
// it server to server and frames it from its public URL, as the README describes. They start
// after `npm start` has built everything (web servers start one after another).
const studioSpec = /studio-process\.spec\.ts$/;
const studioProcess = (() => {
  const casinoPort = Number(process.env.E2E_STUDIO_CASINO_PORT ?? 3130);
  const studioPort = casinoPort + 1;
  const secret = 'e2e-studio-process-secret-0123456789abcdef';
  const run = path.join(os.tmpdir(), `casino-e2e-studio-process-${Date.now()}`);
  const casinoUrl = `http://localhost:${casinoPort}`;
  const studioPublicUrl = `http://localhost:${studioPort}/studio`;
  return {
    project: {
      name: 'studio-process',
      testMatch: studioSpec,
      testIgnore: [],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: casinoUrl,
        launchOptions,
      },
    },
    webServers: [
      {
        command: 'node apps/studio/dist/main.mjs',
        url: `http://127.0.0.1:${studioPort}/studio/api/games`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: {
          STUDIO_PORT: String(studioPort),
          STUDIO_HOST: '127.0.0.1',
          STUDIO_SECRET: secret,
          STUDIO_DATA_DIR: path.join(run, 'studio'),
          STUDIO_CASINO_URL: `http://127.0.0.1:${casinoPort}`,
          STUDIO_PUBLIC_URL: studioPublicUrl,
          STUDIO_FRAME_ANCESTORS: casinoUrl,
          STUDIO_LOG_LEVEL: 'warn',
        },
      },
      {
        command: 'node apps/server/dist/server.mjs',
        url: `${casinoUrl}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: {
          PORT: String(casinoPort),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(run, 'casino'),
          LOG_LEVEL: 'warn',
          TRUST_PROXY: '127.0.0.1',
          SIGNUP_LIMIT_PER_HOUR: '10000',
          STUDIO_EMBEDDED: 'false',
          STUDIO_SECRET: secret,
          STUDIO_URL: `http://127.0.0.1:${studioPort}/studio`,
          STUDIO_PUBLIC_URL: studioPublicUrl,
        },
      },
    ],
  };
})();

// The casino as two processes on the machine's PostgreSQL behind the round-robin proxy
// (e2e/two-processes.spec.ts, and only there; README, "Several processes"), started after
// `npm start` has built everything, on a schema of their own for this run. E2E_CLUSTER=false
// leaves them out where no PostgreSQL server runs.
const twoProcessesSpec = /two-processes\.spec\.ts$/;
const twoProcesses = (() => {
  const proxyPort = Number(process.env.E2E_CLUSTER_PORT ?? 3120);
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const casinos = [proxyPort + 1, proxyPort + 2].map((p) => `http://127.0.0.1:${p}`);
  // Set once here, where the runner reads the config, so the spec's workers see the same values.
  process.env.E2E_CLUSTER_UPSTREAMS = casinos.join(',');
  process.env.E2E_CLUSTER_SCHEMA ??= `e2e_cluster_${Date.now()}`;
  const env = {
    DATABASE_URL: process.env.E2E_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    DATABASE_SCHEMA: process.env.E2E_CLUSTER_SCHEMA,
    // One data folder for both, as on one machine: the same generated secrets.
    DATA_DIR: path.join(os.tmpdir(), process.env.E2E_CLUSTER_SCHEMA),
    HOST: '127.0.0.1',
    PUBLIC_URL: proxyUrl,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    SIGNUP_LIMIT_PER_HOUR: '10000',
  };
  return {
    project: {
      name: 'two-processes',
      testMatch: twoProcessesSpec,
      testIgnore: [],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: proxyUrl,
        launchOptions,
      },
    },
    webServers: [
      ...casinos.map((url) => ({
        command: 'node apps/server/dist/server.mjs',
        url: `${url}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: { ...env, PORT: new URL(url).port },
      })),
      {
        command: `node scripts/cluster-proxy.mjs --port ${proxyPort} ${casinos.join(' ')}`,
        url: `${proxyUrl}/api/health`,
        timeout: 30_000,
        reuseExistingServer: false,
      },
    ],
  };
})();
// The sportsbook on an accelerated clock (e2e/sports-welcome.spec.ts, and only there): a casino of
// its own, on its own port and embedded database, whose feed simulator runs its matches and its
// calendar 240 times faster (docs/decisions/045): football kicks off every 15 seconds and a match
// is settled half a minute later, all through the feed as ever. It starts after `npm start` has
// built everything.
const sportsClockSpec = /sports-welcome\.spec\.ts$/;
const sportsClock = (() => {
  const sportsPort = Number(process.env.E2E_SPORTS_PORT ?? port + 40);
  const url = `http://localhost:${sportsPort}`;
  const use = { baseURL: url, launchOptions };
  return {
    projects: [
      {
        name: 'sports-clock',
        testMatch: sportsClockSpec,
        testIgnore: [],
        use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, ...use },
      },
      {
        name: 'sports-clock-mobile',
        testMatch: sportsClockSpec,
        testIgnore: [],
        use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, ...use },
      },
    ],
    webServer: {
      command: 'node apps/server/dist/server.mjs',
      url: `${url}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(sportsPort),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(os.tmpdir(), `casino-e2e-sports-${Date.now()}`),
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1',
        SIGNUP_LIMIT_PER_HOUR: '10000',
        SPORTS_SIMULATOR_SPEED: '240',
        SPORTS_SIMULATOR_CALENDAR: 'accelerated',
      },
    },
  };
})();
const catalogueChangeSpec = /catalogue-change\.spec\.ts$/;
const withTwoProcesses = !process.env.E2E_BASE_URL && process.env.E2E_CLUSTER !== 'false';

export default defineConfig({
  testDir: 'e2e',
  // Specs that need servers of their own run only in their own project.
  testIgnore: [studioSpec, twoProcessesSpec, catalogueChangeSpec, sportsClockSpec],
  globalTeardown: withTwoProcesses ? './e2e/two-processes.teardown.ts' : undefined,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Journeys spend most of their time waiting (the 5-second start-up overlay, polls, the network),
  // so more workers than the two cores keep the machine busy without starving any of them.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      // The back office's journeys are a desktop console's (and share the install's one first administrator).
      testIgnore: [
        studioSpec,
        twoProcessesSpec,
        catalogueChangeSpec,
        sportsClockSpec,
        /backoffice(-[\w-]+)?\.spec\.ts$/,
      ],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      // Journeys that change what every other journey reads (a game withdrawn from the catalogue)
      // run once the desktop and phone journeys are done.
      name: 'catalogue-change',
      testMatch: catalogueChangeSpec,
      testIgnore: [],
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    ...(process.env.E2E_BASE_URL ? [] : [studioProcess.project, ...sportsClock.projects]),
    ...(withTwoProcesses ? [twoProcesses.project] : []),
  ],
  // The app exactly as a new user starts it: `npm start` on a fresh data folder.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'npm start',
          url: `${baseURL}/api/health`,
          timeout: 240_000,
          reuseExistingServer: false,
          env: {
            PORT: String(port),
            DATA_DIR: path.join(os.tmpdir(), `casino-e2e-${Date.now()}`),
            LOG_LEVEL: 'warn',
            // The journeys stand for many players; each sends its own X-Forwarded-For.
            TRUST_PROXY: '127.0.0.1',
            // Journeys also register players through the API from one address.
            SIGNUP_LIMIT_PER_HOUR: '10000',
            // A reality-check minute of one second: a 15-minute check falls due in 15 seconds
            // (only players who chose a check are affected).
            REALITY_CHECK_SECONDS_PER_MINUTE: '1',
          },
        },
        ...studioProcess.webServers,
        sportsClock.webServer,
        ...(withTwoProcesses ? twoProcesses.webServers : []),
      ],
});
