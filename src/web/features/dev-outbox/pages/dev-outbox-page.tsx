import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Inbox, LoaderCircle, MailWarning, RefreshCw } from 'lucide-react';
import { PageMeta } from '../../../components/layout/page-meta';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { getDevOutbox, type TDevOutboxResult } from '../api/get-dev-outbox';
import { OutboxMailList } from '../components/outbox-mail-list';

type TOutboxState = { kind: 'loading' } | TDevOutboxResult;

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
    getDevOutbox(language, controller.signal).then(
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
            <OutboxMailList mails={state.mails} formatDate={formatDate} />
          )}
        </div>
      </div>
    </>
  );
}
