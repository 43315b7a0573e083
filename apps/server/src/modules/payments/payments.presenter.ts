import type { DepositApplication, DepositApplicationWithQr, PaymentToken } from '@casino/contract';
import { formatUnits } from './decimal.js';
import type { ApplicationRow, PaymentTokenRow } from './payments.repository.js';

const usd = (cents: number): number => Number(formatUnits(BigInt(cents), 2));

/** A deposit method as the cash box lists it. */
export function presentToken(row: PaymentTokenRow): PaymentToken {
  return {
    provider: row.provider,
    token_type: row.token_type,
    network: row.network,
    min_amount: usd(row.min_amount_cents),
    rate_to_usd: Number(row.rate_to_usd),
  };
}

/** An application as its player sees it: never the derivation path or the gateway's data. */
export function presentApplication(row: ApplicationRow): DepositApplication {
  return {
    id: row.id,
    provider: row.provider,
    token_type: row.token_type,
    network: row.network,
    token_amount: row.token_amount,
    usd_amount: usd(row.usd_amount_cents),
    rate_to_usd: Number(row.rate),
    wallet_address: row.wallet_address,
    payment_uri: row.payment_uri,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    credited_usd_amount: row.credited_cents === null ? null : usd(row.credited_cents),
  };
}

export function presentApplicationWithQr(row: ApplicationRow, qrCode: string): DepositApplicationWithQr {
  return { ...presentApplication(row), qr_code: qrCode };
}
