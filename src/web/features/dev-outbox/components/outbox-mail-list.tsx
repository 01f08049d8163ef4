import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TDevOutboxMail } from '../../../../shared/contracts/dev-outbox';
import { OutboxMail } from './outbox-mail';

interface OutboxMailListProps {
  mails: TDevOutboxMail[];
  formatDate: (iso: string) => string;
}

/** The count of mails, announced, then the mails newest first as the server orders them. */
export function OutboxMailList({ mails, formatDate }: OutboxMailListProps) {
  const { t } = useTranslation('devOutbox');
  return (
    <>
      <p role="status" className="text-sm text-slate-700">
        {t('count', { count: mails.length })}
      </p>
      <ol aria-label={t('listLabel')} className="mt-4 space-y-4">
        {mails.map((mail) => (
          <OutboxMail key={mail.id} mail={mail} formatDate={formatDate} />
        ))}
      </ol>
    </>
  );
}
