import { request } from '../../../lib/api-client';

export interface AuditEntry {
  id: number;
  at: string;
  /** staff, player or system. */
  actor_type: string;
  staff_id: number | null;
  /** The actor's name as it was when the entry was written. */
  actor: string;
  address: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  reason: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
  hash: string;
}

export const AUDIT_PATH = '/audit/';
export const auditKey = ['audit'] as const;

export interface ChainCheck {
  ok: boolean;
  entries: number;
  first_bad_id: number | string | null;
  problem?: string | null;
}

/** Recomputes every entry's hash from the previous one on the server. */
export const verifyChain = () => request<ChainCheck>('/audit/verify/');
