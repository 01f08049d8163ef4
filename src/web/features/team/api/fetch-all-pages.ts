import { MAX_PAGE_SIZE } from '../../../../shared/domain/list-limits';
import type { TPage } from '../../../../shared/contracts/records';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString, type TListParams } from '../../../lib/records/records-endpoint';
import { readCached } from '../../../lib/offline/read-with-pending';

/** At most this many pages of 100 are read for one view (1 000 rows: far more than a team's month). */
const maxPages = 10;

/** One page of 100 rows of a list. */
export function readPage<TItem>(path: string, params: TListParams, signal: AbortSignal) {
  return (page: number): Promise<TPage<TItem>> => {
    const url = `${path}${toQueryString({ ...params, page, pageSize: MAX_PAGE_SIZE })}`;
    // Offline, the pages last seen on this device (the calendar's weeks, the member pickers).
    return readCached([url], () => apiRequest<TPage<TItem>>(url, { signal }));
  };
}

/**
 * Every row of a list (the calendar's weeks, the member pickers), read page after page; `total` is the count
 * of every matching row, so a view can tell when some were left out.
 */
export async function fetchAllPages<TItem>(
  read: (page: number) => Promise<TPage<TItem>>,
): Promise<{ items: TItem[]; total: number }> {
  const items: TItem[] = [];
  let total = 0;
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await read(page);
    items.push(...result.items);
    total = result.total;
    if (items.length >= total || result.items.length < result.pageSize) break;
  }
  return { items, total };
}
