import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '../../../shared/contracts/records';
import type { RecordsEndpoint } from '../../lib/records/records-endpoint';
import type { RecordsListControls } from '../../lib/records/use-records-list';
import type { SelectOption } from '../ui/select-field';
import { CsvActions } from './csv-actions';
import { ListControlsFold } from './list-controls-fold';
import { ListPager } from './list-pager';
import { ListError, ListLoading, NoMatch } from './list-states';
import { ListToolbar } from './list-toolbar';

export interface RecordsListSectionProps<TItem extends { id: string }> {
  endpoint: RecordsEndpoint;
  /** The list's params and the ways to change them (see `useRecordsList`). */
  controls: RecordsListControls;
  list: UseQueryResult<TPage<TItem>>;
  sortOptions: readonly SelectOption[];
  /** The module's filters, after search and sort. */
  filters?: ReactNode;
  /** The CSV export's file name, without ".csv". */
  csvFileName: string;
  /** Shown when the list holds nothing and no filter is on: what the module is for and how to start. */
  empty: ReactNode;
  /** Shown when the filters match nothing; "Aucun résultat" with "Effacer les filtres" by default. */
  noMatch?: ReactNode;
  /** The accessible name of the list of cards. */
  listLabel: string;
  /** The grid of the cards; its columns by the list's width (`@xl:grid-cols-2`, a container query). */
  listClassName: string;
  renderItem: (item: TItem) => ReactNode;
}

/**
 * The body every records list shares: search, sort and filters, the CSV actions (folded into one button on a
 * phone), then loading, error,
 * empty or no-match states, or the cards of the page and the pager. The params live in the address.
 */
export function RecordsListSection<TItem extends { id: string }>({
  endpoint,
  controls,
  list,
  sortOptions,
  filters,
  csvFileName,
  empty,
  noMatch,
  listLabel,
  listClassName,
  renderItem,
}: RecordsListSectionProps<TItem>) {
  const { params, setParam, clearFilters, hasFilters } = controls;
  return (
    <>
      <ListControlsFold hasFilters={hasFilters}>
        <ListToolbar
          search={String(params.q ?? '')}
          onSearch={(text) => {
            setParam('q', text);
          }}
          sort={String(params.sort)}
          sortOptions={sortOptions}
          onSort={(sort) => {
            setParam('sort', sort);
          }}
          order={params.order === 'asc' ? 'asc' : 'desc'}
          onToggleOrder={() => {
            setParam('order', params.order === 'asc' ? 'desc' : 'asc');
          }}
          filters={filters}
        />
        <CsvActions endpoint={endpoint} params={params} fileName={csvFileName} />
      </ListControlsFold>

      {list.isPending && <ListLoading />}
      {list.isError && <ListError message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data &&
        (list.data.total === 0 ? (
          hasFilters ? (
            (noMatch ?? <NoMatch onClear={clearFilters} />)
          ) : (
            empty
          )
        ) : (
          <>
            {/* The columns follow the list's own width (container queries), not the window's: the list is
                narrower beside the open "Jour" drawer. */}
            <div className="@container">
              <ul className={listClassName} aria-label={listLabel}>
                {list.data.items.map((item) => (
                  <li key={item.id}>{renderItem(item)}</li>
                ))}
              </ul>
            </div>
            <ListPager
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={(page) => {
                setParam('page', page);
              }}
            />
          </>
        ))}
    </>
  );
}
