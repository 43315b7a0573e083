import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import {
  addressOfPublicKey,
  deriveDepositAddress,
  devAccountXpub,
  isEthereumAddress,
  isTronAddress,
  parseAccountXpub,
  toChecksumAddress,
} from './addresses.js';

describe('EIP-55 checksums (the examples published in the EIP)', () => {
  const examples = [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];
  it.each(examples.slice(4))('checksums %s', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(isEthereumAddress(address)).toBe(true);
  });
  it('accepts all-lower and all-upper forms and refuses a broken checksum', () => {
    for (const a of examples.slice(0, 4)) expect(isEthereumAddress(a)).toBe(true);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
  });
});

describe('addresses of a known private key (0x...01)', () => {
  const secret = new Uint8Array(32);
  secret[31] = 1;
  const compressed = secp256k1.getPublicKey(secret, true);
  const uncompressed = secp256k1.getPublicKey(secret, false);

  it('Ethereum', () => {
    expect(addressOfPublicKey('ethereum', compressed)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
    expect(addressOfPublicKey('ethereum', uncompressed)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
  });
  it('TRON', () => {
    expect(addressOfPublicKey('tron', compressed)).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
    expect(isTronAddress('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC')).toBe(true);
    expect(isTronAddress('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HD')).toBe(false);
  });
});

describe('BIP-32 deposit addresses from an account xpub', () => {
  // The BIP-39 test mnemonic "abandon x11 about": its first receiving addresses are published
  // by every wallet that implements BIP-44 (m/44'/60'/0'/0/0 and m/44'/195'/0'/0/0).
  it('derives the known first addresses of the test mnemonic', () => {
    expect(deriveDepositAddress('ethereum', parseAccountXpub(devAccountXpub('ethereum')), 0)).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );
    expect(deriveDepositAddress('tron', parseAccountXpub(devAccountXpub('tron')), 0)).toBe(
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    );
  });

  it('gives each index its own address, the same every time', () => {
    const account = parseAccountXpub(devAccountXpub('tron'));
    const a = deriveDepositAddress('tron', account, 7);
    expect(deriveDepositAddress('tron', account, 7)).toBe(a);
    expect(deriveDepositAddress('tron', account, 8)).not.toBe(a);
    expect(isTronAddress(a)).toBe(true);
  });

  it('refuses private keys, wrong depths and hardened indexes', () => {
    const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(7));
    expect(() => parseAccountXpub(root.derive("m/44'/60'/0'").privateExtendedKey)).toThrow(/PRIVATE/);
    expect(() => parseAccountXpub(root.publicExtendedKey)).toThrow(/depth/);
    expect(() => parseAccountXpub('xpub-nonsense')).toThrow(/valid/);
    const account = parseAccountXpub(devAccountXpub('ethereum'));
    expect(() => deriveDepositAddress('ethereum', account, 2 ** 31)).toThrow(RangeError);
  });
});
