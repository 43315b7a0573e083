import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.js';

// The built console (apps/backoffice/dist) under /backoffice/: its files, and its index.html for
// the console's own addresses, so a reload on /backoffice/staff opens the console.
describe('the back-office console served by the casino', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-console-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>back office</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A built console used to stop the server at start-up (two routes for /backoffice).
  const { app } = await buildTestApp({ env: { BACKOFFICE_DIST: dist } });
  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('answers the console and its addresses with its index, not cached', async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/staff', '/backoffice/setup/abc']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('back office');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves its hashed assets for a year and keeps the API answering JSON', async () => {
    const asset = await app.inject({ method: 'GET', url: '/backoffice/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({
      method: 'GET',
      url: '/api/backoffice/session/',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(401);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
