import { secp256k1 } from '@noble/curves/secp256k1.js';
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';

/** The chains we take deposits on. Each has its own account-level xpub (BIP-44 coin type). */
export type Chain = 'tron' | 'ethereum';

export const ACCOUNT_PATHS: Record<Chain, string> = {
  tron: "m/44'/195'/0'",
  ethereum: "m/44'/60'/0'",
};

const base58check = createBase58check(sha256);
const TRON_PREFIX = 0x41;
const MAX_NON_HARDENED_INDEX = 0x7fffffff;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** The 20-byte account id both chains share: last 20 bytes of keccak256(uncompressed key without 0x04). */
function accountId(publicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** EIP-55 mixed-case checksum of a 20-byte hex address (with or without 0x). */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{40}$/.test(lower)) throw new Error('not a 20-byte hex address');
  const hash = hex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charAt(i);
    out += parseInt(hash.charAt(i), 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

/** True for a well-formed Ethereum address whose mixed case, if any, is a valid EIP-55 checksum. */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

/** True for a base58check TRON address (0x41 prefix, 20-byte body). */
export function isTronAddress(address: string): boolean {
  try {
    const bytes = base58check.decode(address);
    return bytes.length === 21 && bytes[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}

/** The address of a secp256k1 public key (compressed or not) on chain. */
export function addressOfPublicKey(chain: Chain, publicKey: Uint8Array): string {
  const id = accountId(publicKey);
  if (chain === 'ethereum') return toChecksumAddress(hex(id));
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(id, 1);
  return base58check.encode(payload);
}

/**
 * An account-level extended public key. Refuses private keys: the server that faces the
 * internet must never be able to spend what it receives.
 */
export function parseAccountXpub(xpub: string): HDKey {
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub);
  } catch {
    throw new Error('not a valid extended public key');
  }
  if (key.privateKey)
    throw new Error('an extended PRIVATE key was given; configure the account xpub instead');
  if (key.depth !== 3)
    throw new Error(`expected an account-level xpub (depth 3, m/44'/coin'/account'), got depth ${key.depth}`);
  return key;
}

/** The receiving address m/0/<index> below an account xpub (BIP-44 external chain). */
export function deriveDepositAddress(chain: Chain, account: HDKey, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index > MAX_NON_HARDENED_INDEX) {
    throw new RangeError('deposit address index out of the non-hardened range');
  }
  const child = account.deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('derived key has no public key');
  return addressOfPublicKey(chain, child.publicKey);
}

/**
 * The development wallet: the well-known BIP-39 test mnemonic "abandon abandon ... about"
 * (empty passphrase). Anyone can spend from it, which is the point: local and test deposits
 * go to addresses a developer can reproduce, and nothing of value ever should.
 */
export const DEV_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** The account xpub of the development wallet on chain (see DEV_MNEMONIC). */
export function devAccountXpub(chain: Chain): string {
  devSeed ??= pbkdf2(sha512, new TextEncoder().encode(DEV_MNEMONIC), new TextEncoder().encode('mnemonic'), {
    c: 2048,
    dkLen: 64,
  });
  return HDKey.fromMasterSeed(devSeed).derive(ACCOUNT_PATHS[chain]).publicExtendedKey;
}
let devSeed: Uint8Array | undefined;
