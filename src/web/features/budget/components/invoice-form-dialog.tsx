import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TInvoice } from '../../../../shared/contracts/budget';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { useCreateInvoice, useUpdateInvoice } from '../api/invoices';
import { browserToday } from '../lib/budget-format';
import {
  emptyInvoiceFormValues,
  invoiceFormValuesOf,
  type TInvoiceRequest,
} from '../lib/invoice-form-values';
import { InvoiceForm } from './invoice-form';

/** What the dialog shows: a new invoice, one to edit, or nothing (closed). */
export type TInvoiceDialog = { mode: 'create' } | { mode: 'edit'; invoice: TInvoice } | null;

/**
 * Adding or editing an invoice over the page (budget has no add page): "Facture ajoutée" / "Facture mise à
 * jour", or the failure toast with the server's reason while the form shows its per-field messages.
 */
export function InvoiceFormDialog({ dialog, onClose }: { dialog: TInvoiceDialog; onClose: () => void }) {
  const { t, i18n } = useTranslation(['budget', 'records']);
  const create = useCreateInvoice();
  const update = useUpdateInvoice();

  const handleCreate = async (request: TInvoiceRequest) => {
    const result = await create.mutateAsync(request);
    if (result.ok) {
      void toast.success(t('budget:toasts.created'));
      onClose();
    } else {
      void toast.error(t('budget:toasts.createFailed'), { description: result.message });
    }
    return result;
  };

  const handleUpdate = async (invoice: TInvoice, request: TInvoiceRequest) => {
    const result = await update.mutateAsync({ id: invoice.id, version: invoice.version, body: request });
    if (result.ok) {
      void toast.success(t('budget:toasts.updated'));
      onClose();
    } else {
      void toast.error(t('budget:toasts.updateFailed'), { description: result.message });
    }
    return result;
  };

  return (
    <ModalDialog
      isOpen={dialog !== null}
      title={dialog?.mode === 'edit' ? t('budget:editTitle') : t('budget:addTitle')}
      onClose={onClose}
      size="lg"
    >
      {dialog?.mode === 'create' && (
        <InvoiceForm
          initialValues={emptyInvoiceFormValues(browserToday())}
          submitLabel={t('budget:add')}
          onCancel={onClose}
          onSubmit={handleCreate}
        />
      )}
      {dialog?.mode === 'edit' && (
        <InvoiceForm
          key={dialog.invoice.id}
          initialValues={invoiceFormValuesOf(dialog.invoice, i18n.language)}
          submitLabel={t('records:actions.save')}
          onCancel={onClose}
          onSubmit={(request) => handleUpdate(dialog.invoice, request)}
        />
      )}
    </ModalDialog>
  );
}
