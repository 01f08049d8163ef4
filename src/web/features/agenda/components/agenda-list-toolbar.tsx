import { useTranslation } from 'react-i18next';
import {
  AGENDA_CATEGORIES,
  AGENDA_PRIORITIES,
  AGENDA_STATUSES,
} from '../../../../shared/domain/agenda-tasks';
import { ListToolbar } from '../../../components/records/list-toolbar';
import { SelectField } from '../../../components/ui/select-field';
import type { TListParams } from '../../../lib/records/records-endpoint';

export interface AgendaListToolbarProps {
  params: TListParams;
  setParam: (name: string, value: string | number | undefined) => void;
  sortKeys: readonly string[];
}

/** Search, sort and the status, priority and category filters of the list view. */
export function AgendaListToolbar({ params, setParam, sortKeys }: AgendaListToolbarProps) {
  const { t } = useTranslation(['agenda', 'records']);

  const filter = (name: 'status' | 'priority' | 'category', values: readonly string[]) => (
    <SelectField
      id={`agenda-filter-${name}`}
      name={name}
      label={t(`agenda:filters.${name}`)}
      value={String(params[name] ?? '')}
      emptyOption={t('records:list.all')}
      options={values.map((value) => ({ value, label: t(`agenda:values.${name}.${value}`) }))}
      onChange={(event) => {
        setParam(name, event.target.value);
      }}
    />
  );

  return (
    <ListToolbar
      search={String(params.q ?? '')}
      onSearch={(text) => {
        setParam('q', text);
      }}
      sort={String(params.sort)}
      sortOptions={sortKeys.map((key) => ({ value: key, label: t(`agenda:sort.${key}`) }))}
      onSort={(sort) => {
        setParam('sort', sort);
      }}
      order={params.order === 'asc' ? 'asc' : 'desc'}
      onToggleOrder={() => {
        setParam('order', params.order === 'asc' ? 'desc' : 'asc');
      }}
      filters={
        <div className="grid w-full gap-3 sm:grid-cols-3">
          {filter('status', AGENDA_STATUSES)}
          {filter('priority', AGENDA_PRIORITIES)}
          {filter('category', AGENDA_CATEGORIES)}
        </div>
      }
    />
  );
}
