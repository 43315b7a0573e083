import { describe, expect, it } from 'vitest';
import { configuredIntegrations, providerOrigins } from '../src/modules/games/integrations.js';
import { buildTestApp, testConfig } from './helper.js';

/** The sources one directive of a content security policy lists. */
function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((d) => d.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

describe("the game frame's sources", () => {
  it('are our own origin alone while the studio is served under it', () => {
    expect(providerOrigins(configuredIntegrations(testConfig()))).toEqual([]);
    expect(
      providerOrigins(configuredIntegrations(testConfig({ STUDIO_PUBLIC_URL: '/games/studio' }))),
    ).toEqual([]);
  });

  it("are the studio's origin when browsers reach it elsewhere", () => {
    const config = testConfig({
      STUDIO_EMBEDDED: 'false',
      STUDIO_URL: 'http://studio.internal:4000/studio',
      STUDIO_PUBLIC_URL: 'https://games.example:8443/studio/',
    });
    expect(providerOrigins(configuredIntegrations(config))).toEqual(['https://games.example:8443']);
  });
});

describe("the casino's content security policy with the studio as its own process", async () => {
  const { app } = await buildTestApp({
    env: {
      STUDIO_EMBEDDED: 'false',
      STUDIO_URL: 'http://127.0.0.1:4000/studio',
      STUDIO_PUBLIC_URL: 'https://games.example/studio',
    },
  });

  it("lets the studio's games into the frame and its art into images, and nothing else", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://games.example']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://games.example']);
    // Scripts and connections stay our own: the game talks to its studio from inside its frame.
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
  });
});
