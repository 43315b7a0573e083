import { describe, expect, it } from 'vitest';
import { birthDateToIso, formatBirthDate, maskBirthDate } from './birth-date';

describe('maskBirthDate', () => {
  it('keeps digits only and inserts the dots', () => {
    expect(maskBirthDate('1')).toBe('1');
    expect(maskBirthDate('15')).toBe('15');
    expect(maskBirthDate('150')).toBe('15.0');
    expect(maskBirthDate('1506')).toBe('15.06');
    expect(maskBirthDate('15061')).toBe('15.06.1');
    expect(maskBirthDate('a1b5-06/1990x')).toBe('15.06.1990');
  });

  it('stops at eight digits', () => {
    expect(maskBirthDate('150619901234')).toBe('15.06.1990');
  });

  it('clamps the day to 01-31 and the month to 01-12', () => {
    expect(maskBirthDate('00')).toBe('01');
    expect(maskBirthDate('45')).toBe('31');
    expect(maskBirthDate('3100')).toBe('31.01');
    expect(maskBirthDate('3119')).toBe('31.12');
  });

  it('clamps the year to 1901-2007 once it has four digits', () => {
    expect(maskBirthDate('01011800')).toBe('01.01.1901');
    expect(maskBirthDate('01012024')).toBe('01.01.2007');
    expect(maskBirthDate('01012007')).toBe('01.01.2007');
    expect(maskBirthDate('01011901')).toBe('01.01.1901');
    expect(maskBirthDate('0101180')).toBe('01.01.180');
  });

  it('is stable when applied to its own output', () => {
    for (const raw of ['3', '31.1', '31.12.19', '29.02.2000'])
      expect(maskBirthDate(maskBirthDate(raw))).toBe(maskBirthDate(raw));
  });
});

describe('birthDateToIso', () => {
  it('turns a complete date into YYYY-MM-DD', () => {
    expect(birthDateToIso('15.06.1990')).toBe('1990-06-15');
    expect(birthDateToIso('29.02.2000')).toBe('2000-02-29');
  });

  it('refuses incomplete dates and days that do not exist', () => {
    expect(birthDateToIso('15.06.19')).toBeNull();
    expect(birthDateToIso('')).toBeNull();
    expect(birthDateToIso('31.02.1990')).toBeNull();
    expect(birthDateToIso('29.02.2001')).toBeNull();
  });
});

describe('formatBirthDate', () => {
  it('shows YYYY-MM-DD as DD.MM.YYYY', () => {
    expect(formatBirthDate('1990-06-15')).toBe('15.06.1990');
    expect(formatBirthDate(null)).toBe('');
  });
});
