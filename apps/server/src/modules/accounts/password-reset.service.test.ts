import { describe, expect, it } from 'vitest';
import { decodeUid, encodeUid } from './password-reset.service.js';

describe('reset link uid', () => {
  it('round-trips player ids in base64url', () => {
    for (const id of [1, 42, 123456789, Number.MAX_SAFE_INTEGER]) expect(decodeUid(encodeUid(id))).toBe(id);
    expect(encodeUid(1)).toBe('MQ');
  });

  it('rejects anything that is not a positive id', () => {
    for (const text of ['0', '-1', '01', '1.5', 'abc', '', '99999999999999999']) {
      expect(decodeUid(Buffer.from(text).toString('base64url'))).toBeUndefined();
    }
    expect(decodeUid('%%')).toBeUndefined();
    expect(decodeUid('M'.repeat(40))).toBeUndefined();
  });
});
