import { useState } from 'react';
import { Plus, Tractor } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProductionPeriod } from '../../../../shared/contracts/production';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../lib/router/link';
import { ProductionFormDialog, type TProductionDialog } from '../components/production-form-dialog';
import { ProductionListSection } from '../components/production-list-section';
import { ProductionOverview } from '../components/production-overview';
import { ProcessThresholdsSection } from '../components/process-thresholds-section';

/**
 * /dashboard/production (issue 18 point 1): the readings first (the newest on a phone's first screen), then the
 * period's class, trends, yield gap and anomalies. Readings are added and edited in a dialog, offline too.
 */
export default function ProductionPage() {
  const { t } = useTranslation('production');
  const [dialog, setDialog] = useState<TProductionDialog>(null);
  const [period, setPeriod] = useState<TProductionPeriod>(30);
  const handleAdd = () => {
    setDialog({ mode: 'create' });
  };

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <div className="flex flex-wrap gap-2">
            <Link to="/dashboard/raw-materials/feed" className={buttonClasses('secondary', 'lg')}>
              <Tractor className="h-5 w-5" aria-hidden="true" />
              {t('links.feedLog')}
            </Link>
            <Button size="lg" onClick={handleAdd}>
              <Plus className="h-5 w-5" aria-hidden="true" />
              {t('add')}
            </Button>
          </div>
        }
      />
      <ProductionListSection
        onAdd={handleAdd}
        onEdit={(reading) => {
          setDialog({ mode: 'edit', reading });
        }}
      />
      <ProductionOverview period={period} onPeriod={setPeriod} />
      <ProcessThresholdsSection />
      <ProductionFormDialog
        dialog={dialog}
        onClose={() => {
          setDialog(null);
        }}
      />
    </RecordsPageLayout>
  );
}
