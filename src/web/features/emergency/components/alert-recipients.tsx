import { CheckCircle2, Clock, PhoneCall } from 'lucide-react';
import type { TEmergencyRecipient } from '../../../../shared/contracts/emergency';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatAlertInstant } from '../lib/emergency-format';

export interface AlertRecipientsProps {
  recipients: readonly TEmergencyRecipient[];
  /** Notes a member's acknowledgement received another way; absent once the alert is resolved or offline. */
  onAcknowledge?: (recipientId: string) => void;
  busyRecipientId?: string | null;
}

/** Each member told: acknowledged with its time, waiting (with the mails sent), or to call (no address). */
export function AlertRecipients({ recipients, onAcknowledge, busyRecipientId }: AlertRecipientsProps) {
  const { t, i18n } = useTranslation('emergency');
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {recipients.map((recipient) => (
        <li key={recipient.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <span className="font-medium text-slate-900">{recipient.name}</span>
          {recipient.acknowledgedAt ? (
            <span className="flex items-center gap-1 text-emerald-800">
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              {t(recipient.acknowledgedVia === 'operator' ? 'open.ackedByPhone' : 'open.ackedAt', {
                date: formatAlertInstant(recipient.acknowledgedAt, i18n.language),
              })}
            </span>
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              <span className="flex items-center gap-1 text-amber-900">
                {recipient.email ? (
                  <Clock className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <PhoneCall className="h-4 w-4" aria-hidden="true" />
                )}
                {recipient.email
                  ? `${t('open.waiting')} · ${t('open.sends', { count: recipient.sends })}`
                  : t('open.noEmail')}
              </span>
              {onAcknowledge && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busyRecipientId === recipient.id}
                  onClick={() => {
                    onAcknowledge(recipient.id);
                  }}
                >
                  {t('open.markAcknowledged')}
                </Button>
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
