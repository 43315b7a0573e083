import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { buildOpenApiDocument } from '../../platform/http/openapi.js';
import {
  readScalarBundle,
  REFERENCE_BASE,
  REFERENCE_CSS,
  REFERENCE_HTML,
  REFERENCE_SCRIPT,
} from './reference-page.js';

/** Where the OpenAPI document is published. */
export const SCHEMA_PATH = '/api/schema/';

interface Published {
  body: Buffer;
  etag: string;
}

/** A body with a strong ETag of its bytes, so a revalidation costs a 304 and no bytes. */
function publish(body: string): Published {
  return publishBytes(Buffer.from(body));
}

function publishBytes(bytes: Buffer): Published {
  return {
    body: bytes,
    etag: `"${crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  };
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  published: Published,
  type: string,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', published.etag).header('cache-control', cacheControl);
  const match = request.headers['if-none-match'];
  if (typeof match === 'string' && match.split(/\s*,\s*/).includes(published.etag))
    return reply.status(304).send();
  return reply.type(type).send(published.body);
}

/**
 * The API reference: the OpenAPI 3.1 document of every /api/frontend call at /api/schema/
 * (published in every environment), and outside production Scalar's interactive reference at
 * /api/reference/ that renders it and sends requests with it.
 */
export async function registerReferenceRoutes(
  app: FastifyInstance,
  deps: Pick<Deps, 'config'>,
): Promise<void> {
  // Built on the first request (the document is the same for the life of the process).
  let document: Published | undefined;
  const schema = (): Published =>
    (document ??= publish(JSON.stringify(buildOpenApiDocument({ publicUrl: deps.config.publicUrl }))));

  app.get(SCHEMA_PATH, async (request, reply) =>
    send(request, reply, schema(), 'application/json; charset=utf-8', 'public, max-age=300'),
  );

  if (deps.config.isProduction) return;

  const page = publish(REFERENCE_HTML);
  const script = publish(REFERENCE_SCRIPT);
  const style = publish(REFERENCE_CSS);
  // Development tooling: always revalidated, so a restarted server's page is never stale.
  app.get(REFERENCE_BASE, async (request, reply) =>
    send(request, reply, page, 'text/html; charset=utf-8', 'no-cache'),
  );
  app.get(`${REFERENCE_BASE}reference.js`, async (request, reply) =>
    send(request, reply, script, 'text/javascript; charset=utf-8', 'no-cache'),
  );
  app.get(`${REFERENCE_BASE}reference.css`, async (request, reply) =>
    send(request, reply, style, 'text/css; charset=utf-8', 'no-cache'),
  );
  // About 5 MB, read on the first request (most processes never serve the page) and kept.
  let scalar: Published | null | undefined;
  app.get(`${REFERENCE_BASE}scalar.js`, async (request, reply) => {
    if (scalar === undefined) {
      const bundle = readScalarBundle();
      scalar = bundle ? publishBytes(bundle) : null;
    }
    // Without the development dependencies there is no page to serve.
    if (!scalar) return reply.callNotFound();
    return send(request, reply, scalar, 'text/javascript; charset=utf-8', 'no-cache');
  });
}
