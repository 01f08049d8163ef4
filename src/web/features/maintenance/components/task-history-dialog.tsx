import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CalendarCheck, User } from 'lucide-react';
import type { TMaintenanceCompletion, TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { daysBetween } from '../../../../shared/domain/maintenance-schedule';
import { ListError, ListLoading } from '../../../components/records/list-states';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { taskCompletionsQuery } from '../api/maintenance-tasks';
import { formatDueDate } from '../lib/maintenance-format';
import { formatDayCount } from '../lib/relative-due-text';

export interface TaskHistoryDialogProps {
  task: TMaintenanceTask | null;
  onClose: () => void;
}

/**
 * "Registre": the services recorded on a task, the latest first, as an ICPE inspector reads them: the day, who
 * did it, the remarks, the meter reading, on time or how late against the date it was due, and the next date.
 */
export function TaskHistoryDialog({ task, onClose }: TaskHistoryDialogProps) {
  const { t } = useTranslation('maintenance');
  return (
    <ModalDialog isOpen={task !== null} title={t('history.title')} onClose={onClose} size="lg">
      {task && <TaskHistory task={task} />}
      <div className="flex justify-end">
        <Button variant="secondary" size="lg" onClick={onClose}>
          {t('history.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}

function TaskHistory({ task }: { task: TMaintenanceTask }) {
  const { t } = useTranslation('maintenance');
  const log = useQuery(taskCompletionsQuery(task.id));
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <strong className="text-slate-900">{task.equipmentName}</strong> · {task.taskType}
      </p>
      {log.isPending ? (
        <ListLoading />
      ) : log.isError ? (
        <ListError
          lead={t('history.loadFailed')}
          message={log.error.message}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.length === 0 ? (
        <p className="text-slate-700">{t('history.empty')}</p>
      ) : (
        <ol className="space-y-2" aria-label={t('history.listLabel')}>
          {log.data.map((entry) => (
            <CompletionEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}

function CompletionEntry({ entry }: { entry: TMaintenanceCompletion }) {
  const { t, i18n } = useTranslation('maintenance');
  const date = (day: string) => formatDueDate(day, i18n.language);
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const daysLate = entry.dueDate === null ? null : daysBetween(entry.dueDate, entry.completedOn);
  return (
    <li className="space-y-1 rounded-md border border-slate-200 p-3 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
          <CalendarCheck className="h-4 w-4" aria-hidden="true" />
          {t('history.doneOn', { date: date(entry.completedOn) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <User className="h-4 w-4" aria-hidden="true" />
          {t('history.by', { name: entry.performedBy })}
        </span>
      </p>
      {entry.dueDate !== null && daysLate !== null && (
        <p className={daysLate > 0 ? 'font-medium text-red-800' : undefined}>
          {daysLate > 0
            ? t('history.late', {
                count: daysLate,
                days: formatDayCount(daysLate, i18n.language),
                date: date(entry.dueDate),
              })
            : t('history.onTime', { date: date(entry.dueDate) })}
        </p>
      )}
      {entry.meterHours !== null && <p>{t('history.meter', { hours: hours.format(entry.meterHours) })}</p>}
      {entry.note && <p className="whitespace-pre-line text-slate-900">{entry.note}</p>}
      {entry.nextDueDate !== null && <p>{t('history.next', { date: date(entry.nextDueDate) })}</p>}
    </li>
  );
}
