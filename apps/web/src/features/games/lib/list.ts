import type { Page } from '@casino/contract';

/** A list the server may answer plain or as a DRF page: the items either way. */
export function itemsOf<T>(data: T[] | Page<T> | undefined | null): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.results;
}
