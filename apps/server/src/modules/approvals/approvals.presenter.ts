import type { ApprovalRow } from './approvals.service.js';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** A four-eyes request as the console shows it: the maker's reason and the exact change. */
export function presentApproval(row: ApprovalRow) {
  return {
    id: row.id,
    kind: row.kind,
    subject_key: row.subject_key,
    reason: row.reason,
    before: row.before,
    after: row.after,
    maker: { id: row.maker_id, name: row.maker_name, email: row.maker_email },
    created_at: iso(row.created_at),
    status: row.status,
    checker: row.checker_id === null ? null : { id: row.checker_id, name: row.checker_name },
    decided_at: iso(row.decided_at),
    decision_reason: row.decision_reason,
    result: row.result,
  };
}
