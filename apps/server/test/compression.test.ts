import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeeds } from '../src/modules/catalogue/catalogue-import.service.js';
import { generateFeeds } from '../src/modules/catalogue/feed-generator.js';
import { MIN_BYTES, negotiate, registerCompression } from '../src/platform/http/compression.js';
import { buildTestApp } from './helper.js';

const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

/** The body as the client reads it, decoded by its content-encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const coding = res.headers['content-encoding'];
  if (coding === undefined) return res.rawPayload.toString();
  expect(coding === 'br' || coding === 'gzip', `content-encoding ${String(coding)}`).toBe(true);
  return decoders[coding as keyof typeof decoders](res.rawPayload).toString();
}

describe('negotiate', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip')).toBe('gzip');
    expect(negotiate('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiate('BR;Q=1')).toBe('br');
    expect(negotiate('gzip;q=0, deflate')).toBeUndefined();
    expect(negotiate('identity')).toBeUndefined();
    expect(negotiate('')).toBeUndefined();
    expect(negotiate(undefined)).toBeUndefined();
  });
});

describe('the casino API', async () => {
  const { app, db, clock } = await buildTestApp();
  const MAIN_PAGE = '/api/frontend/main_page/?casino_type=casino';

  beforeAll(async () => {
    // A catalogue big enough for the lobby's answers to be several kilobytes.
    await importFeeds({ db, clock }, generateFeeds(200));
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({
      url,
      headers: acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding },
    });

  it('sends a large answer in brotli when accepted, as the same JSON', async () => {
    for (const url of [MAIN_PAGE, '/api/frontend/countries/', '/api/frontend/slot/?page_size=50']) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.rawPayload.length, url).toBeGreaterThan(4 * MIN_BYTES);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toMatch(/Accept-Encoding/);

      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/Accept-Encoding/);
      expect(Number(br.headers['content-length']), url).toBe(br.rawPayload.length);
      expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(br)), url).toEqual(plain.json());
    }
  });

  it('falls back to gzip, and keeps the other Vary values', async () => {
    const plain = await get('/api/frontend/countries/');
    const gzip = await get('/api/frontend/countries/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Language, Accept-Encoding');
    expect(JSON.parse(decoded(gzip))).toEqual(plain.json());
  });

  it('sends a cached page the same compressed bytes again', async () => {
    const url = '/api/frontend/slot/?page_size=60';
    const first = await get(url, 'br');
    const again = await get(url, 'br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('does not compress a small answer', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers HEAD without a coding', async () => {
    const res = await app.inject({ method: 'HEAD', url: MAIN_PAGE, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('keeps revalidation: the compressed answer has the ETag, and its If-None-Match is a 304', async () => {
    const plain = await get('/api/schema/');
    const br = await get('/api/schema/', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get('/api/schema/', 'br', { 'if-none-match': String(br.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a seamless-wallet answer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/games/wallet/balance',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: JSON.stringify({
        session_token: 'x',
        player_id: 1,
        currency: 'USD',
        padding: 'p'.repeat(4000),
      }),
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toHaveProperty('error');
  });
});

describe('what is never compressed', async () => {
  // A bare app with answers of every kind, each large enough to be compressed if it could be.
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  registerCompression(app);
  const big = JSON.stringify({
    items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })),
  });
  app.post('/api/games/wallet/:action', async () => big);
  app.get('/api/json/', async (_request, reply) => reply.type('application/json').send(big));
  app.get('/api/image/', async (_request, reply) =>
    reply.type('image/png').send(Buffer.alloc(8 * MIN_BYTES)),
  );
  app.get('/api/encoded/', async (_request, reply) =>
    reply.type('application/json').header('content-encoding', 'gzip').send(zlib.gzipSync(big)),
  );
  app.get('/api/events/', async (_request, reply) =>
    reply.type('text/event-stream').send(Readable.from([`data: ${big}\n\n`])),
  );
  app.get('/api/empty/', async (_request, reply) => reply.code(204).send());
  app.get('/outside/', async (_request, reply) => reply.type('application/json').send(big));
  await app.ready();
  afterAll(() => app.close());

  const inject = (method: 'GET' | 'POST' | 'HEAD', url: string) =>
    app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip' } });

  it('compresses the control answer', async () => {
    const res = await inject('GET', '/api/json/');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(big);
  });

  it('leaves the wallet, whatever its size or spelling', async () => {
    for (const url of ['/api/games/wallet/bet', '/api/games/wallet/bet/', '/api/games/%77allet/bet']) {
      const res = await inject('POST', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.body, url).toBe(big);
    }
  });

  it('leaves images, encoded bodies, streams, 204s, HEAD and paths outside the API', async () => {
    const image = await inject('GET', '/api/image/');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(8 * MIN_BYTES);

    const encoded = await inject('GET', '/api/encoded/');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(encoded.rawPayload).toString()).toBe(big);

    const events = await inject('GET', '/api/events/');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toBe(`data: ${big}\n\n`);

    const empty = await inject('GET', '/api/empty/');
    expect(empty.statusCode).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();

    const head = await inject('HEAD', '/api/json/');
    expect(head.headers['content-encoding']).toBeUndefined();

    const outside = await inject('GET', '/outside/');
    expect(outside.headers['content-encoding']).toBeUndefined();
    expect(outside.body).toBe(big);
  });
});
