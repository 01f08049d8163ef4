import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CircleHelp } from 'lucide-react';
import {
  starterPlanTextKeys,
  type MaintenanceStarterPlanEntry,
} from '../../../../shared/domain/maintenance-starter-plan';
import { cn } from '../../../lib/cn';
import { badgeBaseClasses } from '../lib/maintenance-styles';
import { PriorityBadge, RegulatoryBadge } from './task-badges';
import { useFrequencyLabel } from './use-frequency-label';

/**
 * One task of the starter plan as offered: what, how often, why (its source), what to check, and `children`
 * (the day it was last done, for a dated task).
 */
export function StarterPlanEntry({
  entry,
  children,
}: {
  entry: MaintenanceStarterPlanEntry;
  children?: ReactNode;
}) {
  const { t } = useTranslation('maintenance');
  const frequencyLabel = useFrequencyLabel();
  const keys = starterPlanTextKeys(entry);
  return (
    <li className="space-y-2 rounded-md border border-slate-200 bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(keys.equipment)}</p>
          <p className="font-medium break-words text-slate-900">{t(keys.task)}</p>
        </div>
        <PriorityBadge priority={entry.priority} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-medium">{frequencyLabel(entry.frequency, entry.intervalHours)}</span>
        {entry.isRegulatory && <RegulatoryBadge />}
        {entry.needsCheck && (
          <span className={cn(badgeBaseClasses, 'bg-amber-50 text-amber-900 ring-amber-300')}>
            <CircleHelp className="h-3.5 w-3.5" aria-hidden="true" />
            {t('starterPlanOffer.needsCheck')}
          </span>
        )}
      </div>
      {keys.note !== null && <p className="text-sm text-slate-700">{t(keys.note)}</p>}
      <p className="text-xs text-slate-600">
        {entry.sourceKey === null
          ? t('starterPlanOffer.noSource')
          : t('starterPlanOffer.source', { source: t(`starterPlan.sources.${entry.sourceKey}`) })}
      </p>
      {children}
    </li>
  );
}
