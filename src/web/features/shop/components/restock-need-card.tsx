import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ShoppingCart } from 'lucide-react';
import type { TShopProduct } from '../../../../shared/contracts/shop';
import type { TRestockRequest } from '../../../../shared/contracts/stock';
import { quantityToRefill } from '../../../../shared/domain/stock-levels';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { restockItemQuery } from '../api/restock-needs';
import { localizedProduct } from '../lib/localized-product';
import { suggestProductFor } from '../lib/suggest-product';

export interface RestockNeedCardProps {
  need: TRestockRequest;
  products: readonly TShopProduct[];
  isAdding: boolean;
  /** Resolves true once the need is in the cart. */
  onAdd: (need: TRestockRequest, productId: string) => Promise<boolean>;
}

/**
 * One open need: the stock item, its level now and what refills it, the catalogue product chosen for it (the
 * one of the same name preselected, else none) and "Ajouter au panier".
 */
export function RestockNeedCard({ need, products, isAdding, onAdd }: RestockNeedCardProps) {
  const { t, i18n } = useTranslation(['shop', 'stock']);
  const selectId = useId();
  const item = useQuery(restockItemQuery(need.stockItemId));
  // Until the user chooses, the suggestion follows the catalogue (it may arrive after the need).
  const [chosenId, setChosenId] = useState<string | null>(null);
  const productId = chosenId ?? suggestProductFor(need.itemName, products)?.id ?? '';
  // What refills the item now (its level may have moved since "Commander"), as the server will count it.
  const toOrder = Math.ceil(item.data ? quantityToRefill(item.data) : need.quantity);
  const [error, setError] = useState<string | undefined>();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const unit = t(`stock:values.unit.${need.unit}`);

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="space-y-1">
        <h3 className="text-base font-semibold text-slate-900">{need.itemName}</h3>
        {item.data && (
          <p className="text-sm text-slate-700">
            {t('shop:restock.level', {
              current: format.format(item.data.currentLevel),
              max: format.format(item.data.maxLevel),
              unit,
            })}
          </p>
        )}
        <p className="text-sm font-medium text-slate-900">
          {t('shop:restock.toOrder', { quantity: format.format(toOrder), unit })}
        </p>
      </div>
      <SelectField
        id={selectId}
        name="productId"
        label={t('shop:restock.productLabel')}
        value={productId}
        emptyOption={t('shop:restock.chooseProduct')}
        error={error}
        options={products.map((product) => ({
          value: product.id,
          label: `${localizedProduct(product, i18n.language).name} (${product.reference})`,
        }))}
        onChange={(event) => {
          setChosenId(event.target.value);
          setError(undefined);
        }}
      />
      <Button
        disabled={isAdding}
        aria-label={t('shop:restock.addLabel', { name: need.itemName })}
        onClick={() => {
          if (!productId) {
            setError(t('shop:restock.productRequired'));
            document.getElementById(selectId)?.focus();
            return;
          }
          void onAdd(need, productId);
        }}
      >
        <ShoppingCart className="h-4 w-4" aria-hidden="true" />
        {t('shop:restock.add')}
      </Button>
    </Card>
  );
}
