import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sign, signedHeaders, verifySigned } from './signature.js';

const secret = 'a-shared-secret-of-at-least-32-chars!';
const now = new Date('2026-03-01T12:00:00Z');
const ts = Math.floor(now.getTime() / 1000);
const body = '{"game":"neon-fruits","demo":true}';

describe('signatures', () => {
  it('is hex HMAC-SHA256 over `${timestamp}.${raw body}`', () => {
    expect(sign(secret, ts, body)).toBe(createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex'));
  });

  it('accepts its own headers and nothing altered', () => {
    const h = signedHeaders(secret, 'royal-originals', body, now);
    const headers = { provider: h['x-provider'], timestamp: h['x-timestamp'], signature: h['x-signature'] };
    expect(verifySigned(secret, 'royal-originals', headers, body, now)).toBe(true);
    expect(verifySigned(secret, 'royal-originals', headers, `${body} `, now)).toBe(false);
    expect(verifySigned(secret, 'other', headers, body, now)).toBe(false);
    expect(verifySigned(`${secret}x`, 'royal-originals', headers, body, now)).toBe(false);
    expect(
      verifySigned(secret, 'royal-originals', { ...headers, timestamp: String(ts + 1) }, body, now),
    ).toBe(false);
    expect(verifySigned(secret, 'royal-originals', { ...headers, signature: undefined }, body, now)).toBe(
      false,
    );
    expect(verifySigned(secret, 'royal-originals', { ...headers, signature: 'zz' }, body, now)).toBe(false);
  });

  it('keeps a 300 second replay window either way', () => {
    const at = (offset: number) => {
      const stamp = ts + offset;
      return verifySigned(
        secret,
        'p',
        { provider: 'p', timestamp: String(stamp), signature: sign(secret, stamp, body) },
        body,
        now,
      );
    };
    expect([at(-300), at(300), at(-301), at(301)]).toEqual([true, true, false, false]);
  });
});
