import { describe, expect, it } from 'vitest';
import { createFormatter } from './format';

// Intl may use a narrow no-break space; compare with ordinary spaces.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('createFormatter', () => {
  it('formats cents as money in the session currency and the player language', () => {
    expect(createFormatter('en', 'USD').money(123456)).toBe('$1,234.56');
    expect(plain(createFormatter('es', 'EUR').money(123456))).toBe('1234,56 €');
    expect(plain(createFormatter('pt', 'USD').money(5))).toBe('US$ 0,05');
    expect(plain(createFormatter('ru', 'USD').money(100000))).toBe('1 000,00 $');
  });

  it('falls back to number and code for a code Intl refuses', () => {
    expect(createFormatter('en', 'PLAY-MONEY').money(250)).toBe('2.50 PLAY-MONEY');
  });

  it('labels chips compactly', () => {
    const fmt = createFormatter('en', 'USD');
    expect(fmt.chip(10)).toBe('0.10');
    expect(fmt.chip(100)).toBe('1');
    expect(fmt.chip(2500)).toBe('25');
    expect(fmt.chip(250000)).toBe('2.5K');
  });

  it('formats multipliers, percentages and integers', () => {
    const fmt = createFormatter('en', 'USD');
    expect(fmt.multiplier(12.5)).toBe('×12.5');
    expect(fmt.percent(0.96123)).toBe('96.12%');
    expect(fmt.integer(243)).toBe('243');
    expect(plain(createFormatter('ru', 'USD').percent(0.9612))).toBe('96,12 %');
  });

  it('shows an unparseable time as given', () => {
    expect(createFormatter('en', 'USD').time('not a date')).toBe('not a date');
    expect(createFormatter('en', 'USD').time('2026-11-22T18:39:47Z')).toMatch(/Nov/);
  });
});
