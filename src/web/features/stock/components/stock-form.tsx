import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TCreateStockItemRequest } from '../../../../shared/contracts/stock';
import { STOCK_CATEGORIES, STOCK_UNITS } from '../../../../shared/domain/stock-levels';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { TApiResult } from '../../../lib/api-client';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import { parseStockForm, stockFormFields, type TStockFormValues } from '../lib/stock-form-values';

export interface StockFormProps {
  initialValues: TStockFormValues;
  submitLabel: string;
  /** Sends the checked request; the form shows the server's per-field messages when it refuses. */
  onSubmit: (request: TCreateStockItemRequest) => Promise<TApiResult<unknown>>;
  onCancel: () => void;
}

/** The fields of a stock item (spec §3, §5), shared by the add page and the edit dialog. */
export function StockForm({ initialValues, submitLabel, onSubmit, onCancel }: StockFormProps) {
  const { t } = useTranslation(['stock', 'records']);
  const form = useRecordForm({ fields: stockFormFields, initialValues, parse: parseStockForm, onSubmit });
  const { fieldProps } = form;

  const decimalProps = (field: 'currentLevel' | 'maxLevel' | 'threshold') => ({
    ...fieldProps(field),
    label: t(`stock:fields.${field}`),
    inputMode: 'decimal' as const,
    hint: t('records:form.decimalHint'),
  });

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
      <TextField {...fieldProps('name')} label={t('stock:fields.name')} maxLength={100} autoComplete="off" />
      <SelectField
        {...fieldProps('category')}
        label={t('stock:fields.category')}
        emptyOption="—"
        options={STOCK_CATEGORIES.map((category) => ({
          value: category,
          label: t(`stock:values.category.${category}`),
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...decimalProps('currentLevel')} />
        <TextField {...decimalProps('maxLevel')} />
        <SelectField
          {...fieldProps('unit')}
          label={t('stock:fields.unit')}
          options={STOCK_UNITS.map((unit) => ({ value: unit, label: t(`stock:values.unit.${unit}`) }))}
        />
        <TextField {...decimalProps('threshold')} />
      </div>
      <RecordFormActions isSaving={form.isSaving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
