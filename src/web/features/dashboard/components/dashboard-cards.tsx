import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { withRetry } from '../../../lib/lazy-with-retry';
import { Package } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { DashboardCard } from './dashboard-card';
import { DueMaintenanceCard } from './due-maintenance-card';
import { FirstStepsCard } from './first-steps-card';
import { ProductionCard } from './production-card';
import { TodayTasksCard } from './today-tasks-card';
import { WhenVisible } from './when-visible';
import { WeatherCard } from './weather-card';
import { dashboardListClass, useDashboardFormats } from './use-dashboard-formats';

/**
 * The cards below the fold (the month's balance, the expected methane, the top advice): their chunk, and the
 * advisory's texts, load when they scroll into view, not with the dashboard's first paint (150 KB budget).
 */
const BelowFoldCards = lazy(withRetry(() => import('./below-fold-cards')));

/** The open emergency alerts' card (issue 21): its chunk and words are fetched only while an alert is open. */
const EmergencyAlertsCard = lazy(withRetry(() => import('./emergency-alerts-card')));

/** The cards of /dashboard, each from one module and linking to it. */
export function DashboardCards({ data }: { data: TDashboard }) {
  // The stock units are the dashboard's own words: the stock catalog would weigh on the page for six labels.
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormats();
  const { lowStock, dueMaintenance, todayTasks } = data;
  const hasAnyRecord = Object.values(data.firstSteps).some(Boolean);

  return (
    <>
      {/* An open emergency alert comes before everything else. */}
      {data.emergencyAlerts.length > 0 && (
        <div className="grid min-h-40">
          <Suspense fallback={null}>
            <EmergencyAlertsCard alerts={data.emergencyAlerts} />
          </Suspense>
        </div>
      )}
      {/* A new plant starts from its first steps; once it holds records, its figures come first. */}
      {!hasAnyRecord && <FirstStepsCard firstSteps={data.firstSteps} />}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <ProductionCard production={data.production} />

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
                  unit: t(`dashboard:lowStock.units.${item.unit}`),
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
            <BelowFoldCards data={data} />
          </Suspense>
        </WhenVisible>
      </div>
      {hasAnyRecord && <FirstStepsCard firstSteps={data.firstSteps} />}
    </>
  );
}
