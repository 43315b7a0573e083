import { createHmac, timingSafeEqual } from 'node:crypto';
import { WALLET_REPLAY_WINDOW_SECONDS } from '@casino/contract';

/** hex(HMAC-SHA256(secret, `${timestamp}.${rawBody}`)): the X-Signature of the seamless wallet. */
export function sign(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(`${String(timestamp)}.${rawBody}`)
    .digest('hex');
}

/** The three headers of a signed request, sent by whichever side is calling. */
export function signedHeaders(
  secret: string,
  provider: string,
  rawBody: string,
  now: Date,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'x-provider': provider,
    'x-timestamp': String(timestamp),
    'x-signature': sign(secret, timestamp, rawBody),
  };
}

/**
 * Whether a request is authentic and fresh: from the expected provider code, signed over the
 * timestamp and the exact body (so an old request cannot be replayed under a new timestamp),
 * within the replay window; the comparison takes the same time for any signature.
 */
export function verifySigned(
  secret: string,
  expectedProvider: string,
  headers: { provider: string | undefined; timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now: Date,
): boolean {
  const { provider, timestamp, signature } = headers;
  if (provider !== expectedProvider) return false;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-fA-F]{64}$/.test(signature))
    return false;
  const skew = Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp));
  if (skew > WALLET_REPLAY_WINDOW_SECONDS) return false;
  const expected = Buffer.from(sign(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
