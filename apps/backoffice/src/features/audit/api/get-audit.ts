import { request } from '../../../lib/api-client';

export interface AuditEntry {
  id: number | string;
  created_at?: string;
  at?: string;
  actor?: { type?: string; id?: number | string | null; name?: string | null } | null;
  staff?: { id: number | string; name: string } | null;
  action: string;
  subject_type?: string | null;
  subject_id?: string | null;
  reason?: string | null;
  address?: string | null;
  before?: unknown;
  after?: unknown;
  hash?: string;
}

export const AUDIT_PATH = '/audit/';
export const auditKey = ['audit'] as const;

export interface ChainCheck {
  ok: boolean;
  entries: number;
  first_bad_id: number | string | null;
}

/** Recomputes every entry's hash from the previous one on the server. */
export const verifyChain = () => request<ChainCheck>('/audit/verify/');

/** Who did it: the staff member's name, or the system or player the entry names. */
export function actorName(entry: AuditEntry): string {
  return (
    entry.actor?.name ??
    entry.staff?.name ??
    (entry.actor?.type ? `${entry.actor.type} ${entry.actor.id ?? ''}`.trim() : '—')
  );
}
