import type { TGhgPeriodResult, TGhgReport } from '../../../../shared/contracts/ghg';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatMonth, formatSavings, formatTonnes } from '../lib/ghg-format';

function MonthVerdict({ result }: { result: TGhgPeriodResult }) {
  const { t } = useTranslation('ghg');
  const declared = result[result.declaredBasis];
  if (declared === null || declared.meetsThreshold === null) {
    return <span className="text-slate-500">{t('months.notApplicable')}</span>;
  }
  return declared.meetsThreshold ? (
    <span className="font-medium text-emerald-800">{t('months.met')}</span>
  ) : (
    <span className="font-medium text-red-800">{t('months.missed')}</span>
  );
}

/** Each month's savings (typical and default) against the threshold; a month without feed says so. */
export function GhgMonthTable({ report }: { report: TGhgReport }) {
  const { t, i18n } = useTranslation('ghg');
  const language = i18n.language;
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('months.title')}</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="ghg-months">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2 font-medium">
                {t('months.month')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('months.tonnes')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('months.typical')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('months.default')}
              </th>
              <th scope="col" className="py-2 pl-2 font-medium">
                {t('months.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.months.map(({ month, result }) => (
              <tr key={month} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-2 font-medium text-slate-900 capitalize">
                  {formatMonth(report.year, month, language)}
                </th>
                {result.typical === null || result.default === null ? (
                  <td colSpan={4} className="px-2 py-2 text-slate-600">
                    {t(result.status === 'no_energy' ? 'months.noEnergy' : 'months.noFeed')}
                  </td>
                ) : (
                  <>
                    <td className="px-2 py-2 text-right tabular-nums">
                      {formatTonnes(result.totalTonnes, language)}
                    </td>
                    <td className="px-2 py-2 text-right tabular-nums">
                      {formatSavings(result.typical.savings, language)}
                    </td>
                    <td className="px-2 py-2 text-right tabular-nums">
                      {formatSavings(result.default.savings, language)}
                    </td>
                    <td className="py-2 pl-2">
                      <MonthVerdict result={result} />
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
