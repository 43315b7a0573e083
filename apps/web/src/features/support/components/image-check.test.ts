import { describe, expect, it } from 'vitest';
import { checkImage } from './image-check';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkImage', () => {
  it('takes the photo formats, HEIC and HEIF too even without a declared type', () => {
    expect(checkImage(file('a.jpg', 'image/jpeg'))).toBeUndefined();
    expect(checkImage(file('a.png', 'image/png'))).toBeUndefined();
    expect(checkImage(file('a.webp', 'image/webp'))).toBeUndefined();
    expect(checkImage(file('IMG_1.HEIC', 'image/heic'))).toBeUndefined();
    expect(checkImage(file('IMG_1.HEIC', ''))).toBeUndefined();
    expect(checkImage(file('IMG_1.heif', 'application/octet-stream'))).toBeUndefined();
  });

  it('refuses other files and images over 10 MB', () => {
    expect(checkImage(file('a.pdf', 'application/pdf'))).toBe('notImage');
    expect(checkImage(file('a.gif', 'image/gif'))).toBe('notImage');
    expect(checkImage(file('a.svg', 'image/svg+xml'))).toBe('notImage');
    expect(checkImage(file('notes.txt', ''))).toBe('notImage');
    expect(checkImage(file('a.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1))).toBe('tooLarge');
    expect(checkImage(file('a.jpg', 'image/jpeg', 10 * 1024 * 1024))).toBeUndefined();
  });
});
