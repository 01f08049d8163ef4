import type { TAlertTrigger } from '../../../../shared/contracts/alerts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { useAcknowledgeTrigger, useResolveTrigger } from '../api/alerts-api';
import { alertSentence, cleanupSentence, formatAlertTime, severityClasses } from './alert-format';

/** The kept triggers (at most 100), newest first, each with its state and Acquitter / Résoudre. */
export function AlertTriggerList({ triggers }: { triggers: readonly TAlertTrigger[] }) {
  const { t, i18n } = useTranslation('alerts');
  const language = i18n.language;
  const acknowledge = useAcknowledgeTrigger();
  const resolve = useResolveTrigger();
  const onResult = (result: { ok: boolean; message?: string }) => {
    if (!result.ok) void toast.error(result.message ?? t('page.actionFailed'));
  };
  if (triggers.length === 0) return <p className="text-slate-700">{t('page.noTriggers')}</p>;
  return (
    <ul className="space-y-2">
      {triggers.map((trigger) => {
        const cleanup = cleanupSentence(trigger, t);
        return (
          <li key={trigger.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span
                className={cn('rounded px-1.5 py-0.5 text-xs font-medium', severityClasses[trigger.severity])}
              >
                {t(`severities.${trigger.severity}`)}
              </span>
              <span className="text-xs text-slate-600">{formatAlertTime(trigger.triggeredAt, language)}</span>
              <span className="text-xs font-medium text-slate-700">
                {trigger.resolved
                  ? t('page.triggerResolved')
                  : trigger.acknowledged
                    ? t('page.triggerAcknowledged')
                    : t('page.triggerOpen')}
              </span>
            </div>
            <p className="mt-1">{alertSentence(trigger, t, language)}</p>
            {cleanup && <p className="mt-1 text-slate-700">{cleanup}</p>}
            {!trigger.resolved && (
              <div className="mt-2 flex gap-2">
                {!trigger.acknowledged && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={acknowledge.isPending}
                    onClick={() => {
                      acknowledge.mutate(trigger.id, { onSuccess: onResult });
                    }}
                  >
                    {t('page.acknowledge')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={resolve.isPending}
                  onClick={() => {
                    resolve.mutate(trigger.id, { onSuccess: onResult });
                  }}
                >
                  {t('page.resolve')}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
