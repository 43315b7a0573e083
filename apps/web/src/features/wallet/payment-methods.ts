import type { PaymentToken } from '@casino/contract';

/** A deposit method as GET payment/tokens/ lists it (document 1, section 3). */
export type PaymentMethod = PaymentToken;

const PROVIDER_NAMES: Record<string, string> = { ETH: 'Ethereum', TRX: 'TRON' };
const PROVIDER_NETWORKS: Record<string, string> = { ETH: 'ERC-20', TRX: 'TRC-20' };

/** The spec shows ETH as Ethereum and TRX as TRON; any other provider as it comes. */
export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider.toUpperCase()] ?? provider;
}

/** The token standard of a method (TRC-20 on TRON, ERC-20 on Ethereum), when known. */
export function networkName(method: { provider: string; network?: string }): string {
  return method.network || (PROVIDER_NETWORKS[method.provider.toUpperCase()] ?? method.provider);
}

export const methodKey = (method: Pick<PaymentMethod, 'provider' | 'token_type'>): string =>
  `${method.provider}:${method.token_type}`;

/** TRC-20 is the default network (section 9), so it leads the list and is selected on load. */
export function orderMethods<T extends { provider: string; network?: string }>(methods: readonly T[]): T[] {
  const isDefault = (m: T) => networkName(m) === 'TRC-20';
  return [...methods.filter(isDefault), ...methods.filter((m) => !isDefault(m))];
}

/** The token amount for a USD amount: amount / rate_to_usd with 5 decimals (section 4). */
export function convertUsd(usd: number, rateToUsd: number): string {
  if (!Number.isFinite(usd) || usd <= 0 || !(rateToUsd > 0)) return (0).toFixed(5);
  return (usd / rateToUsd).toFixed(5);
}

/** What an amount box keeps of a keystroke: digits and a decimal comma or dot. */
export const cleanAmount = (text: string): string => text.replace(/[^\d.,]/g, '');

/** Parses what a player typed as a USD amount (comma or dot); NaN when it is not a number. */
export function parseUsd(text: string): number {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}

/** USD as the spec shows money: 2 decimals. */
export const formatUsd = (value: number): string => value.toFixed(2);

/** MM:SS of a number of seconds (the deposit countdown). */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
