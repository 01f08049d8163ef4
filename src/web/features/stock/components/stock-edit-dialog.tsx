import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TStockItem } from '../../../../shared/contracts/stock';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { useUpdateStockItem } from '../api/stock-items';
import { stockFormValuesOf } from '../lib/stock-form-values';
import { StockForm } from './stock-form';

/** Editing an item in place, over the list: "Article mis à jour" or "Erreur lors de la mise à jour". */
export function StockEditDialog({ item, onClose }: { item: TStockItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['stock', 'records']);
  const update = useUpdateStockItem();
  return (
    <ModalDialog isOpen={item !== null} title={t('stock:editTitle')} onClose={onClose} size="lg">
      {item && (
        <StockForm
          key={item.id}
          initialValues={stockFormValuesOf(item, i18n.language)}
          submitLabel={t('records:actions.save')}
          onCancel={onClose}
          onSubmit={async (request) => {
            const result = await update.mutateAsync({ id: item.id, version: item.version, body: request });
            if (result.ok) {
              void toast.success(t('stock:toasts.updated'));
              onClose();
            } else {
              void toast.error(t('stock:toasts.updateFailed'), { description: result.message });
            }
            return result;
          }}
        />
      )}
    </ModalDialog>
  );
}
