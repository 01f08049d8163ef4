import { useMemo } from 'react';
import { navigateTo, type NavigateOptions } from './browser-history';
import { useLocation } from './browser-router';

type SearchParamsInit = URLSearchParams | Record<string, string> | string;
export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The query of the URL, and a way to change it (same page, new query, no fragment). A function passed to the
 * setter gets the query as it is at the time of the call, so two changes in a row both count.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useMemo<SetSearchParams>(
    () => (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = new URLSearchParams(init).toString();
      navigateTo({ pathname: window.location.pathname, search: query ? `?${query}` : '' }, options);
    },
    [],
  );
  return [params, setParams];
}
