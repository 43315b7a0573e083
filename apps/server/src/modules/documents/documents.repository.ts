import type { DocumentFormat, DocumentState, DocumentType, VerificationState } from '@casino/contract';
import { type Queryable, requireRow } from '../../platform/db/types.js';

export interface DocumentRow {
  id: number;
  user_id: number;
  document_type: DocumentType;
  format: DocumentFormat;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  state: DocumentState;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

const COLUMNS =
  'id, user_id, document_type, format, size_bytes, sha256, storage_key, state, reason, created_at, reviewed_at';

export interface NewDocument {
  userId: number;
  documentType: DocumentType;
  format: DocumentFormat;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  createdAt: Date;
}

export async function insertDocument(db: Queryable, d: NewDocument): Promise<DocumentRow> {
  const { rows } = await db.query<DocumentRow>(
    `INSERT INTO identity_documents (user_id, document_type, format, size_bytes, sha256, storage_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [d.userId, d.documentType, d.format, d.sizeBytes, d.sha256, d.storageKey, d.createdAt],
  );
  return requireRow(rows, 'document insert answered no row');
}

/** A new document puts the player under review, unless they are verified already (more papers do not revoke that). */
export async function markUnderReview(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<VerificationState | undefined> {
  const { rows } = await db.query<{ verification_state: VerificationState }>(
    `UPDATE users SET verification_state = CASE WHEN verification_state = 'verified' THEN 'verified' ELSE 'pending' END,
       updated_at = $2
     WHERE id = $1 RETURNING verification_state`,
    [userId, now],
  );
  return rows[0]?.verification_state;
}

export async function verificationState(
  db: Queryable,
  userId: number,
): Promise<VerificationState | undefined> {
  const { rows } = await db.query<{ verification_state: VerificationState }>(
    'SELECT verification_state FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.verification_state;
}

export async function listOfUser(db: Queryable, userId: number): Promise<DocumentRow[]> {
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM identity_documents WHERE user_id = $1 ORDER BY id DESC LIMIT 100`,
    [userId],
  );
  return rows;
}

export async function listAll(
  db: Queryable,
  state: DocumentState | undefined,
  limit: number,
): Promise<Array<DocumentRow & { email: string; verification_state: VerificationState }>> {
  const { rows } = await db.query<DocumentRow & { email: string; verification_state: VerificationState }>(
    `SELECT ${COLUMNS.split(', ')
      .map((c) => `d.${c}`)
      .join(', ')}, u.email, u.verification_state
     FROM identity_documents d JOIN users u ON u.id = d.user_id
     WHERE $1::text IS NULL OR d.state = $1 ORDER BY d.id DESC LIMIT $2`,
    [state ?? null, limit],
  );
  return rows;
}

export async function findDocument(db: Queryable, id: number): Promise<DocumentRow | undefined> {
  const { rows } = await db.query<DocumentRow>(`SELECT ${COLUMNS} FROM identity_documents WHERE id = $1`, [
    id,
  ]);
  return rows[0];
}

export async function lockDocument(tx: Queryable, id: number): Promise<DocumentRow | undefined> {
  const { rows } = await tx.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM identity_documents WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function setReview(
  tx: Queryable,
  id: number,
  state: 'verified' | 'rejected',
  reason: string | null,
  now: Date,
): Promise<DocumentRow> {
  const { rows } = await tx.query<DocumentRow>(
    `UPDATE identity_documents SET state = $2, reason = $3, reviewed_at = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, state, reason, now],
  );
  return requireRow(rows, `document ${id} vanished`);
}

/**
 * The player's verification state from their documents: verified if any is verified, else
 * pending while any awaits review, else rejected (they had documents and all were refused).
 */
export async function recomputeVerification(
  tx: Queryable,
  userId: number,
  now: Date,
): Promise<VerificationState> {
  const { rows } = await tx.query<{ verification_state: VerificationState }>(
    `UPDATE users u SET verification_state = s.state, updated_at = $2
     FROM (
       SELECT CASE
         WHEN bool_or(state = 'verified') THEN 'verified'
         WHEN bool_or(state = 'pending') THEN 'pending'
         WHEN count(*) > 0 THEN 'rejected'
         ELSE 'unverified' END AS state
       FROM identity_documents WHERE user_id = $1
     ) s
     WHERE u.id = $1 RETURNING u.verification_state`,
    [userId, now],
  );
  const row = rows[0];
  if (!row) throw new Error(`player ${userId} vanished`);
  return row.verification_state;
}
