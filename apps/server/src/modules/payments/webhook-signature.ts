import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far the gateway's timestamp may be from our clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** hex(HMAC-SHA256(secret, timestamp + '.' + rawBody)): what the gateway sends as x-signature. */
export function signWebhook(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(`${String(timestamp)}.${rawBody}`)
    .digest('hex');
}

/**
 * Whether a webhook is authentic and fresh: the signature covers the timestamp, so an old
 * request cannot be replayed with a new one; the comparison takes the same time for any input.
 */
export function verifyWebhook(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  rawBody: string,
  now: Date,
): boolean {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature))
    return false;
  const skew = Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp));
  if (skew > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
