import { AlertTriangle } from 'lucide-react';
import type { TRationAnswer } from '../../../../shared/contracts/optimisation';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { RationFormats } from './use-ration-formats';

type TConflict = Extract<TRationAnswer['result'], { status: 'infeasible' }>['conflicts'][number];

function numberOf(conflict: TConflict, key: string): number | null {
  const value = conflict[key];
  return typeof value === 'number' ? value : null;
}

/** "No ration possible": the constraints in conflict, each in plain words with its figures. */
export function RationConflicts({
  conflicts,
  lotName,
  formats,
}: {
  conflicts: TConflict[];
  lotName: (id: string) => string;
  formats: RationFormats;
}) {
  const { t } = useTranslation('optimisation');
  const figure = (conflict: TConflict, key: string) => {
    const value = numberOf(conflict, key);
    return value === null ? t('result.unknown') : formats.one(value);
  };
  const sentence = (conflict: TConflict): string => {
    switch (conflict.code) {
      case 'olr':
        return t('infeasible.olr', {
          olr: figure(conflict, 'olrMaxKgVsPerM3Day'),
          volume: figure(conflict, 'digesterVolumeM3'),
        });
      case 'retention':
        return t('infeasible.retention', {
          days: figure(conflict, 'hrtMinDays'),
          tonnes: figure(conflict, 'maxFreshTonnesPerDay'),
        });
      case 'mix-dry-matter-max':
        return t('infeasible.mix-dry-matter-max', {
          limit: figure(conflict, 'limitPct'),
          lowest: figure(conflict, 'lowestStockPct'),
        });
      case 'mix-dry-matter-min':
        return t('infeasible.mix-dry-matter-min', {
          limit: figure(conflict, 'limitPct'),
          highest: figure(conflict, 'highestStockPct'),
        });
      case 'carbon-nitrogen-min':
        return t('infeasible.carbon-nitrogen-min', {
          limit: figure(conflict, 'limit'),
          highest: figure(conflict, 'highestStockRatio'),
        });
      case 'carbon-nitrogen-max':
        return t('infeasible.carbon-nitrogen-max', {
          limit: figure(conflict, 'limit'),
          lowest: figure(conflict, 'lowestStockRatio'),
        });
      case 'stock':
        return t('infeasible.stock', {
          name: lotName(String(conflict.feedstockId ?? '')),
          tonnes: figure(conflict, 'stockTonnes'),
          days: figure(conflict, 'horizonDays'),
        });
      case 'main-crop-budget':
        return t('infeasible.main-crop-budget', {
          cap: figure(conflict, 'capPercent'),
          share: figure(conflict, 'yearSharePct'),
          days: figure(conflict, 'daysLeftInYear'),
        });
      case 'methane-target':
        return t('infeasible.methane-target', {
          target: figure(conflict, 'targetNm3PerDay'),
          reachable: figure(conflict, 'reachableNm3PerDay'),
        });
      default:
        return t('infeasible.ration-not-empty');
    }
  };
  return (
    <Card className="space-y-3 border-amber-300 p-4 sm:p-6" role="alert">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <AlertTriangle className="h-5 w-5 text-amber-700" aria-hidden="true" />
        {t('infeasible.title')}
      </p>
      <p className="text-slate-800">{t('infeasible.lead')}</p>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {conflicts.map((conflict, index) => (
          <li key={`${conflict.code}-${String(index)}`}>{sentence(conflict)}</li>
        ))}
      </ul>
    </Card>
  );
}
