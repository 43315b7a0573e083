import { type Queryable, requireRow } from '../../platform/db/types.js';

/** A transfer row as stored: amounts in integer cents. */
export interface TransferRow {
  id: number;
  idempotency_key: string;
  kind: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  reference: Record<string, unknown>;
  created_at: Date;
}

export interface AccountRow {
  id: number;
  owner_type: 'player' | 'house';
  user_id: number | null;
  kind: string;
  balance: number;
}

const TRANSFER_COLUMNS =
  'id, idempotency_key, kind, debit_account_id, credit_account_id, amount, reference, created_at';

/** Makes the player's cash and bonus accounts if missing; answers both ids. */
export async function ensurePlayerAccounts(
  db: Queryable,
  userId: number,
): Promise<{ cash: number; bonus: number } | undefined> {
  // Insert-if-missing, then read: a concurrent creator is harmless (ON CONFLICT DO NOTHING), and
  // the read is a new statement, so it sees a row another transaction just committed.
  await ensurePlayersAccounts(db, [userId]);
  const { rows } = await db.query<{ id: number; kind: string }>(
    `SELECT id, kind FROM accounts WHERE owner_type = 'player' AND user_id = $1`,
    [userId],
  );
  const cash = rows.find((r) => r.kind === 'cash')?.id;
  const bonus = rows.find((r) => r.kind === 'bonus')?.id;
  return cash !== undefined && bonus !== undefined ? { cash, bonus } : undefined;
}

/** The id of one shard of a house account, made on first use so a new counterparty needs no migration. */
export async function ensureHouseAccount(db: Queryable, name: string, shard: number): Promise<number> {
  await db.query(
    `INSERT INTO accounts (owner_type, kind, shard) VALUES ('house', $1, $2) ON CONFLICT DO NOTHING`,
    [name, shard],
  );
  const id = await findHouseAccount(db, name, shard);
  if (id === undefined) throw new Error(`house account ${name} could not be created`);
  return id;
}

/** A house account's id, if the row exists. */
export async function findHouseAccount(
  db: Queryable,
  name: string,
  shard: number,
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM accounts WHERE owner_type = 'house' AND kind = $1 AND shard = $2`,
    [name, shard],
  );
  return rows[0]?.id;
}

export interface NewTransfer {
  idempotencyKey: string;
  kind: string;
  debitAccountId: number;
  creditAccountId: number;
  amountCents: number;
  reference: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The whole transfer in one round trip (its own transaction when not inside one): the database's
 * `ledger_transfer` (migration 021) locks both accounts in ascending id order, inserts the
 * transfer unless its key exists or a player debit would go below zero, and moves both balances
 * (through `ledger_moves`, which the seamless wallet's batches call with many moves).
 * Answers the new row, or nothing when the key was already used or the funds are short (the
 * caller tells which).
 */
export async function insertTransfer(db: Queryable, t: NewTransfer): Promise<TransferRow | undefined> {
  const { rows } = await db.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfer($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      t.idempotencyKey,
      t.kind,
      t.debitAccountId,
      t.creditAccountId,
      t.amountCents,
      JSON.stringify(t.reference),
      t.createdAt,
    ],
    // The hottest statement of the casino: prepared once per connection, not parsed and planned per call.
    { name: 'wallet_insert_transfer' },
  );
  return rows[0];
}

/**
 * Many transfers in one statement through the database's `ledger_moves`: each recorded under its
 * key, each account's balance moved once by the sum of its moves. The caller holds the player
 * accounts locked and has checked their debits are covered (the balance check still refuses a
 * negative player balance). Answers the keys recorded (a key that existed is not among them).
 */
export async function insertMoves(db: Queryable, moves: readonly NewTransfer[]): Promise<Set<string>> {
  if (moves.length === 0) return new Set();
  const { rows } = await db.query<{ move_key: string }>(`SELECT move_key FROM ledger_moves($1::jsonb)`, [
    JSON.stringify(
      moves.map((m) => ({
        key: m.idempotencyKey,
        kind: m.kind,
        debit: m.debitAccountId,
        credit: m.creditAccountId,
        amount: m.amountCents,
        reference: m.reference,
        at: m.createdAt,
      })),
    ),
  ]);
  return new Set(rows.map((r) => r.move_key));
}

/** Makes the cash and bonus accounts of many players where missing (ids that are no player are skipped). */
export async function ensurePlayersAccounts(db: Queryable, userIds: readonly number[]): Promise<void> {
  await db.query(
    `INSERT INTO accounts (owner_type, user_id, kind)
     SELECT 'player', u.id, k.kind FROM users u CROSS JOIN (VALUES ('cash'), ('bonus')) AS k (kind)
     WHERE u.id = ANY($1::bigint[])
     ORDER BY u.id, k.kind
     ON CONFLICT DO NOTHING`,
    [userIds],
  );
}

/** Many players' cash and bonus account ids in one read (players without accounts are missing). */
export async function playersAccountIds(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, { cash: number; bonus: number }>> {
  const { rows } = await db.query<{ user_id: number; cash: number | null; bonus: number | null }>(
    `SELECT user_id, max(id) FILTER (WHERE kind = 'cash') AS cash, max(id) FILTER (WHERE kind = 'bonus') AS bonus
       FROM accounts WHERE owner_type = 'player' AND user_id = ANY($1::bigint[]) GROUP BY user_id`,
    [userIds],
  );
  const ids = new Map<number, { cash: number; bonus: number }>();
  for (const r of rows)
    if (r.cash !== null && r.bonus !== null)
      ids.set(Number(r.user_id), { cash: Number(r.cash), bonus: Number(r.bonus) });
  return ids;
}

export async function findTransferByKey(db: Queryable, key: string): Promise<TransferRow | undefined> {
  const { rows } = await db.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM transfers WHERE idempotency_key = $1`,
    [key],
  );
  return rows[0];
}

export async function findTransfersByKeys(db: Queryable, keys: readonly string[]): Promise<TransferRow[]> {
  const { rows } = await db.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM transfers WHERE idempotency_key = ANY($1::text[]) ORDER BY id`,
    [keys],
  );
  return rows;
}

export async function findAccounts(db: Queryable, ids: readonly number[]): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `SELECT id, owner_type, user_id, kind, balance FROM accounts WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  );
  return rows;
}

/**
 * Locks the given accounts and reads them, in the one order every writer uses (docs/decisions/023):
 * players' accounts first, then the house's, each in ascending id order. A house row is shared by
 * many players, so it is taken last and held only while the rest of the transaction's work runs,
 * never while it waits for one player's rows.
 */
export async function lockAccounts(tx: Queryable, ids: readonly number[]): Promise<AccountRow[]> {
  const { rows } = await tx.query<AccountRow>(
    `SELECT id, owner_type, user_id, kind, balance FROM accounts WHERE id = ANY($1::bigint[])
     ORDER BY owner_type <> 'player', id FOR UPDATE`,
    [ids],
  );
  return rows;
}

export async function playerBalances(
  db: Queryable,
  userId: number,
): Promise<{ cash: number; bonus: number }> {
  const { rows } = await db.query<{ kind: string; balance: number }>(
    `SELECT kind, balance FROM accounts WHERE owner_type = 'player' AND user_id = $1`,
    [userId],
  );
  return {
    cash: rows.find((r) => r.kind === 'cash')?.balance ?? 0,
    bonus: rows.find((r) => r.kind === 'bonus')?.balance ?? 0,
  };
}

/** The player's transfers touching their own accounts, newest first, with the signed amount for the player. */
export async function playerTransfers(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<Array<TransferRow & { signed_amount: number; account_kind: string }>> {
  const { rows } = await db.query<TransferRow & { signed_amount: number; account_kind: string }>(
    `SELECT t.id, t.idempotency_key, t.kind, t.debit_account_id, t.credit_account_id, t.amount, t.reference, t.created_at,
            CASE WHEN t.credit_account_id = a.id THEN t.amount ELSE -t.amount END AS signed_amount,
            a.kind AS account_kind
     FROM accounts a
     JOIN transfers t ON t.credit_account_id = a.id OR t.debit_account_id = a.id
     WHERE a.owner_type = 'player' AND a.user_id = $1
     ORDER BY t.id DESC
     LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** Whether the player was ever credited a deposit through this network and token. */
export async function hasDepositVia(
  db: Queryable,
  userId: number,
  provider: string,
  tokenType: string,
): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
       WHERE a.owner_type = 'player' AND a.user_id = $1 AND t.kind = 'deposit'
         AND upper(t.reference ->> 'provider') = upper($2) AND upper(t.reference ->> 'token_type') = upper($3)
     ) AS found`,
    [userId, provider, tokenType],
  );
  return rows[0]?.found === true;
}

/** Networks (provider, token type) of the player's credited deposits. */
export async function depositNetworks(
  db: Queryable,
  userId: number,
): Promise<Array<{ provider: string; token_type: string }>> {
  const { rows } = await db.query<{ provider: string; token_type: string }>(
    `SELECT DISTINCT upper(t.reference ->> 'provider') AS provider, upper(t.reference ->> 'token_type') AS token_type
     FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
     WHERE a.owner_type = 'player' AND a.user_id = $1 AND t.kind = 'deposit'
       AND t.reference ? 'provider' AND t.reference ? 'token_type'
     ORDER BY 1, 2`,
    [userId],
  );
  return rows;
}

/** Each house counterparty's balance (the sum of its shards). */
export async function houseBalances(db: Queryable): Promise<Array<{ kind: string; balance: number }>> {
  const { rows } = await db.query<{ kind: string; balance: number }>(
    `SELECT kind, sum(balance)::bigint AS balance FROM accounts WHERE owner_type = 'house' GROUP BY kind ORDER BY kind`,
  );
  return rows;
}

export interface LedgerCheckRow {
  accounts: number;
  transfers: number;
  total_balance: number;
  mismatched: Array<{
    id: number;
    owner_type: string;
    user_id: number | null;
    kind: string;
    balance: number;
    computed: number;
  }>;
  negative_players: number;
}

/**
 * The ledger's invariants in one statement (one snapshot, so concurrent transfers cannot make
 * a false alarm): every balance equals its credits minus its debits; all balances sum to zero;
 * no player balance is negative.
 */
export async function checkLedger(db: Queryable): Promise<LedgerCheckRow> {
  const { rows } = await db.query<LedgerCheckRow>(
    `WITH movement AS (
       SELECT account_id, sum(amount)::bigint AS net FROM (
         SELECT credit_account_id AS account_id, amount FROM transfers
         UNION ALL
         SELECT debit_account_id, -amount FROM transfers
       ) m GROUP BY account_id
     ),
     compared AS (
       SELECT a.id, a.owner_type, a.user_id, a.kind, a.balance, COALESCE(m.net, 0)::bigint AS computed
       FROM accounts a LEFT JOIN movement m ON m.account_id = a.id
     )
     SELECT
       (SELECT count(*)::int FROM accounts) AS accounts,
       (SELECT count(*)::int FROM transfers) AS transfers,
       (SELECT COALESCE(sum(balance), 0)::bigint FROM accounts) AS total_balance,
       (SELECT COALESCE(json_agg(json_build_object('id', id, 'owner_type', owner_type, 'user_id', user_id, 'kind', kind,
                                                   'balance', balance, 'computed', computed) ORDER BY id), '[]'::json)
        FROM compared WHERE balance <> computed) AS mismatched,
       (SELECT count(*)::int FROM accounts WHERE owner_type = 'player' AND balance < 0) AS negative_players`,
  );
  return requireRow(rows, 'ledger check answered no row');
}

/** Whether the player is still new (the accounts module owns the flag; the wallet call repeats it). */
export async function isNewUser(db: Queryable, userId: number): Promise<boolean | undefined> {
  const { rows } = await db.query<{ is_new_user: boolean }>('SELECT is_new_user FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.is_new_user;
}
