import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale.js';

describe('resolveLocale', () => {
  it('falls back to English', () => {
    expect(resolveLocale(undefined)).toBe('en');
    expect(resolveLocale('de-DE,fr;q=0.8')).toBe('en');
  });
  it('takes the first supported language by quality', () => {
    expect(resolveLocale('ru')).toBe('ru');
    expect(resolveLocale('pt-BR,pt;q=0.9')).toBe('pt');
    expect(resolveLocale('de;q=1, es;q=0.5, ru;q=0.7')).toBe('ru');
  });
});
