import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Minus, Plus } from 'lucide-react';
import { isCartQuantity, MAX_CART_LINE_QUANTITY } from '../../../../shared/domain/shop-cart';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses } from '../../../components/ui/field-frame';

export interface QuantityEditorProps {
  /** The product's name, in the labels of the field and the buttons. */
  name: string;
  quantity: number;
  isBusy: boolean;
  /** Sends a valid new quantity; false when it was refused (the same quantity may then be sent again). */
  onCommit: (quantity: number) => Promise<boolean>;
}

/**
 * A cart line's quantity: − and + change it at once; a typed one is sent on Enter or when the field is left. A
 * whole number from 1 to 9999, else a message under the field and nothing sent. The parent keys it by the
 * quantity shown, so a new quantity from the server resets the field.
 */
export function QuantityEditor({ name, quantity, isBusy, onCommit }: QuantityEditorProps) {
  const { t } = useTranslation('shop');
  const id = useId();
  const [text, setText] = useState(String(quantity));
  const [error, setError] = useState<string | null>(null);
  // The quantity last sent: Enter sends, and the field then leaves the focus while the line is busy (a blur that
  // must not send it again).
  const sent = useRef(quantity);

  const commit = (value: number) => {
    if (!isCartQuantity(value)) {
      setError(
        Number.isInteger(value) && value > MAX_CART_LINE_QUANTITY
          ? t('validation.quantityTooHigh')
          : t('validation.quantityInvalid'),
      );
      return;
    }
    setError(null);
    setText(String(value));
    if (value === sent.current) return;
    sent.current = value;
    void onCommit(value).then((isSaved) => {
      if (!isSaved) sent.current = quantity;
    });
  };

  const commitText = () => {
    const trimmed = text.trim();
    commit(/^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commitText();
  };

  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('cart.line.quantity', { name })}
      </label>
      <div className="flex items-center gap-1">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('cart.line.decrease', { name })}
          disabled={isBusy || quantity <= 1}
          onClick={() => {
            commit(quantity - 1);
          }}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </Button>
        <div className="w-20">
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            disabled={isBusy}
            onChange={(event) => {
              setText(event.target.value);
            }}
            onBlur={commitText}
            onKeyDown={handleKeyDown}
            aria-invalid={error !== null}
            aria-describedby={error === null ? undefined : errorId}
            className={`h-11 text-center tabular-nums ${fieldControlClasses(error !== null)}`}
          />
        </div>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('cart.line.increase', { name })}
          disabled={isBusy || quantity >= MAX_CART_LINE_QUANTITY}
          onClick={() => {
            commit(quantity + 1);
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      {error !== null && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
