import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ALERT_TOAST_DURATION_MS } from '../../../../shared/domain/alerts/alert-vocabulary';
import { Button } from '../../../components/ui/button';
import { CloseButton } from '../../../components/ui/close-button';
import { cn } from '../../../lib/cn';
import { formatBadgeCount } from '../../../lib/format-badge-count';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { toast } from '../../../lib/toast';
import { activeAlertsQuery, useAcknowledgeAll } from '../api/alerts-api';
import { alertSentence, formatAlertTime, severityClasses } from './alert-format';

/**
 * The admin's floating alert panel (spec §2, §4, §8), shown only to an admin: a small badge in the shell's tool
 * dock (never over the page) while alerts are open, which opens the list with "Acquitter tout" and "Voir
 * détails". A toast tells when the count of unacknowledged alerts grows, as long as the severity says (low 5 s,
 * medium 8 s, high 12 s, critical until dismissed).
 */
export default function AdminAlertPanel() {
  const { t, i18n } = useTranslation('alerts');
  const language = i18n.language;
  const active = useQuery(activeAlertsQuery).data;
  const acknowledgeAll = useAcknowledgeAll();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const previousCount = useRef<number | null>(null);

  const unacknowledged = active?.unacknowledgedCount ?? 0;
  useEffect(() => {
    if (!active) return;
    const previous = previousCount.current;
    previousCount.current = active.unacknowledgedCount;
    if (previous === null || active.unacknowledgedCount <= previous) return;
    const newest = active.alerts.find((alert) => !alert.acknowledged);
    if (!newest) return;
    const duration = ALERT_TOAST_DURATION_MS[newest.severity];
    void toast.warning(t('panel.toastTitle', { count: active.unacknowledgedCount }), {
      description: alertSentence(newest, t, language),
      duration: duration ?? Number.POSITIVE_INFINITY,
      closeButton: duration === null,
    });
  }, [active, t, language]);

  if (!active || active.alerts.length === 0) return null;

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setIsOpen((open) => !open);
        }}
        className={cn(
          'relative inline-flex h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold shadow-sm',
          unacknowledged > 0 ? 'bg-red-700 text-white' : 'border border-slate-300 bg-white text-slate-800',
        )}
      >
        <BellRing aria-hidden="true" className="h-5 w-5" />
        <span>{formatBadgeCount(active.alerts.length)}</span>
        <span className="sr-only">{t('panel.open', { count: active.alerts.length })}</span>
      </button>
      {isOpen && (
        <section
          id={panelId}
          aria-labelledby={titleId}
          className={cn(
            'fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 max-h-[60dvh] overflow-y-auto',
            'rounded-lg border border-slate-200 bg-white p-4 shadow-lg',
            'md:inset-x-auto md:right-20 md:bottom-auto md:top-1/2 md:w-96 md:-translate-y-1/2',
          )}
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} className="text-base font-semibold">
              {t('panel.title', { count: unacknowledged })}
            </h2>
            <CloseButton
              label={t('panel.close')}
              onClick={() => {
                setIsOpen(false);
              }}
            />
          </div>
          <ul className="mt-3 space-y-2">
            {active.alerts.slice(0, 5).map((alert) => (
              <li key={alert.id} className="rounded-md border border-slate-200 p-2 text-sm">
                <span
                  className={cn(
                    'mr-2 rounded px-1.5 py-0.5 text-xs font-medium',
                    severityClasses[alert.severity],
                  )}
                >
                  {t(`severities.${alert.severity}`)}
                </span>
                {alert.acknowledged && (
                  <span className="text-xs text-slate-600">{t('panel.acknowledged')}</span>
                )}
                <p className="mt-1">{alertSentence(alert, t, language)}</p>
                <p className="text-xs text-slate-600">{formatAlertTime(alert.triggeredAt, language)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={unacknowledged === 0 || acknowledgeAll.isPending}
              onClick={() => {
                acknowledgeAll.mutate(undefined, {
                  onSuccess: (result) => {
                    if (!result.ok) void toast.error(result.message);
                  },
                });
              }}
            >
              {t('panel.acknowledgeAll')}
            </Button>
            <Link
              to="/dashboard/monitoring"
              className="inline-flex h-8 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-900 hover:bg-slate-50"
              onClick={() => {
                setIsOpen(false);
              }}
            >
              {t('panel.details')}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
