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

export default defineConfig({
  testDir: 'e2e',
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
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  // The app exactly as a new user starts it: `npm start` on a fresh data folder.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
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
        },
      },
});
