import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from '../../../lib/router/browser-router';
import { AddOverList } from '../../../components/records/add-over-list';
import { toast } from '../../../lib/toast';
import { useCreateStockItem } from '../api/stock-items';
import { emptyStockFormValues } from '../lib/stock-form-values';
import { StockForm } from '../components/stock-form';
import StockPage from './stock-page';

const listPath = '/dashboard/stock';

/** /dashboard/stock/add: a new item in a dialog over the list, then "Article ajouté au stock". */
export default function StockAddPage() {
  const { t } = useTranslation(['stock', 'records']);
  const navigate = useNavigate();
  const create = useCreateStockItem();
  const close = () => {
    navigate(listPath);
  };
  return (
    <AddOverList list={<StockPage />} title={t('stock:addTitle')} onClose={close}>
      <StockForm
        initialValues={emptyStockFormValues()}
        submitLabel={t('stock:add')}
        onCancel={close}
        onSubmit={async (request) => {
          const result = await create.mutateAsync(request);
          if (result.ok) {
            void toast.success(t('stock:toasts.created'));
            close();
          } else {
            void toast.error(t('stock:toasts.createFailed'), { description: result.message });
          }
          return result;
        }}
      />
    </AddOverList>
  );
}
