import type { DocumentFormat } from '@casino/contract';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
// AVIF shares HEIF's container and lists mif1 among its brands; it is not an accepted format.
const FOREIGN_MAJOR_BRANDS = new Set(['avif', 'avis']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The ISO-BMFF ftyp box's brands (major first), or undefined when the file does not start with one. */
function ftypBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  if (boxSize < 16 || boxSize > 4096) return undefined;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/**
 * What a file is, by its first bytes only (never by its name or declared type): JPEG, PNG, WebP,
 * HEIC/HEIF or PDF; undefined for anything else.
 */
export function detectDocumentFormat(bytes: Uint8Array): DocumentFormat | undefined {
  if (bytes.length < 8) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  const brands = ftypBrands(bytes);
  if (brands) {
    const [major] = brands;
    if (major === undefined || FOREIGN_MAJOR_BRANDS.has(major)) return undefined;
    // An HEVC-coded brand anywhere makes it HEIC; the generic image-container brands alone, HEIF.
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heif';
  }
  return undefined;
}

export const FILE_EXTENSIONS: Record<DocumentFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  heic: 'heic',
  heif: 'heif',
  pdf: 'pdf',
};
