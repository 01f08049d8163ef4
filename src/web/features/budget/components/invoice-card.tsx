import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TInvoice } from '../../../../shared/contracts/budget';
import { formatEuros } from '../../../../shared/domain/budget-summary';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatCalendarDate } from '../lib/budget-format';
import { EditDeleteButtons } from '../../../components/records/edit-delete-buttons';

export interface InvoiceCardProps {
  invoice: TInvoice;
  onEdit: (invoice: TInvoice) => void;
  onDelete: (invoice: TInvoice) => void;
}

/** One invoice: name, counterparty, date, category, and the amount (+ green for income, − for an expense). */
export function InvoiceCard({ invoice, onEdit, onDelete }: InvoiceCardProps) {
  const { t, i18n } = useTranslation(['budget', 'records']);
  const language = i18n.language;
  const isIncome = invoice.type === 'income';
  const details = [invoice.counterparty, formatCalendarDate(invoice.invoiceDate, language)].filter(
    (part): part is string => Boolean(part),
  );

  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{invoice.name}</h3>
          <p className="text-sm text-slate-600">{details.join(' · ')}</p>
        </div>
        <p
          className={cn(
            'shrink-0 text-right text-base font-semibold whitespace-nowrap tabular-nums',
            isIncome ? 'text-emerald-800' : 'text-slate-900',
          )}
        >
          {isIncome ? '+' : '\u2212'}
          <span>{formatEuros(invoice.amount, language)}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-1 font-medium text-slate-800">
          {t(`budget:values.category.${invoice.category}`)}
        </span>
        <span
          className={cn(
            'rounded-full px-2 py-1 font-medium',
            isIncome ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900',
          )}
        >
          {t(`budget:values.type.${invoice.type}`)}
        </span>
        {invoice.invoiceNumber && (
          <span className="text-slate-600">
            {t('budget:fields.invoiceNumber')} {invoice.invoiceNumber}
          </span>
        )}
        {invoice.dueDate && (
          <span className="text-slate-600">
            {t('budget:dueOn', { date: formatCalendarDate(invoice.dueDate, language) })}
          </span>
        )}
      </div>
      <div className="mt-auto flex justify-end gap-1 border-t border-slate-100 pt-2">
        <EditDeleteButtons
          name={invoice.name}
          onEdit={() => {
            onEdit(invoice);
          }}
          onDelete={() => {
            onDelete(invoice);
          }}
        />
      </div>
    </Card>
  );
}
