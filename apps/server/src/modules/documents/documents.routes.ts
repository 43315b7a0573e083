import multipart from '@fastify/multipart';
import {
  MAX_DOCUMENT_BYTES,
  type DocumentList,
  type DocumentType,
  type DocumentUploadResponse,
} from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/http/errors.js';
import { presentDocument } from './documents.presenter.js';
import { documentsOf, isDocumentType } from './documents.service.js';

const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);
// Room for the multipart framing and the small fields around the file.
const MAX_REQUEST_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;

const tooLarge = () => new AppError(413, { detail: { key: 'document_too_large', params: { max: MAX_MB } } });

function isMultipartError(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === code;
}

/** Reads the one file and the optional document_type, in either order; the file is buffered up to the limit. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ content: Buffer | undefined; documentType: DocumentType }> {
  let content: Buffer | undefined;
  let documentType: DocumentType = 'other';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || content !== undefined) {
          part.file.resume();
          throw fieldError('file', 'document_one_file');
        }
        content = await part.toBuffer();
      } else if (part.fieldname === 'document_type') {
        const value = typeof part.value === 'string' ? part.value.trim() : '';
        if (value !== '') {
          if (!isDocumentType(value)) throw fieldError('document_type', 'document_type_invalid');
          documentType = value;
        }
      }
    }
  } catch (err) {
    if (isMultipartError(err, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    if (isMultipartError(err, 'FST_FILES_LIMIT')) throw fieldError('file', 'document_one_file');
    if (err instanceof AppError) throw err;
    // Only the request is read here, so anything else is a body the multipart parser could not
    // make sense of (no boundary, a cut-off part, a broken header): the client's error.
    throw new AppError(400, { fields: { non_field_errors: [{ key: 'document_upload_malformed' }] } });
  }
  return { content, documentType };
}

export async function registerDocumentsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const documents = documentsOf(deps);
  const guard = requirePlayer(deps.accessTokens);

  app.get('/api/frontend/documents/', { preHandler: guard }, async (request): Promise<DocumentList> => {
    const { documents: rows, verificationState } = await documents.listOf(playerIdOf(request));
    return { verification_state: verificationState, results: rows.map(presentDocument) };
  });

  // Multipart lives only in this scope, with the upload's own limits; the rest of the API keeps its small JSON limit.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: MAX_DOCUMENT_BYTES,
        files: 1,
        fields: 4,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 100,
      },
    });

    /** Uploads one identity document (field `file`, optional `document_type`); 201 with the document and the player's new state. */
    scope.post(
      '/api/frontend/documents/upload/',
      {
        bodyLimit: MAX_REQUEST_BYTES,
        preHandler: guard,
        // A declared size above the limit is refused before a byte of the body is read.
        onRequest: async (request) => {
          const length = Number(request.headers['content-length'] ?? 0);
          if (length > MAX_REQUEST_BYTES) throw tooLarge();
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError(415, { detail: { key: 'unsupported_media_type' } });
        const userId = playerIdOf(request);
        const { content, documentType } = await readUpload(request);
        if (!content || content.byteLength === 0) throw fieldError('file', 'document_file_required');
        const { document, verificationState } = await documents.upload(userId, { content, documentType });
        const body: DocumentUploadResponse = {
          ...presentDocument(document),
          verification_state: verificationState,
        };
        return reply.status(201).send(body);
      },
    );
  });
}
