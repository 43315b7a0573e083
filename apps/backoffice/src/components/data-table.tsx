import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { Button } from '@casino/ui/button';
import tableStyles from '@casino/ui/data-table.module.css';
import { ChevronDownIcon } from '@casino/ui/icons';
import { Notice } from '@casino/ui/notice';
import { SelectField } from '@casino/ui/select-field';
import { TextField } from '@casino/ui/text-field';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl, messageOf, request, type Page } from '../lib/api-client';
import styles from './data-table.module.css';
import { listQuery, PAGE_SIZES, useListParams, type ListSort } from './list-params';

export interface TableColumn<Row> {
  /** The column's id; for a sortable column also the server's sort field. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
}

export interface TableFilter {
  /** The server's query parameter. */
  key: string;
  label: string;
  /** date: from the start of that day; date-end: up to the end of that day (the reader's time zone). */
  type?: 'text' | 'number' | 'date' | 'date-end' | 'select';
  options?: ReadonlyArray<{ value: string; label: string }>;
  /**
   * A select's value when the parameter is absent (the server's default, e.g. pending). The list
   * then shows it selected instead of offering "Any", which would read as no filter.
   */
  absentMeans?: string;
  placeholder?: string;
}

export interface DataTableProps<Row extends RowData> {
  /** The list's path under /api/backoffice, e.g. '/audit/'. */
  path: string;
  /** The list's query key; the page, sort and filters are added to it. */
  queryKey: readonly unknown[];
  /** The table's accessible name, also the export's file name. */
  label: string;
  columns: ReadonlyArray<TableColumn<Row>>;
  rowKey: (row: Row) => string;
  filters?: readonly TableFilter[];
  /** Parameters of this screen's list that the user does not set (e.g. status=pending). */
  fixed?: Record<string, string>;
  defaultSort?: ListSort;
  emptyText?: string;
  /** Buttons beside the export (e.g. "Verify chain"). */
  actions?: ReactNode;
  /** A work queue (KYC, withdrawals): reloaded on every visit and every 20 seconds while shown. */
  queue?: boolean;
}

const features = tableFeatures({ rowSortingFeature });
const QUEUE_REFRESH_MS = 20_000;

/** A day as the API's instant: its start, or for an end date the start of the next day. */
function dayToInstant(day: string, end: boolean): string {
  const date = new Date(`${day}T00:00`);
  if (Number.isNaN(date.getTime())) return day;
  if (end) date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/** The filters as the API takes them (the address keeps them as typed). */
function apiFilters(
  filters: readonly TableFilter[],
  applied: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(applied).map(([key, value]) => {
      const type = filters.find((filter) => filter.key === key)?.type;
      return [key, type === 'date' || type === 'date-end' ? dayToInstant(value, type === 'date-end') : value];
    }),
  );
}
const noRows: never[] = [];

/**
 * A server-paginated list: the server pages, sorts and filters (TanStack Table only lays the
 * columns out and keeps the sort), the state lives in the address, and the export asks the same
 * URL with format=csv for every matching row.
 */
export function DataTable<Row extends RowData>({
  path,
  queryKey,
  label,
  columns,
  rowKey,
  filters = [],
  fixed,
  defaultSort,
  emptyText,
  actions,
  queue = false,
}: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const list = useListParams(
    filters.map((filter) => filter.key),
    defaultSort,
  );
  const { params } = list;
  const apiParams = { ...params, filters: apiFilters(filters, params.filters) };
  const query = listQuery(apiParams, fixed);
  const result = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => request<Page<Row>>(path, { query, signal }),
    placeholderData: keepPreviousData,
    ...(queue ? { refetchOnMount: 'always' as const, refetchInterval: QUEUE_REFRESH_MS } : {}),
  });

  const sorting: SortingState = params.sort
    ? [{ id: params.sort.field, desc: params.sort.order === 'desc' }]
    : [];
  const [helper] = useState(() => createColumnHelper<typeof features, Row>());
  const table = useTable({
    features,
    columns: columns.map((column) =>
      helper.accessor((row): unknown => row, {
        id: column.id,
        header: column.header,
        cell: (context) => column.cell(context.row.original),
        enableSorting: Boolean(column.sortable),
      }),
    ),
    data: result.data?.items ?? noRows,
    getRowId: (row) => rowKey(row),
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) list.setSort({ field: first.id, order: first.desc ? 'desc' : 'asc' });
    },
  });

  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  const from = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const to = Math.min(total, params.page * params.pageSize);
  const numeric = new Set(columns.filter((c) => c.numeric).map((c) => c.id));
  const csv = apiUrl(path, {
    ...listQuery(params, fixed),
    page: undefined,
    page_size: undefined,
    format: 'csv',
  });

  return (
    <section className={styles.panel} aria-label={label}>
      {filters.length > 0 && <Filters filters={filters} applied={params.filters} onApply={list.setFilters} />}
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {result.data ? t('table.range', { from, to, total }) : '\u00a0'}
        </p>
        <div className={styles.actions}>
          {actions}
          <a
            className={styles.export}
            href={csv}
            download={`${label.toLowerCase().replace(/\W+/g, '-')}.csv`}
          >
            {t('table.export')}
          </a>
        </div>
      </div>
      {result.isError && (
        <Notice tone="error">
          {messageOf(result.error, t('errors.load'))}{' '}
          <button type="button" className={styles.retry} onClick={() => void result.refetch()}>
            {t('actions.retry')}
          </button>
        </Notice>
      )}
      <div className={[tableStyles.tableWrap, styles.wrap].join(' ')} aria-busy={result.isFetching}>
        <table className={[tableStyles.table, styles.table].join(' ')} aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={numeric.has(header.column.id) ? tableStyles.number : undefined}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className={styles.sort}
                          data-sorted={sorted || undefined}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <ChevronDownIcon size={14} className={styles.sortIcon} />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {result.isPending
              ? Array.from({ length: 5 }, (_, i) => (
                  <tr key={i} className={styles.skeletonRow}>
                    {columns.map((column) => (
                      <td key={column.id} data-label={column.header}>
                        <span className={styles.skeleton} />
                      </td>
                    ))}
                  </tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <tr key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <td
                        key={cell.id}
                        data-label={columns.find((c) => c.id === cell.column.id)?.header}
                        className={numeric.has(cell.column.id) ? tableStyles.number : undefined}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {result.isSuccess && total === 0 && <p className={styles.empty}>{emptyText ?? t('table.empty')}</p>}
      </div>
      <div className={styles.pager}>
        <SelectField
          label={t('table.pageSize')}
          className={styles.pageSize}
          value={String(params.pageSize)}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(event) => list.setPageSize(Number(event.target.value))}
        />
        <div className={styles.pages}>
          <Button
            variant="secondary"
            size="small"
            disabled={params.page <= 1}
            onClick={() => list.setPage(params.page - 1)}
          >
            {t('table.previous')}
          </Button>
          <span className={styles.pageLabel}>{t('table.page', { page: params.page, pages })}</span>
          <Button
            variant="secondary"
            size="small"
            disabled={params.page >= pages}
            onClick={() => list.setPage(params.page + 1)}
          >
            {t('table.next')}
          </Button>
        </div>
      </div>
    </section>
  );
}

function Filters({
  filters,
  applied,
  onApply,
}: {
  filters: readonly TableFilter[];
  applied: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation('common');
  const [values, setValues] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  const clear = () => {
    setValues({});
    onApply({});
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={t('table.filters')}>
      {filters.map((filter) =>
        filter.type === 'select' ? (
          <SelectField
            key={filter.key}
            label={filter.label}
            value={values[filter.key] ?? filter.absentMeans ?? ''}
            options={
              filter.absentMeans === undefined
                ? [{ value: '', label: t('table.any') }, ...(filter.options ?? [])]
                : (filter.options ?? [])
            }
            onChange={(event) => setValues({ ...values, [filter.key]: event.target.value })}
          />
        ) : (
          <TextField
            key={filter.key}
            label={filter.label}
            type={filter.type === 'date' || filter.type === 'date-end' ? 'date' : 'text'}
            inputMode={filter.type === 'number' ? 'numeric' : undefined}
            placeholder={filter.placeholder}
            value={values[filter.key] ?? ''}
            onChange={(event) => setValues({ ...values, [filter.key]: event.target.value })}
          />
        ),
      )}
      <div className={styles.filterButtons}>
        <Button type="submit" size="small">
          {t('table.apply')}
        </Button>
        <Button variant="ghost" size="small" onClick={clear}>
          {t('table.clear')}
        </Button>
      </div>
    </form>
  );
}
