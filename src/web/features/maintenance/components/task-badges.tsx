import { useTranslation } from '../../../lib/i18n/use-translation';
import { ShieldCheck } from 'lucide-react';
import type {
  TMaintenanceDueState,
  TMaintenancePriority,
} from '../../../../shared/domain/maintenance-schedule';
import { cn } from '../../../lib/cn';
import { badgeBaseClasses, dueBadgeClasses, priorityBadgeClasses } from '../lib/maintenance-styles';

export function PriorityBadge({ priority }: { priority: TMaintenancePriority }) {
  const { t } = useTranslation('maintenance');
  return (
    <span data-priority={priority} className={cn(badgeBaseClasses, priorityBadgeClasses[priority])}>
      <span className="sr-only">{t('fields.priority')} : </span>
      {t(`values.priority.${priority}`)}
    </span>
  );
}

export function DueStateBadge({ dueState }: { dueState: TMaintenanceDueState }) {
  const { t } = useTranslation('maintenance');
  return (
    <span className={cn(badgeBaseClasses, dueBadgeClasses[dueState])}>
      {t(`values.dueState.${dueState}`)}
    </span>
  );
}

/** Part of the written preventive maintenance programme (arrêté du 17/06/2021). */
export function RegulatoryBadge() {
  const { t } = useTranslation('maintenance');
  return (
    <span className={cn(badgeBaseClasses, 'bg-violet-50 text-violet-900 ring-violet-200')}>
      <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {t('fields.isRegulatory')}
    </span>
  );
}
