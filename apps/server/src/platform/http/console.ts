import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CONSOLE_PREFIX = '/backoffice/';

/**
 * Serves the staff console (apps/backoffice) under /backoffice/: its files as they are (hashed
 * assets cached for a year) and its index.html for the console's own routes on reload. Answers
 * the index sender, or undefined when the console is not built.
 */
export async function registerConsole(
  app: FastifyInstance,
  dist: string,
): Promise<((reply: FastifyReply) => FastifyReply) | undefined> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'back-office console not built; serving its API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: CONSOLE_PREFIX,
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'));
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  // The router ignores trailing slashes: this one route also answers /backoffice (a second route
  // for it, a redirect, was a duplicate that stopped the server whenever the console was built).
  app.get(CONSOLE_PREFIX, (_request, reply) => sendIndex(reply));
  return sendIndex;
}

/** True for a path the back office owns: its API and its console. */
export function isBackofficePath(url: string): boolean {
  return url.startsWith('/api/backoffice/') || url === '/backoffice' || url.startsWith(CONSOLE_PREFIX);
}

/**
 * With BACKOFFICE_PORT the back office answers on that port only and the casino on its own:
 * an operator can then keep the console's port off the public internet.
 */
export function separateBackofficePort(app: FastifyInstance, backofficePort: number): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const onBackofficePort = request.socket.localPort === backofficePort;
    const url = request.url;
    if (url === '/api/health') return;
    if (onBackofficePort && url === '/') return reply.redirect(CONSOLE_PREFIX);
    if (onBackofficePort !== isBackofficePath(url)) return reply.status(404).send({ detail: 'Not found.' });
  });
}
