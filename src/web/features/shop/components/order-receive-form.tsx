import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TOrder, TOrderLine } from '../../../../shared/contracts/shop';
import { MAX_CART_LINE_QUANTITY } from '../../../../shared/domain/shop-cart';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses } from '../../../components/ui/field-frame';

/** The lines of a delivered order that refill a stock item and whose receipt is not confirmed yet. */
export function linesToReceive(order: TOrder): TOrderLine[] {
  return order.status === 'delivered'
    ? order.lines.filter((line) => line.stockItemId !== null && line.receivedQuantity === null)
    : [];
}

function parseReceived(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_CART_LINE_QUANTITY ? value : null;
}

export interface OrderReceiveFormProps {
  lines: readonly TOrderLine[];
  isSending: boolean;
  onReceive: (lines: { orderItemId: string; quantity: number }[]) => void;
}

/** "Réception en stock": the quantity received of each line (the ordered one by default), then confirm. */
export function OrderReceiveForm({ lines, isSending, onReceive }: OrderReceiveFormProps) {
  const { t } = useTranslation('shop');
  const idPrefix = useId();
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, String(line.quantity)])),
  );
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = lines.map((line) => ({ line, quantity: parseReceived(texts[line.id] ?? '') }));
    const wrong = new Set(parsed.filter((entry) => entry.quantity === null).map((entry) => entry.line.id));
    setInvalid(wrong);
    if (wrong.size > 0) {
      document.getElementById(`${idPrefix}-${[...wrong][0] ?? ''}`)?.focus();
      return;
    }
    onReceive(parsed.map((entry) => ({ orderItemId: entry.line.id, quantity: entry.quantity ?? 0 })));
  };

  const titleId = `${idPrefix}-title`;
  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={titleId}
      className="space-y-3 rounded-md border border-emerald-200 bg-emerald-50 p-3"
    >
      <div>
        <h4 id={titleId} className="font-semibold text-slate-900">
          {t('orders.receive.title')}
        </h4>
        <p className="text-sm text-slate-700">{t('orders.receive.body')}</p>
      </div>
      {lines.map((line) => {
        const id = `${idPrefix}-${line.id}`;
        const isInvalid = invalid.has(line.id);
        return (
          <div key={line.id}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-900">
              {t('orders.receive.quantity', { name: line.name })}
            </label>
            <div className="mt-1 w-28">
              <input
                id={id}
                type="text"
                inputMode="numeric"
                value={texts[line.id] ?? ''}
                onChange={(event) => {
                  setTexts((current) => ({ ...current, [line.id]: event.target.value }));
                }}
                aria-invalid={isInvalid}
                aria-describedby={isInvalid ? `${id}-error` : undefined}
                className={`h-11 ${fieldControlClasses(isInvalid)}`}
              />
            </div>
            {isInvalid && (
              <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                {t('orders.receive.invalid')}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" disabled={isSending}>
        {t('orders.receive.submit')}
      </Button>
    </form>
  );
}
