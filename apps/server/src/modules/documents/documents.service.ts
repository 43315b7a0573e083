import crypto from 'node:crypto';
import {
  DOCUMENT_TYPES,
  type DocumentState,
  type DocumentType,
  type VerificationState,
} from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Config } from '../../platform/config.js';
import { operatorActor, recordAudit, type Actor } from '../audit/audit.service.js';
import { countPlayerEvents, insertPlayerEvent } from '../events/player-events.repository.js';
import { FileDocumentStore, type DocumentStore } from './document-store.js';
import './documents.messages.js';
import { detectDocumentFormat, FILE_EXTENSIONS } from './file-format.js';
import * as repo from './documents.repository.js';
import type { DocumentRow } from './documents.repository.js';
import { S3DocumentStore } from './s3-document-store.js';

export type { DocumentRow } from './documents.repository.js';

/** An operator command's refusal, shown as is on the console. */
export class DocumentOperatorError extends Error {
  override name = 'DocumentOperatorError';
}

// Uploads per player per hour: enough to retry a few blurry photos, not enough to fill a disk.
const UPLOAD_LIMIT = 20;
const UPLOAD_WINDOW_SECONDS = 3600;

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

const REVIEW_EVENTS = ['document_verified', 'document_rejected'] as const;

/**
 * Tells the player's inbox about a review, in the review's transaction. An operator may change
 * their mind (verified, then rejected, then verified again), and each change is news, so the
 * key counts this document's reviews; the document's row lock keeps that count exact, and a
 * repeated command changes nothing and so writes nothing.
 */
async function recordReviewEvent(
  tx: Queryable,
  document: DocumentRow,
  verificationState: VerificationState,
  now: Date,
): Promise<void> {
  if (document.state === 'pending') return;
  const earlier = await countPlayerEvents(tx, document.user_id, REVIEW_EVENTS, { document_id: document.id });
  await insertPlayerEvent(tx, {
    userId: document.user_id,
    type: document.state === 'verified' ? 'document_verified' : 'document_rejected',
    payload: {
      document_id: document.id,
      document_type: document.document_type,
      ...(document.state === 'rejected' ? { reason: document.reason } : {}),
      verification_state: verificationState,
    },
    dedupeKey: `document:${document.id}:review:${earlier + 1}:${document.state}`,
    now,
  });
}

/** Identity documents: stored by content type, reviewed by an operator, driving the player's verification state. */
export class DocumentsService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; rateLimiter?: RateLimiter },
    private readonly store: DocumentStore,
  ) {}

  /** Stores one uploaded document (its format read from its bytes) and puts the player under review. */
  async upload(
    userId: number,
    input: { content: Uint8Array; documentType: DocumentType },
  ): Promise<{ document: DocumentRow; verificationState: VerificationState }> {
    await this.deps.rateLimiter?.hit(`document-upload:${userId}`, UPLOAD_LIMIT, UPLOAD_WINDOW_SECONDS);
    const format = detectDocumentFormat(input.content);
    if (!format) throw new AppError(415, { detail: { key: 'document_format_unsupported' } });
    const key = await this.store.put(userId, FILE_EXTENSIONS[format], input.content);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const now = this.deps.clock.now();
        const document = await repo.insertDocument(tx, {
          userId,
          documentType: input.documentType,
          format,
          sizeBytes: input.content.byteLength,
          sha256: crypto.createHash('sha256').update(input.content).digest('hex'),
          storageKey: key,
          createdAt: now,
        });
        const verificationState = await repo.markUnderReview(tx, userId, now);
        if (!verificationState) throw notFound();
        return { document, verificationState };
      });
    } catch (err) {
      // No row, no file: a failed upload leaves nothing behind.
      await this.store.remove(key).catch(() => undefined);
      throw err;
    }
  }

  /** The player's own documents, newest first, with their verification state. */
  async listOf(userId: number): Promise<{ documents: DocumentRow[]; verificationState: VerificationState }> {
    const [documents, state] = await Promise.all([
      repo.listOfUser(this.deps.db, userId),
      repo.verificationState(this.deps.db, userId),
    ]);
    if (!state) throw notFound();
    return { documents, verificationState: state };
  }

  /** For the operator: the latest documents with the player's e-mail, state and the file's location. */
  async listForOperator(state?: DocumentState, limit = 100) {
    const rows = await repo.listAll(this.deps.db, state, limit);
    return rows.map((r) => ({ ...r, location: this.store.locate(r.storage_key) }));
  }

  /** Marks a document verified (the player becomes verified). Idempotent. */
  async verify(
    id: number,
    actor: Actor = operatorActor(),
  ): Promise<{ document: DocumentRow; verificationState: VerificationState; changed: boolean }> {
    return this.review(id, 'verified', null, actor);
  }

  /** Marks a document rejected with a reason (the player is rejected unless another document is verified or pending). Idempotent. */
  async reject(
    id: number,
    reason: string,
    actor: Actor = operatorActor(),
  ): Promise<{ document: DocumentRow; verificationState: VerificationState; changed: boolean }> {
    const text = reason.trim();
    if (text.length === 0 || text.length > 500)
      throw new DocumentOperatorError('the reason is 1 to 500 characters');
    return this.review(id, 'rejected', text, actor);
  }

  /** A document's file, for a reviewer's eyes (the caller audits the view). */
  async file(id: number): Promise<{ document: DocumentRow; content: Uint8Array } | undefined> {
    const document = await repo.findDocument(this.deps.db, id);
    if (!document) return undefined;
    const content = await this.store.read(document.storage_key);
    return content ? { document, content } : undefined;
  }

  private async review(id: number, state: 'verified' | 'rejected', reason: string | null, actor: Actor) {
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.lockDocument(tx, id);
      if (!row) throw new DocumentOperatorError(`no document ${id}`);
      const now = this.deps.clock.now();
      const changed = row.state !== state;
      const document = row.state === state ? row : await repo.setReview(tx, id, state, reason, now);
      const verificationState = await repo.recomputeVerification(tx, row.user_id, now);
      if (changed) {
        await recordReviewEvent(tx, document, verificationState, now);
        await recordAudit(tx, this.deps.clock, {
          actor,
          action: state === 'verified' ? 'document.verify' : 'document.reject',
          subject: { type: 'document', id },
          reason,
          before: { state: row.state },
          after: { state, player_verification: verificationState },
          details: { player_id: row.user_id, document_type: row.document_type },
        });
      }
      return { document, verificationState, changed };
    });
  }
}

const instances = new WeakMap<Db, DocumentsService>();

/** The DocumentsService of a database, storing files in the configured S3-compatible bucket or else under dataDir. */
export function documentsOf(deps: {
  db: Db;
  clock: Clock;
  rateLimiter?: RateLimiter;
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'documentsS3'>>;
}): DocumentsService {
  let service = instances.get(deps.db);
  if (!service) {
    const s3 = deps.config.documentsS3;
    service = new DocumentsService(
      deps,
      s3 ? new S3DocumentStore(s3) : new FileDocumentStore(deps.config.dataDir),
    );
    instances.set(deps.db, service);
  }
  return service;
}
