import { useTranslation } from '../../../lib/i18n/use-translation';
import { MAINTENANCE_DUE_FILTERS } from '../../../../shared/contracts/maintenance';
import {
  MAINTENANCE_FREQUENCIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
} from '../../../../shared/domain/maintenance-schedule';
import { ListFilterSelect } from '../../../components/records/list-filter-select';
import type { TListParams } from '../../../lib/records/records-endpoint';

export const maintenanceFilterNames = ['due', 'status', 'priority', 'frequency'] as const;
type TFilterName = (typeof maintenanceFilterNames)[number];

const filterValues: Readonly<Record<TFilterName, readonly string[]>> = {
  due: MAINTENANCE_DUE_FILTERS,
  status: MAINTENANCE_STATUSES,
  priority: MAINTENANCE_PRIORITIES,
  frequency: MAINTENANCE_FREQUENCIES,
};

/** Where the labels of a filter's values are: the due filter's are the due states'. */
const valuesKey: Readonly<Record<TFilterName, string>> = {
  due: 'dueState',
  status: 'status',
  priority: 'priority',
  frequency: 'frequency',
};

export interface MaintenanceFiltersProps {
  params: TListParams;
  onFilter: (name: string, value: string) => void;
}

/** Due (En retard, À faire aujourd'hui, Bientôt), status, priority and frequency. */
export function MaintenanceFilters({ params, onFilter }: MaintenanceFiltersProps) {
  const { t } = useTranslation('maintenance');
  return (
    <div className="grid w-full grid-cols-2 gap-3 md:grid-cols-4">
      {maintenanceFilterNames.map((name) => (
        <ListFilterSelect
          key={name}
          id={`maintenance-filter-${name}`}
          name={name}
          label={t(`filters.${name}`)}
          params={params}
          onFilter={onFilter}
          options={filterValues[name].map((value) => ({
            value,
            label: t(`values.${valuesKey[name]}.${value}`),
          }))}
        />
      ))}
    </div>
  );
}
