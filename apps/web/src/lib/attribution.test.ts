import { beforeEach, describe, expect, it } from 'vitest';
import { captureAttribution, getLeadId, getReferral } from './attribution';

describe('attribution', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps referral and lead_id and returns the query without them', () => {
    expect(captureAttribution('?referral=FRIEND42&provider=7&lead_id=L-9')).toBe('?provider=7');
    expect(getReferral()).toBe('FRIEND42');
    expect(getLeadId()).toBe('L-9');
  });

  it('returns an empty query when only attribution was present', () => {
    expect(captureAttribution('?lead_id=abc')).toBe('');
    expect(getLeadId()).toBe('abc');
    expect(getReferral()).toBeUndefined();
  });

  it('returns null and stores nothing when there is nothing to take', () => {
    expect(captureAttribution('?provider=1')).toBeNull();
    expect(captureAttribution('')).toBeNull();
    expect(getReferral()).toBeUndefined();
  });

  it('strips an empty value without overwriting an earlier one', () => {
    captureAttribution('?referral=FIRST');
    expect(captureAttribution('?referral=')).toBe('');
    expect(getReferral()).toBe('FIRST');
  });
});
