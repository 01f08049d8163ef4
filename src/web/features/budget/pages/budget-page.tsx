import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Plus } from 'lucide-react';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button } from '../../../components/ui/button';
import { InvoiceFormDialog, type TInvoiceDialog } from '../components/invoice-form-dialog';
import { InvoiceListSection } from '../components/invoice-list-section';
import { MonthlySummaryCard } from '../components/monthly-summary-card';
import { YearOverview } from '../components/year-overview';

/**
 * /dashboard/budget (spec §2, §3 invoices): the year's totals and charts, the month summary, and the invoices
 * (added and edited in a dialog: the spec has no add page for the budget).
 */
export default function BudgetPage() {
  const { t } = useTranslation('budget');
  const [dialog, setDialog] = useState<TInvoiceDialog>(null);
  const handleAdd = () => {
    setDialog({ mode: 'create' });
  };

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <Button size="lg" onClick={handleAdd}>
            <Plus className="h-5 w-5" aria-hidden="true" />
            {t('add')}
          </Button>
        }
      />
      <YearOverview />
      <MonthlySummaryCard />
      <InvoiceListSection
        onAdd={handleAdd}
        onEdit={(invoice) => {
          setDialog({ mode: 'edit', invoice });
        }}
      />
      <InvoiceFormDialog
        dialog={dialog}
        onClose={() => {
          setDialog(null);
        }}
      />
    </RecordsPageLayout>
  );
}
