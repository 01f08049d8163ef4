import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { withRetry } from '../../../lib/lazy-with-retry';
import { Flame, Package, Wallet } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { DashboardCard } from './dashboard-card';
import { DueMaintenanceCard } from './due-maintenance-card';
import { FirstStepsCard } from './first-steps-card';
import { TodayTasksCard } from './today-tasks-card';
import { WhenVisible } from './when-visible';
import { WeatherCard } from './weather-card';
import { dashboardListClass, useDashboardFormats } from './use-dashboard-formats';

/** Below the fold: its chunk (with the advisory's texts) loads when it scrolls into view. */
const TopAdviceCard = lazy(withRetry(() => import('./top-advice-card')));

/** The cards of /dashboard, each from one module and linking to it. */
export function DashboardCards({ data }: { data: TDashboard }) {
  const { t } = useTranslation(['dashboard', 'stock']);
  const format = useDashboardFormats();
  const { lowStock, dueMaintenance, todayTasks, monthBalance, expectedMethane } = data;
  const hasAnyRecord = Object.values(data.firstSteps).some(Boolean);

  return (
    <>
      {/* A new plant starts from its first steps; once it holds records, its figures come first. */}
      {!hasAnyRecord && <FirstStepsCard firstSteps={data.firstSteps} />}
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
          <ul className={dashboardListClass}>
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

        <DueMaintenanceCard due={dueMaintenance} />

        <TodayTasksCard tasks={todayTasks} />

        <WeatherCard weather={data.weather} />

        <WhenVisible placeholderClassName="min-h-40">
          <Suspense fallback={<div className="min-h-40" aria-hidden="true" />}>
            <TopAdviceCard advice={data.advice} />
          </Suspense>
        </WhenVisible>

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
              ? t('dashboard:expectedMethane.value', {
                  value: format.whole(expectedMethane.methaneAtPlantNm3),
                })
              : t('dashboard:expectedMethane.none')
          }
          to="/dashboard/raw-materials/analysis"
          linkLabel={t('dashboard:expectedMethane.link')}
        >
          {expectedMethane.lotCount > 0 && (
            <ul className={dashboardListClass}>
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
      {hasAnyRecord && <FirstStepsCard firstSteps={data.firstSteps} />}
    </>
  );
}
