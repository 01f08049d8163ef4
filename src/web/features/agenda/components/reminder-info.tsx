import { useTranslation } from '../../../lib/i18n/use-translation';
import { Bell } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { dateLocale } from '../../../lib/date-locale';

/** The bell and when it rings, in the browser's time zone ("Rappel le 5 mai, 08:00"). */
export function ReminderInfo({ at, className }: { at: string; className?: string }) {
  const { t, i18n } = useTranslation('agenda');
  const when = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-slate-700', className)}>
      <Bell className="h-3.5 w-3.5 shrink-0 text-emerald-700" aria-hidden="true" />
      {t('reminderSet', { date: when })}
    </span>
  );
}
