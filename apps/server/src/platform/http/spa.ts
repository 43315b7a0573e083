import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** True for a browser navigation (wants a page), false for an API call (wants JSON). */
export function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return request.method === 'GET' && accept.includes('text/html') && !accept.includes('application/json');
}

/**
 * Serves the built single-page app from webDist: files as they are (or their compressed copies) (hashed assets cached for a
 * year), and index.html for any other page a browser navigates to, so client routes work on reload.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
): Promise<((reply: FastifyReply) => FastifyReply) | undefined> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (scripts/compress-dist.mjs); they are sent when accepted.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  // The lobby's own page: index.html with the lobby's banner pre-rendered in it, painted before the
  // app's code arrives (apps/web/vite.config.ts). Other pages do without its markup and fetch the
  // code at once.
  const lobbyPage = fs.existsSync(path.join(webDist, 'lobby.html')) ? 'lobby.html' : 'index.html';
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(lobbyPage));
  return sendIndex;
}
