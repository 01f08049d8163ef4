import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { MAX_ANALYSIS_YEAR, MIN_ANALYSIS_YEAR } from '../../../../../shared/contracts/raw-materials';
import { buttonClasses } from '../../../../components/ui/button';

export interface AnalysisYearNavProps {
  year: number;
  onYear: (year: number) => void;
}

/** The calendar year analysed (the lots delivered that year), with the year before and after a click away. */
export function AnalysisYearNav({ year, onYear }: AnalysisYearNavProps) {
  const { t } = useTranslation('rawMaterials');
  return (
    <nav aria-label={t('analysisPage.year.label')} className="flex items-center gap-2">
      <button
        type="button"
        className={buttonClasses('secondary', 'lg')}
        disabled={year <= MIN_ANALYSIS_YEAR}
        aria-label={t('analysisPage.year.previous', { year: year - 1 })}
        onClick={() => {
          onYear(year - 1);
        }}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </button>
      <p
        aria-live="polite"
        className="min-w-32 text-center text-lg font-semibold text-slate-900 tabular-nums"
      >
        {t('analysisPage.year.current', { year })}
      </p>
      <button
        type="button"
        className={buttonClasses('secondary', 'lg')}
        disabled={year >= MAX_ANALYSIS_YEAR}
        aria-label={t('analysisPage.year.next', { year: year + 1 })}
        onClick={() => {
          onYear(year + 1);
        }}
      >
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </button>
    </nav>
  );
}
