import { type Queryable, requireRow } from '../../platform/db/types.js';

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';

export interface WithdrawalRow {
  id: number;
  user_id: number;
  amount_cents: number;
  provider: string;
  token_type: string;
  address: string;
  status: WithdrawalStatus;
  tx_id: string | null;
  reason: string | null;
  request_key: string | null;
  hold_transfer_id: number | null;
  settle_transfer_id: number | null;
  created_at: Date;
  processed_at: Date | null;
  /** The back office's four eyes (migration 025): who reviewed it, who approved it, who paid it. */
  reviewed_by: number | null;
  reviewed_at: Date | null;
  approved_by: number | null;
  approved_at: Date | null;
  paid_by: number | null;
}

const COLUMNS = `id, user_id, amount_cents, provider, token_type, address, status, tx_id, reason, request_key,
  hold_transfer_id, settle_transfer_id, created_at, processed_at, reviewed_by, reviewed_at, approved_by,
  approved_at, paid_by`;

export interface NewWithdrawal {
  userId: number;
  amountCents: number;
  provider: string;
  tokenType: string;
  address: string;
  requestKey: string | null;
  createdAt: Date;
}

export async function insertWithdrawal(db: Queryable, w: NewWithdrawal): Promise<WithdrawalRow> {
  const { rows } = await db.query<WithdrawalRow>(
    `INSERT INTO withdrawals (user_id, amount_cents, provider, token_type, address, request_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [w.userId, w.amountCents, w.provider, w.tokenType, w.address, w.requestKey, w.createdAt],
  );
  return requireRow(rows, 'withdrawal insert answered no row');
}

export async function setHoldTransfer(db: Queryable, id: number, transferId: number): Promise<WithdrawalRow> {
  const { rows } = await db.query<WithdrawalRow>(
    `UPDATE withdrawals SET hold_transfer_id = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, transferId],
  );
  return requireRow(rows, `withdrawal ${id} vanished`);
}

export async function findByRequestKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE user_id = $1 AND request_key = $2`,
    [userId, key],
  );
  return rows[0];
}

export async function findWithdrawal(db: Queryable, id: number): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE id = $1`, [id]);
  return rows[0];
}

/** Locks one withdrawal so two operators (or one command run twice at once) settle it once. */
export async function lockWithdrawal(tx: Queryable, id: number): Promise<WithdrawalRow | undefined> {
  const { rows } = await tx.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function markPaid(
  tx: Queryable,
  id: number,
  txId: string,
  transferId: number,
  now: Date,
): Promise<WithdrawalRow> {
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = 'paid', tx_id = $2, settle_transfer_id = $3, processed_at = $4
     WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
    [id, txId, transferId, now],
  );
  return requireRow(rows, `withdrawal ${id} was not pending`);
}

export async function markRejected(
  tx: Queryable,
  id: number,
  reason: string,
  transferId: number,
  now: Date,
): Promise<WithdrawalRow> {
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET status = 'rejected', reason = $2, settle_transfer_id = $3, processed_at = $4
     WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
    [id, reason, transferId, now],
  );
  return requireRow(rows, `withdrawal ${id} was not pending`);
}

export async function findPaidByTx(
  db: Queryable,
  provider: string,
  txId: string,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE provider = $1 AND tx_id = $2`,
    [provider, txId],
  );
  return rows[0];
}

export async function listOfUser(
  db: Queryable,
  userId: number,
  status: WithdrawalStatus | undefined,
  limit: number,
): Promise<WithdrawalRow[]> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE user_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC LIMIT $3`,
    [userId, status ?? null, limit],
  );
  return rows;
}

export async function listAll(
  db: Queryable,
  status: WithdrawalStatus | undefined,
  limit: number,
): Promise<Array<WithdrawalRow & { email: string }>> {
  const { rows } = await db.query<WithdrawalRow & { email: string }>(
    `SELECT ${COLUMNS.split(',')
      .map((c) => `w.${c.trim()}`)
      .join(', ')}, u.email
     FROM withdrawals w JOIN users u ON u.id = w.user_id
     WHERE $1::text IS NULL OR w.status = $1 ORDER BY w.id DESC LIMIT $2`,
    [status ?? null, limit],
  );
  return rows;
}

export async function verificationState(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ verification_state: string }>(
    'SELECT verification_state FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.verification_state;
}

/** Records the payments officer's review, and the approval when it is theirs to give. */
export async function markReviewed(
  tx: Queryable,
  id: number,
  reviewer: number,
  approver: number | null,
  now: Date,
): Promise<WithdrawalRow> {
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET reviewed_by = $2, reviewed_at = $4,
            approved_by = COALESCE($3, approved_by), approved_at = CASE WHEN $3::bigint IS NULL THEN approved_at ELSE $4 END
      WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
    [id, reviewer, approver, now],
  );
  return requireRow(rows, 'the withdrawal is no longer pending');
}

export async function markApproved(
  tx: Queryable,
  id: number,
  approver: number,
  now: Date,
): Promise<WithdrawalRow> {
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawals SET approved_by = $2, approved_at = $3 WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
    [id, approver, now],
  );
  return requireRow(rows, 'the withdrawal is no longer pending');
}

export async function markPaidBy(tx: Queryable, id: number, staffId: number): Promise<void> {
  await tx.query('UPDATE withdrawals SET paid_by = $2 WHERE id = $1', [id, staffId]);
}
