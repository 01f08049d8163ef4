import { useTranslation } from '../../lib/i18n/use-translation';
import type { TListParams } from '../../lib/records/records-endpoint';
import { SelectField, type SelectOption } from '../ui/select-field';

export interface ListFilterSelectProps {
  id: string;
  /** The filter's name in the address and the API query ("category"). */
  name: string;
  label: string;
  /** The list's params: the filter shows its value there ('' for all). */
  params: TListParams;
  onFilter: (name: string, value: string) => void;
  options: readonly SelectOption[];
  /** The first choice, for no filter: "Tous" by default. */
  emptyOption?: string;
}

/** One select filter of a list, kept in the address. */
export function ListFilterSelect({
  id,
  name,
  label,
  params,
  onFilter,
  options,
  emptyOption,
}: ListFilterSelectProps) {
  const { t } = useTranslation('records');
  return (
    <SelectField
      id={id}
      name={name}
      label={label}
      value={String(params[name] ?? '')}
      emptyOption={emptyOption ?? t('list.all')}
      options={options}
      onChange={(event) => {
        onFilter(name, event.target.value);
      }}
    />
  );
}
