import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';

/** "Vider le panier ?" before every line is removed. */
export function ClearCartDialog({
  isOpen,
  isClearing,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  isClearing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <ModalDialog isOpen={isOpen} title={t('cart.clearConfirm.title')} onClose={onCancel}>
      <p className="text-slate-700">{t('cart.clearConfirm.body')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isClearing}>
          {t('cart.clearConfirm.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isClearing}>
          {t('cart.clearConfirm.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
