import { describe, expect, it } from 'vitest';
import { fieldsWithUnacceptableText, findUnacceptableText, isAcceptableText } from './input-text.js';

describe('isAcceptableText', () => {
  it('takes any well-formed text without control characters', () => {
    for (const text of ['', 'Ann Lee', 'ñandú', 'Ελλάδα', 'Москва', '😀🎰', '\u00a0no-break', 'a\u2028b'])
      expect(isAcceptableText(text, 'refused'), JSON.stringify(text)).toBe(true);
  });

  it('refuses lone surrogates, NUL and the other C0, DEL and C1 controls', () => {
    for (const text of [
      '\ud800',
      'a\udfff',
      '\udc00\ud800',
      'a\u0000b',
      '\u001b[31m',
      '\u007f',
      'a\u0085',
      '\u009f',
    ])
      expect(isAcceptableText(text, 'allowed'), JSON.stringify(text)).toBe(false);
  });

  it('takes tab and line breaks only where they are allowed', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(isAcceptableText(text, 'allowed'), JSON.stringify(text)).toBe(true);
      expect(isAcceptableText(text, 'refused'), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('findUnacceptableText', () => {
  it('names the keys leading to the first bad text, at any depth', () => {
    expect(findUnacceptableText({ a: 'ok', fair: { client_seed: '\ud800' } }, 'refused')).toEqual([
      'fair',
      'client_seed',
    ]);
    expect(findUnacceptableText({ list: ['ok', 'a\u0000'] }, 'refused')).toEqual(['list', '1']);
    expect(findUnacceptableText('\ud800', 'refused')).toEqual([]);
    expect(findUnacceptableText({ a: 1, b: [true, null, 'fine'] }, 'refused')).toBeUndefined();
  });

  it('stops at the parent of a bad key, so an answer never repeats it', () => {
    expect(findUnacceptableText({ nested: { '\ud800': 1 } }, 'refused')).toEqual(['nested']);
    expect(findUnacceptableText({ 'a\nb': 'x' }, 'allowed')).toEqual([]);
  });
});

describe('fieldsWithUnacceptableText', () => {
  it('lists each bad top-level field once, and non_field_errors for a bad name', () => {
    expect(
      fieldsWithUnacceptableText(
        { name: 'a\nb', bio: 'a\nb', tags: ['x', '\u0000'], ok: 'fine', '\u0000': 1 },
        (f) => f === 'bio',
      ),
    ).toEqual(['name', 'tags', 'non_field_errors']);
  });
});
