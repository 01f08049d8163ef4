import { Printer } from 'lucide-react';
import type { TEmergencyOverview } from '../../../../shared/contracts/emergency';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ProcedureCard } from './procedure-card';

export interface ProceduresSectionProps {
  overview: TEmergencyOverview;
  isOnline: boolean;
  onSaved: (overview: TEmergencyOverview) => void;
}

/** Every hazard's procedure, with their sources; "Imprimer" prints the numbers and the procedures only. */
export function ProceduresSection({ overview, isOnline, onSaved }: ProceduresSectionProps) {
  const { t } = useTranslation('emergency');
  return (
    <section aria-labelledby="emergency-procedures" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="emergency-procedures" className="text-lg font-semibold text-slate-900">
          {t('procedures.title')}
        </h2>
        <Button
          variant="secondary"
          className="print:hidden"
          onClick={() => {
            window.print();
          }}
        >
          <Printer className="h-4 w-4" aria-hidden="true" />
          {t('procedures.print')}
        </Button>
      </div>
      <div className="grid gap-3 lg:grid-cols-2 print:block print:space-y-3">
        {overview.procedures.map((procedure) => (
          <ProcedureCard key={procedure.hazard} procedure={procedure} isOnline={isOnline} onSaved={onSaved} />
        ))}
      </div>
      <p className="text-xs text-slate-600">{t('procedures.sources')}</p>
    </section>
  );
}
