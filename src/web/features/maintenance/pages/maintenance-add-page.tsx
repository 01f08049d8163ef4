import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useCreateMaintenanceTask } from '../api/maintenance-tasks';
import { MaintenanceForm } from '../components/maintenance-form';
import { emptyMaintenanceFormValues } from '../lib/maintenance-form-values';

const listPath = '/dashboard/maintenance';

/** /dashboard/maintenance/add: a new task, then back to the plan with "Tâche de maintenance ajoutée". */
export default function MaintenanceAddPage() {
  const { t } = useTranslation(['maintenance', 'records']);
  const navigate = useNavigate();
  const create = useCreateMaintenanceTask();
  return (
    <RecordsPageLayout isNarrow>
      <RecordsPageHeader title={t('maintenance:addTitle')} subtitle={t('maintenance:addSubtitle')} />
      <Card className="p-4 sm:p-6">
        <MaintenanceForm
          initialValues={emptyMaintenanceFormValues()}
          submitLabel={t('maintenance:add')}
          isMeterPrefilled
          onCancel={() => void navigate(listPath)}
          onSubmit={async (request) => {
            const result = await create.mutateAsync(request);
            if (result.ok) {
              void toast.success(t('maintenance:toasts.created'));
              void navigate(listPath);
            } else {
              void toast.error(t('maintenance:toasts.createFailed'), { description: result.message });
            }
            return result;
          }}
        />
      </Card>
    </RecordsPageLayout>
  );
}
