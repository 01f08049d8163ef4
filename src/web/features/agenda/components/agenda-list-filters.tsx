import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  AGENDA_CATEGORIES,
  AGENDA_PRIORITIES,
  AGENDA_STATUSES,
} from '../../../../shared/domain/agenda-tasks';
import { ListFilterSelect } from '../../../components/records/list-filter-select';
import type { TListParams } from '../../../lib/records/records-endpoint';

export interface AgendaListFiltersProps {
  params: TListParams;
  setParam: (name: string, value: string | number | undefined) => void;
}

/** The status, priority and category filters of the list view. */
export function AgendaListFilters({ params, setParam }: AgendaListFiltersProps) {
  const { t } = useTranslation('agenda');

  const filter = (name: 'status' | 'priority' | 'category', values: readonly string[]) => (
    <ListFilterSelect
      id={`agenda-filter-${name}`}
      name={name}
      label={t(`filters.${name}`)}
      params={params}
      onFilter={setParam}
      options={values.map((value) => ({ value, label: t(`values.${name}.${value}`) }))}
    />
  );

  return (
    <div className="grid w-full gap-3 sm:grid-cols-3">
      {filter('status', AGENDA_STATUSES)}
      {filter('priority', AGENDA_PRIORITIES)}
      {filter('category', AGENDA_CATEGORIES)}
    </div>
  );
}
