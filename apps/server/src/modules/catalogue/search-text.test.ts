import { describe, expect, it } from 'vitest';
import { escapeLike, foldSearchText, MAX_SEARCH_WORDS, searchPatterns } from './search-text.js';

describe('foldSearchText', () => {
  it('folds case, accents and compatibility forms', () => {
    expect(foldSearchText('Ráfaga DORADA')).toBe('rafaga dorada');
    expect(foldSearchText('Crème Brûlée Déjà Vu')).toBe('creme brulee deja vu');
    expect(foldSearchText('Straße Ærø Łódź Øre')).toBe('strasse aero lodz ore');
    expect(foldSearchText('ＦＵＬＬ ｗｉｄｔｈ ﬁre')).toBe('full width fire');
    expect(foldSearchText('İstanbul')).toBe('istanbul');
    expect(foldSearchText('Ёлка Йога')).toBe('елка иога');
  });

  it('unifies typographic quotes and dashes, keeps other punctuation', () => {
    expect(foldSearchText('O’Reilly’s — “Gold”')).toBe(`o'reilly's - "gold"`);
    expect(foldSearchText("100% Hot_Fruits \\ 'n'")).toBe("100% hot_fruits \\ 'n'");
  });

  it('turns control characters into spaces and collapses whitespace', () => {
    expect(foldSearchText('  a\u0000b\t\nc   d ')).toBe('a b c d');
    expect(foldSearchText('\u0301\u0301')).toBe('');
  });
});

describe('searchPatterns', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_\\x')).toBe('100\\%\\_\\\\x');
    expect(searchPatterns('%')).toEqual(['%\\%%']);
    expect(searchPatterns('a_b')).toEqual(['%a\\_b%']);
  });

  it('makes one pattern per distinct word, a bounded number of them', () => {
    expect(searchPatterns('Book  of BOOK')).toEqual(['%book%', '%of%']);
    expect(searchPatterns('   ')).toEqual([]);
    expect(searchPatterns('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_WORDS);
  });
});
