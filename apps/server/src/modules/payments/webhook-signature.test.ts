import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentUri } from './payment-uri.js';
import { signWebhook, verifyWebhook } from './webhook-signature.js';

const secret = 'a-webhook-secret-of-at-least-32-characters';
const now = new Date('2026-01-01T00:00:00Z');
const ts = String(now.getTime() / 1000);
const body = '{"event_id":"e1"}';

describe('webhook signatures', () => {
  it('is HMAC-SHA256 over timestamp.body in hex', () => {
    expect(signWebhook(secret, ts, body)).toBe(
      createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex'),
    );
  });

  it('accepts a fresh, correct signature in either hex case', () => {
    const sig = signWebhook(secret, ts, body);
    expect(verifyWebhook(secret, { signature: sig, timestamp: ts }, body, now)).toBe(true);
    expect(verifyWebhook(secret, { signature: sig.toUpperCase(), timestamp: ts }, body, now)).toBe(true);
  });

  it('refuses another body, secret or timestamp, and missing or malformed headers', () => {
    const sig = signWebhook(secret, ts, body);
    expect(verifyWebhook(secret, { signature: sig, timestamp: ts }, `${body} `, now)).toBe(false);
    expect(verifyWebhook(`${secret}x`, { signature: sig, timestamp: ts }, body, now)).toBe(false);
    expect(verifyWebhook(secret, { signature: sig, timestamp: String(Number(ts) + 1) }, body, now)).toBe(
      false,
    );
    expect(verifyWebhook(secret, { signature: undefined, timestamp: ts }, body, now)).toBe(false);
    expect(verifyWebhook(secret, { signature: sig, timestamp: undefined }, body, now)).toBe(false);
    expect(verifyWebhook(secret, { signature: sig.slice(2), timestamp: ts }, body, now)).toBe(false);
    expect(verifyWebhook(secret, { signature: sig, timestamp: `${ts}.5` }, body, now)).toBe(false);
  });

  it('refuses timestamps more than five minutes away', () => {
    for (const offset of [-301, 301]) {
      const t = String(Number(ts) + offset);
      expect(
        verifyWebhook(secret, { signature: signWebhook(secret, t, body), timestamp: t }, body, now),
      ).toBe(false);
    }
    const t = String(Number(ts) - 300);
    expect(verifyWebhook(secret, { signature: signWebhook(secret, t, body), timestamp: t }, body, now)).toBe(
      true,
    );
  });
});

describe('payment URIs', () => {
  it('ERC-681 transfer in base units for Ethereum USDT (6 decimals)', () => {
    const uri = paymentUri(
      { chain: 'ethereum', contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 },
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      10005003n,
    );
    expect(uri).toBe(
      'ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=100050030',
    );
  });

  it('tron: URI with the decimal amount and the TRC-20 contract', () => {
    const uri = paymentUri(
      { chain: 'tron', contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6 },
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
      10000000n,
    );
    expect(uri).toBe(
      'tron:TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH?amount=100.00000&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
  });
});
