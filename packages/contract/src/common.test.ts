import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalQuery, parseDecimal } from './common.js';

describe('parseDecimal', () => {
  it('reads decimal digits only', () => {
    expect(parseDecimal('0')).toBe(0);
    expect(parseDecimal('16')).toBe(16);
    expect(parseDecimal('9'.repeat(15))).toBe(999_999_999_999_999);
  });

  it('refuses what Number() would read, and leading zeros', () => {
    for (const text of [
      '',
      ' 1 ',
      '0x10',
      '1e2',
      '+1',
      '-1',
      '1.0',
      '007',
      '1_000',
      'Infinity',
      '١',
      '9'.repeat(16),
    ])
      expect(parseDecimal(text), JSON.stringify(text)).toBeUndefined();
  });
});

describe('decimalQuery', () => {
  const query = z.object({ page: decimalQuery(z.number().int().min(1).max(100).default(1)) });

  it('parses digits, keeps the default, refuses anything else', () => {
    expect(query.parse({ page: '12' })).toEqual({ page: 12 });
    expect(query.parse({})).toEqual({ page: 1 });
    for (const page of ['0x10', ' 1 ', '1e2', '+1', ''])
      expect(query.safeParse({ page }).success, JSON.stringify(page)).toBe(false);
  });

  it('documents an integer with its bounds and default', () => {
    expect(z.toJSONSchema(query, { io: 'input' }).properties?.page).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 1,
    });
  });
});
