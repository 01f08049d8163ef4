import type { TEmergencyAlert } from '../../../../shared/contracts/emergency';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatAlertInstant } from '../lib/emergency-format';
import { AlertRecipients } from './alert-recipients';
import { AlertTimeline } from './alert-timeline';

/** The last resolved alerts (drills included, marked), each with who acknowledged and its timeline. */
export function AlertHistory({ alerts }: { alerts: readonly TEmergencyAlert[] }) {
  const { t, i18n } = useTranslation('emergency');
  if (alerts.length === 0) return <p className="text-sm text-slate-600">{t('history.none')}</p>;
  return (
    <ul className="space-y-3">
      {alerts.map((alert) => (
        <li key={alert.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
          <p className="flex flex-wrap items-center gap-2">
            {alert.isDrill && (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                {t('open.drillBadge')}
              </span>
            )}
            <span className="font-semibold text-slate-900">{t(`hazards.${alert.hazard}`)}</span>
            <span className="text-sm text-slate-600">
              {formatAlertInstant(alert.raisedAt, i18n.language)}
            </span>
          </p>
          {alert.resolvedAt && (
            <p className="text-sm text-slate-700">
              {t('history.resolvedAt', {
                date: formatAlertInstant(alert.resolvedAt, i18n.language),
                name: alert.resolvedBy ?? '',
              })}
              {alert.resolutionNote ? ` — ${alert.resolutionNote}` : ''}
            </p>
          )}
          <details className="text-sm">
            <summary className="cursor-pointer text-slate-800">
              {t('open.acknowledged', {
                count: alert.recipients.filter((recipient) => recipient.acknowledgedAt).length,
                total: alert.recipients.length,
              })}
            </summary>
            <div className="mt-2">
              <AlertRecipients recipients={alert.recipients} />
            </div>
          </details>
          <AlertTimeline events={alert.timeline} />
        </li>
      ))}
    </ul>
  );
}
