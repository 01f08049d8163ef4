import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { useAddToCart } from '../api/cart';

/** "Ajouter au panier" with its toast (spec §8 cart toasts); which product is being added, for its button. */
export function useAddProductToCart() {
  const { t } = useTranslation('shop');
  const add = useAddToCart();
  const [busyProductId, setBusyProductId] = useState<string | null>(null);

  const addProduct = async (productId: string, quantity = 1): Promise<boolean> => {
    setBusyProductId(productId);
    const result = await add.mutateAsync({ productId, quantity }).finally(() => {
      setBusyProductId(null);
    });
    if (result.ok) void toast.success(t('catalogue.added'));
    else void toast.error(t('catalogue.addFailed'), { description: result.message });
    return result.ok;
  };

  return { addProduct, busyProductId };
}
