import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { INVOICE_TYPES } from '../../../../shared/domain/budget-summary';
import { cn } from '../../../lib/cn';

export interface InvoiceTypeFieldProps {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
}

/** "Recette" or "Dépense" as two large radio buttons side by side (one tap on a phone). */
export function InvoiceTypeField({ id, value, onChange, error }: InvoiceTypeFieldProps) {
  const { t } = useTranslation('budget');
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error === undefined ? undefined : errorId}>
      <legend className="block text-sm font-medium text-slate-900">{t('fields.type')}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {INVOICE_TYPES.map((type, index) => {
          const isChecked = value === type;
          return (
            <label
              key={type}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-base font-medium',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-emerald-700',
                isChecked && type === 'income' && 'border-emerald-700 bg-emerald-50 text-emerald-900',
                isChecked && type === 'expense' && 'border-amber-700 bg-amber-50 text-amber-900',
                !isChecked && 'border-slate-400 bg-white text-slate-800',
              )}
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name="type"
                value={type}
                checked={isChecked}
                onChange={onChange}
                className="h-4 w-4 accent-emerald-700"
              />
              {t(`values.type.${type}`)}
            </label>
          );
        })}
      </div>
      {error !== undefined && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
