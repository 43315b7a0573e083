import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import { requireRow, type Queryable } from '../../platform/db/types.js';

/** A staff member as the maker or checker of a change. */
export type StaffActor = Actor & { type: 'staff'; staffId: number };

/** Who did something: a staff member in the console, an operator at the command line, or a job. */
export interface Actor {
  type: 'staff' | 'operator' | 'system';
  staffId: number | null;
  /** A name a reader of the log recognises: the staff member's e-mail, ops:<os user>, job:<name>. */
  label: string;
  address: string | null;
}

export interface AuditEntry {
  actor: Actor;
  /** dotted verb, e.g. withdrawal.pay, player.view, staff.sign_in */
  action: string;
  subject: { type: string; id: string | number };
  /** Why: required of every change of money or status (the routes ask for it). */
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  details?: unknown;
}

/** The operator at the command line (`npm run ops`): the OS account that ran it. */
export function operatorActor(): Actor {
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // A container without a passwd entry for its uid still runs commands.
  }
  return { type: 'operator', staffId: null, label: `ops:${user}`, address: null };
}

export function systemActor(job: string): Actor {
  return { type: 'system', staffId: null, label: `job:${job}`, address: null };
}

/** JSON with object keys sorted at every depth: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

/** The fields an entry's hash covers, as stored in its payload. */
interface Payload {
  at: string;
  actor_type: Actor['type'];
  staff_id: number | null;
  actor: string;
  address: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  reason: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
}

/**
 * Appends an entry to the audit log inside tx. Call it as the transaction's last statement: it
 * takes the chain's head row until commit (see audit.sql). A change and its entry commit together
 * or not at all.
 */
export async function recordAudit(tx: Queryable, clock: Clock, entry: AuditEntry): Promise<number> {
  const payload: Payload = {
    at: clock.now().toISOString(),
    actor_type: entry.actor.type,
    staff_id: entry.actor.staffId,
    actor: entry.actor.label,
    address: entry.actor.address,
    action: entry.action,
    subject_type: entry.subject.type,
    subject_id: String(entry.subject.id),
    reason: entry.reason ?? null,
    before: sortKeys(entry.before ?? null),
    after: sortKeys(entry.after ?? null),
    details: sortKeys(entry.details ?? null),
  };
  const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
  const { rows } = await tx.query<{ id: string }>(
    `SELECT audit_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb) AS id`,
    [
      canonicalJson(payload),
      payload.at,
      payload.actor_type,
      payload.staff_id,
      payload.actor,
      payload.address,
      payload.action,
      payload.subject_type,
      payload.subject_id,
      payload.reason,
      json(payload.before),
      json(payload.after),
      json(payload.details),
    ],
  );
  return Number(requireRow(rows, 'audit_append returned no id').id);
}

/** Entry n's hash: sha256 of the previous hash, LF, n, LF, the payload (as audit.sql computes it). */
export function chainHash(previousHash: string, id: number, payload: string): string {
  return crypto.createHash('sha256').update(`${previousHash}\n${id}\n${payload}`, 'utf8').digest('hex');
}

export const GENESIS_HASH = '0'.repeat(64);

export interface ChainCheck {
  ok: boolean;
  entries: number;
  /** The first entry that does not hold (its hash, its place, or a column differing from its payload). */
  firstBadId: number | null;
  problem: string | null;
}

/** An entry as the table holds it. */
export interface StoredEntry {
  id: string;
  at: Date;
  actor_type: string;
  staff_id: string | null;
  actor: string;
  address: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  reason: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
  payload: string;
  hash: string;
}

/** Where a stored row's columns differ from the payload its hash covers, or null. */
function columnsDiffer(row: StoredEntry, payload: Payload): string | null {
  const columns: Payload = {
    at: new Date(row.at).toISOString(),
    actor_type: row.actor_type as Actor['type'],
    staff_id: row.staff_id === null ? null : Number(row.staff_id),
    actor: row.actor,
    address: row.address,
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    reason: row.reason,
    before: sortKeys(row.before),
    after: sortKeys(row.after),
    details: sortKeys(row.details),
  };
  for (const key of Object.keys(columns) as (keyof Payload)[]) {
    if (canonicalJson(columns[key]) !== canonicalJson(payload[key])) return key;
  }
  return null;
}

const PAGE = 5000;

/**
 * Proves the chain: ids run 1..n without a gap, every hash follows from the one before and the
 * entry's payload, every column says what the payload says, and the head names the last entry.
 * Reads in pages, so it runs over years of entries in bounded memory.
 */
export async function verifyAuditChain(db: Queryable): Promise<ChainCheck> {
  let previous = GENESIS_HASH;
  let expectedId = 1;
  const fail = (id: number, problem: string): ChainCheck => ({
    ok: false,
    entries: expectedId - 1,
    firstBadId: id,
    problem,
  });
  for (;;) {
    const { rows } = await db.query<StoredEntry>(
      `SELECT id, at, actor_type, staff_id, actor, address, action, subject_type, subject_id, reason,
              before, after, details, payload, hash
         FROM audit_log WHERE id >= $1 ORDER BY id LIMIT ${PAGE}`,
      [expectedId],
    );
    for (const row of rows) {
      const id = Number(row.id);
      if (id !== expectedId) return fail(expectedId, `entry ${expectedId} is missing`);
      if (chainHash(previous, id, row.payload) !== row.hash)
        return fail(id, `entry ${id}'s hash does not follow from the previous entry and its payload`);
      let payload: Payload;
      try {
        payload = JSON.parse(row.payload) as Payload;
      } catch {
        return fail(id, `entry ${id}'s payload is not JSON`);
      }
      const differing = columnsDiffer(row, payload);
      if (differing) return fail(id, `entry ${id}'s ${differing} differs from what its hash covers`);
      previous = row.hash;
      expectedId += 1;
    }
    if (rows.length < PAGE) break;
  }
  const { rows: head } = await db.query<{ last_id: string; last_hash: string }>(
    'SELECT last_id, last_hash FROM audit_head',
  );
  const last = head[0];
  if (!last || Number(last.last_id) !== expectedId - 1 || last.last_hash !== previous)
    return fail(
      expectedId,
      `the chain's head names entry ${last?.last_id ?? '?'}, the log ends at ${expectedId - 1}`,
    );
  return { ok: true, entries: expectedId - 1, firstBadId: null, problem: null };
}

/** The staff member behind a console request (set by requireStaff), as the log names them. */
export function staffActor(request: FastifyRequest): StaffActor {
  const staff = request.staff;
  if (!staff) throw new Error('staffActor outside a route guarded by requireStaff');
  return { type: 'staff', staffId: staff.id, label: staff.email, address: request.ip };
}
