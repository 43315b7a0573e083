import type { IdentityDocument } from '@casino/contract';
import type { DocumentRow } from './documents.repository.js';

/** What a player sees of a document: never where it is stored or its hash. */
export function presentDocument(row: DocumentRow): IdentityDocument {
  return {
    id: row.id,
    document_type: row.document_type,
    format: row.format,
    size: row.size_bytes,
    state: row.state,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
    reviewed_at: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
  };
}
