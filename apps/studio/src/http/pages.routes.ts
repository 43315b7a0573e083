import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { StudioDeps } from '../deps.js';
import { renderVerifyPage, verifyPageCsp, type VerifyPageInput } from '../fair/verify-page.js';
import { mathUrl, parseVerifyQuery, verifyRound } from '../fair/verify.service.js';
import { PROVIDER_NAME } from '../games/feed.js';
import { StudioHttpError } from '../platform/errors.js';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-label="${PROVIDER_NAME}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#e0a21f"/></linearGradient></defs>
<path d="M8 46 L12 18 L22 30 L32 12 L42 30 L52 18 L56 46 Z" fill="url(#g)"/><rect x="8" y="49" width="48" height="6" rx="2" fill="url(#g)"/>
<text x="68" y="30" font-family="Georgia,serif" font-size="20" font-weight="700" fill="#f5c451">ROYAL</text>
<text x="68" y="52" font-family="Georgia,serif" font-size="17" fill="#e8eaf6">ORIGINALS</text>
</svg>`;

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${text}</p></body></html>`;

/**
 * The game page of the client build: its index.html refers to its files relatively
 * ('./assets/...'), so a <base href="{base}/"> makes them resolve under the studio's base from
 * {base}/play/<game>, whatever that base is.
 */
async function clientPage(
  clientDist: string,
  publicBase: string,
  frameAncestors: readonly string[],
): Promise<string | undefined> {
  const html = await fs.readFile(path.join(clientDist, 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined || /<base\s/i.test(html)) return html;
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  // The casinos that may frame the game: the only origins its balance messages are sent to.
  const origins = frameAncestors.filter((origin) => /^https?:\/\/[^/\s]+$/.test(origin)).join(' ');
  return html.replace(
    /<head([^>]*)>/i,
    `<head$1><base href="${escape(publicBase)}/"><meta name="casino-origins" content="${escape(origins)}">`,
  );
}

/**
 * The browser-facing pages: the game page (the built client), the verify page, the provider's
 * logo, and the client's files (hashed assets cached for a year).
 */
export async function registerStudioPages(
  app: FastifyInstance,
  deps: StudioDeps,
  options: { clientDist: string; frameAncestors: readonly string[] },
): Promise<void> {
  const { clientDist, frameAncestors } = options;

  await app.register(fastifyStatic, {
    root: clientDist,
    prefix: '/',
    // Read at request time: the client may be built after the server started.
    wildcard: true,
    index: false,
    decorateReply: false,
    // The build writes .br and .gz copies next to the files; they are sent when accepted.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.get<{ Params: { game: string } }>('/play/:game', async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!deps.games.get(request.params.game))
      return reply.status(404).send(page('Not found', 'No such game.'));
    const html = await clientPage(clientDist, deps.publicBase, frameAncestors);
    if (html === undefined)
      return reply.status(503).send(page('Unavailable', 'The game client is not built yet.'));
    return reply.send(html);
  });

  app.get('/logo.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(LOGO),
  );

  app.get('/verify', async (request, reply) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    // Empty fields are absent; a typed-in server seed wins over the hash a history link carried.
    const values: VerifyPageInput['values'] = {};
    for (const key of [
      'server_seed',
      'server_seed_hash',
      'client_seed',
      'nonce',
      'game',
      'decisions',
      'math',
    ] as const) {
      const value = raw[key];
      if (typeof value === 'string' && value !== '') values[key] = value;
    }
    // The hash a history link carried is kept to check the revealed seed against it.
    const committed = values.server_seed_hash;
    if (values.server_seed) delete values.server_seed_hash;
    const input: VerifyPageInput = {
      games: deps.games.list().map((g) => ({ id: g.id, name: g.name, math: mathUrl(deps.publicBase, g.id) })),
      values,
      ...(committed ? { committed } : {}),
    };
    let status = 200;
    if (Object.keys(values).length > 0) {
      try {
        input.result = await verifyRound(deps, parseVerifyQuery(values));
        input.values.server_seed = input.result.server_seed;
        delete input.values.server_seed_hash;
      } catch (err) {
        if (!(err instanceof StudioHttpError)) throw err;
        status = err.status;
        input.error =
          err.code === 'seed_in_use'
            ? {
                title: 'Not revealed yet',
                message:
                  'This round’s server seed is still in use. Note the commitment below; rotate your seeds in the game to reveal the seed, then open this link again and check that its SHA-256 matches.',
                commitment: true,
              }
            : { title: 'Cannot verify', message: err.message };
      }
    }
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', verifyPageCsp(frameAncestors))
      .send(renderVerifyPage(input));
  });
}
