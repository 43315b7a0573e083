import { describe, expect, it } from 'vitest';
import {
  cleanAmount,
  convertUsd,
  formatCountdown,
  networkName,
  orderMethods,
  parseUsd,
  providerName,
} from './payment-methods';

describe('payment methods', () => {
  it('names ETH Ethereum and TRX TRON, anything else as it comes', () => {
    expect(providerName('ETH')).toBe('Ethereum');
    expect(providerName('TRX')).toBe('TRON');
    expect(providerName('BSC')).toBe('BSC');
    expect(networkName({ provider: 'TRX' })).toBe('TRC-20');
    expect(networkName({ provider: 'ETH' })).toBe('ERC-20');
    expect(networkName({ provider: 'ETH', network: 'Sepolia' })).toBe('Sepolia');
  });

  it('puts the default TRC-20 first and keeps the rest in order', () => {
    const ordered = orderMethods([{ provider: 'ETH' }, { provider: 'BSC' }, { provider: 'TRX' }]);
    expect(ordered.map((m) => m.provider)).toEqual(['TRX', 'ETH', 'BSC']);
  });

  it('converts USD to the token with 5 decimals', () => {
    expect(convertUsd(100, 1)).toBe('100.00000');
    expect(convertUsd(100, 0.998)).toBe('100.20040');
    expect(convertUsd(50, 3000)).toBe('0.01667');
    expect(convertUsd(Number.NaN, 1)).toBe('0.00000');
    expect(convertUsd(10, 0)).toBe('0.00000');
  });

  it('reads typed amounts with a dot or a comma and refuses anything else', () => {
    expect(parseUsd('12.5')).toBe(12.5);
    expect(parseUsd('12,5')).toBe(12.5);
    expect(parseUsd('.5')).toBe(0.5);
    expect(parseUsd('')).toBeNaN();
    expect(parseUsd('1.2.3')).toBeNaN();
    expect(parseUsd('-3')).toBeNaN();
    expect(parseUsd('1e3')).toBeNaN();
  });

  it('formats the countdown as MM:SS', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('keeps only digits and a decimal separator of what is typed into an amount box', () => {
    expect(cleanAmount('$1 234,50 USD')).toBe('1234,50');
    expect(cleanAmount('12.5')).toBe('12.5');
    expect(cleanAmount('abc')).toBe('');
  });
});
