import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compresses the API's text answers (JSON, and the API reference's page, script and style).
 *
 * The lobby's first calls (categories, main page, providers, countries...) hold up its first
 * paint on a slow mobile link, and their JSON shrinks to a quarter or less; the built web assets
 * already have compressed copies (spa.ts). Left as they are:
 * - the seamless-wallet calls a game provider makes server to server: their answers are the
 *   bytes the wallet stored for a call and are sent again as they are for a repeated call;
 * - streams (server-sent events, files), which this hook never sees as a whole body;
 * - bodies that are not text (images, uploads, documents) or already have a content-encoding;
 * - HEAD requests, answers without a body (204, 304) and bodies under MIN_BYTES.
 * ETags are left as they are: a 304 has no body, and Vary: Accept-Encoding keeps shared caches
 * from handing one coding to a client that asked for another.
 */

/** Below about a kilobyte an answer fits in a packet or two either way: not worth the CPU. */
export const MIN_BYTES = 1024;

/** Route paths whose answers are never compressed. */
const EXCLUDED = ['/api/games/wallet/'];

const TEXT = /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?!event-stream)|[\w-]+\/(?:x-)?javascript)\b/i;

export type Coding = 'br' | 'gzip';

const compressors: Record<Coding, (body: Buffer | string) => Buffer> = {
  // Dynamic answers are compressed on every request, synchronously: the lobby's 5 to 25 KB
  // answers take 0.05 to 0.25 ms, less than a hop to the thread pool would add. Brotli's quality
  // 5 costs about what gzip's default does and is 4 to 8% smaller (quality 4 came out about gzip's
  // size on them); quality 11 takes about a hundred times as long for 10 to 15% less.
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
};

/** The coding to answer in: brotli when the client accepts it, else gzip, else none. */
export function negotiate(acceptEncoding: string | undefined): Coding | undefined {
  const accepted = new Set<string>();
  for (const entry of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

function compressible(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (
    request.method === 'HEAD' ||
    reply.statusCode < 200 ||
    reply.statusCode === 204 ||
    reply.statusCode === 304
  )
    return false;
  // The route's pattern, not the raw URL, so no spelling of a wallet path gets through.
  const path = request.routeOptions.url ?? request.url;
  if (!path.startsWith('/api/') || EXCLUDED.some((prefix) => path.startsWith(prefix))) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && TEXT.test(type) && Buffer.byteLength(payload) >= MIN_BYTES;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (current === '') reply.header('vary', 'Accept-Encoding');
  else if (current !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current))
    reply.header('vary', `${current}, Accept-Encoding`);
}

/**
 * A route that sends the same Buffer again (an answer it keeps serialized, like a catalogue page
 * or the OpenAPI document) finds its compressed bytes here: a repeat costs no compression, and
 * they go when the route drops the Buffer.
 */
const compressedCopies = new WeakMap<Buffer, Partial<Record<Coding, Buffer>>>();

function compress(body: string | Buffer, coding: Coding): Buffer {
  if (typeof body === 'string') return compressors[coding](body);
  let copies = compressedCopies.get(body);
  if (!copies) compressedCopies.set(body, (copies = {}));
  return (copies[coding] ??= compressors[coding](body));
}

/** Registers the compression of API answers on the whole app (call before the routes). */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!compressible(request, reply, payload)) return done(null, payload);
    addVary(reply);
    const coding = negotiate(request.headers['accept-encoding']);
    if (!coding) return done(null, payload);
    reply.header('content-encoding', coding);
    done(null, compress(payload, coding));
  });
}
