import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { EyeOff } from 'lucide-react';
import type { TShopProduct } from '../../../../shared/contracts/shop';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { useCreateProduct, useDeactivateProduct, useUpdateProduct } from '../api/admin-catalogue';
import { emptyProductFormValues, productFormValuesOf } from '../lib/product-form-values';
import { ProductForm } from './product-form';

export interface ProductFormDialogProps {
  /** The product to edit, or null for a new one. */
  product: TShopProduct | null;
  onClose: () => void;
  /** After the product was withdrawn from the catalogue (its page no longer exists). */
  onWithdrawn?: () => void;
}

/** The admin's "Nouveau produit" and "Modifier" (issue 17), and withdrawing a product from the catalogue. */
export default function ProductFormDialog({ product, onClose, onWithdrawn }: ProductFormDialogProps) {
  const { t, i18n } = useTranslation('shop');
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const deactivate = useDeactivateProduct();
  // Withdrawing empties every cart of the product: a second press confirms it.
  const [isConfirmingWithdraw, setIsConfirmingWithdraw] = useState(false);

  const handleWithdraw = async () => {
    if (!product) return;
    const result = await deactivate.mutateAsync(product.id);
    if (result.ok) {
      void toast.success(t('adminCatalogue.deactivated'));
      onClose();
      onWithdrawn?.();
    } else {
      void toast.error(t('adminCatalogue.deactivateFailed'), { description: result.message });
    }
  };

  return (
    <ModalDialog
      isOpen
      size="lg"
      title={
        product ? t('adminCatalogue.editTitle', { name: product.name }) : t('adminCatalogue.createTitle')
      }
      onClose={onClose}
    >
      <ProductForm
        initialValues={product ? productFormValuesOf(product, i18n.language) : emptyProductFormValues()}
        submitLabel={product ? t('adminCatalogue.save') : t('adminCatalogue.create')}
        onCancel={onClose}
        onSubmit={async (request) => {
          const result = product
            ? await update.mutateAsync({ id: product.id, body: request })
            : await create.mutateAsync(request);
          if (result.ok) {
            void toast.success(product ? t('adminCatalogue.updated') : t('adminCatalogue.created'));
            onClose();
          } else if (result.code !== 'validation_failed' && result.code !== 'reference_taken') {
            void toast.error(t('adminCatalogue.saveFailed'), { description: result.message });
          }
          return result;
        }}
      />
      {product && (
        <div className="space-y-2 border-t border-slate-200 pt-4">
          {isConfirmingWithdraw && (
            <p role="alert" className="text-sm text-red-800">
              {t('adminCatalogue.deactivateWarning')}
            </p>
          )}
          <Button
            variant="danger"
            disabled={deactivate.isPending}
            onClick={() => {
              if (isConfirmingWithdraw) void handleWithdraw();
              else setIsConfirmingWithdraw(true);
            }}
          >
            <EyeOff className="h-4 w-4" aria-hidden="true" />
            {isConfirmingWithdraw ? t('adminCatalogue.deactivateConfirm') : t('adminCatalogue.deactivate')}
          </Button>
        </div>
      )}
    </ModalDialog>
  );
}
