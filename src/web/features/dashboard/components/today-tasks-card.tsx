import { useTranslation } from '../../../lib/i18n/use-translation';
import { CalendarCheck, ListChecks } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { requestDailyDrawerOpen } from '../../../lib/daily-task-events';
import { DashboardCard } from './dashboard-card';
import { dueSummary } from './due-summary';
import { dashboardListClass, useDashboardFormats } from './use-dashboard-formats';

type TodayTasks = TDashboard['todayTasks'];

/**
 * "Tâches du jour": the agenda tasks whose date has come (overdue first, with their days of delay, then today's)
 * and what is left of the Jour tab's checklist, which opens from here.
 */
export function TodayTasksCard({ tasks }: { tasks: TodayTasks }) {
  const { t } = useTranslation(['dashboard']);
  const format = useDashboardFormats();
  const { checklist } = tasks;

  return (
    <DashboardCard
      icon={<CalendarCheck className="h-5 w-5" aria-hidden="true" />}
      title={t('dashboard:todayTasks.title')}
      summary={dueSummary(t, 'todayTasks', tasks)}
      isAlert={tasks.overdueCount > 0}
      to="/dashboard/agenda?view=list"
      linkLabel={t('dashboard:todayTasks.link')}
    >
      {tasks.items.length > 0 && (
        <ul className={dashboardListClass}>
          {tasks.items.map((task) => (
            <li key={task.id} data-days-late={task.daysLate}>
              <span className="font-medium text-slate-900">{task.title}</span> ·{' '}
              {t(`dashboard:priorities.${task.priority}`)} ·{' '}
              {task.daysLate > 0 ? (
                <span className="font-medium text-red-800">
                  {t('dashboard:todayTasks.late', {
                    count: task.daysLate,
                    days: format.whole(task.daysLate),
                  })}
                </span>
              ) : (
                t('dashboard:todayTasks.today')
              )}
            </li>
          ))}
        </ul>
      )}
      {checklist.total > 0 && (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-2 text-sm text-slate-700">
          <ListChecks className="h-4 w-4 text-emerald-700" aria-hidden="true" />
          <span>
            {checklist.remaining > 0
              ? t('dashboard:todayTasks.checklist', { count: checklist.remaining, total: checklist.total })
              : t('dashboard:todayTasks.checklistDone', { total: checklist.total })}
          </span>
          <button
            type="button"
            onClick={requestDailyDrawerOpen}
            className="min-h-11 font-medium text-emerald-800 underline-offset-4 hover:underline"
          >
            {t('dashboard:todayTasks.openChecklist')}
          </button>
        </div>
      )}
    </DashboardCard>
  );
}
