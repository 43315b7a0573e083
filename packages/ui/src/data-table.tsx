import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './data-table.module.css';

export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  /** The label a phone shows beside the value once the rows stack into cards. */
  label: string;
  /** Right-aligned tabular figures (amounts). */
  numeric?: boolean;
  /** An extra class for one row's cell (a win in colour, say). */
  cellClassName?: (row: Row) => string | false | undefined;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  className?: string;
}

const join = (...classes: Array<string | false | undefined>) => classes.filter(Boolean).join(' ');

/** A history table: a header row on wide screens, one card per row (labelled values) on phones. */
export function DataTable<Row>({ labelledBy, columns, rows, rowKey, className }: DataTableProps<Row>) {
  return (
    <div className={styles.tableWrap}>
      <table className={join(styles.table, className)} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.number : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.label}
                  className={join(column.numeric && styles.number, column.cellClassName?.(row)) || undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface PagerProps {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  newerLabel: string;
  olderLabel: string;
  pageLabel: string;
}

/** Newer / page n / older under a paged table; nothing while everything fits on page one. */
export function Pager({ page, hasNext, onPage, newerLabel, olderLabel, pageLabel }: PagerProps) {
  if (page <= 1 && !hasNext) return null;
  return (
    <div className={styles.pager}>
      <Button variant="secondary" size="small" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {newerLabel}
      </Button>
      <span className={styles.pageLabel}>{pageLabel}</span>
      <Button variant="secondary" size="small" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {olderLabel}
      </Button>
    </div>
  );
}
