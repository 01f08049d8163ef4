import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '../../../shared/contracts/records';
import { listQueryOptions, type RecordsEndpoint, type TListParams } from './records-endpoint';
import { useListParams, type ListParamsDefaults } from './use-list-params';

/** What a list section needs to drive the list: the address's params and the ways to change them. */
export interface RecordsListControls {
  params: TListParams;
  setParam: (name: string, value: string | number | undefined) => void;
  clearFilters: () => void;
  hasFilters: boolean;
}

export interface RecordsList<TItem> extends RecordsListControls {
  /** The page the params ask for (the previous page stays shown while the next one is read). */
  list: UseQueryResult<TPage<TItem>>;
}

/** A module's list: its page, sort, search and filters kept in the address, and the page they read. */
export function useRecordsList<TItem>(
  endpoint: RecordsEndpoint,
  defaults: ListParamsDefaults,
  filterNames: readonly string[],
): RecordsList<TItem> {
  const controls = useListParams(defaults, filterNames);
  const list = useQuery(listQueryOptions<TItem>(endpoint, controls.params));
  return { ...controls, list };
}
