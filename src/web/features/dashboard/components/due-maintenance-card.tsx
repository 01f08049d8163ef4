import { useTranslation } from '../../../lib/i18n/use-translation';
import { Wrench } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { DashboardCard } from './dashboard-card';
import { dueSummary } from './due-summary';
import { dashboardListClass, useDashboardFormats } from './use-dashboard-formats';

type DueMaintenance = TDashboard['dueMaintenance'];
type DueMaintenanceItem = DueMaintenance['items'][number];

/** The card's link: the list filtered on what is most urgent. */
function linkOf(due: DueMaintenance) {
  if (due.overdueCount > 0) return { to: '/dashboard/maintenance?due=overdue', key: 'linkOverdue' };
  if (due.todayCount > 0) return { to: '/dashboard/maintenance?due=due_today', key: 'linkToday' };
  return { to: '/dashboard/maintenance', key: 'link' };
}

/** Maintenance to do now: overdue first, then due today, as the maintenance list's due filters count them. */
export function DueMaintenanceCard({ due }: { due: DueMaintenance }) {
  const { t } = useTranslation(['dashboard']);
  const format = useDashboardFormats();
  const link = linkOf(due);

  const whenOf = (task: DueMaintenanceItem): string => {
    if (task.hoursLeft !== null && (task.nextDueDate === null || task.hoursLeft <= 0)) {
      return task.hoursLeft < 0
        ? t('dashboard:dueMaintenance.hoursOver', {
            count: -task.hoursLeft,
            hours: format.number(-task.hoursLeft),
          })
        : t('dashboard:dueMaintenance.hoursReached');
    }
    if (task.dueState === 'due_today' || task.nextDueDate === null)
      return t('dashboard:dueMaintenance.today');
    return t('dashboard:dueMaintenance.dueOn', { date: format.date(task.nextDueDate) });
  };

  return (
    <DashboardCard
      icon={<Wrench className="h-5 w-5" aria-hidden="true" />}
      title={t('dashboard:dueMaintenance.title')}
      summary={dueSummary(t, 'dueMaintenance', due)}
      isAlert={due.overdueCount > 0}
      to={link.to}
      linkLabel={t(`dashboard:dueMaintenance.${link.key}`)}
    >
      <ul className={dashboardListClass}>
        {due.items.map((task) => (
          <li key={task.id} data-due-state={task.dueState}>
            <span className="font-medium text-slate-900">{task.equipmentName}</span> · {task.taskType} ·{' '}
            <span className={task.dueState === 'overdue' ? 'font-medium text-red-800' : undefined}>
              {whenOf(task)}
            </span>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
