import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ShoppingCart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { parseCartQuantity } from '../lib/cart-quantity';

/** The product page's quantity (1 to 9999) and "Ajouter au panier"; back to 1 once added. */
export function QuantityAddForm({
  productName,
  isAdding,
  onAdd,
}: {
  productName: string;
  isAdding: boolean;
  onAdd: (quantity: number) => Promise<boolean>;
}) {
  const { t } = useTranslation('shop');
  const id = useId();
  const [text, setText] = useState('1');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const quantity = parseCartQuantity(text);
    if (quantity === null) {
      setError(t('product.quantityInvalid'));
      document.getElementById(id)?.focus();
      return;
    }
    void onAdd(quantity).then((isAdded) => {
      if (isAdded) setText('1');
    });
  };

  return (
    <form className="flex flex-wrap items-start gap-3" onSubmit={handleSubmit} noValidate>
      <TextField
        id={id}
        name="quantity"
        label={t('product.quantity')}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        hint={error ? undefined : t('product.quantityHint')}
        error={error}
        className="w-48"
        onChange={(event) => {
          setText(event.target.value);
          if (error && parseCartQuantity(event.target.value) !== null) setError(undefined);
        }}
      />
      <Button
        type="submit"
        size="lg"
        className="mt-7"
        disabled={isAdding}
        aria-label={t('catalogue.addToCartLabel', { name: productName })}
      >
        <ShoppingCart className="h-5 w-5" aria-hidden="true" />
        {t('catalogue.addToCart')}
      </Button>
    </form>
  );
}
