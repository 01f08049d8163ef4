import { Gauge } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DashboardCard } from './dashboard-card';
import { dashboardListClass, useDashboardFormats } from './use-dashboard-formats';

/** The production log's last day (issue 18): biogas, biomethane or energy, the plant's class and its anomalies. */
export function ProductionCard({ production }: { production: TDashboard['production'] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormats();
  const { day, productionClass, anomalyCount } = production;

  return (
    <DashboardCard
      icon={<Gauge className="h-5 w-5" aria-hidden="true" />}
      title={t('production.title')}
      summary={
        day
          ? t('production.biogas', { value: format.whole(day.biogasM3), date: format.date(day.date) })
          : t('production.none')
      }
      isAlert={anomalyCount > 0}
      to="/dashboard/production"
      linkLabel={t('production.link')}
    >
      {day && (
        <ul className={dashboardListClass}>
          {day.biomethaneNm3PerHour !== null && (
            <li>{t('production.biomethane', { value: format.number(day.biomethaneNm3PerHour) })}</li>
          )}
          {day.kwhProduced !== null && (
            <li>{t('production.kwh', { value: format.whole(day.kwhProduced) })}</li>
          )}
          {productionClass && <li>{t(`production.classes.${productionClass}`)}</li>}
          <li className={anomalyCount > 0 ? 'text-red-800' : undefined}>
            {t('production.anomalies', { count: anomalyCount })}
          </li>
        </ul>
      )}
    </DashboardCard>
  );
}
