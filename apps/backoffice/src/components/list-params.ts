import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 50;

export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListParams {
  page: number;
  pageSize: number;
  sort?: ListSort;
  /** The filters applied, by the server's parameter names. */
  filters: Record<string, string>;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A list's page, size, sort and filters live in the address (?page=2&sort=created_at&order=desc
 * &action=staff.create), so a filtered view can be reloaded, shared with a colleague and left
 * with Back. Changing a filter, the sort or the size starts again at page 1.
 */
export function useListParams(filterKeys: readonly string[], defaultSort?: ListSort) {
  const [search, setSearch] = useSearchParams();
  const sortField = search.get('sort');
  const params: ListParams = {
    page: positive(search.get('page'), 1),
    pageSize: PAGE_SIZES.find((size) => size === Number(search.get('page_size'))) ?? DEFAULT_PAGE_SIZE,
    sort: sortField
      ? { field: sortField, order: search.get('order') === 'asc' ? 'asc' : 'desc' }
      : defaultSort,
    filters: Object.fromEntries(
      filterKeys.flatMap((key) => {
        const value = search.get(key);
        return value ? [[key, value]] : [];
      }),
    ),
  };

  const update = (changes: Record<string, string | undefined>, keepPage = false) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: false },
    );
  };

  return {
    params,
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }, true),
    setPageSize: (size: number) => update({ page_size: String(size) }),
    setSort: (sort: ListSort) => update({ sort: sort.field, order: sort.order }),
    setFilters: (filters: Record<string, string>) =>
      update(Object.fromEntries(filterKeys.map((key) => [key, filters[key]?.trim() || undefined]))),
  };
}

/** The list's query for the API: the page, the sort and the filters, plus the screen's own. */
export function listQuery(params: ListParams, fixed: Record<string, string> = {}): Record<string, string> {
  return {
    ...fixed,
    ...params.filters,
    page: String(params.page),
    page_size: String(params.pageSize),
    ...(params.sort ? { sort: params.sort.field, order: params.sort.order } : {}),
  };
}
