import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TCartLine } from '../../../../shared/contracts/shop';
import type { TApiResult } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useClearCart, useRemoveCartLine, useSetCartQuantity } from '../api/cart';

/** The cart page's changes, each with the cart toasts of spec §8 (kept offline, they say the same). */
export function useCartActions() {
  const { t } = useTranslation('shop');
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveCartLine();
  const clear = useClearCart();
  const [busyId, setBusyId] = useState<string | null>(null);

  const report = (result: TApiResult<unknown>, success: string): boolean => {
    if (result.ok) void toast.success(success);
    else void toast.error(t('cart.toasts.failed'), { description: result.message });
    return result.ok;
  };

  const whileBusy = async (id: string, work: () => Promise<boolean>): Promise<boolean> => {
    setBusyId(id);
    try {
      return await work();
    } finally {
      setBusyId(null);
    }
  };

  /** True once the new quantity is saved (or kept offline). */
  const handleQuantity = (line: TCartLine, quantity: number) =>
    whileBusy(line.id, async () =>
      report(await setQuantity.mutateAsync({ line, quantity }), t('cart.toasts.updated')),
    );

  const handleRemove = (line: TCartLine) =>
    whileBusy(line.id, async () => report(await remove.mutateAsync(line), t('cart.toasts.removed')));

  const handleClear = async (lines: readonly TCartLine[]): Promise<boolean> =>
    report(await clear.mutateAsync(lines), t('cart.toasts.cleared'));

  return { busyId, handleQuantity, handleRemove, handleClear, isClearing: clear.isPending };
}
