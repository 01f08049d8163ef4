import { useTranslation } from 'react-i18next';
import { CalendarCheck, Flame, Package, Wallet, Wrench } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { formatEuros } from '../../../../shared/domain/budget-summary';
import { DashboardCard } from './dashboard-card';

function useFormats() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    number: (value: number) => number.format(value),
    whole: (value: number) => whole.format(value),
    date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    month: (key: string) => month.format(new Date(`${key}-01T00:00:00Z`)),
    euros: (value: number) => formatEuros(value, i18n.language),
  };
}

const listClass = 'space-y-1 text-sm text-slate-700';

/** The five cards of /dashboard, each from one module and linking to it. */
export function DashboardCards({ data }: { data: TDashboard }) {
  const { t } = useTranslation(['dashboard', 'stock']);
  const format = useFormats();
  const { lowStock, overdueMaintenance, todayTasks, monthBalance, expectedMethane } = data;

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <DashboardCard
        icon={<Package className="h-5 w-5" aria-hidden="true" />}
        title={t('dashboard:lowStock.title')}
        summary={
          lowStock.count > 0
            ? t('dashboard:lowStock.count', { count: lowStock.count })
            : t('dashboard:lowStock.none')
        }
        isAlert={lowStock.count > 0}
        to="/dashboard/stock?lowOnly=true"
        linkLabel={t('dashboard:lowStock.link')}
      >
        <ul className={listClass}>
          {lowStock.items.map((item) => (
            <li key={item.id}>
              <span className="font-medium text-slate-900">{item.name}</span> ·{' '}
              {t('dashboard:lowStock.item', {
                level: format.number(item.currentLevel),
                unit: t(`stock:values.unit.${item.unit}`),
                threshold: format.number(item.threshold),
              })}
            </li>
          ))}
        </ul>
      </DashboardCard>

      <DashboardCard
        icon={<Wrench className="h-5 w-5" aria-hidden="true" />}
        title={t('dashboard:overdueMaintenance.title')}
        summary={
          overdueMaintenance.count > 0
            ? t('dashboard:overdueMaintenance.count', { count: overdueMaintenance.count })
            : t('dashboard:overdueMaintenance.none')
        }
        isAlert={overdueMaintenance.count > 0}
        to="/dashboard/maintenance?due=overdue"
        linkLabel={t('dashboard:overdueMaintenance.link')}
      >
        <ul className={listClass}>
          {overdueMaintenance.items.map((task) => (
            <li key={task.id}>
              <span className="font-medium text-slate-900">{task.equipmentName}</span> · {task.taskType} ·{' '}
              {task.nextDueDate
                ? t('dashboard:overdueMaintenance.dueOn', { date: format.date(task.nextDueDate) })
                : t('dashboard:overdueMaintenance.byHours')}
            </li>
          ))}
        </ul>
      </DashboardCard>

      <DashboardCard
        icon={<CalendarCheck className="h-5 w-5" aria-hidden="true" />}
        title={t('dashboard:todayTasks.title')}
        summary={
          todayTasks.count > 0
            ? t('dashboard:todayTasks.count', { count: todayTasks.count })
            : t('dashboard:todayTasks.none')
        }
        to="/dashboard/agenda"
        linkLabel={t('dashboard:todayTasks.link')}
      >
        <ul className={listClass}>
          {todayTasks.items.map((task) => (
            <li key={task.id}>
              <span className="font-medium text-slate-900">{task.title}</span> ·{' '}
              {t(`dashboard:priorities.${task.priority}`)}
            </li>
          ))}
        </ul>
      </DashboardCard>

      <DashboardCard
        icon={<Wallet className="h-5 w-5" aria-hidden="true" />}
        title={t('dashboard:monthBalance.title')}
        summary={`${t('dashboard:monthBalance.balance', { month: format.month(monthBalance.month) })} : ${format.euros(monthBalance.balance)}`}
        isAlert={monthBalance.balance < 0}
        to="/dashboard/budget"
        linkLabel={t('dashboard:monthBalance.link')}
      >
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt className="text-slate-600">{t('dashboard:monthBalance.income')}</dt>
          <dd className="text-right font-medium text-emerald-800">{format.euros(monthBalance.income)}</dd>
          <dt className="text-slate-600">{t('dashboard:monthBalance.expense')}</dt>
          <dd className="text-right font-medium text-slate-900">{format.euros(monthBalance.expense)}</dd>
        </dl>
      </DashboardCard>

      <DashboardCard
        icon={<Flame className="h-5 w-5" aria-hidden="true" />}
        title={t('dashboard:expectedMethane.title')}
        summary={
          expectedMethane.lotCount > 0
            ? t('dashboard:expectedMethane.value', { value: format.whole(expectedMethane.methaneAtPlantNm3) })
            : t('dashboard:expectedMethane.none')
        }
        to="/dashboard/raw-materials/analysis"
        linkLabel={t('dashboard:expectedMethane.link')}
      >
        {expectedMethane.lotCount > 0 && (
          <ul className={listClass}>
            <li>
              {t('dashboard:expectedMethane.energy', { value: format.whole(expectedMethane.energyKwhPci) })}
            </li>
            <li>
              {t('dashboard:expectedMethane.lots', {
                count: expectedMethane.lotCount,
                tonnes: format.number(expectedMethane.freshTonnes),
              })}
            </li>
            {expectedMethane.incompleteLotCount > 0 && (
              <li className="text-amber-800">
                {t('dashboard:expectedMethane.incomplete', { count: expectedMethane.incompleteLotCount })}
              </li>
            )}
          </ul>
        )}
      </DashboardCard>
    </div>
  );
}
