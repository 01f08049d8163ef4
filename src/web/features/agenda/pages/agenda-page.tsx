import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { Plus } from 'lucide-react';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { browserToday } from '../../../components/calendar/calendar-dates';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { buttonClasses } from '../../../components/ui/button';
import { addTaskPath } from '../api/agenda-tasks';
import { AgendaEditDialog } from '../components/agenda-edit-dialog';
import { AgendaListView } from '../components/agenda-list-view';
import { AgendaMonthView } from '../components/agenda-month-view';
import { tabId, tabPanelId } from '../../../components/ui/tab-list';
import { AgendaViewTabs, agendaTabsId } from '../components/agenda-view-tabs';
import { AgendaWeekView } from '../components/agenda-week-view';
import type { TaskHandlers } from '../components/task-handlers';
import { useAgendaActions } from '../components/use-agenda-actions';
import { useAgendaAddress } from '../lib/use-agenda-address';

/** /dashboard/agenda (spec §2, §3, §4): the tasks as a list, a month or a week, each with its actions. */
export default function AgendaPage() {
  const { t } = useTranslation(['agenda', 'calendar', 'records']);
  const { view, setView } = useAgendaAddress();
  const actions = useAgendaActions();
  const [editing, setEditing] = useState<TAgendaTask | null>(null);
  const [deleting, setDeleting] = useState<TAgendaTask | null>(null);
  const today = browserToday();

  const handlers: TaskHandlers = {
    busyId: actions.busyId,
    onToggleDone: (task) => void actions.handleToggleDone(task),
    onEdit: setEditing,
    onDelete: setDeleting,
  };

  const addLink = (
    <Link to={addTaskPath()} className={buttonClasses('primary', 'lg')}>
      <Plus className="h-5 w-5" aria-hidden="true" />
      {t('agenda:add')}
    </Link>
  );

  return (
    <RecordsPageLayout>
      <RecordsPageHeader title={t('agenda:title')} subtitle={t('agenda:subtitle')} action={addLink} />
      <AgendaViewTabs view={view} onChange={setView} />
      <div id={tabPanelId(agendaTabsId)} role="tabpanel" aria-labelledby={tabId(agendaTabsId, view)}>
        {view === 'list' && <AgendaListView handlers={handlers} />}
        {view === 'month' && <AgendaMonthView today={today} handlers={handlers} />}
        {view === 'week' && <AgendaWeekView today={today} handlers={handlers} />}
      </div>

      <AgendaEditDialog
        task={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
      <ConfirmDeleteDialog
        name={deleting?.title ?? null}
        isDeleting={actions.isDeleting}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          void actions.handleDelete(deleting).then((isDeleted) => {
            if (isDeleted) setDeleting(null);
          });
        }}
      />
    </RecordsPageLayout>
  );
}
