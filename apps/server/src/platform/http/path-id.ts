import { parseDecimal } from '@casino/contract';
import { notFound } from './errors.js';

/** The largest id of a PostgreSQL INTEGER column. */
export const MAX_INT4_ID = 2_147_483_647;

/**
 * A database id in a path: decimal digits only (parseDecimal: no sign, space, exponent or hex),
 * from 1 to max. Anything else names no row, so it is a 404 with the route's own message, as an
 * unknown id is.
 */
export function pathId(raw: string, notFoundKey: string, max = MAX_INT4_ID): number {
  const id = parseDecimal(raw);
  if (id === undefined || id < 1 || id > max) throw notFound(notFoundKey);
  return id;
}
