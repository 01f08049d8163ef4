import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TDevOutboxMail, TDevOutboxMailStatus } from '../../../../shared/contracts/dev-outbox';
import { cn } from '../../../lib/cn';
import { linkifyText } from './linkify-text';

const statusClasses: Record<TDevOutboxMailStatus, string> = {
  queued: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
  outbox: 'bg-sky-100 text-sky-900 ring-sky-300',
};

interface OutboxMailProps {
  mail: TDevOutboxMail;
  formatDate: (iso: string) => string;
}

/** One mail of the outbox as a list item: subject, status, recipient, date and the body with live links. */
export function OutboxMail({ mail, formatDate }: OutboxMailProps) {
  const { t } = useTranslation('devOutbox');
  const titleId = `mail-${mail.id}-subject`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <header className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
            {mail.subject}
          </h2>
          <span
            className={cn(
              'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
              statusClasses[mail.status],
            )}
          >
            <span className="sr-only">{t('fields.statusLabel')} </span>
            {t(`status.${mail.status}`)}
          </span>
        </header>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-900">{t('fields.to')}</dt>
          <dd className="break-all">{mail.to}</dd>
          <dt className="font-medium text-slate-900">{t('fields.date')}</dt>
          <dd>
            <time dateTime={mail.createdAt}>{formatDate(mail.createdAt)}</time>
          </dd>
        </dl>
        <pre
          aria-label={t('fields.body')}
          className="mt-4 max-h-96 overflow-auto rounded-md bg-slate-50 p-4 font-mono text-sm whitespace-pre-wrap break-words text-slate-800"
        >
          {linkifyText(mail.text)}
        </pre>
      </article>
    </li>
  );
}
