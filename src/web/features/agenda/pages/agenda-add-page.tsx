import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isCalendarDate } from '../../../../shared/domain/calendar';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useCreateAgendaTask } from '../api/agenda-tasks';
import { AgendaForm } from '../components/agenda-form';
import { emptyAgendaFormValues, parseNewAgendaTask } from '../lib/agenda-form-values';

const agendaPath = '/dashboard/agenda';

/** /dashboard/agenda/add (?date=YYYY-MM-DD fills the due date): a new task, then back with "Tâche ajoutée". */
export default function AgendaAddPage() {
  const { t } = useTranslation(['agenda', 'records']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const create = useCreateAgendaTask();
  const date = search.get('date');
  return (
    <RecordsPageLayout isNarrow>
      <RecordsPageHeader title={t('agenda:addTitle')} />
      <Card className="p-4 sm:p-6">
        <AgendaForm
          initialValues={emptyAgendaFormValues(isCalendarDate(date) ? date : '')}
          parse={parseNewAgendaTask}
          submitLabel={t('agenda:add')}
          onCancel={() => void navigate(agendaPath)}
          onSubmit={async (request) => {
            const result = await create.mutateAsync(request);
            if (result.ok) {
              void toast.success(t('agenda:toasts.created'));
              void navigate(agendaPath);
            } else {
              void toast.error(t('agenda:toasts.createFailed'), { description: result.message });
            }
            return result;
          }}
        />
      </Card>
    </RecordsPageLayout>
  );
}
