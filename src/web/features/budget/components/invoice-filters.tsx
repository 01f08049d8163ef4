import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BUDGET_CATEGORIES, INVOICE_TYPES } from '../../../../shared/domain/budget-summary';
import { isMonthKey } from '../../../../shared/domain/calendar';
import { ListFilterSelect } from '../../../components/records/list-filter-select';
import type { TListParams } from '../../../lib/records/records-endpoint';

export interface InvoiceFiltersProps {
  params: TListParams;
  onFilter: (name: string, value: string) => void;
}

/** The list's filters: income or expense, a category, a month. */
export function InvoiceFilters({ params, onFilter }: InvoiceFiltersProps) {
  const { t } = useTranslation('budget');
  const monthId = useId();
  const month = String(params.month ?? '');
  // What is typed over the address's month: a browser without a month picker shows a text field, where a
  // half-typed month must stay on screen until it is a real 'YYYY-MM' (or empty), which then filters.
  const [monthDraft, setMonthDraft] = useState({ text: month, base: month });
  const monthText = monthDraft.base === month ? monthDraft.text : month;
  return (
    <>
      <ListFilterSelect
        id="budget-filter-type"
        name="type"
        label={t('filters.type')}
        params={params}
        onFilter={onFilter}
        emptyOption={t('filters.allTypes')}
        options={INVOICE_TYPES.map((type) => ({ value: type, label: t(`values.type.${type}`) }))}
      />
      <ListFilterSelect
        id="budget-filter-category"
        name="category"
        label={t('filters.category')}
        params={params}
        onFilter={onFilter}
        emptyOption={t('filters.allCategories')}
        options={BUDGET_CATEGORIES.map((category) => ({
          value: category,
          label: t(`values.category.${category}`),
        }))}
      />
      <div>
        <label htmlFor={monthId} className="block text-sm font-medium text-slate-900">
          {t('filters.month')}
        </label>
        <input
          id={monthId}
          type="month"
          name="month"
          value={monthText}
          placeholder={t('filters.monthPlaceholder')}
          onChange={(event) => {
            const { value } = event.target;
            setMonthDraft({ text: value, base: month });
            if (value === '' || isMonthKey(value)) onFilter('month', value);
          }}
          className="mt-1 block h-11 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700"
        />
      </div>
    </>
  );
}
