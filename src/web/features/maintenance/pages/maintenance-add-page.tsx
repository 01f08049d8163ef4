import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from '../../../lib/router/browser-router';
import { AddOverList } from '../../../components/records/add-over-list';
import { toast } from '../../../lib/toast';
import { useCreateMaintenanceTask } from '../api/maintenance-tasks';
import { MaintenanceForm } from '../components/maintenance-form';
import { emptyMaintenanceFormValues } from '../lib/maintenance-form-values';
import MaintenancePage from './maintenance-page';

const listPath = '/dashboard/maintenance';

/** /dashboard/maintenance/add: a new task in a dialog over the plan, then "Tâche de maintenance ajoutée". */
export default function MaintenanceAddPage() {
  const { t } = useTranslation(['maintenance', 'records']);
  const navigate = useNavigate();
  const create = useCreateMaintenanceTask();
  const close = () => {
    navigate(listPath);
  };
  return (
    <AddOverList
      list={<MaintenancePage />}
      title={t('maintenance:addTitle')}
      lead={t('maintenance:addSubtitle')}
      onClose={close}
    >
      <MaintenanceForm
        initialValues={emptyMaintenanceFormValues()}
        submitLabel={t('maintenance:add')}
        isMeterPrefilled
        onCancel={close}
        onSubmit={async (request) => {
          const result = await create.mutateAsync(request);
          if (result.ok) {
            void toast.success(t('maintenance:toasts.created'));
            close();
          } else {
            void toast.error(t('maintenance:toasts.createFailed'), { description: result.message });
          }
          return result;
        }}
      />
    </AddOverList>
  );
}
