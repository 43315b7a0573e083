import { broadcastListQuery } from '@casino/contract/backoffice-marketing';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { conflict, fieldError } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { parseInput } from '../../platform/http/validate.js';
import { staffActor } from '../audit/audit.service.js';
import { requireStaff } from '../staff/guard.js';
import { APP_PATHS } from './app-routes.js';
import { BROADCAST_CODE, textsFile } from './broadcast-texts.js';
import type { BroadcastSummary } from './inbox.repository.js';
import { BroadcastInputError, inboxOf } from './inbox.service.js';

const broadcastBody = z
  .object({
    code: z.string().trim().regex(BROADCAST_CODE, 'field_invalid'),
    segment: z.string().trim().max(20),
    route: z.string().trim().max(200),
    texts: textsFile,
  })
  .strict();
const audienceQuery = z.object({ segment: z.string().trim().max(20) }).strict();

/** The segments a broadcast may go to, as the console offers them. */
const SEGMENTS = [
  'all',
  'depositors',
  'verified',
  'vip',
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `station:${n}`),
];

function present(b: BroadcastSummary) {
  return {
    id: b.id,
    code: b.code,
    segment: b.segment,
    route: b.route,
    title: b.texts.en.title,
    texts: b.texts,
    recipients: b.recipients,
    kept: b.kept,
    created_at: new Date(b.created_at).toISOString(),
  };
}

function asClientError(err: unknown): never {
  if (err instanceof BroadcastInputError) {
    if (err.field === 'code') throw conflict('operator_refused', { reason: err.message });
    throw fieldError(err.field, 'operator_refused', { reason: err.message });
  }
  throw err;
}

/**
 * Marketing's inbox broadcasts (marketing.manage): a message in the four languages to every
 * player of a segment, once per code, audited. `inbox:broadcast` calls the same service.
 */
export function registerInboxBackofficeRoutes(app: FastifyInstance, deps: Deps): void {
  const guard = requireStaff(deps, 'marketing.manage');
  const inbox = inboxOf(deps);

  app.get('/api/backoffice/marketing/broadcasts/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(broadcastListQuery, request.query);
    const { limit, offset } = pageWindow(query);
    const [rows, total] = await Promise.all([inbox.broadcasts(limit, offset), inbox.countBroadcasts()]);
    const items = rows.map(present).map((b) => (query.format === 'csv' ? { ...b, texts: undefined } : b));
    return sendList(reply, query, { items, total }, 'broadcasts');
  });

  app.get('/api/backoffice/marketing/broadcasts/options/', { preHandler: guard }, async () => ({
    segments: SEGMENTS,
    routes: APP_PATHS,
  }));

  app.get('/api/backoffice/marketing/broadcasts/audience/', { preHandler: guard }, async (request) => {
    const query = parseInput(audienceQuery, request.query);
    return { segment: query.segment, recipients: await inbox.audience(query.segment).catch(asClientError) };
  });

  app.post(
    '/api/backoffice/marketing/broadcasts/',
    // A message's description may span lines (its schema allows line breaks there only).
    { preHandler: guard, config: { multilineFields: ['texts'] } },
    async (request, reply) => {
      const body = parseInput(broadcastBody, request.body);
      const sent = await inbox.broadcast(body, staffActor(request)).catch(asClientError);
      if (!sent.created)
        throw conflict('operator_refused', {
          reason: `broadcast ${body.code} was sent already to ${sent.recipients} player(s); choose a new id`,
        });
      return reply.status(201).send({ id: sent.id, recipients: sent.recipients });
    },
  );
}
