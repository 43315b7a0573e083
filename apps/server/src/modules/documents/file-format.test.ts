import { describe, expect, it } from 'vitest';
import { detectDocumentFormat } from './file-format.js';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
};

describe('detectDocumentFormat', () => {
  it('recognises each accepted format by its magic bytes', () => {
    expect(detectDocumentFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpeg');
    expect(detectDocumentFormat(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('png');
    expect(detectDocumentFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(detectDocumentFormat(bytes('%PDF-1.7\n%'))).toBe('pdf');
    expect(detectDocumentFormat(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(detectDocumentFormat(ftyp('heix'))).toBe('heic');
    expect(detectDocumentFormat(ftyp('mif1', 'heic'))).toBe('heic');
    expect(detectDocumentFormat(ftyp('mif1', 'miaf'))).toBe('heif');
    expect(detectDocumentFormat(ftyp('msf1'))).toBe('heif');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(detectDocumentFormat(bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]))).toBeUndefined(); // a Windows executable
    expect(detectDocumentFormat(bytes('GIF89a', [1, 0, 1, 0]))).toBeUndefined();
    expect(detectDocumentFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(detectDocumentFormat(ftyp('avif', 'mif1', 'miaf'))).toBeUndefined();
    expect(detectDocumentFormat(ftyp('isom', 'mp41'))).toBeUndefined(); // an MP4 video
    expect(detectDocumentFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeUndefined();
    expect(detectDocumentFormat(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(detectDocumentFormat(new Uint8Array())).toBeUndefined();
  });
});
