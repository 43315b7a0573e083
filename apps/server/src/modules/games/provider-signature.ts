import { createHmac, timingSafeEqual } from 'node:crypto';
import { WALLET_REPLAY_WINDOW_SECONDS } from '@casino/contract';

/** The headers that sign a call between the casino and a game provider, either way. */
export const PROVIDER_HEADERS = {
  provider: 'x-provider',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

/** hex(HMAC-SHA256(secret, `${timestamp}.${rawBody}`)), as the seamless-wallet contract defines it. */
export function signProviderCall(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(`${String(timestamp)}.${rawBody}`)
    .digest('hex');
}

/** The three headers of a signed call sent now. */
export function providerCallHeaders(
  provider: string,
  secret: string,
  rawBody: string,
  now: Date,
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [PROVIDER_HEADERS.provider]: provider,
    [PROVIDER_HEADERS.timestamp]: timestamp,
    [PROVIDER_HEADERS.signature]: signProviderCall(secret, timestamp, rawBody),
  };
}

/**
 * Whether a call is authentic and fresh: the signature covers the timestamp, so an old call
 * cannot be replayed under a new one, and the comparison takes the same time for any input.
 */
export function verifyProviderCall(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now: Date,
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature))
    return false;
  const skew = Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp));
  if (skew > WALLET_REPLAY_WINDOW_SECONDS) return false;
  const expected = Buffer.from(signProviderCall(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
