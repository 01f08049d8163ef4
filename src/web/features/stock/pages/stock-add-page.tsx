import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useCreateStockItem } from '../api/stock-items';
import { emptyStockFormValues } from '../lib/stock-form-values';
import { StockForm } from '../components/stock-form';

/** /dashboard/stock/add: a new item, then back to the list with "Article ajouté au stock". */
export default function StockAddPage() {
  const { t } = useTranslation(['stock', 'records']);
  const navigate = useNavigate();
  const create = useCreateStockItem();
  return (
    <RecordsPageLayout isNarrow>
      <RecordsPageHeader title={t('stock:addTitle')} />
      <Card className="p-4 sm:p-6">
        <StockForm
          initialValues={emptyStockFormValues()}
          submitLabel={t('stock:add')}
          onCancel={() => void navigate('/dashboard/stock')}
          onSubmit={async (request) => {
            const result = await create.mutateAsync(request);
            if (result.ok) {
              void toast.success(t('stock:toasts.created'));
              void navigate('/dashboard/stock');
            } else {
              void toast.error(t('stock:toasts.createFailed'), { description: result.message });
            }
            return result;
          }}
        />
      </Card>
    </RecordsPageLayout>
  );
}
