import { Siren } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DashboardCard } from './dashboard-card';
import { dashboardListClass } from './use-dashboard-formats';

/**
 * The open emergency alerts, first on the dashboard while there are any: each hazard, real or drill, and how many
 * members have acknowledged. Its own chunk, with the emergency catalog's words: fetched only while an alert is
 * open (the dashboard's 150 KB budget).
 */
export default function EmergencyAlertsCard({ alerts }: { alerts: TDashboard['emergencyAlerts'] }) {
  const { t } = useTranslation('emergency');
  return (
    <DashboardCard
      icon={<Siren className="h-5 w-5" aria-hidden="true" />}
      title={t('card.title')}
      summary={t('card.count', { count: alerts.length })}
      isAlert
      to="/dashboard/emergency-alerts"
      linkLabel={t('card.link')}
    >
      <ul className={dashboardListClass}>
        {alerts.map((alert) => (
          <li key={alert.id}>
            <span className="font-medium text-slate-900">{t(`hazards.${alert.hazard}`)}</span> ·{' '}
            {t(alert.isDrill ? 'card.drill' : 'card.real')} ·{' '}
            {t('open.acknowledged', { count: alert.acknowledged, total: alert.recipients })}
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
