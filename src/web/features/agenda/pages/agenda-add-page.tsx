import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from '../../../lib/router/browser-router';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { isCalendarDate } from '../../../../shared/domain/calendar';
import { AddOverList } from '../../../components/records/add-over-list';
import { toast } from '../../../lib/toast';
import { useCreateAgendaTask } from '../api/agenda-tasks';
import { AgendaForm } from '../components/agenda-form';
import { emptyAgendaFormValues, parseNewAgendaTask } from '../lib/agenda-form-values';
import AgendaPage from './agenda-page';

const agendaPath = '/dashboard/agenda';

/**
 * /dashboard/agenda/add (?date=YYYY-MM-DD fills the due date): a new task in a dialog over the agenda, then
 * "Tâche ajoutée".
 */
export default function AgendaAddPage() {
  const { t } = useTranslation(['agenda', 'records']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const create = useCreateAgendaTask();
  const date = search.get('date');
  const close = () => {
    navigate(agendaPath);
  };
  return (
    <AddOverList list={<AgendaPage />} title={t('agenda:addTitle')} onClose={close}>
      <AgendaForm
        initialValues={emptyAgendaFormValues(isCalendarDate(date) ? date : '')}
        parse={parseNewAgendaTask}
        submitLabel={t('agenda:add')}
        onCancel={close}
        onSubmit={async (request) => {
          const result = await create.mutateAsync(request);
          if (result.ok) {
            void toast.success(t('agenda:toasts.created'));
            close();
          } else {
            void toast.error(t('agenda:toasts.createFailed'), { description: result.message });
          }
          return result;
        }}
      />
    </AddOverList>
  );
}
