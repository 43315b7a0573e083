import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The back-office console: served by the casino's server under /backoffice/ (or on its own
// BACKOFFICE_PORT), talking to /api/backoffice on the same origin with its session cookie.
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'backoffice',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 15_000,
  },
});
