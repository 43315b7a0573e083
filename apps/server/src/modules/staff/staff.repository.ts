import { requireRow, type Queryable } from '../../platform/db/types.js';

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  roles: string[];
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | null;
  status: 'invited' | 'active' | 'blocked';
  failed_sign_ins: number;
  locked_until: Date | null;
  created_by: number | null;
  created_at: Date;
  last_sign_in_at: Date | null;
}

export interface StaffSessionRow {
  id: number;
  staff_id: number;
  kind: 'challenge' | 'session';
  csrf_token: string;
  address: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

const STAFF_COLUMNS = `id::int AS id, email, name, roles, password_hash, totp_secret, totp_pending_secret,
  totp_last_step, status, failed_sign_ins, locked_until, created_by::int AS created_by, created_at, last_sign_in_at`;
const SESSION_COLUMNS = `id::int AS id, staff_id::int AS staff_id, kind, csrf_token, address, user_agent,
  created_at, last_seen_at, expires_at, revoked_at`;

export function staffRepository(db: Queryable) {
  return {
    async count(): Promise<number> {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff');
      return rows[0]?.n ?? 0;
    },

    async byId(id: number, lock = false): Promise<StaffRow | undefined> {
      const { rows } = await db.query<StaffRow>(
        `SELECT ${STAFF_COLUMNS} FROM staff WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      );
      return rows[0];
    },

    async byEmail(email: string): Promise<StaffRow | undefined> {
      const { rows } = await db.query<StaffRow>(
        `SELECT ${STAFF_COLUMNS} FROM staff WHERE lower(email) = lower($1)`,
        [email],
      );
      return rows[0];
    },

    async insert(input: {
      email: string;
      name: string;
      roles: readonly string[];
      createdBy: number | null;
      now: Date;
    }): Promise<StaffRow> {
      const { rows } = await db.query<StaffRow>(
        `INSERT INTO staff (email, name, roles, created_by, created_at) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${STAFF_COLUMNS}`,
        [input.email, input.name, input.roles, input.createdBy, input.now],
      );
      return requireRow(rows, 'INSERT returned no row');
    },

    async list(options: {
      limit: number;
      offset: number;
      sort: 'id' | 'email' | 'name' | 'status' | 'last_sign_in_at';
      order: 'asc' | 'desc';
      q?: string;
    }): Promise<{ rows: StaffRow[]; total: number }> {
      const where = options.q ? `WHERE email ILIKE $3 OR name ILIKE $3` : '';
      const params: unknown[] = [options.limit, options.offset];
      if (options.q) params.push(`%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const { rows } = await db.query<StaffRow & { total: number }>(
        `SELECT ${STAFF_COLUMNS}, count(*) OVER ()::int AS total FROM staff ${where}
         ORDER BY ${options.sort} ${options.order} NULLS LAST, id ${options.order} LIMIT $1 OFFSET $2`,
        params,
      );
      return { rows, total: rows[0]?.total ?? 0 };
    },

    async update(
      id: number,
      fields: Partial<{
        roles: string[];
        password_hash: string | null;
        totp_secret: string | null;
        totp_pending_secret: string | null;
        totp_last_step: number | null;
        status: StaffRow['status'];
        failed_sign_ins: number;
        locked_until: Date | null;
        last_sign_in_at: Date;
      }>,
    ): Promise<void> {
      const names = Object.keys(fields);
      if (names.length === 0) return;
      const sets = names.map((name, i) => `${name} = $${i + 2}`).join(', ');
      await db.query(`UPDATE staff SET ${sets} WHERE id = $1`, [id, ...Object.values(fields)]);
    },

    async insertSetupToken(staffId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
      // A new link replaces the ones before it.
      await db.query('UPDATE staff_setup_tokens SET used_at = $2 WHERE staff_id = $1 AND used_at IS NULL', [
        staffId,
        now,
      ]);
      await db.query(
        'INSERT INTO staff_setup_tokens (token_hash, staff_id, expires_at) VALUES ($1, $2, $3)',
        [tokenHash, staffId, expiresAt],
      );
    },

    async setupToken(tokenHash: string, now: Date, lock = false): Promise<{ staff_id: number } | undefined> {
      const { rows } = await db.query<{ staff_id: number }>(
        `SELECT staff_id::int AS staff_id FROM staff_setup_tokens
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2${lock ? ' FOR UPDATE' : ''}`,
        [tokenHash, now],
      );
      return rows[0];
    },

    async useSetupToken(tokenHash: string, now: Date): Promise<void> {
      await db.query('UPDATE staff_setup_tokens SET used_at = $2 WHERE token_hash = $1', [tokenHash, now]);
    },

    async replaceRecoveryCodes(staffId: number, codeHashes: readonly string[]): Promise<void> {
      await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
      await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) SELECT $1, unnest($2::text[])', [
        staffId,
        codeHashes,
      ]);
    },

    /** Marks an unused recovery code used; false when it is not one of the staff member's. */
    async useRecoveryCode(staffId: number, codeHash: string, now: Date): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE staff_recovery_codes SET used_at = $3
          WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL`,
        [staffId, codeHash, now],
      );
      return rowCount === 1;
    },

    async insertSession(input: {
      staffId: number;
      kind: StaffSessionRow['kind'];
      tokenHash: string;
      csrfToken: string;
      address: string | null;
      userAgent: string | null;
      now: Date;
      expiresAt: Date;
    }): Promise<StaffSessionRow> {
      const { rows } = await db.query<StaffSessionRow>(
        `INSERT INTO staff_sessions (staff_id, kind, token_hash, csrf_token, address, user_agent, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING ${SESSION_COLUMNS}`,
        [
          input.staffId,
          input.kind,
          input.tokenHash,
          input.csrfToken,
          input.address,
          input.userAgent,
          input.now,
          input.expiresAt,
        ],
      );
      return requireRow(rows, 'INSERT returned no row');
    },

    /** A live session or challenge by its cookie's hash: not revoked, not past its absolute expiry. */
    async liveSession(
      tokenHash: string,
      kind: StaffSessionRow['kind'],
      now: Date,
    ): Promise<StaffSessionRow | undefined> {
      const { rows } = await db.query<StaffSessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM staff_sessions
          WHERE token_hash = $1 AND kind = $2 AND revoked_at IS NULL AND expires_at > $3`,
        [tokenHash, kind, now],
      );
      return rows[0];
    },

    async touchSession(id: number, now: Date): Promise<void> {
      await db.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE id = $1', [id, now]);
    },

    async revokeSession(id: number, now: Date): Promise<void> {
      await db.query('UPDATE staff_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
        id,
        now,
      ]);
    },

    async revokeAllSessions(staffId: number, now: Date): Promise<number> {
      const { rowCount } = await db.query(
        'UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL',
        [staffId, now],
      );
      return rowCount;
    },

    async sessionsOf(staffId: number, now: Date): Promise<StaffSessionRow[]> {
      const { rows } = await db.query<StaffSessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM staff_sessions
          WHERE staff_id = $1 AND kind = 'session' AND revoked_at IS NULL AND expires_at > $2
          ORDER BY last_seen_at DESC LIMIT 100`,
        [staffId, now],
      );
      return rows;
    },
  };
}
export type StaffRepository = ReturnType<typeof staffRepository>;
