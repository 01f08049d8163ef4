import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../router/use-search-params';
import { DEFAULT_PAGE_SIZE, type TSortOrder } from '../../../shared/domain/list-limits';
import type { TListParams } from './records-endpoint';

export interface ListParamsDefaults {
  sort: string;
  order?: TSortOrder;
  pageSize?: number;
}

/**
 * The list's page, sort, search and filters, kept in the address (?page=2&sort=name…): a reload, a shared
 * link or the back button shows the same list. Changing anything but the page goes back to page 1.
 */
export function useListParams(defaults: ListParamsDefaults, filterNames: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const read = useCallback((name: string) => search.get(name) ?? undefined, [search]);

  const params: TListParams = useMemo(() => {
    const page = Number(read('page'));
    const values: Record<string, string | number | undefined> = {
      page: Number.isInteger(page) && page > 1 ? page : 1,
      pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
      sort: read('sort') ?? defaults.sort,
      order: read('order') === 'asc' || read('order') === 'desc' ? read('order') : (defaults.order ?? 'desc'),
      q: read('q'),
    };
    for (const name of filterNames) values[name] = read(name);
    return values;
  }, [read, defaults.pageSize, defaults.sort, defaults.order, filterNames]);

  const setParam = useCallback(
    (name: string, value: string | number | undefined) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
          if (name !== 'page') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const clearFilters = useCallback(() => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [...filterNames, 'q', 'page']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [filterNames, setSearch]);

  const hasFilters = filterNames.some((name) => read(name) !== undefined) || read('q') !== undefined;
  return { params, setParam, clearFilters, hasFilters };
}
