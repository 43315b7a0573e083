import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { unbiasedInt, type Rng } from './rng.js';

/**
 * The provably fair generator. Bytes come from HMAC-SHA256(key = server seed,
 * message = `${clientSeed}:${nonce}:${cursor}`), 32 bytes per cursor value, read as big-endian
 * 32-bit words; whole numbers are drawn from the words without modulo bias (unbiasedInt).
 * Anyone holding the revealed server seed, the client seed and the nonce recomputes the round.
 */
export class FairRng implements Rng {
  private readonly key: Uint8Array;
  private cursor = 0;
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;

  constructor(
    serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {
    if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('a nonce is a whole number ≥ 0');
    this.key = utf8ToBytes(serverSeed);
  }

  nextUint32(): number {
    if (this.offset + 4 > this.block.length) {
      this.block = hmac(sha256, this.key, utf8ToBytes(`${this.clientSeed}:${this.nonce}:${this.cursor}`));
      this.cursor += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return (((b[o] ?? 0) << 24) | ((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0)) >>> 0;
  }

  int(maxExclusive: number): number {
    return unbiasedInt(() => this.nextUint32(), maxExclusive);
  }
}

/** The commitment shown before play: hex SHA-256 of the server seed's UTF-8 bytes. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** A fresh server seed: 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/** A default client seed: 16 random bytes as hex (the player may replace it). */
export function newClientSeed(): string {
  return bytesToHex(randomBytes(16));
}
