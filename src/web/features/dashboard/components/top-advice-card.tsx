import { Lightbulb } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DashboardCard } from './dashboard-card';

/** The advisory's most urgent active advice (issue 18), named by its rule, and how many are active. */
export function TopAdviceCard({ advice }: { advice: TDashboard['advice'] }) {
  const { t } = useTranslation('dashboard');
  const { top, activeCount } = advice;
  return (
    <DashboardCard
      icon={<Lightbulb className="h-5 w-5" aria-hidden="true" />}
      title={t('advice.title')}
      summary={top ? t(`advice.rule.${top.rule}`) : t('advice.none')}
      isAlert={top?.severity === 'act'}
      to="/dashboard/advisory"
      linkLabel={t('advice.link')}
    >
      {top && (
        <p className="text-sm text-slate-700">
          {t(`advice.severity.${top.severity}`)} · {t('advice.count', { count: activeCount })}
        </p>
      )}
    </DashboardCard>
  );
}
