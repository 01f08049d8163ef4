import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TRestockRequest, TStockItem } from '../../../../shared/contracts/stock';
import { toast } from '../../../lib/toast';
import { useCancelRestock, useRequestRestock } from '../api/restock-requests';
import { useAdjustStockLevel, useDeleteStockItem } from '../api/stock-items';

/** The list's actions on one item, each with the toasts of spec §8. */
export function useStockActions() {
  const { t, i18n } = useTranslation('stock');
  const adjust = useAdjustStockLevel();
  const remove = useDeleteStockItem();
  const order = useRequestRestock();
  const cancelOrder = useCancelRestock();
  const [busyId, setBusyId] = useState<string | null>(null);
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });

  const whileBusy = async (id: string, work: () => Promise<void>) => {
    setBusyId(id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  };

  /** The quick +/- and the quantity entry: true once the change is recorded (or kept offline). */
  const handleAdjust = async (item: TStockItem, delta: number): Promise<boolean> => {
    let isDone = false;
    await whileBusy(item.id, async () => {
      const result = await adjust.mutateAsync({ item, delta });
      isDone = result.ok;
      if (result.ok) void toast.success(t('toasts.updated'));
      else void toast.error(t('toasts.updateFailed'), { description: result.message });
    });
    return isDone;
  };

  const handleDelete = async (item: TStockItem): Promise<boolean> => {
    const result = await remove.mutateAsync(item);
    if (result.ok) void toast.success(t('toasts.deleted'));
    else void toast.error(t('toasts.deleteFailed'), { description: result.message });
    return result.ok;
  };

  const handleOrder = (item: TStockItem) =>
    whileBusy(item.id, async () => {
      const result = await order.mutateAsync(item);
      if (!result.ok) {
        void toast.error(t('restockFailed', { message: result.message }));
        return;
      }
      const unit = t(`values.unit.${item.unit}`);
      void toast.success(
        // 200: a need was already open; 201 recorded, 202 kept offline to be recorded.
        result.status === 200
          ? t('restockAlreadyOpen', { name: item.name })
          : t('restockRecorded', { quantity: format.format(result.data.quantity), unit, name: item.name }),
      );
    });

  const handleCancelOrder = (restock: TRestockRequest) =>
    whileBusy(restock.stockItemId, async () => {
      const result = await cancelOrder.mutateAsync(restock);
      if (result.ok) void toast.success(t('restockCancelled'));
      else void toast.error(t('restockFailed', { message: result.message }));
    });

  return { busyId, handleAdjust, handleDelete, handleOrder, handleCancelOrder, isDeleting: remove.isPending };
}
