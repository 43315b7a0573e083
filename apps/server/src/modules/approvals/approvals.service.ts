import type { Queryable } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode, requireRow } from '../../platform/db/types.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/http/errors.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import type { Permission } from '../staff/permissions.js';
import '../staff/staff.messages.js';

/**
 * Four eyes (docs/decisions/029): a change of money or status that one staff member asks for and
 * a second one, holding the permission its kind needs, applies. Each kind declares how it is
 * applied; the approval and the change commit in one transaction, so a request applies once.
 */
export interface ApprovalKind {
  kind: string;
  /** What the maker and the checker must both hold. */
  permission: Permission;
  /** Applies the change as the checker, inside the approving transaction; its answer is kept as the result. */
  apply(tx: Queryable, payload: Record<string, unknown>, context: ApplyContext): Promise<unknown>;
}

export interface ApplyContext {
  checker: StaffActor;
  request: ApprovalRow;
  deps: ApprovalDeps;
  /** Runs fn once the approval has committed (mail, notifications): never for a rolled-back one. */
  afterCommit(fn: () => Promise<void>): void;
}

export type ApprovalDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>;

export interface ApprovalRow {
  id: number;
  kind: string;
  subject_key: string;
  payload: Record<string, unknown>;
  before: unknown;
  after: unknown;
  reason: string;
  maker_id: number;
  maker_name: string;
  maker_email: string;
  created_at: Date;
  status: 'pending' | 'approved' | 'rejected';
  checker_id: number | null;
  checker_name: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  result: unknown;
}

const kinds = new Map<string, ApprovalKind>();

/**
 * Declares a kind of request (modules do it at import). Kinds are code, the same for every app
 * in the process: apply gets what it needs (the transaction, the clock) from its arguments.
 */
export function declareApprovalKind(kind: ApprovalKind): void {
  kinds.set(kind.kind, kind);
}

export function approvalKind(kind: string): ApprovalKind {
  const found = kinds.get(kind);
  if (!found) throw new Error(`approval kind ${kind} is not declared`);
  return found;
}

const SELECT = `SELECT r.id::int AS id, r.kind, r.subject_key, r.payload, r.before, r.after, r.reason,
    r.maker_id::int AS maker_id, m.name AS maker_name, m.email AS maker_email, r.created_at, r.status,
    r.checker_id::int AS checker_id, c.name AS checker_name, r.decided_at, r.decision_reason, r.result
  FROM approval_requests r JOIN staff m ON m.id = r.maker_id LEFT JOIN staff c ON c.id = r.checker_id`;

export interface NewRequest {
  kind: string;
  /** What it is about, e.g. withdrawal:42: one pending request per kind and subject. */
  subjectKey: string;
  payload: Record<string, unknown>;
  before?: unknown;
  after?: unknown;
  reason: string;
  maker: StaffActor;
}

export interface Decider {
  actor: StaffActor;
  permissions: ReadonlySet<Permission>;
}

export function approvalsOf(deps: ApprovalDeps) {
  const { db, clock } = deps;

  async function load(q: Queryable, id: number, lock: boolean): Promise<ApprovalRow | undefined> {
    const { rows } = await q.query<ApprovalRow>(
      `${SELECT} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
    );
    return rows[0];
  }

  const loaded = async (q: Queryable, id: number) => {
    const row = await load(q, id, false);
    if (!row) throw notFound();
    return row;
  };

  return {
    /** Files a request inside tx (with the maker's other writes, if any); 409 when the same one is pending. */
    async request(tx: Queryable, input: NewRequest): Promise<ApprovalRow> {
      const kind = approvalKind(input.kind);
      if (!input.reason.trim()) throw fieldError('reason', 'reason_required');
      let id: number;
      try {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO approval_requests (kind, subject_key, payload, before, after, reason, maker_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::int AS id`,
          [
            kind.kind,
            input.subjectKey,
            JSON.stringify(input.payload),
            input.before === undefined ? null : JSON.stringify(input.before),
            input.after === undefined ? null : JSON.stringify(input.after),
            input.reason.trim(),
            input.maker.staffId,
            clock.now(),
          ],
        );
        id = requireRow(rows, 'INSERT INTO approval_requests returned no row').id;
      } catch (err) {
        if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw conflict('approval_pending_exists');
        throw err;
      }
      await recordAudit(tx, clock, {
        actor: input.maker,
        action: 'approval.request',
        subject: { type: 'approval', id },
        reason: input.reason.trim(),
        before: input.before,
        after: input.after,
        details: { kind: kind.kind, subject: input.subjectKey },
      });
      return loaded(tx, id);
    },

    async get(id: number): Promise<ApprovalRow> {
      const row = await load(db, id, false);
      if (!row) throw notFound();
      return row;
    },

    async list(options: {
      status?: ApprovalRow['status'];
      limit: number;
      offset: number;
      order: 'asc' | 'desc';
    }): Promise<{ rows: ApprovalRow[]; total: number }> {
      const params: unknown[] = [options.limit, options.offset];
      const where = options.status ? 'WHERE r.status = $3' : '';
      if (options.status) params.push(options.status);
      const { rows } = await db.query<ApprovalRow & { total: number }>(
        `SELECT x.*, count(*) OVER ()::int AS total FROM (${SELECT} ${where}) x
          ORDER BY x.created_at ${options.order}, x.id ${options.order} LIMIT $1 OFFSET $2`,
        params,
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },

    /**
     * Applies a pending request as the checker. Refused (and nothing changed) when the checker
     * made it, lacks its permission, or it was decided already: two approvers at the same moment
     * serialise on the request's row and the second finds it decided.
     */
    async approve(id: number, checker: Decider): Promise<ApprovalRow> {
      const after: Array<() => Promise<void>> = [];
      const approved = await db.transaction(async (tx) => {
        const row = await load(tx, id, true);
        if (!row) throw notFound();
        const kind = approvalKind(row.kind);
        if (!checker.permissions.has(kind.permission)) throw forbidden();
        if (row.status !== 'pending') throw conflict('approval_decided');
        if (row.maker_id === checker.actor.staffId) throw forbidden('approval_own_request');
        const result = await kind.apply(tx, row.payload, {
          checker: checker.actor,
          request: row,
          deps,
          afterCommit: (fn) => after.push(fn),
        });
        await tx.query(
          `UPDATE approval_requests SET status = 'approved', checker_id = $2, decided_at = $3, result = $4
            WHERE id = $1`,
          [id, checker.actor.staffId, clock.now(), JSON.stringify(result ?? null)],
        );
        await recordAudit(tx, clock, {
          actor: checker.actor,
          action: 'approval.approve',
          subject: { type: 'approval', id },
          reason: row.reason,
          before: row.before,
          after: row.after,
          details: { kind: row.kind, subject: row.subject_key, maker_id: row.maker_id },
        });
        return loaded(tx, id);
      });
      for (const fn of after) {
        await fn().catch((err: unknown) => deps.log.error({ err, approval: id }, 'after an approval'));
      }
      return approved;
    },

    async reject(id: number, checker: Decider, reason: string): Promise<ApprovalRow> {
      if (!reason.trim()) throw fieldError('reason', 'reason_required');
      return db.transaction(async (tx) => {
        const row = await load(tx, id, true);
        if (!row) throw notFound();
        if (!checker.permissions.has(approvalKind(row.kind).permission)) throw forbidden();
        if (row.status !== 'pending') throw conflict('approval_decided');
        // A maker may withdraw their own request: rejecting it changes nothing but the request.
        await tx.query(
          `UPDATE approval_requests SET status = 'rejected', checker_id = $2, decided_at = $3, decision_reason = $4
            WHERE id = $1`,
          [
            id,
            row.maker_id === checker.actor.staffId ? null : checker.actor.staffId,
            clock.now(),
            reason.trim(),
          ],
        );
        await recordAudit(tx, clock, {
          actor: checker.actor,
          action: 'approval.reject',
          subject: { type: 'approval', id },
          reason: reason.trim(),
          details: { kind: row.kind, subject: row.subject_key, maker_id: row.maker_id },
        });
        return loaded(tx, id);
      });
    },
  };
}
export type Approvals = ReturnType<typeof approvalsOf>;
