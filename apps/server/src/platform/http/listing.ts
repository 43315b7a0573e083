import type { Page } from '@casino/contract';
import type { FastifyReply } from 'fastify';

/** How many rows a CSV export carries at most: an export is a file, not a database dump. */
export const CSV_MAX_ROWS = 100_000;

export interface ListQuery {
  page: number;
  page_size: number;
  format: 'json' | 'csv';
}

/**
 * A player list's page in the spec's shape ({count, next, previous, results}): the links repeat
 * the list's filters (those set) with the page and page size, under the public URL.
 */
export function linkedPage<T>(
  results: T[],
  count: number,
  query: { page: number; page_size: number },
  url: string,
  filters: Record<string, string | number | undefined>,
): Page<T> {
  const link = (page: number) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(filters))
      if (value !== undefined) params.set(name, String(value));
    params.set('page', String(page));
    params.set('page_size', String(query.page_size));
    return `${url}?${params.toString()}`;
  };
  return {
    count,
    next: query.page * query.page_size < count ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results,
  };
}

/** The rows a list query asks for: one page, or every row (up to CSV_MAX_ROWS) for an export. */
export function pageWindow(query: ListQuery): { limit: number; offset: number } {
  return query.format === 'csv'
    ? { limit: CSV_MAX_ROWS, offset: 0 }
    : { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/**
 * One CSV cell (RFC 4180). A text a spreadsheet would run as a formula (=, +, -, @, tab, CR at
 * its start) is prefixed with an apostrophe, so an exported player name cannot run in Excel.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(
  rows: readonly T[],
  columns: ReadonlyArray<readonly [string, (row: T) => unknown]>,
): string {
  const lines = [columns.map(([name]) => csvCell(name)).join(',')];
  for (const row of rows) lines.push(columns.map(([, get]) => csvCell(get(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Answers a back-office list: {items, total, page, page_size}, or with format=csv a CSV file of
 * every matching row (its columns named by the presented items' keys).
 */
export function sendList<T extends Record<string, unknown>>(
  reply: FastifyReply,
  query: ListQuery,
  result: { items: T[]; total: number },
  fileName: string,
) {
  if (query.format === 'csv') {
    const keys = Object.keys(result.items[0] ?? {});
    const csv = toCsv(
      result.items,
      keys.map((key) => [key, (row: T) => row[key]] as const),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  }
  return reply.send({
    items: result.items,
    total: result.total,
    page: query.page,
    page_size: query.page_size,
  });
}
