import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TAgendaPriority } from '../../../../shared/domain/agenda-tasks';
import { cn } from '../../../lib/cn';
import { priorityBadgeClasses } from '../lib/priority-styles';

/** "Critique" red, "Importante" amber, "Normale" grey. */
export function PriorityBadge({ priority, className }: { priority: TAgendaPriority; className?: string }) {
  const { t } = useTranslation('agenda');
  return (
    <span
      data-priority={priority}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        priorityBadgeClasses[priority],
        className,
      )}
    >
      {t(`values.priority.${priority}`)}
    </span>
  );
}
