import { auditListQuery } from '@casino/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { parseInput } from '../../platform/http/validate.js';
import { requireStaff } from '../staff/guard.js';
import { recordAudit, staffActor, verifyAuditChain, type StoredEntry } from './audit.service.js';

/** A listed entry: its columns but the payload, and the count of every match. */
type Row = Omit<StoredEntry, 'payload'> & { total: number };

const present = (r: Row) => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  actor_type: r.actor_type,
  staff_id: r.staff_id === null ? null : Number(r.staff_id),
  actor: r.actor,
  address: r.address,
  action: r.action,
  subject_type: r.subject_type,
  subject_id: r.subject_id,
  reason: r.reason,
  before: r.before,
  after: r.after,
  details: r.details,
  hash: r.hash,
});

/** The audit log: searched, exported and proved from the console (audit.read). */
export async function registerAuditRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const reader = requireStaff(deps, 'audit.read');

  app.get('/api/backoffice/audit/', { preHandler: reader }, async (request, reply) => {
    const query = parseInput(auditListQuery, request.query);
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replaceAll('?', `$${params.length}`));
    };
    if (query.staff_id !== undefined) add('staff_id = ?', query.staff_id);
    if (query.action) add('action = ?', query.action);
    if (query.subject_type) add('subject_type = ?', query.subject_type);
    if (query.subject_id) add('subject_id = ?', query.subject_id);
    if (query.from) add('at >= ?', query.from);
    if (query.to) add('at < ?', query.to);
    if (query.q)
      add(
        '(actor ILIKE ? OR reason ILIKE ? OR action ILIKE ?)',
        `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      );
    const { limit, offset } = pageWindow(query);
    params.push(limit, offset);
    const { rows } = await deps.db.query<Row>(
      `SELECT id, at, actor_type, staff_id, actor, address, action, subject_type, subject_id, reason,
              before, after, details, hash, count(*) OVER ()::int AS total
         FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY id ${query.order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    if (query.format === 'csv') {
      await deps.db.transaction((tx) =>
        recordAudit(tx, deps.clock, {
          actor: staffActor(request),
          action: 'audit.export',
          subject: { type: 'audit', id: 'log' },
          details: { rows: rows.length, filters: { ...query, format: undefined } },
        }),
      );
    }
    return sendList(reply, query, { items: rows.map(present), total: rows[0]?.total ?? 0 }, 'audit-log');
  });

  app.get('/api/backoffice/audit/verify/', { preHandler: reader }, async () => {
    const check = await verifyAuditChain(deps.db);
    return { ok: check.ok, entries: check.entries, first_bad_id: check.firstBadId, problem: check.problem };
  });
}
