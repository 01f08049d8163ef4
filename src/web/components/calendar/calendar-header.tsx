import { useTranslation } from '../../lib/i18n/use-translation';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';

export interface CalendarHeaderProps {
  /** "Mai 2026", "Semaine 19". */
  title: string;
  subtitle?: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** Back to the period of today; no button without it. */
  onToday?: () => void;
}

/** The period shown and the buttons that move it (44 px targets). */
export function CalendarHeader({
  title,
  subtitle,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  onToday,
}: CalendarHeaderProps) {
  const { t } = useTranslation('calendar');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </h2>
        {subtitle && <p className="text-sm text-slate-700">{subtitle}</p>}
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          className="h-11 w-11 px-0!"
          onClick={onPrevious}
          aria-label={previousLabel}
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        {onToday && (
          <Button variant="secondary" className="h-11" onClick={onToday}>
            {t('today')}
          </Button>
        )}
        <Button variant="secondary" className="h-11 w-11 px-0!" onClick={onNext} aria-label={nextLabel}>
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
