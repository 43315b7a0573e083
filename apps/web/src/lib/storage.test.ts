import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from './storage';

describe('storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('returns the spec defaults for absent keys', () => {
    expect(storage.get('headerType')).toBe('casino');
    expect(storage.get('remainingTime')).toBe(86400);
    expect(storage.get('wheelDateSpin')).toBe('0');
    expect(storage.get('accessToken')).toBe('');
    expect(storage.get('supportOpened')).toBe(false);
  });

  it('keeps types across a round trip and ignores values of the wrong type', () => {
    storage.set('remainingTime', 42);
    expect(storage.get('remainingTime')).toBe(42);
    window.localStorage.setItem('confirmEmail', '"yes"');
    expect(storage.get('confirmEmail')).toBe(false);
  });
});
