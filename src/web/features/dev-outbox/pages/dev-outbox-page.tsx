import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Inbox, LoaderCircle, MailWarning, RefreshCw } from 'lucide-react';
import {
  ZDevOutboxResponse,
  type TDevOutboxMail,
  type TDevOutboxMailStatus,
} from '../../../../shared/contracts/dev-outbox';
import { PageMeta } from '../../../components/layout/page-meta';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type TOutboxState =
  | { kind: 'loading' }
  | { kind: 'disabled' }
  | { kind: 'error' }
  | { kind: 'loaded'; mails: TDevOutboxMail[] };

const statusClasses: Record<TDevOutboxMailStatus, string> = {
  queued: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
  outbox: 'bg-sky-100 text-sky-900 ring-sky-300',
};

/** http(s) links in a mail body (reset links, invitations…). */
const linkPattern = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the link ("… : https://x/y."). */
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** The body as text with its links made clickable (React escapes the rest). */
function linkifyText(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index;
    const url = match[0].replace(trailingPunctuation, '');
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a
        key={`${start}-${url}`}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

async function fetchOutbox(language: string, signal: AbortSignal): Promise<TOutboxState> {
  const response = await fetch('/api/dev/outbox', {
    headers: { 'x-app-language': language, accept: 'application/json' },
    cache: 'no-store',
    signal,
  });
  if (response.status === 404) return { kind: 'disabled' };
  if (!response.ok) return { kind: 'error' };
  const parsed = ZDevOutboxResponse.safeParse(await response.json());
  return parsed.success ? { kind: 'loaded', mails: parsed.data.mails } : { kind: 'error' };
}

function OutboxMail({ mail, formatDate }: { mail: TDevOutboxMail; formatDate: (iso: string) => string }) {
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

/** Development only: the mails kept in the outbox while no SMTP server is configured. */
export default function DevOutboxPage() {
  const { t, i18n } = useTranslation('devOutbox');
  const [reloadCount, setReloadCount] = useState(0);
  const language = i18n.language;
  // The answer is kept with the request it answers: a newer request (reload, other language) shows loading.
  const requestKey = `${language}#${String(reloadCount)}`;
  const [answer, setAnswer] = useState<{ requestKey: string; state: TOutboxState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchOutbox(language, controller.signal).then(
      (state) => {
        setAnswer({ requestKey, state });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ requestKey, state: { kind: 'error' } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [language, requestKey]);

  const state: TOutboxState = answer?.requestKey === requestKey ? answer.state : { kind: 'loading' };
  const reload = useCallback(() => {
    setReloadCount((count) => count + 1);
  }, []);

  const formatDate = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'fr-FR', {
      dateStyle: 'medium',
      timeStyle: 'medium',
    });
    return (iso: string) => formatter.format(new Date(iso));
  }, [language]);

  const isLoading = state.kind === 'loading';

  return (
    <>
      <PageMeta page="devOutbox" namespace="pages" />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="max-w-3xl">
            <div className="flex items-center gap-3">
              <Inbox className="h-7 w-7 text-emerald-700" aria-hidden="true" />
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
            </div>
            <p className="mt-2 text-slate-700">{t('lead')}</p>
          </div>
          {state.kind !== 'disabled' && (
            <Button variant="secondary" onClick={reload} disabled={isLoading}>
              <RefreshCw className={cn('h-4 w-4', isLoading && 'animate-spin')} aria-hidden="true" />
              {t('refresh')}
            </Button>
          )}
        </header>

        <div className="mt-8" aria-busy={isLoading}>
          {state.kind === 'loading' && (
            <p role="status" className="flex items-center gap-2 text-slate-700">
              <LoaderCircle className="h-5 w-5 animate-spin text-emerald-700" aria-hidden="true" />
              {t('loading')}
            </p>
          )}

          {state.kind === 'disabled' && (
            <div
              role="status"
              className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
            >
              <MailWarning className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <p>{t('disabled')}</p>
            </div>
          )}

          {state.kind === 'error' && (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
            >
              <p>{t('error')}</p>
            </div>
          )}

          {state.kind === 'loaded' && state.mails.length === 0 && (
            <p
              role="status"
              className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700"
            >
              {t('empty')}
            </p>
          )}

          {state.kind === 'loaded' && state.mails.length > 0 && (
            <>
              <p role="status" className="text-sm text-slate-700">
                {t('count', { count: state.mails.length })}
              </p>
              <ol aria-label={t('listLabel')} className="mt-4 space-y-4">
                {state.mails.map((mail) => (
                  <OutboxMail key={mail.id} mail={mail} formatDate={formatDate} />
                ))}
              </ol>
            </>
          )}
        </div>
      </div>
    </>
  );
}
