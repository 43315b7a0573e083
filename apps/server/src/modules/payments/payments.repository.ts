import { type Queryable, requireRow } from '../../platform/db/types.js';
import type { Chain } from './addresses.js';

export interface PaymentTokenRow {
  provider: string;
  token_type: string;
  network: string;
  chain: Chain;
  contract_address: string;
  decimals: number;
  min_amount_cents: number;
  /** NUMERIC(20,8) as a string. */
  rate_to_usd: string;
  sort_order: number;
  is_enabled: boolean;
}

const TOKEN_COLUMNS =
  'provider, token_type, network, chain, contract_address, decimals, min_amount_cents, rate_to_usd::text AS rate_to_usd, sort_order, is_enabled';

export type NewPaymentToken = Omit<PaymentTokenRow, 'is_enabled'>;

/** Adds the methods that are missing; never touches a rate or minimum an operator has set. */
export async function insertMissingTokens(db: Queryable, tokens: readonly NewPaymentToken[]): Promise<void> {
  for (const t of tokens) {
    await db.query(
      `INSERT INTO payment_tokens (provider, token_type, network, chain, contract_address, decimals, min_amount_cents, rate_to_usd, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9)
       ON CONFLICT (provider, token_type) DO NOTHING`,
      [
        t.provider,
        t.token_type,
        t.network,
        t.chain,
        t.contract_address,
        t.decimals,
        t.min_amount_cents,
        t.rate_to_usd,
        t.sort_order,
      ],
    );
  }
}

export async function listTokens(
  db: Queryable,
  options: { enabledOnly: boolean },
): Promise<PaymentTokenRow[]> {
  const { rows } = await db.query<PaymentTokenRow>(
    `SELECT ${TOKEN_COLUMNS} FROM payment_tokens WHERE is_enabled OR NOT $1::boolean ORDER BY sort_order, provider, token_type`,
    [options.enabledOnly],
  );
  return rows;
}

export async function findToken(
  db: Queryable,
  provider: string,
  tokenType: string,
): Promise<PaymentTokenRow | undefined> {
  const { rows } = await db.query<PaymentTokenRow>(
    `SELECT ${TOKEN_COLUMNS} FROM payment_tokens WHERE provider = $1 AND token_type = $2`,
    [provider, tokenType],
  );
  return rows[0];
}

/** Changes one method's settings; answers whether the method exists. */
export async function updateToken(
  db: Queryable,
  provider: string,
  tokenType: string,
  change: { rate_to_usd?: string; min_amount_cents?: number; is_enabled?: boolean },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE payment_tokens SET
       rate_to_usd = COALESCE($3::numeric, rate_to_usd),
       min_amount_cents = COALESCE($4::bigint, min_amount_cents),
       is_enabled = COALESCE($5::boolean, is_enabled),
       updated_at = $6
     WHERE provider = $1 AND token_type = $2`,
    [
      provider,
      tokenType,
      change.rate_to_usd ?? null,
      change.min_amount_cents ?? null,
      change.is_enabled ?? null,
      now,
    ],
  );
  return rowCount > 0;
}

/** Remembers whose an address is; the first record of an address stands. */
export async function recordDepositAddress(
  db: Queryable,
  a: { chain: Chain; address: string; userId: number; derivationPath: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO deposit_addresses (chain, address, user_id, derivation_path, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (chain, address) DO NOTHING`,
    [a.chain, a.address, a.userId, a.derivationPath, a.now],
  );
}

export async function findAddressOwner(
  db: Queryable,
  chain: Chain,
  address: string,
): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT user_id FROM deposit_addresses WHERE chain = $1 AND address = $2`,
    [chain, address],
  );
  return rows[0]?.user_id;
}

export interface ApplicationRow {
  id: string;
  user_id: number;
  provider: string;
  token_type: string;
  network: string;
  chain: Chain;
  wallet_address: string;
  usd_amount_cents: number;
  token_amount: string;
  rate: string;
  payment_uri: string;
  status: 'pending' | 'credited' | 'expired';
  created_at: Date;
  expires_at: Date;
  credited_at: Date | null;
  credited_cents: number | null;
  credited_transfer_id: number | null;
  received_token_amount: string | null;
  gateway_tx_id: string | null;
}

const APPLICATION_COLUMNS = `id, user_id, provider, token_type, network, chain, wallet_address, usd_amount_cents,
  token_amount::text AS token_amount, rate::text AS rate, payment_uri, status, created_at, expires_at, credited_at,
  credited_cents, credited_transfer_id, received_token_amount::text AS received_token_amount, gateway_tx_id`;

export type NewApplication = Pick<
  ApplicationRow,
  | 'id'
  | 'user_id'
  | 'provider'
  | 'token_type'
  | 'network'
  | 'chain'
  | 'wallet_address'
  | 'usd_amount_cents'
  | 'token_amount'
  | 'rate'
  | 'payment_uri'
  | 'created_at'
  | 'expires_at'
>;

/**
 * Closes the open application on this address and token (the player asked for a new one), so
 * an incoming payment always has exactly one application to match.
 */
export async function supersedeOpenApplication(
  db: Queryable,
  address: string,
  tokenType: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE deposit_applications SET status = 'expired', expired_at = $3
     WHERE wallet_address = $1 AND token_type = $2 AND status = 'pending'`,
    [address, tokenType, now],
  );
}

export async function insertApplication(db: Queryable, a: NewApplication): Promise<ApplicationRow> {
  const { rows } = await db.query<ApplicationRow>(
    `INSERT INTO deposit_applications (id, user_id, provider, token_type, network, chain, wallet_address,
       usd_amount_cents, token_amount, rate, payment_uri, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::numeric, $11, $12, $13)
     RETURNING ${APPLICATION_COLUMNS}`,
    [
      a.id,
      a.user_id,
      a.provider,
      a.token_type,
      a.network,
      a.chain,
      a.wallet_address,
      a.usd_amount_cents,
      a.token_amount,
      a.rate,
      a.payment_uri,
      a.created_at,
      a.expires_at,
    ],
  );
  return requireRow(rows, 'deposit application was not inserted');
}

/** Marks pending applications whose window has passed as expired (all, or one player's). */
export async function expireDue(db: Queryable, now: Date, userId?: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE deposit_applications SET status = 'expired', expired_at = $1
     WHERE status = 'pending' AND expires_at <= $1 AND ($2::bigint IS NULL OR user_id = $2)`,
    [now, userId ?? null],
  );
  return rowCount;
}

export async function findApplication(db: Queryable, id: string): Promise<ApplicationRow | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM deposit_applications WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function listApplicationsOf(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<ApplicationRow[]> {
  const { rows } = await db.query<ApplicationRow>(
    // Within one instant the open application is the newer one (it superseded the others).
    `SELECT ${APPLICATION_COLUMNS} FROM deposit_applications WHERE user_id = $1
     ORDER BY created_at DESC, (status = 'pending') DESC, id LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/**
 * The player's open application on an address for a token, locked so that one payment completes
 * it at most once (a concurrent payment waits, then finds it credited and is not matched).
 */
export async function lockOpenApplicationAt(
  db: Queryable,
  m: { address: string; provider: string; tokenType: string; userId: number },
): Promise<ApplicationRow | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM deposit_applications
     WHERE wallet_address = $1 AND provider = $2 AND token_type = $3 AND user_id = $4 AND status = 'pending'
     FOR UPDATE`,
    [m.address, m.provider, m.tokenType, m.userId],
  );
  return rows[0];
}

/** The newest application on an address, whatever its token (for the simulated chain). */
export async function findLatestApplicationAt(
  db: Queryable,
  address: string,
): Promise<ApplicationRow | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM deposit_applications WHERE wallet_address = $1
     ORDER BY (status = 'pending') DESC, created_at DESC LIMIT 1`,
    [address],
  );
  return rows[0];
}

export async function markExpired(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE deposit_applications SET status = 'expired', expired_at = $2 WHERE id = $1 AND status = 'pending'`,
    [id, now],
  );
}

export async function markCredited(
  db: Queryable,
  id: string,
  c: { now: Date; cents: number; transferId: number; received: string; txId: string },
): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE deposit_applications SET status = 'credited', credited_at = $2, credited_cents = $3,
       credited_transfer_id = $4, received_token_amount = $5::numeric, gateway_tx_id = $6
     WHERE id = $1 AND status = 'pending'`,
    [id, c.now, c.cents, c.transferId, c.received, c.txId],
  );
  if (rowCount !== 1) throw new Error(`deposit application ${id} was not pending when credited`);
}

/** Development only: closes an application now, as if its window had run out. */
export async function expireNow(db: Queryable, id: string, now: Date): Promise<ApplicationRow | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `UPDATE deposit_applications SET status = 'expired', expired_at = $2, expires_at = LEAST(expires_at, $2)
     WHERE id = $1 AND status = 'pending'
     RETURNING ${APPLICATION_COLUMNS}`,
    [id, now],
  );
  return rows[0];
}

export type CreditBasis = 'application' | 'current_rate' | 'operator';

export interface DepositCreditRow {
  id: number;
  chain: Chain;
  tx_id: string;
  user_id: number;
  application_id: string | null;
  payment_event_id: number | null;
  provider: string;
  token_type: string;
  network: string;
  address: string;
  received_token_amount: string;
  rate: string;
  credited_cents: number;
  transfer_id: number | null;
  basis: CreditBasis;
  credited_at: Date;
  operator_reason: string | null;
}

const CREDIT_COLUMNS = `id, chain, tx_id, user_id, application_id, payment_event_id, provider, token_type, network, address,
  received_token_amount::text AS received_token_amount, rate::text AS rate, credited_cents, transfer_id, basis,
  credited_at, operator_reason`;

export type NewDepositCredit = Omit<DepositCreditRow, 'id' | 'transfer_id'>;

/**
 * Claims a chain transaction for crediting: answers the new credit's id, or undefined when the
 * transaction (or the event) was credited already. A concurrent claim of the same transaction
 * waits for the first one's commit, then finds it: this unique index is the exactly-once guard.
 */
export async function claimCredit(db: Queryable, c: NewDepositCredit): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO deposit_credits (chain, tx_id, user_id, application_id, payment_event_id, provider, token_type, network,
       address, received_token_amount, rate, credited_cents, basis, credited_at, operator_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric, $11::numeric, $12, $13, $14, $15)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      c.chain,
      c.tx_id,
      c.user_id,
      c.application_id,
      c.payment_event_id,
      c.provider,
      c.token_type,
      c.network,
      c.address,
      c.received_token_amount,
      c.rate,
      c.credited_cents,
      c.basis,
      c.credited_at,
      c.operator_reason,
    ],
  );
  return rows[0]?.id;
}

export async function setCreditTransfer(db: Queryable, creditId: number, transferId: number): Promise<void> {
  await db.query(`UPDATE deposit_credits SET transfer_id = $2 WHERE id = $1`, [creditId, transferId]);
}

/** Whether a chain transaction was already credited, by the webhook or by an operator. */
export async function isTxCredited(db: Queryable, chain: Chain, txId: string): Promise<boolean> {
  return (await findCreditByTx(db, chain, txId)) !== undefined;
}

export async function findCreditByTx(
  db: Queryable,
  chain: Chain,
  txId: string,
): Promise<DepositCreditRow | undefined> {
  const { rows } = await db.query<DepositCreditRow>(
    `SELECT ${CREDIT_COLUMNS} FROM deposit_credits WHERE chain = $1 AND tx_id = $2`,
    [chain, txId],
  );
  return rows[0];
}

export async function findCreditByEvent(
  db: Queryable,
  eventId: number,
): Promise<DepositCreditRow | undefined> {
  const { rows } = await db.query<DepositCreditRow>(
    `SELECT ${CREDIT_COLUMNS} FROM deposit_credits WHERE payment_event_id = $1`,
    [eventId],
  );
  return rows[0];
}

export interface DepositHistoryDbRow {
  id: string;
  created_at: Date;
  provider: string;
  token_type: string;
  network: string;
  usd_amount_cents: number;
  token_amount: string;
  status: ApplicationRow['status'];
  credited_cents: number | null;
  credited_at: Date | null;
  tx_id: string | null;
}

/**
 * A player's deposits, newest first: every credited payment (dated when credited, with its chain
 * transaction; under its application's id when it completed one) and the applications that were
 * not paid (pending or expired).
 */
export async function listDepositHistory(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<DepositHistoryDbRow[]> {
  const { rows } = await db.query<DepositHistoryDbRow>(
    `SELECT * FROM (
       SELECT COALESCE(c.application_id::text, 'credit-' || c.id::text) AS id, c.credited_at AS created_at, c.provider,
         c.token_type, c.network, c.credited_cents AS usd_amount_cents,
         trim_scale(c.received_token_amount)::text AS token_amount, 'credited' AS status, c.credited_cents,
         c.credited_at, c.tx_id
       FROM deposit_credits c WHERE c.user_id = $1
       UNION ALL
       SELECT a.id::text, a.created_at, a.provider, a.token_type, a.network, a.usd_amount_cents, a.token_amount::text,
         a.status, NULL, NULL, NULL
       FROM deposit_applications a WHERE a.user_id = $1 AND a.status <> 'credited'
     ) d
     ORDER BY created_at DESC, id LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** One recorded event, locked, for an operator's decision on it. */
export async function lockEvent(db: Queryable, id: number): Promise<PaymentEventRow | undefined> {
  const { rows } = await db.query<PaymentEventRow>(
    `SELECT id, gateway_event_id, received_at, provider, token_type, address, amount_text, tx_id, confirmations, outcome,
       application_id, user_id, credited_cents
     FROM payment_events WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export type EventOutcome =
  | 'received'
  | 'credited'
  | 'duplicate'
  | 'expired_application'
  | 'unknown_address'
  | 'bad_amount'
  | 'unconfirmed'
  | 'no_open_application'
  | 'duplicate_tx'
  | 'unknown_token';

export interface NewPaymentEvent {
  gatewayEventId: string;
  receivedAt: Date;
  bodySha256: string;
  provider: string | null;
  tokenType: string | null;
  address: string | null;
  amountText: string | null;
  txId: string | null;
  confirmations: number | null;
}

/**
 * Claims an event id: answers the new row's id, or undefined when the id was already claimed
 * (a concurrent claim waits for the first one's transaction, then finds it).
 */
export async function claimEvent(db: Queryable, e: NewPaymentEvent): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO payment_events (gateway_event_id, received_at, body_sha256, provider, token_type, address, amount_text,
       tx_id, confirmations, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'received')
     ON CONFLICT (gateway_event_id) WHERE outcome <> 'duplicate' DO NOTHING
     RETURNING id`,
    [
      e.gatewayEventId,
      e.receivedAt,
      e.bodySha256,
      e.provider,
      e.tokenType,
      e.address,
      e.amountText,
      e.txId,
      e.confirmations,
    ],
  );
  return rows[0]?.id;
}

/** Records a repeat of an event id that was already processed. */
export async function recordDuplicateEvent(db: Queryable, e: NewPaymentEvent): Promise<void> {
  await db.query(
    `INSERT INTO payment_events (gateway_event_id, received_at, body_sha256, provider, token_type, address, amount_text,
       tx_id, confirmations, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'duplicate')`,
    [
      e.gatewayEventId,
      e.receivedAt,
      e.bodySha256,
      e.provider,
      e.tokenType,
      e.address,
      e.amountText,
      e.txId,
      e.confirmations,
    ],
  );
}

export async function settleEvent(
  db: Queryable,
  id: number,
  s: {
    outcome: Exclude<EventOutcome, 'received' | 'duplicate'>;
    applicationId?: string;
    userId?: number;
    creditedCents?: number;
  },
): Promise<void> {
  await db.query(
    `UPDATE payment_events SET outcome = $2, application_id = $3, user_id = $4, credited_cents = $5 WHERE id = $1`,
    [id, s.outcome, s.applicationId ?? null, s.userId ?? null, s.creditedCents ?? null],
  );
}

export interface PaymentEventRow {
  id: number;
  gateway_event_id: string;
  received_at: Date;
  provider: string | null;
  token_type: string | null;
  address: string | null;
  amount_text: string | null;
  tx_id: string | null;
  confirmations: number | null;
  outcome: EventOutcome;
  application_id: string | null;
  user_id: number | null;
  credited_cents: number | null;
}

export async function listEvents(
  db: Queryable,
  outcomes: readonly string[] | undefined,
  limit: number,
): Promise<PaymentEventRow[]> {
  const { rows } = await db.query<PaymentEventRow>(
    `SELECT id, gateway_event_id, received_at, provider, token_type, address, amount_text, tx_id, confirmations, outcome,
       application_id, user_id, credited_cents
     FROM payment_events WHERE $1::text[] IS NULL OR outcome = ANY($1::text[]) ORDER BY id DESC LIMIT $2`,
    [outcomes ?? null, limit],
  );
  return rows;
}

/**
 * Recorded payments that no player was credited for yet (to an address nobody owns, or late
 * payments recorded before every payment to a player's address was credited), newest first.
 */
export async function listUnmatchedEvents(
  db: Queryable,
  outcomes: readonly EventOutcome[],
  limit: number,
): Promise<PaymentEventRow[]> {
  const { rows } = await db.query<PaymentEventRow>(
    `SELECT e.id, e.gateway_event_id, e.received_at, e.provider, e.token_type, e.address, e.amount_text, e.tx_id,
       e.confirmations, e.outcome, e.application_id, e.user_id, e.credited_cents
     FROM payment_events e
     LEFT JOIN payment_tokens t ON t.provider = upper(e.provider) AND t.token_type = upper(e.token_type)
     WHERE e.outcome = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM deposit_credits c WHERE c.chain = t.chain AND c.tx_id = e.tx_id)
     ORDER BY e.id DESC LIMIT $2`,
    [outcomes, limit],
  );
  return rows;
}

export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS found`,
    [userId],
  );
  return rows[0]?.found === true;
}
