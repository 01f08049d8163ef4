import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface PeriodStepperProps {
  /** The period shown ("2026", "novembre 2026"), announced when it changes. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / next period buttons around the period's name (44 px targets, works on every phone). */
export function PeriodStepper({
  label,
  previousLabel,
  nextLabel,
  canGoBack,
  canGoForward,
  onPrevious,
  onNext,
}: PeriodStepperProps) {
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="secondary"
        size="icon"
        aria-label={previousLabel}
        title={previousLabel}
        disabled={!canGoBack}
        onClick={onPrevious}
      >
        <ChevronLeft className="h-5 w-5" aria-hidden="true" />
      </Button>
      <span
        aria-live="polite"
        className="inline-block min-w-24 px-1 text-center font-semibold text-slate-900 first-letter:uppercase"
      >
        {label}
      </span>
      <Button
        variant="secondary"
        size="icon"
        aria-label={nextLabel}
        title={nextLabel}
        disabled={!canGoForward}
        onClick={onNext}
      >
        <ChevronRight className="h-5 w-5" aria-hidden="true" />
      </Button>
    </div>
  );
}
