import helmet from '@fastify/helmet';
import { providerFeed } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { buildStudio } from './helper.js';

// Mounted like the casino mounts it: behind a global helmet that forbids all framing.
const t = await buildStudio({
  setup: async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
      },
    });
    app.get('/casino-page', async () => 'casino');
  },
  extra: { frameAncestors: ['https://casino.example'] },
});

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('studio pages', () => {
  it('serves the game page framable by itself and the casino, with scripts from itself only', async () => {
    const res = await t.app.inject({ url: '/studio/play/test-coin?session=abc&lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // Its relative files resolve under the studio's base.
    expect(res.body).toContain(
      '<head><base href="/studio/"><meta name="casino-origins" content="https://casino.example"><script type="module" src="./assets/play-abc123.js">',
    );
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self' https://casino.example");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    // The casino's own pages keep its policy.
    const casino = await t.app.inject({ url: '/casino-page' });
    expect(casino.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers 404 for the page of an unknown game', async () => {
    const res = await t.app.inject({ url: '/studio/play/no-such-game' });
    expect(res.statusCode).toBe(404);
  });

  it('serves the client files, hashed assets cached for a year', async () => {
    const asset = await t.app.inject({ url: '/studio/assets/play-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const art = await t.app.inject({ url: '/studio/art/test-coin.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await t.app.inject({ url: '/studio/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ error: 'not_found' });
    const api = await t.app.inject({ method: 'POST', url: '/studio/api/nothing' });
    expect(api.statusCode).toBe(404);
  });

  it('renders the verify page without scripts, under a strict policy, escaping what it echoes', async () => {
    const empty = await t.app.inject({ url: '/studio/verify' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('HMAC-SHA256');
    expect(empty.body).not.toContain('<script');
    const csp = String(empty.headers['content-security-policy']);
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(directive(csp, 'style-src')).toMatch(/^style-src 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self' https://casino.example");

    const result = await t.app.inject({
      url: '/studio/verify?server_seed=abc&client_seed=xyz&nonce=3&game=test-coin',
    });
    expect(result.statusCode).toBe(200);
    expect(result.body).toMatch(/Draw \d+/);
    expect(result.body).toContain('&#34;draw&#34;');

    const hostile = await t.app.inject({
      url: `/studio/verify?server_seed=${encodeURIComponent('<script>alert(1)</script>')}&client_seed=x&nonce=0&game=test-coin`,
    });
    expect(hostile.body).not.toContain('<script>alert(1)</script>');
    expect(hostile.body).toContain('&#60;script&#62;');

    const bad = await t.app.inject({
      url: '/studio/verify?server_seed=abc&client_seed=xyz&nonce=-4&game=test-coin',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Cannot verify');
  });

  it('publishes the provider feed in the catalogue import shape', async () => {
    const res = await t.app.inject({ url: '/studio/api/games' });
    expect(res.statusCode).toBe(200);
    const feed = providerFeed.parse(JSON.parse(res.body));
    expect(feed.provider).toEqual({
      code: 'royal-originals',
      name: 'Royal Originals',
      logo: '/studio/logo.svg',
    });
    expect(feed.games.map((g) => [g.code, g.type, g.mode, g.img])).toEqual([
      ['test-coin', 'slots', 'casino', '/studio/art/test-coin.webp'],
      ['test-two-step', 'tables', 'live_casino', '/studio/art/test-two-step.webp'],
    ]);
    expect(feed.games[0]?.categories).toEqual(['slots', 'new', 'popular', 'free-spins', 'high-volatility']);
    expect(feed.games[1]?.categories).toEqual(['table-games', 'new', 'low-volatility']);
    const logo = await t.app.inject({ url: '/studio/logo.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers API calls uncached', async () => {
    const res = await t.app.inject({ url: '/studio/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
