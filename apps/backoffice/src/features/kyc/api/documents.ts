import { request } from '../../../lib/api-client';

export interface KycDocument {
  id: number;
  player: { id: number; email: string; name: string | null; verification_state: string };
  document_type: string;
  format: string;
  media_type: string;
  size_bytes: number;
  state: 'pending' | 'verified' | 'rejected';
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export const DOCUMENTS_PATH = '/documents/';
export const documentsKey = ['documents'] as const;

/** The file as the console shows it (the server records each view in the audit log). */
export const documentFileUrl = (id: number) => `/api/backoffice/documents/${id}/file/`;

export const verifyDocument = (id: number) =>
  request<KycDocument>(`/documents/${id}/verify/`, { method: 'POST', body: {} });

export const rejectDocument = (id: number, reason: string) =>
  request<KycDocument>(`/documents/${id}/reject/`, { method: 'POST', body: { reason } });
