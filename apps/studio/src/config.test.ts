import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStudioConfig } from './config.js';

const base = { STUDIO_SECRET: 's'.repeat(32), STUDIO_DATABASE_URL: 'postgres://studio@db/studio' };

describe('studio config', () => {
  it('defaults to the casino on localhost and the /studio path', () => {
    const c = loadStudioConfig(base);
    expect(c).toMatchObject({
      port: 4000,
      casinoUrl: 'http://127.0.0.1:3000',
      publicBase: '/studio',
      prefix: '/studio',
      providerCode: 'royal-originals',
      frameAncestors: [],
      jobsEnabled: true,
    });
    expect(c.clientDist).toMatch(/apps[/\\]studio[/\\]dist[/\\]client$/);
  });

  it('mounts under the path of an absolute public URL and reads the framing origins', () => {
    const c = loadStudioConfig({
      ...base,
      STUDIO_PUBLIC_URL: 'https://games.example/studio/',
      STUDIO_FRAME_ANCESTORS: 'https://casino.example, http://localhost:3000',
    });
    expect(c.publicBase).toBe('https://games.example/studio');
    expect(c.prefix).toBe('/studio');
    expect(c.frameAncestors).toEqual(['https://casino.example', 'http://localhost:3000']);
  });

  it('keeps its own embedded database in STUDIO_DATA_DIR without a database URL', () => {
    const embedded = loadStudioConfig({ STUDIO_SECRET: base.STUDIO_SECRET });
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.dataDir).toBe(path.resolve('.data', 'studio'));
    const moved = loadStudioConfig({ STUDIO_SECRET: base.STUDIO_SECRET, STUDIO_DATA_DIR: '/var/lib/studio' });
    expect(moved.dataDir).toBe(path.resolve('/var/lib/studio'));
    expect(loadStudioConfig(base).databaseUrl).toBe(base.STUDIO_DATABASE_URL);
  });

  it('refuses a short secret, a bad database URL and a bad framing origin', () => {
    expect(() => loadStudioConfig({ ...base, STUDIO_SECRET: 'short' })).toThrow(/STUDIO_SECRET/);
    expect(() => loadStudioConfig({ ...base, STUDIO_DATABASE_URL: 'studio-db' })).toThrow(
      /STUDIO_DATABASE_URL/,
    );
    expect(() => loadStudioConfig({ ...base, STUDIO_FRAME_ANCESTORS: "'unsafe-inline'" })).toThrow(
      /STUDIO_FRAME_ANCESTORS/,
    );
  });
});
