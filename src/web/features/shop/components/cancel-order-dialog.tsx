import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TOrder } from '../../../../shared/contracts/shop';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';

/** "Annuler la commande n° … ?" before a pending order is cancelled for good. */
export function CancelOrderDialog({
  order,
  isCancelling,
  onConfirm,
  onClose,
}: {
  /** The order to cancel; null when closed. */
  order: TOrder | null;
  isCancelling: boolean;
  onConfirm: (order: TOrder) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <ModalDialog
      isOpen={order !== null}
      title={t('orders.cancelConfirm.title', { number: order?.orderNumber ?? '' })}
      onClose={onClose}
    >
      <p className="text-slate-700">{t('orders.cancelConfirm.body')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={isCancelling}>
          {t('orders.cancelConfirm.keep')}
        </Button>
        <Button
          variant="danger"
          disabled={isCancelling}
          onClick={() => {
            if (order) onConfirm(order);
          }}
        >
          {t('orders.cancelConfirm.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
