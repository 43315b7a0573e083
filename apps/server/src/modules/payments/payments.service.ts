import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { HDKey } from '@scure/bip32';
import QRCode from 'qrcode';
import { z } from 'zod';
import { DEPOSIT_WINDOW_SECONDS, MAX_DEPOSIT_USD, USD_DECIMALS, type depositRequest } from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import { AppError, detailError, fieldError, notAuthenticated, notFound } from '../../platform/http/errors.js';
import { hasControlChars, parseInput } from '../../platform/http/validate.js';
import { insertPlayerEvent } from '../events/player-events.repository.js';
import { walletOf } from '../wallet/wallet.service.js';
import {
  ACCOUNT_PATHS,
  type Chain,
  deriveDepositAddress,
  devAccountXpub,
  isEthereumAddress,
  parseAccountXpub,
  toChecksumAddress,
} from './addresses.js';
import { formatUnits, numberToDecimal, parseUnits } from './decimal.js';
import { paymentUri } from './payment-uri.js';
import './payments.messages.js';
import * as repo from './payments.repository.js';
import type {
  ApplicationRow,
  EventOutcome,
  NewPaymentEvent,
  PaymentTokenRow,
} from './payments.repository.js';
import { RATE_SCALE, TOKEN_SCALE, USD_SCALE, tokenUnitsForUsd, usdCentsForTokens } from './quote.js';
import { signWebhook, verifyWebhook } from './webhook-signature.js';

/** The deposit methods a fresh casino offers; TRC-20 first (the spec's default network). */
export const DEFAULT_PAYMENT_TOKENS: readonly repo.NewPaymentToken[] = [
  {
    provider: 'TRX',
    token_type: 'USDT',
    network: 'TRC-20',
    chain: 'tron',
    contract_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    decimals: 6,
    min_amount_cents: 1000,
    rate_to_usd: '1',
    sort_order: 10,
  },
  {
    provider: 'ETH',
    token_type: 'USDT',
    network: 'ERC-20',
    chain: 'ethereum',
    contract_address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    decimals: 6,
    min_amount_cents: 2000,
    rate_to_usd: '1',
    sort_order: 20,
  },
];

/**
 * Development default of PAYMENTS_WEBHOOK_SECRET (documented in docs/decisions); production
 * refuses to start without its own.
 */
export const DEV_WEBHOOK_SECRET = 'dev-payments-webhook-secret-not-for-production';

export interface PaymentsSettings {
  accounts: Record<Chain, HDKey>;
  webhookSecret: string;
  minConfirmations: number;
  tokenAmountUnit: 'token' | 'usd';
}

/**
 * The deposit settings, checked at start-up: production needs real xpubs and a webhook
 * secret; development falls back to the documented dev wallet and secret, with a warning.
 */
export function resolvePaymentsSettings(config: Config, log: { warn(msg: string): void }): PaymentsSettings {
  const p = config.payments;
  const missing = [
    p.xpubTron ? undefined : 'PAYMENTS_XPUB_TRON',
    p.xpubEth ? undefined : 'PAYMENTS_XPUB_ETH',
    p.webhookSecret ? undefined : 'PAYMENTS_WEBHOOK_SECRET',
  ].filter((name): name is string => name !== undefined);
  if (missing.length > 0 && config.isProduction) {
    throw new Error(
      `${missing.join(', ')} must be set in production (see docs/decisions on crypto deposits).`,
    );
  }
  if (missing.length > 0) {
    log.warn(
      `payments: ${missing.join(', ')} not set; using the development wallet and webhook secret (never for real funds)`,
    );
  }
  const account = (chain: Chain, xpub: string | undefined, name: string): HDKey => {
    try {
      return parseAccountXpub(xpub ?? devAccountXpub(chain));
    } catch (err) {
      throw new Error(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  return {
    accounts: {
      tron: account('tron', p.xpubTron, 'PAYMENTS_XPUB_TRON'),
      ethereum: account('ethereum', p.xpubEth, 'PAYMENTS_XPUB_ETH'),
    },
    webhookSecret: p.webhookSecret ?? DEV_WEBHOOK_SECRET,
    minConfirmations: p.minConfirmations,
    tokenAmountUnit: p.tokenAmountUnit,
  };
}

/** Adds the default deposit methods if missing (rates an operator has set are kept). */
export async function seedPaymentTokens(db: Db): Promise<void> {
  await repo.insertMissingTokens(db, DEFAULT_PAYMENT_TOKENS);
}

/** Marks every pending application past its 900-second window as expired; answers how many. For a job. */
export async function expireApplications(deps: { db: Db }, now: Date): Promise<number> {
  return repo.expireDue(deps.db, now);
}

export interface DepositHistoryRow {
  id: string;
  createdAt: Date;
  provider: string;
  tokenType: string;
  network: string;
  usdAmountCents: number;
  tokenAmount: string;
  status: ApplicationRow['status'];
  creditedCents: number | null;
  creditedAt: Date | null;
}

/** A player's deposit applications, newest first, for the transaction history. */
export async function listDepositsForHistory(
  deps: { db: Db; clock: Clock },
  userId: number,
  limit = 200,
): Promise<DepositHistoryRow[]> {
  await repo.expireDue(deps.db, deps.clock.now(), userId);
  const rows = await repo.listApplicationsOf(deps.db, userId, limit);
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at),
    provider: r.provider,
    tokenType: r.token_type,
    network: r.network,
    usdAmountCents: r.usd_amount_cents,
    tokenAmount: r.token_amount,
    status: r.status,
    creditedCents: r.credited_cents,
    creditedAt: r.credited_at ? new Date(r.credited_at) : null,
  }));
}

const MAX_APPLICATIONS_LISTED = 100;
const CREATE_LIMIT = { hits: 30, windowSeconds: 3600 };
/** Decimals of a token amount a gateway may report (ERC-20 tokens have at most 18). */
const MAX_RECEIVED_DECIMALS = 18;

/** The webhook's body; the gateway signs it, so a shape error is the gateway's bug (400). */
// The gateway's text is stored as sent; a control character (NUL cannot be stored at all) makes the event malformed.
const gatewayText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !hasControlChars(s));
const webhookBody = z.object({
  event_id: gatewayText(200),
  address: gatewayText(128),
  provider: gatewayText(16),
  token_type: gatewayText(16),
  amount: z.union([
    z
      .string()
      .max(80)
      .refine((s) => !hasControlChars(s)),
    z.number(),
  ]),
  tx_id: gatewayText(200),
  confirmations: z.number().int().min(0).max(1_000_000_000).optional().nullable(),
});
type WebhookBody = z.infer<typeof webhookBody>;
type DepositInput = z.output<typeof depositRequest>;

export interface WebhookResult {
  status: EventOutcome;
  application_id?: string;
}

export interface CreatedApplication {
  application: ApplicationRow;
  qrCode: string;
}

/** Deposit applications and their confirmation by the payment gateway. */
export class PaymentsService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter' | 'log'>,
    private readonly settings: PaymentsSettings,
  ) {}

  /** The enabled deposit methods in display order. */
  async listTokens(): Promise<PaymentTokenRow[]> {
    return repo.listTokens(this.deps.db, { enabledOnly: true });
  }

  /**
   * Opens a deposit application: the player's own address on the chosen network, the token
   * amount to send (rounded up) and a 900-second window. An earlier open application on the
   * same address and token is closed, so an incoming payment always has one match.
   */
  async createApplication(userId: number, input: DepositInput): Promise<CreatedApplication> {
    const token = await this.tokenOrFieldError(input.provider, input.token_type);
    const rate = parseRate(token.rate_to_usd);
    const { usdCents } = this.resolveAmount(input, rate, token);
    const tokenUnits = tokenUnitsForUsd(usdCents, rate);

    await this.deps.rateLimiter.hit(
      `deposit-application:${userId}`,
      CREATE_LIMIT.hits,
      CREATE_LIMIT.windowSeconds,
    );
    if (!(await repo.userExists(this.deps.db, userId))) throw notAuthenticated();
    const address = this.addressOf(token.chain, userId);
    const uri = paymentUri(
      { chain: token.chain, contractAddress: token.contract_address, decimals: token.decimals },
      address,
      tokenUnits,
    );

    const application = await this.withUniqueRetry(() =>
      this.deps.db.transaction(async (tx) => {
        const now = this.deps.clock.now();
        await repo.recordDepositAddress(tx, {
          chain: token.chain,
          address,
          userId,
          derivationPath: `${ACCOUNT_PATHS[token.chain]}/0/${userId}`,
          now,
        });
        await repo.supersedeOpenApplication(tx, address, token.token_type, now);
        return repo.insertApplication(tx, {
          id: randomUUID(),
          user_id: userId,
          provider: token.provider,
          token_type: token.token_type,
          network: token.network,
          chain: token.chain,
          wallet_address: address,
          usd_amount_cents: Number(usdCents),
          token_amount: formatUnits(tokenUnits, TOKEN_SCALE),
          rate: token.rate_to_usd,
          payment_uri: uri,
          created_at: now,
          expires_at: new Date(now.getTime() + DEPOSIT_WINDOW_SECONDS * 1000),
        });
      }),
    );
    return { application, qrCode: await qrCodeOf(uri) };
  }

  /** One of the player's own applications (404 for anyone else's), with its QR code. */
  async getApplication(userId: number, id: string): Promise<CreatedApplication> {
    if (!isUuid(id)) throw notFound();
    await repo.expireDue(this.deps.db, this.deps.clock.now(), userId);
    const application = await repo.findApplication(this.deps.db, id);
    if (!application || application.user_id !== userId) throw notFound();
    return { application, qrCode: await qrCodeOf(application.payment_uri) };
  }

  /** The player's applications, newest first (expired ones marked as such). */
  async listApplications(userId: number): Promise<ApplicationRow[]> {
    await repo.expireDue(this.deps.db, this.deps.clock.now(), userId);
    return repo.listApplicationsOf(this.deps.db, userId, MAX_APPLICATIONS_LISTED);
  }

  /**
   * Handles one gateway webhook: authenticates it (HMAC over timestamp and raw body, five
   * minutes of clock skew), claims its event id (a repeat is answered 'duplicate' and moves
   * nothing), and credits the matching open application once, in the same transaction that
   * marks it credited. Anything that cannot be credited is recorded for an operator.
   */
  async receiveWebhook(request: {
    rawBody: string;
    signature: string | undefined;
    timestamp: string | undefined;
  }): Promise<WebhookResult> {
    const now = this.deps.clock.now();
    const authentic = verifyWebhook(
      this.settings.webhookSecret,
      { signature: request.signature, timestamp: request.timestamp },
      request.rawBody,
      now,
    );
    if (!authentic) {
      this.deps.log.warn('payments: webhook refused (bad signature or stale timestamp)');
      throw detailError(401, 'payment_signature_invalid');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(request.rawBody);
    } catch {
      throw new AppError(400, { fields: { non_field_errors: [{ key: 'malformed_body' }] } });
    }
    const body = parseInput(webhookBody, parsed);
    const event: NewPaymentEvent = {
      gatewayEventId: body.event_id,
      receivedAt: now,
      bodySha256: createHash('sha256').update(request.rawBody).digest('hex'),
      provider: body.provider,
      tokenType: body.token_type,
      address: body.address,
      amountText: typeof body.amount === 'number' ? String(body.amount) : body.amount,
      txId: body.tx_id,
      confirmations: body.confirmations ?? null,
    };
    const result = await this.deps.db.transaction(async (tx): Promise<WebhookResult> => {
      const eventRowId = await repo.claimEvent(tx, event);
      if (eventRowId === undefined) {
        await repo.recordDuplicateEvent(tx, event);
        return { status: 'duplicate' };
      }
      const settled = await this.settle(tx, body, now);
      await repo.settleEvent(tx, eventRowId, settled);
      return settled.applicationId
        ? { status: settled.outcome, application_id: settled.applicationId }
        : { status: settled.outcome };
    });
    this.deps.log.info({ event_id: body.event_id, outcome: result.status }, 'payments: webhook processed');
    return result;
  }

  /**
   * The simulated chain (development only): pays an application (by id or address) with a
   * correctly signed webhook that goes through receiveWebhook like the gateway's would.
   */
  async simulatePayment(
    ref: string,
    options: { amount?: string; provider?: string; token_type?: string; confirmations?: number },
  ): Promise<WebhookResult & { event_id: string; tx_id: string }> {
    const application = isUuid(ref)
      ? await repo.findApplication(this.deps.db, ref)
      : await repo.findLatestApplicationAt(this.deps.db, ref);
    const provider = options.provider ?? application?.provider;
    const tokenType = options.token_type ?? application?.token_type;
    if (!provider || !tokenType || (isUuid(ref) && !application)) throw notFound();
    const payload = {
      event_id: `sim-${randomUUID()}`,
      address: application?.wallet_address ?? ref,
      provider,
      token_type: tokenType,
      amount: options.amount ?? application?.token_amount ?? '0',
      tx_id: `sim-${randomBytes(32).toString('hex')}`,
      confirmations: options.confirmations ?? Math.max(1, this.settings.minConfirmations),
    };
    const rawBody = JSON.stringify(payload);
    const timestamp = String(Math.floor(this.deps.clock.now().getTime() / 1000));
    const signature = signWebhook(this.settings.webhookSecret, timestamp, rawBody);
    const result = await this.receiveWebhook({ rawBody, signature, timestamp });
    return { ...result, event_id: payload.event_id, tx_id: payload.tx_id };
  }

  private async settle(
    tx: Queryable,
    body: WebhookBody,
    now: Date,
  ): Promise<{
    outcome: Exclude<EventOutcome, 'received' | 'duplicate'>;
    applicationId?: string;
    userId?: number;
    creditedCents?: number;
  }> {
    const token = await repo.findToken(tx, body.provider.toUpperCase(), body.token_type.toUpperCase());
    if (!token) return { outcome: 'unknown_token' };
    const address = normalizeAddress(token.chain, body.address);
    const application = await repo.lockLatestApplicationAt(tx, {
      address,
      provider: token.provider,
      tokenType: token.token_type,
    });
    const owner = application?.user_id ?? (await repo.findAddressOwner(tx, token.chain, address));
    const link = { applicationId: application?.id, userId: owner };
    if (!application) return { outcome: 'unknown_address', ...link };

    const amountText = typeof body.amount === 'number' ? numberToDecimal(body.amount) : body.amount.trim();
    const receivedUnits =
      amountText === undefined ? undefined : parseUnits(amountText, MAX_RECEIVED_DECIMALS);
    if (receivedUnits === undefined || receivedUnits <= 0n) return { outcome: 'bad_amount', ...link };
    if ((body.confirmations ?? 0) < this.settings.minConfirmations)
      return { outcome: 'unconfirmed', ...link };
    if (await repo.isTxCredited(tx, token.chain, body.tx_id)) return { outcome: 'duplicate_tx', ...link };

    if (application.status === 'credited') return { outcome: 'no_open_application', ...link };
    if (application.status === 'expired') return { outcome: 'expired_application', ...link };
    if (new Date(application.expires_at).getTime() <= now.getTime()) {
      await repo.markExpired(tx, application.id, now);
      return { outcome: 'expired_application', ...link };
    }

    // Credited at what actually arrived, at the rate quoted to the player, floored to the cent.
    const cents = usdCentsForTokens(
      receivedUnits,
      MAX_RECEIVED_DECIMALS,
      parseRate(application.rate),
      'floor',
    );
    // Dust, or more than any application may ask for: the latter is most likely an amount in base
    // units sent as a decimal (100 USDT = 100000000), so it waits for an operator, not the ledger.
    if (cents <= 0n || cents > BigInt(MAX_DEPOSIT_USD) * 100n) return { outcome: 'bad_amount', ...link };
    const receivedText = formatUnits(receivedUnits, MAX_RECEIVED_DECIMALS);
    const transferId = await creditToLedger(this.deps, tx, {
      key: `deposit:${application.id}`,
      application,
      cents,
      receivedText,
      txId: body.tx_id,
      now,
    });
    await repo.markCredited(tx, application.id, {
      now,
      cents: Number(cents),
      transferId,
      received: receivedText,
      txId: body.tx_id,
    });
    return {
      outcome: 'credited',
      applicationId: application.id,
      userId: application.user_id,
      creditedCents: Number(cents),
    };
  }

  private async tokenOrFieldError(provider: string, tokenType: string): Promise<PaymentTokenRow> {
    const tokens = await repo.listTokens(this.deps.db, { enabledOnly: true });
    const p = provider.toUpperCase();
    const t = tokenType.toUpperCase();
    if (!tokens.some((x) => x.provider === p)) throw fieldError('provider', 'payment_provider_unknown');
    const token = tokens.find((x) => x.provider === p && x.token_type === t);
    if (!token) throw fieldError('token_type', 'payment_token_unknown');
    return token;
  }

  /**
   * The USD amount of a request (see docs/decisions/ on the deposit amount): usd_amount is
   * authoritative when given and token_amount, if also given, must agree with it at the rate;
   * a token_amount alone is converted at the rate to the nearest cent.
   */
  private resolveAmount(input: DepositInput, rate: bigint, token: PaymentTokenRow): { usdCents: bigint } {
    let usdValue = input.usd_amount ?? undefined;
    let tokenValue = input.token_amount ?? undefined;
    let usdField = 'usd_amount';
    if (usdValue === undefined && tokenValue !== undefined && this.settings.tokenAmountUnit === 'usd') {
      usdValue = tokenValue;
      tokenValue = undefined;
      usdField = 'token_amount';
    }
    if (usdValue === undefined && tokenValue === undefined)
      throw fieldError('token_amount', 'payment_amount_required');

    const field = usdValue !== undefined ? usdField : 'token_amount';
    let usdCents: bigint;
    if (usdValue !== undefined) {
      usdCents = readAmount(usdValue, USD_DECIMALS, field, 'payment_usd_decimals');
    } else {
      const tokenUnits = readAmount(tokenValue, TOKEN_SCALE, 'token_amount', 'payment_token_decimals');
      usdCents = usdCentsForTokens(tokenUnits, TOKEN_SCALE, rate, 'round');
    }
    if (usdCents <= 0n) throw fieldError(field, 'payment_amount_invalid');
    if (usdCents > BigInt(MAX_DEPOSIT_USD) * 100n)
      throw fieldError(field, 'payment_max_amount', { max: MAX_DEPOSIT_USD.toFixed(2) });
    if (usdCents < BigInt(token.min_amount_cents)) {
      throw fieldError(field, 'payment_min_amount', {
        min: formatUnits(BigInt(token.min_amount_cents), USD_SCALE),
      });
    }
    if (usdValue !== undefined && tokenValue !== undefined) {
      const given = readAmount(tokenValue, TOKEN_SCALE, 'token_amount', 'payment_token_decimals');
      const expected = tokenUnitsForUsd(usdCents, rate);
      // One unit of tolerance: the client rounds amount / rate to 5 decimals its own way.
      const diff = given > expected ? given - expected : expected - given;
      if (diff > 1n)
        throw fieldError('token_amount', 'payment_amounts_disagree', {
          expected: formatUnits(expected, TOKEN_SCALE),
        });
    }
    return { usdCents };
  }

  private addressOf(chain: Chain, userId: number): string {
    try {
      return deriveDepositAddress(chain, this.settings.accounts[chain], userId);
    } catch (err) {
      // Player ids beyond the non-hardened range would need another derivation scheme.
      this.deps.log.error({ err, userId }, 'payments: cannot derive a deposit address');
      throw detailError(503, 'payment_deposit_unavailable');
    }
  }

  private async withUniqueRetry<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (err) {
        // Two applications opened at once on one address: the second supersedes the first.
        if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION || attempt >= 3) throw err;
      }
    }
  }
}

/**
 * The deposit transfer (gateway clearing to the player's cash) and the inbox event for it, inside
 * the caller's transaction. Idempotent by key, like every ledger movement.
 */
async function creditToLedger(
  deps: { db: Db; clock: Clock },
  tx: Queryable,
  c: {
    key: string;
    application: ApplicationRow;
    cents: bigint;
    receivedText: string;
    txId: string;
    now: Date;
    extra?: Record<string, unknown>;
  },
): Promise<number> {
  const { application } = c;
  const tokenAmount = trimZeros(c.receivedText);
  const { transfer } = await walletOf(deps).transfer(
    {
      idempotencyKey: c.key,
      kind: 'deposit',
      from: { owner: 'house', name: 'gateway_clearing' },
      to: { owner: 'player', userId: application.user_id, kind: 'cash' },
      amountCents: Number(c.cents),
      reference: {
        application_id: application.id,
        provider: application.provider,
        token_type: application.token_type,
        network: application.network,
        tx_id: c.txId,
        token_amount: tokenAmount,
        ...c.extra,
      },
    },
    tx,
  );
  await insertPlayerEvent(tx, {
    userId: application.user_id,
    type: 'deposit_credited',
    payload: {
      application_id: application.id,
      usd_amount: Number(formatUnits(c.cents, USD_SCALE)),
      provider: application.provider,
      token_type: application.token_type,
      network: application.network,
      token_amount: tokenAmount,
    },
    dedupeKey: `deposit_credited:${c.key}`,
    now: c.now,
  });
  return transfer.id;
}

/** Payments the webhook recorded but did not credit that an operator may credit after checking them. */
const OPERATOR_CREDITABLE: readonly EventOutcome[] = ['expired_application', 'no_open_application'];

/**
 * Credits a recorded payment an operator has checked (a late payment to an expired application,
 * or a second payment to a credited one): once per event, at the rate of its application, with
 * the event marked credited in the same transaction. Throws with the reason when it may not.
 */
export async function creditRecordedPayment(
  deps: { db: Db; clock: Clock },
  eventRowId: number,
): Promise<{ cents: number; userId: number; applicationId: string }> {
  return deps.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, eventRowId);
    if (!event) throw new Error(`no payment event ${eventRowId}`);
    if (!OPERATOR_CREDITABLE.includes(event.outcome)) {
      throw new Error(
        `payment event ${eventRowId} is ${event.outcome}; only ${OPERATOR_CREDITABLE.join(' and ')} payments can be credited`,
      );
    }
    const application = event.application_id
      ? await repo.findApplication(tx, event.application_id)
      : undefined;
    if (!application || !event.tx_id)
      throw new Error(`payment event ${eventRowId} has no application or transaction to credit`);
    if (await repo.isTxCredited(tx, application.chain, event.tx_id))
      throw new Error(`transaction ${event.tx_id} is already credited`);
    const units =
      event.amount_text === null ? undefined : parseUnits(event.amount_text.trim(), MAX_RECEIVED_DECIMALS);
    if (units === undefined || units <= 0n)
      throw new Error(`payment event ${eventRowId} has no valid amount`);
    const cents = usdCentsForTokens(units, MAX_RECEIVED_DECIMALS, parseRate(application.rate), 'floor');
    if (cents <= 0n || cents > BigInt(MAX_DEPOSIT_USD) * 100n)
      throw new Error(`payment event ${eventRowId}: amount out of bounds`);
    const now = deps.clock.now();
    await creditToLedger(deps, tx, {
      key: `deposit-event:${event.id}`,
      application,
      cents,
      receivedText: formatUnits(units, MAX_RECEIVED_DECIMALS),
      txId: event.tx_id,
      now,
      extra: { payment_event_id: event.id, resolved_by: 'operator', previous_outcome: event.outcome },
    });
    await repo.settleEvent(tx, event.id, {
      outcome: 'credited',
      applicationId: application.id,
      userId: application.user_id,
      creditedCents: Number(cents),
    });
    return { cents: Number(cents), userId: application.user_id, applicationId: application.id };
  });
}

function readAmount(
  value: string | number | undefined,
  scale: number,
  field: string,
  decimalsKey: string,
): bigint {
  const text = typeof value === 'number' ? numberToDecimal(value) : value?.trim();
  if (text === undefined || !/^\d+(\.\d+)?$/.test(text)) throw fieldError(field, 'payment_amount_invalid');
  const units = parseUnits(text, scale);
  if (units === undefined) throw fieldError(field, decimalsKey);
  return units;
}

function parseRate(text: string): bigint {
  const rate = parseUnits(text, RATE_SCALE);
  if (rate === undefined || rate <= 0n)
    throw new Error(`payment token rate ${text} is not a positive decimal`);
  return rate;
}

function normalizeAddress(chain: Chain, address: string): string {
  return chain === 'ethereum' && isEthereumAddress(address) ? toChecksumAddress(address) : address;
}

function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(text: string): boolean {
  return UUID.test(text);
}

async function qrCodeOf(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}
