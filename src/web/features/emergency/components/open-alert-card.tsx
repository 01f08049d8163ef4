import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TEmergencyAlert } from '../../../../shared/contracts/emergency';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextareaField } from '../../../components/ui/textarea-field';
import { cn } from '../../../lib/cn';
import { announceDailyTaskEvent } from '../../../lib/daily-task-events';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notificationCountersQueryKey } from '../../../lib/notifications/notification-query-keys';
import { toast } from '../../../lib/toast';
import { acknowledgeForMember, emergencyAlertsQueryKey, resolveEmergencyAlert } from '../api/emergency-api';
import { formatAlertInstant } from '../lib/emergency-format';
import { AlertRecipients } from './alert-recipients';
import { AlertTimeline } from './alert-timeline';

/** An open alert: what and who, each member's acknowledgement, the timeline, and its resolution. */
export function OpenAlertCard({ alert, isOnline }: { alert: TEmergencyAlert; isOnline: boolean }) {
  const { t, i18n } = useTranslation(['emergency', 'records']);
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [isResolving, setIsResolving] = useState(false);
  const [busyRecipientId, setBusyRecipientId] = useState<string | null>(null);

  const readAgain = async () => {
    await queryClient.invalidateQueries({ queryKey: emergencyAlertsQueryKey });
    await queryClient.invalidateQueries({ queryKey: notificationCountersQueryKey });
  };

  const acknowledge = async (recipientId: string) => {
    setBusyRecipientId(recipientId);
    const result = await acknowledgeForMember(alert.id, recipientId);
    setBusyRecipientId(null);
    if (!result.ok) void toast.error(result.message);
    await readAgain();
  };

  const resolve = async () => {
    setIsResolving(true);
    const result = await resolveEmergencyAlert(alert.id, note);
    setIsResolving(false);
    if (!result.ok) {
      void toast.error(result.message);
      return;
    }
    void toast.success(t('open.resolved'));
    announceDailyTaskEvent('methapilot:alerts-resolved');
    await readAgain();
  };

  const acknowledged = alert.recipients.filter((recipient) => recipient.acknowledgedAt).length;
  return (
    <Card
      className={cn('space-y-3 border-2 p-4 sm:p-6', alert.isDrill ? 'border-amber-500' : 'border-red-700')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded px-2 py-0.5 text-xs font-bold tracking-wide',
            alert.isDrill ? 'bg-amber-100 text-amber-900' : 'bg-red-700 text-white',
          )}
        >
          {t(alert.isDrill ? 'open.drillBadge' : 'open.realBadge')}
        </span>
        <h3 className="text-lg font-semibold text-slate-900">{t(`hazards.${alert.hazard}`)}</h3>
      </div>
      <p className="text-sm text-slate-700">
        {t('open.raisedBy', {
          name: alert.raisedBy,
          date: formatAlertInstant(alert.raisedAt, i18n.language),
        })}
      </p>
      {alert.message && <p className="whitespace-pre-line text-slate-900">{alert.message}</p>}
      <p className="font-medium text-slate-900" aria-live="polite">
        {t('open.acknowledged', { count: acknowledged, total: alert.recipients.length })}
      </p>
      {alert.escalationEndedAt && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{t('open.escalationEnded')}</p>
      )}
      <AlertRecipients
        recipients={alert.recipients}
        busyRecipientId={busyRecipientId}
        {...(isOnline ? { onAcknowledge: (id: string) => void acknowledge(id) } : {})}
      />
      <AlertTimeline events={alert.timeline} />
      <div className="space-y-2 border-t border-slate-100 pt-3 print:hidden">
        <TextareaField
          id={noteId}
          name="note"
          label={t('open.resolveNote')}
          optionalText={t('records:form.optional')}
          value={note}
          rows={2}
          maxLength={1000}
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
        <Button variant="primary" disabled={!isOnline || isResolving} onClick={() => void resolve()}>
          {t('open.resolve')}
        </Button>
      </div>
    </Card>
  );
}
