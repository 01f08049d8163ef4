import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProductionLog } from '../../../../shared/contracts/production';
import { toast } from '../../../lib/toast';
import { useDeleteProductionLog } from '../api/production-logs';

/** The reading waiting for the delete confirmation, and the delete itself with its toasts. */
export function useProductionDelete() {
  const { t } = useTranslation('production');
  const remove = useDeleteProductionLog();
  const [deleting, setDeleting] = useState<TProductionLog | null>(null);

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
