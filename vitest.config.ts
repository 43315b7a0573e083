import { configDefaults, defineConfig } from 'vitest/config';

// One runner for the whole repository; each workspace is a project so `--project` can pick one.
export default defineConfig({
  test: {
    // PGlite instances are heavy; two workers match the two cores we have.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'game-math',
          root: 'packages/game-math',
          include: ['src/**/*.test.ts'],
          // RTP proofs enumerate or simulate millions of rounds.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // *.pg.test.ts need a real server's several connections (a lock held in one session
          // while others play): they run when DATABASE_URL names one, as CI's second run does.
          // *.amqp.test.ts need a message broker: they run when SPORTS_FEED_TEST_AMQP names one.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? [] : ['test/**/*.pg.test.ts']),
            ...(process.env.SPORTS_FEED_TEST_AMQP ? [] : ['test/**/*.amqp.test.ts']),
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file builds its own app on its own database, so the files of a worker can
          // share loaded modules: importing the whole server again for every file was half of the
          // suite's time (185 s with isolation, 103 s without, on two cores).
          isolate: false,
        },
      },
      {
        test: {
          name: 'studio',
          root: 'apps/studio',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'studio-client',
          root: 'apps/studio/client',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'svg-raster',
          root: 'packages/svg-raster',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'ui',
          root: 'packages/ui',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      'apps/web/vite.config.ts',
      'apps/backoffice/vite.config.ts',
    ],
  },
});
