import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import type { TStockItem } from '../../../../shared/contracts/stock';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { stockMovementOf, type TStockMovementDirection } from '../lib/stock-movement';

export interface StockMovementEntryProps {
  item: TStockItem;
  isBusy: boolean;
  /** Sends the change of level (the offline `adjust` command); true once it is recorded or queued. */
  onMove: (delta: number) => Promise<boolean>;
}

/**
 * Any amount in or out of an item (a delivery of 840 kg, 3,75 L used), beside the quick +/-: typed with a comma
 * or a point, "Entrée" adds it and "Sortie" takes it off, through the same adjustment as the buttons.
 */
export function StockMovementEntry({ item, isBusy, onMove }: StockMovementEntryProps) {
  const { t, i18n } = useTranslation('stock');
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const id = useId();
  const [text, setText] = useState('');
  const [errorKey, setErrorKey] = useState<string | undefined>(undefined);
  const unit = t(`values.unit.${item.unit}`);

  const move = async (direction: TStockMovementDirection) => {
    const movement = stockMovementOf(text, direction, item.currentLevel);
    if (!movement.ok) {
      setErrorKey(movement.errorKey);
      document.getElementById(id)?.focus();
      return;
    }
    setErrorKey(undefined);
    if (await onMove(movement.delta)) setText('');
  };

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={t('movement.formLabel', { name: item.name })}
      noValidate
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        void move('in');
      }}
    >
      <TextField
        id={id}
        name="quantity"
        label={t('movement.quantity', { unit })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setErrorKey(undefined);
        }}
        inputMode="decimal"
        autoComplete="off"
        isRequired={false}
        error={
          errorKey === undefined ? undefined : t(errorKey, { level: format.format(item.currentLevel), unit })
        }
        className="min-w-0 flex-1 basis-28"
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          variant="secondary"
          disabled={isBusy}
          aria-label={t('movement.inLabel', { name: item.name })}
        >
          <ArrowDownToLine className="h-4 w-4" aria-hidden="true" />
          {t('movement.in')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={isBusy || item.currentLevel <= 0}
          aria-label={t('movement.outLabel', { name: item.name })}
          onClick={() => void move('out')}
        >
          <ArrowUpFromLine className="h-4 w-4" aria-hidden="true" />
          {t('movement.out')}
        </Button>
      </div>
    </form>
  );
}
