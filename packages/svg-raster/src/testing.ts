/** A WebP's pixel size, read from its VP8 (lossy) or VP8X (extended, with alpha) header; throws if it is not one. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (text(0, 4) !== 'RIFF' || text(8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunk = text(12, 16);
  if (chunk === 'VP8X') {
    const u24 = (at: number) => view.getUint16(at, true) | (view.getUint8(at + 2) << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  if (chunk !== 'VP8 ') throw new Error(`a WebP of another kind (${chunk})`);
  return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
}
