import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.js';

const PAGE = { accept: 'text/html,application/xhtml+xml' };

/** A built web app: index.html, and the lobby's own page when `lobby` is set. */
function webDist(lobby: boolean): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>casino spa</title>');
  if (lobby) fs.writeFileSync(path.join(dist, 'lobby.html'), '<!doctype html><title>casino lobby</title>');
  return dist;
}

describe('the pages of the single-page app', async () => {
  const { app } = await buildTestApp({ env: { WEB_DIST: webDist(true) } });
  const { app: withoutLobbyPage } = await buildTestApp({ env: { WEB_DIST: webDist(false) } });

  it('answers the lobby with its own page, cached as index.html is', async () => {
    const index = await app.inject({ method: 'GET', url: '/slots', headers: PAGE });
    for (const url of ['/', '/?utm_source=mail']) {
      const page = await app.inject({ method: 'GET', url, headers: PAGE });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe(index.headers['cache-control']);
      expect(page.body).toContain('casino lobby');
    }
  });

  it('answers every other page with index.html', async () => {
    for (const url of ['/slots', '/login/success', '/faq/terms']) {
      const page = await app.inject({ method: 'GET', url, headers: PAGE });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('casino spa');
    }
  });

  it('answers the lobby with index.html when the build has no lobby page', async () => {
    const page = await withoutLobbyPage.inject({ method: 'GET', url: '/', headers: PAGE });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('casino spa');
  });
});
