import { Lightbulb } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import type { TAdvice } from '../../../../shared/domain/advisory/advisory-rules';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { adviceTitle } from '../../../../shared/domain/advisory/advice-title';
import { DashboardCard } from './dashboard-card';
import { useDashboardFormats } from './use-dashboard-formats';

/**
 * The advisory's most urgent active advice (issue 18), titled as the advisory page titles it, and how many are
 * active. Only the titles' namespace loads with it, not the advisory page's texts.
 */
export function TopAdviceCard({ advice }: { advice: TDashboard['advice'] }) {
  const { t } = useTranslation(['dashboard', 'adviceTitles']);
  const format = useDashboardFormats();
  // The evidence travels as the rules typed it (the contract carries it as a record).
  const top = advice.top as unknown as TAdvice | null;
  return (
    <DashboardCard
      icon={<Lightbulb className="h-5 w-5" aria-hidden="true" />}
      title={t('dashboard:advice.title')}
      summary={top ? adviceTitle(top, t, format.date) : t('dashboard:advice.none')}
      isAlert={top?.severity === 'act'}
      to="/dashboard/advisory"
      linkLabel={t('dashboard:advice.link')}
    >
      {top && (
        <p className="text-sm text-slate-700">
          {t(`dashboard:advice.severity.${top.severity}`)} ·{' '}
          {t('dashboard:advice.count', { count: advice.activeCount })}
        </p>
      )}
    </DashboardCard>
  );
}
