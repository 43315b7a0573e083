import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { assertMayPlay } from '../accounts/player-status.js';
import type { HDKey } from '@scure/bip32';
import encodeQR from '@paulmillr/qr';
import { z } from 'zod';
import { DEPOSIT_WINDOW_SECONDS, MAX_DEPOSIT_USD, USD_DECIMALS, type depositRequest } from '@casino/contract';
import { operatorActor, recordAudit, type Actor } from '../audit/audit.service.js';
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
  CreditBasis,
  EventOutcome,
  NewPaymentEvent,
  PaymentEventRow,
  PaymentTokenRow,
} from './payments.repository.js';
import { RATE_SCALE, TOKEN_SCALE, USD_SCALE, tokenUnitsForUsd, usdCentsForTokens } from './quote.js';
import { signWebhook, verifyWebhook } from './webhook-signature.js';
import { bonusesOf } from '../bonuses/bonuses.service.js';
import { limitsOf } from '../limits/limits.service.js';

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
  /** The application's id, or `credit-<n>` for a payment credited without one. */
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
  /** The chain transaction of a credited payment. */
  txId: string | null;
}

/**
 * A player's deposits for the transaction history, newest first: every credited payment with
 * its chain transaction, and the applications that were not paid (pending or expired).
 */
export async function listDepositsForHistory(
  deps: { db: Db; clock: Clock },
  userId: number,
  limit = 200,
): Promise<DepositHistoryRow[]> {
  await repo.expireDue(deps.db, deps.clock.now(), userId);
  const rows = await repo.listDepositHistory(deps.db, userId, limit);
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
    txId: r.tx_id,
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
   * same address and token is closed (docs/decisions/011), so two applications never compete
   * for one payment; a payment meant for the closed one is still credited.
   */
  async createApplication(userId: number, input: DepositInput): Promise<CreatedApplication> {
    const token = await this.tokenOrFieldError(input.provider, input.token_type);
    const rate = parseRate(token.rate_to_usd);
    const { usdCents } = this.resolveAmount(input, rate, token);
    const tokenUnits = tokenUnitsForUsd(usdCents, rate);
    // The deposit limits and any break, before anything is recorded (docs/decisions/038).
    await limitsOf(this.deps).assertDepositFits(
      userId,
      Number(usdCents),
      input.usd_amount !== undefined && input.usd_amount !== null ? 'usd_amount' : 'token_amount',
    );

    await this.deps.rateLimiter.hit(
      `deposit-application:${userId}`,
      CREATE_LIMIT.hits,
      CREATE_LIMIT.windowSeconds,
    );
    if (!(await repo.userExists(this.deps.db, userId))) throw notAuthenticated();
    // A suspended, blocked or closed account takes no new deposits (docs/decisions/035).
    await assertMayPlay(this.deps.db, userId);
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
    return { application, qrCode: qrCodeOf(uri) };
  }

  /** One of the player's own applications (404 for anyone else's), with its QR code. */
  async getApplication(userId: number, id: string): Promise<CreatedApplication> {
    if (!isUuid(id)) throw notFound();
    await repo.expireDue(this.deps.db, this.deps.clock.now(), userId);
    const application = await repo.findApplication(this.deps.db, id);
    if (!application || application.user_id !== userId) throw notFound();
    return { application, qrCode: qrCodeOf(application.payment_uri) };
  }

  /** The player's applications, newest first (expired ones marked as such). */
  async listApplications(userId: number): Promise<ApplicationRow[]> {
    await repo.expireDue(this.deps.db, this.deps.clock.now(), userId);
    return repo.listApplicationsOf(this.deps.db, userId, MAX_APPLICATIONS_LISTED);
  }

  /**
   * Handles one gateway webhook: authenticates it (HMAC over timestamp and raw body, five
   * minutes of clock skew), claims its event id (a repeat is answered 'duplicate' and moves
   * nothing), and credits a confirmed payment to a player's address once per chain transaction,
   * in the same transaction that records the event. Anything that cannot be credited is
   * recorded for an operator.
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
      const settled = await this.settle(tx, body, eventRowId, now);
      await repo.settleEvent(tx, eventRowId, settled);
      return settled.applicationId
        ? { status: settled.outcome, application_id: settled.applicationId }
        : { status: settled.outcome };
    });
    this.deps.log.info({ event_id: body.event_id, outcome: result.status }, 'payments: webhook processed');
    return result;
  }

  /**
   * The simulated chain (development only): pays an application (by id) or an address with a
   * correctly signed webhook that goes through receiveWebhook like the gateway's would. An
   * expired application's address can be paid (a late payment), and so can an address nobody
   * owns (the token is then taken from the address's form unless given, and the amount is needed).
   * A given tx_id repeats a chain transaction.
   */
  async simulatePayment(
    ref: string,
    options: {
      amount?: string;
      provider?: string;
      token_type?: string;
      confirmations?: number;
      tx_id?: string;
    },
  ): Promise<WebhookResult & { event_id: string; tx_id: string }> {
    const application = isUuid(ref)
      ? await repo.findApplication(this.deps.db, ref)
      : await repo.findLatestApplicationAt(this.deps.db, ref);
    if (isUuid(ref) && !application) throw notFound();
    const provider = options.provider ?? application?.provider ?? providerByAddressForm(ref);
    const tokenType = options.token_type ?? application?.token_type ?? 'USDT';
    if (!provider) throw notFound();
    const amount = options.amount ?? application?.token_amount;
    if (amount === undefined) throw fieldError('amount', 'field_required');
    const payload = {
      event_id: `sim-${randomUUID()}`,
      address: application?.wallet_address ?? ref,
      provider,
      token_type: tokenType,
      amount,
      tx_id: options.tx_id ?? `sim-${randomBytes(32).toString('hex')}`,
      confirmations: options.confirmations ?? Math.max(1, this.settings.minConfirmations),
    };
    const rawBody = JSON.stringify(payload);
    const timestamp = String(Math.floor(this.deps.clock.now().getTime() / 1000));
    const signature = signWebhook(this.settings.webhookSecret, timestamp, rawBody);
    const result = await this.receiveWebhook({ rawBody, signature, timestamp });
    return { ...result, event_id: payload.event_id, tx_id: payload.tx_id };
  }

  /**
   * Development only: closes an application now, as if its 900 seconds had passed, so a late
   * payment can be tried without waiting. 404 for an unknown or no longer open application.
   */
  async expireApplicationNow(id: string): Promise<ApplicationRow> {
    if (!isUuid(id)) throw notFound();
    const application = await repo.expireNow(this.deps.db, id, this.deps.clock.now());
    if (!application) throw notFound();
    return application;
  }

  /**
   * What one authenticated, newly claimed event does. A confirmed payment to an address recorded
   * for a player is always credited to that player, once per chain transaction: at the quoted
   * rate of their open application on that address and token (which it completes), otherwise at
   * the token's current rate (late, extra or split payments). See docs/decisions/011.
   */
  private async settle(tx: Queryable, body: WebhookBody, eventRowId: number, now: Date): Promise<Settlement> {
    const token = await repo.findToken(tx, body.provider.toUpperCase(), body.token_type.toUpperCase());
    if (!token) return { outcome: 'unknown_token' };
    const address = normalizeAddress(token.chain, body.address);
    const owner = await repo.findAddressOwner(tx, token.chain, address);

    const receivedUnits = receivedUnitsOf(body.amount);
    if (receivedUnits === undefined || receivedUnits <= 0n) return { outcome: 'bad_amount', userId: owner };
    if ((body.confirmations ?? 0) < this.settings.minConfirmations)
      return { outcome: 'unconfirmed', userId: owner };
    if (await repo.isTxCredited(tx, token.chain, body.tx_id))
      return { outcome: 'duplicate_tx', userId: owner };
    if (owner === undefined) return { outcome: 'unknown_address' };

    let application = await repo.lockOpenApplicationAt(tx, {
      address,
      provider: token.provider,
      tokenType: token.token_type,
      userId: owner,
    });
    if (application && new Date(application.expires_at).getTime() <= now.getTime()) {
      // Its window ran out before the job closed it: the payment is late, not the application's.
      await repo.markExpired(tx, application.id, now);
      application = undefined;
    }
    const rateText = application ? application.rate : token.rate_to_usd;
    const cents = usdCentsForTokens(receivedUnits, MAX_RECEIVED_DECIMALS, parseRate(rateText), 'floor');
    // Dust, or more than any application may ask for: the latter is most likely an amount in base
    // units sent as a decimal (100 USDT = 100000000), so it waits for an operator, not the ledger.
    if (cents <= 0n || cents > BigInt(MAX_DEPOSIT_USD) * 100n)
      return { outcome: 'bad_amount', userId: owner, applicationId: application?.id };

    const receivedText = formatUnits(receivedUnits, MAX_RECEIVED_DECIMALS);
    const credited = await creditPayment(this.deps, tx, {
      chain: token.chain,
      txId: body.tx_id,
      userId: owner,
      application,
      eventRowId,
      token,
      address,
      receivedText,
      rateText,
      cents,
      basis: application ? 'application' : 'current_rate',
      operatorReason: null,
      now,
    });
    // The same transaction under another event id, committed while this one waited for it.
    if (!credited) return { outcome: 'duplicate_tx', userId: owner };
    if (application) {
      await repo.markCredited(tx, application.id, {
        now,
        cents: Number(cents),
        transferId: credited.transferId,
        received: receivedText,
        txId: body.tx_id,
      });
    }
    return {
      outcome: 'credited',
      applicationId: application?.id,
      userId: owner,
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

interface Settlement {
  outcome: Exclude<EventOutcome, 'received' | 'duplicate'>;
  applicationId?: string;
  userId?: number;
  creditedCents?: number;
}

/**
 * Credits one chain transaction, inside the caller's transaction: claims it in deposit_credits
 * (answers undefined when it was credited already), moves the money from the gateway clearing
 * account to the player's cash and writes the inbox event. Every credited deposit goes through here.
 */
async function creditPayment(
  deps: { db: Db; clock: Clock },
  tx: Queryable,
  c: {
    chain: Chain;
    txId: string;
    userId: number;
    application: ApplicationRow | undefined;
    eventRowId: number;
    token: Pick<PaymentTokenRow, 'provider' | 'token_type' | 'network'>;
    address: string;
    receivedText: string;
    rateText: string;
    cents: bigint;
    basis: CreditBasis;
    operatorReason: string | null;
    now: Date;
  },
): Promise<{ creditId: number; transferId: number } | undefined> {
  const creditId = await repo.claimCredit(tx, {
    chain: c.chain,
    tx_id: c.txId,
    user_id: c.userId,
    application_id: c.application?.id ?? null,
    payment_event_id: c.eventRowId,
    provider: c.token.provider,
    token_type: c.token.token_type,
    network: c.token.network,
    address: c.address,
    received_token_amount: c.receivedText,
    rate: c.rateText,
    credited_cents: Number(c.cents),
    basis: c.basis,
    credited_at: c.now,
    operator_reason: c.operatorReason,
  });
  if (creditId === undefined) return undefined;
  const tokenAmount = trimZeros(c.receivedText);
  const { transfer } = await walletOf(deps).transfer(
    {
      idempotencyKey: `deposit-credit:${creditId}`,
      kind: 'deposit',
      from: { owner: 'house', name: 'gateway_clearing' },
      to: { owner: 'player', userId: c.userId, kind: 'cash' },
      amountCents: Number(c.cents),
      reference: {
        deposit_credit_id: creditId,
        application_id: c.application?.id ?? null,
        payment_event_id: c.eventRowId,
        provider: c.token.provider,
        token_type: c.token.token_type,
        network: c.token.network,
        tx_id: c.txId,
        token_amount: tokenAmount,
        rate: c.rateText,
        basis: c.basis,
        ...(c.operatorReason === null ? {} : { operator_reason: c.operatorReason }),
      },
    },
    tx,
  );
  await repo.setCreditTransfer(tx, creditId, transfer.id);
  // A payment beyond a deposit limit that arrived anyway is the player's: credited, and flagged
  // for compliance (docs/decisions/038).
  await limitsOf(deps).flagCreditOverLimit(tx, c.userId, creditId, c.now);
  // A pending bonus the deposit qualifies for is granted with it (docs/decisions/013).
  await bonusesOf(deps).onDepositCredited(tx, {
    userId: c.userId,
    creditId,
    cents: Number(c.cents),
    now: c.now,
  });
  await insertPlayerEvent(tx, {
    userId: c.userId,
    type: 'deposit_credited',
    payload: {
      application_id: c.application?.id ?? null,
      usd_amount: Number(formatUnits(c.cents, USD_SCALE)),
      provider: c.token.provider,
      token_type: c.token.token_type,
      network: c.token.network,
      token_amount: tokenAmount,
      tx_id: c.txId,
      basis: c.basis,
    },
    dedupeKey: `deposit_credited:${creditId}`,
    now: c.now,
  });
  return { creditId, transferId: transfer.id };
}

/**
 * Recorded payments an operator may assign to a player: to an address nobody owns, and the late
 * or repeated payments the webhook recorded without crediting before decision 011.
 */
export const UNMATCHED_OUTCOMES: readonly EventOutcome[] = [
  'unknown_address',
  'expired_application',
  'no_open_application',
];

/** A refusal of an operator command, with the reason in words; nothing was changed. */
export class PaymentCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentCommandError';
  }
}

/** The recorded payments nobody was credited for yet, newest first (for `payments:unmatched`). */
export async function listUnmatchedPayments(deps: { db: Db }, limit = 100): Promise<PaymentEventRow[]> {
  return repo.listUnmatchedEvents(deps.db, UNMATCHED_OUTCOMES, limit);
}

const MAX_REASON_LENGTH = 500;

/**
 * Credits a recorded, unmatched payment to a player an operator names, with the operator's
 * reason stored beside the credit: once per event and per chain transaction, at the token's
 * current rate, in one transaction with the event marked credited. Throws PaymentCommandError
 * (nothing changed) when it may not, e.g. on a second assignment.
 */
export async function assignPayment(
  deps: { db: Db; clock: Clock },
  eventRowId: number,
  userId: number,
  reason: string,
  actor: Actor = operatorActor(),
): Promise<{ cents: number; creditId: number; txId: string }> {
  return deps.db.transaction((tx) => assignPaymentIn(deps, tx, eventRowId, userId, reason, actor));
}

/** assignPayment inside the caller's transaction (a four-eyes approval applies it in its own). */
export async function assignPaymentIn(
  deps: { db: Db; clock: Clock },
  tx: Queryable,
  eventRowId: number,
  userId: number,
  reason: string,
  actor: Actor,
): Promise<{ cents: number; creditId: number; txId: string }> {
  const why = reason.trim();
  if (!why) throw new PaymentCommandError('an assignment needs the reason it is made, for the record');
  if (why.length > MAX_REASON_LENGTH || hasControlChars(why))
    throw new PaymentCommandError(`the reason must be plain text of at most ${MAX_REASON_LENGTH} characters`);
  {
    const event = await repo.lockEvent(tx, eventRowId);
    if (!event) throw new PaymentCommandError(`no payment event ${eventRowId}`);
    const assigned = await repo.findCreditByEvent(tx, event.id);
    if (assigned) {
      throw new PaymentCommandError(
        `payment event ${event.id} was already credited to player ${assigned.user_id} on ${new Date(assigned.credited_at).toISOString()}` +
          `${assigned.operator_reason ? ` (reason: ${assigned.operator_reason})` : ''}; a payment is credited once, nothing changed`,
      );
    }
    if (!UNMATCHED_OUTCOMES.includes(event.outcome)) {
      throw new PaymentCommandError(
        `payment event ${event.id} is ${event.outcome}; only unmatched payments (${UNMATCHED_OUTCOMES.join(', ')}) can be assigned`,
      );
    }
    const token =
      event.provider && event.token_type
        ? await repo.findToken(tx, event.provider.toUpperCase(), event.token_type.toUpperCase())
        : undefined;
    if (!token || !event.tx_id || !event.address)
      throw new PaymentCommandError(`payment event ${event.id} names no known token, address or transaction`);
    const previous = await repo.findCreditByTx(tx, token.chain, event.tx_id);
    if (previous) {
      throw new PaymentCommandError(
        `transaction ${event.tx_id} is already credited to player ${previous.user_id} (payment event ${previous.payment_event_id ?? '?'}); nothing changed`,
      );
    }
    if (!(await repo.userExists(tx, userId))) throw new PaymentCommandError(`no player ${userId}`);
    const address = normalizeAddress(token.chain, event.address);
    const owner = event.user_id ?? (await repo.findAddressOwner(tx, token.chain, address));
    if (owner !== undefined && owner !== userId) {
      throw new PaymentCommandError(
        `the address of payment event ${event.id} belongs to player ${owner}, not ${userId}`,
      );
    }
    const units = event.amount_text === null ? undefined : receivedUnitsOf(event.amount_text);
    if (units === undefined || units <= 0n)
      throw new PaymentCommandError(`payment event ${event.id} has no valid amount`);
    const cents = usdCentsForTokens(units, MAX_RECEIVED_DECIMALS, parseRate(token.rate_to_usd), 'floor');
    if (cents <= 0n || cents > BigInt(MAX_DEPOSIT_USD) * 100n)
      throw new PaymentCommandError(`payment event ${event.id}: the amount is out of bounds`);
    const now = deps.clock.now();
    const credited = await creditPayment(deps, tx, {
      chain: token.chain,
      txId: event.tx_id,
      userId,
      application: undefined,
      eventRowId: event.id,
      token,
      address,
      receivedText: formatUnits(units, MAX_RECEIVED_DECIMALS),
      rateText: token.rate_to_usd,
      cents,
      basis: 'operator',
      operatorReason: why,
      now,
    });
    if (!credited) throw new PaymentCommandError(`transaction ${event.tx_id} is already credited`);
    await repo.settleEvent(tx, event.id, {
      outcome: 'credited',
      applicationId: event.application_id ?? undefined,
      userId,
      creditedCents: Number(cents),
    });
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'payment.assign',
      subject: { type: 'payment_event', id: event.id },
      reason: why,
      before: { outcome: event.outcome, player_id: event.user_id },
      after: { outcome: 'credited', player_id: userId, credited_cents: Number(cents) },
      details: { tx_id: event.tx_id, credit_id: credited.creditId },
    });
    return { cents: Number(cents), creditId: credited.creditId, txId: event.tx_id };
  }
}

/** A gateway's amount as token units at 18 decimals; undefined when it is not a plain decimal. */
function receivedUnitsOf(amount: string | number): bigint | undefined {
  const text = typeof amount === 'number' ? numberToDecimal(amount) : amount.trim();
  return text === undefined ? undefined : parseUnits(text, MAX_RECEIVED_DECIMALS);
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

/** The simulated chain's guess of an address's network from its form (TRON base58 or 0x hex). */
function providerByAddressForm(address: string): string | undefined {
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'TRX';
  if (isEthereumAddress(address)) return 'ETH';
  return undefined;
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

/**
 * The payment URI as a QR code image in a data: URI: a GIF of one pixel per module with a quiet zone
 * of two, about 1.5 KB; the cash box scales it up without smoothing (image-rendering: pixelated).
 */
function qrCodeOf(uri: string): string {
  const gif = encodeQR(uri, 'gif', { ecc: 'medium', border: 2 });
  return `data:image/gif;base64,${Buffer.from(gif).toString('base64')}`;
}
