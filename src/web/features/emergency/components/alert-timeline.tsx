import type { TEmergencyEvent } from '../../../../shared/contracts/emergency';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatAlertInstant } from '../lib/emergency-format';

/** What happened to an alert, in order: raised, mails, reminders, acknowledgements, end of reminders, resolved. */
export function AlertTimeline({ events }: { events: readonly TEmergencyEvent[] }) {
  const { t, i18n } = useTranslation('emergency');
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">{t('timeline.title')}</summary>
      <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-slate-700">
            <time dateTime={event.at} className="mr-2 tabular-nums text-slate-500">
              {formatAlertInstant(event.at, i18n.language)}
            </time>
            {t(`timeline.${event.kind}`, { actor: event.actor ?? '', count: event.count ?? 0 })}
          </li>
        ))}
      </ol>
    </details>
  );
}
