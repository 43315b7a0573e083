// SQL pieces the modules' check queries share (docs/decisions/025): the capped list of failures,
// and the references to rows that no foreign key guards (a transfer's JSON reference, a row naming
// its transfer before the transfer exists).

/**
 * Wraps a query answering failures (subject, field, expected, found as text, and sort_key) so
 * that it answers the first `$1` of them in sort_key order, each with the count of all of them.
 */
export function cappedFailures(failures: string): string {
  return `SELECT f.subject, f.field, f.expected, f.found, count(*) OVER ()::int AS total
     FROM (${failures}) AS f
     ORDER BY f.sort_key, f.subject, f.field
     LIMIT $1`;
}

/** Failures for transfers whose reference names, as `field`, a row `table` does not have (a `what`). */
export function transfersNamingMissing(field: string, table: string, what: string): string {
  return `SELECT 'transfer ' || t.id || ' (' || t.kind || ')' AS subject, 'reference.${field}' AS field,
       '${what} ' || (t.reference ->> '${field}') AS expected, 'no such ${what}' AS found, t.id AS sort_key
     FROM transfers t
     WHERE jsonb_typeof(t.reference -> '${field}') = 'number'
       AND NOT EXISTS (SELECT 1 FROM ${table} x WHERE x.id = (t.reference -> '${field}')::bigint)`;
}

/** Failures for rows of `table` (named by the `subject` expression over `r`) whose `column` names no transfer. */
export function rowsNamingMissingTransfers(table: string, column: string, subject: string): string {
  return `SELECT ${subject} AS subject, '${column}' AS field, 'transfer ' || r.${column} AS expected,
       'no such transfer' AS found, r.${column} AS sort_key
     FROM ${table} r
     WHERE r.${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transfers t WHERE t.id = r.${column})`;
}
