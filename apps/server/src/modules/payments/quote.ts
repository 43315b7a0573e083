import { divCeil, divFloor, divRound, pow10 } from './decimal.js';

/** Rates to USD are kept with 8 decimals (NUMERIC(20,8)). */
export const RATE_SCALE = 8;
/** Quoted token amounts have 5 decimals (spec §9). */
export const TOKEN_SCALE = 5;
/** USD amounts are integer cents. */
export const USD_SCALE = 2;

/**
 * The token amount (5 decimals) to ask for usdCents at rateUnits (USD per token, 8 decimals),
 * rounded up so that paying it is always worth at least the quoted USD.
 */
export function tokenUnitsForUsd(usdCents: bigint, rateUnits: bigint): bigint {
  // token = usd / rate  =>  units_5 = cents * 10^(5 + 8 - 2) / rate_8
  return divCeil(usdCents * pow10(TOKEN_SCALE + RATE_SCALE - USD_SCALE), rateUnits);
}

/**
 * USD cents worth tokenUnits (at tokenScale decimals) at rateUnits. 'floor' for crediting (the
 * house never credits a fraction of a cent it did not receive), 'round' for reading back a
 * quote the client rounded to 5 decimals.
 */
export function usdCentsForTokens(
  tokenUnits: bigint,
  tokenScale: number,
  rateUnits: bigint,
  rounding: 'floor' | 'round',
): bigint {
  const numerator = tokenUnits * rateUnits * pow10(USD_SCALE);
  const denominator = pow10(tokenScale + RATE_SCALE);
  return rounding === 'floor' ? divFloor(numerator, denominator) : divRound(numerator, denominator);
}
