import { Flame, Wallet } from 'lucide-react';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DashboardCard } from './dashboard-card';
import { FeedCard } from './feed-card';
import { TopAdviceCard } from './top-advice-card';
import { dashboardListClass, useDashboardFormats } from './use-dashboard-formats';

/**
 * The dashboard's cards below the fold: today's feed, the month's balance, the expected methane of the lots and the
 * advisory's top advice. Their own chunk, loaded when they scroll into view (dashboard-cards.tsx).
 */
export default function BelowFoldCards({ data }: { data: TDashboard }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormats();
  const { monthBalance, expectedMethane } = data;

  return (
    <>
      <FeedCard feed={data.feed} />

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
      <TopAdviceCard advice={data.advice} />
    </>
  );
}
