import { Lightbulb } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import type { TAdvice } from '../../../../shared/domain/advisory/advisory-rules';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { adviceText } from '../../advisory/components/advice-text';
import { useAdvisoryFormats } from '../../advisory/components/use-advisory-formats';
import { DashboardCard } from './dashboard-card';

/**
 * The advisory's most urgent active advice (issue 18), titled as the advisory page titles it, and how many are
 * active (in the dashboard's below-the-fold chunk, with the advisory's texts).
 */
export function TopAdviceCard({ advice }: { advice: TDashboard['advice'] }) {
  const { t } = useTranslation('advisory');
  const formats = useAdvisoryFormats();
  // The evidence travels as the rules typed it (the contract carries it as a record).
  const top = advice.top as unknown as TAdvice | null;
  return (
    <DashboardCard
      icon={<Lightbulb className="h-5 w-5" aria-hidden="true" />}
      title={t('card.title')}
      summary={top ? adviceText(top, t, formats).title : t('card.none')}
      isAlert={top?.severity === 'act'}
      to="/dashboard/advisory"
      linkLabel={t('card.link')}
    >
      {top && (
        <p className="text-sm text-slate-700">
          {t(`severity.${top.severity}`)} · {t('card.count', { count: advice.activeCount })}
        </p>
      )}
    </DashboardCard>
  );
}
