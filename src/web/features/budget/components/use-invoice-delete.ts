import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TInvoice } from '../../../../shared/contracts/budget';
import { toast } from '../../../lib/toast';
import { useDeleteInvoice } from '../api/invoices';

/** The invoice waiting for the delete confirmation, and the delete itself with its toasts. */
export function useInvoiceDelete() {
  const { t } = useTranslation('budget');
  const remove = useDeleteInvoice();
  const [deleting, setDeleting] = useState<TInvoice | null>(null);

  const handleConfirm = async () => {
    if (!deleting) return;
    const result = await remove.mutateAsync(deleting);
    if (result.ok) {
      void toast.success(t('toasts.deleted'));
      setDeleting(null);
    } else {
      void toast.error(t('toasts.deleteFailed'), { description: result.message });
    }
  };

  return {
    deleting,
    isDeleting: remove.isPending,
    handleAsk: setDeleting,
    handleCancel: () => {
      setDeleting(null);
    },
    handleConfirm,
  };
}
