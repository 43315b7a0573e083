import type { DocumentFormat } from '@casino/contract';
import { emptyBody, listQuery, playerReason } from '@casino/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { recordAudit, staffActor } from '../audit/audit.service.js';
import { requireStaff } from '../staff/guard.js';
import { DocumentOperatorError, documentsOf } from './documents.service.js';

const queueQuery = listQuery.extend({
  state: z.enum(['pending', 'verified', 'rejected', 'all']).default('pending'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

const MEDIA_TYPES: Record<DocumentFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  pdf: 'application/pdf',
};

interface QueueRow {
  id: number;
  user_id: number;
  document_type: string;
  format: DocumentFormat;
  size_bytes: number;
  state: string;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  verification_state: string;
  total: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * The KYC queue (kyc.review): documents waiting, oldest first; each file viewed in the console
 * (and each view audited: a document is personal data); verified, or rejected with a reason the
 * player is told in their inbox. The `document:*` ops commands call the same service.
 */
export async function registerDocumentsBackofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const guard = requireStaff(deps, 'kyc.review');
  const service = documentsOf(deps);
  const reviewed = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof DocumentOperatorError) {
        if (/^no document/.test(err.message)) throw notFound();
        throw conflict('operator_refused', { reason: err.message });
      }
      throw err;
    }
  };

  async function list(where: string, params: unknown[], order: string, limit: number, offset: number) {
    const { rows } = await deps.db.query<QueueRow>(
      `SELECT d.id::int AS id, d.user_id::int AS user_id, d.document_type, d.format, d.size_bytes, d.state, d.reason,
              d.created_at, d.reviewed_at, u.email, u.first_name, u.last_name, u.verification_state,
              count(*) OVER ()::int AS total
         FROM identity_documents d JOIN users u ON u.id = d.user_id
        ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      player: {
        id: r.user_id,
        email: r.email,
        name: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
        verification_state: r.verification_state,
      },
      document_type: r.document_type,
      format: r.format,
      media_type: MEDIA_TYPES[r.format],
      size_bytes: r.size_bytes,
      state: r.state,
      reason: r.reason,
      created_at: iso(r.created_at),
      reviewed_at: iso(r.reviewed_at),
      total: r.total,
    }));
  }
  const one = async (id: number) => {
    const [row] = await list('WHERE d.id = $1', [id], 'd.id', 1, 0);
    if (!row) throw notFound();
    const { total: _total, ...document } = row;
    return document;
  };

  app.get('/api/backoffice/documents/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(queueQuery, request.query);
    const { limit, offset } = pageWindow(query);
    const rows = await list(
      query.state === 'all' ? '' : 'WHERE d.state = $1',
      query.state === 'all' ? [] : [query.state],
      `d.id ${query.order}`,
      limit,
      offset,
    );
    const total = rows[0]?.total ?? 0;
    return sendList(reply, query, { items: rows.map(({ total: _t, ...r }) => r), total }, 'documents');
  });

  app.get<{ Params: { id: string } }>(
    '/api/backoffice/documents/:id/',
    { preHandler: guard },
    async (request) => one(pathId(request.params.id, 'not_found')),
  );

  /** The file itself, shown in the console (images and PDFs); the view is audited. */
  app.get<{ Params: { id: string } }>(
    '/api/backoffice/documents/:id/file/',
    { preHandler: guard },
    async (request, reply) => {
      const id = pathId(request.params.id, 'not_found');
      const found = await service.file(id);
      if (!found) throw notFound();
      await deps.db.transaction((tx) =>
        recordAudit(tx, deps.clock, {
          actor: staffActor(request),
          action: 'document.view',
          subject: { type: 'document', id },
          details: { player_id: found.document.user_id, document_type: found.document.document_type },
        }),
      );
      return (
        reply
          .header('content-type', MEDIA_TYPES[found.document.format])
          .header('content-disposition', `inline; filename="document-${id}.${found.document.format}"`)
          .header('cache-control', 'no-store')
          // The type is what the upload's magic bytes were (an image or a PDF), never the client's word.
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(found.content))
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/documents/:id/verify/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      parseInput(emptyBody, request.body ?? {});
      await reviewed(() => service.verify(id, staffActor(request)));
      return one(id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/documents/:id/reject/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      const body = parseInput(playerReason, request.body);
      await reviewed(() => service.reject(id, body.reason, staffActor(request)));
      return one(id);
    },
  );
}
