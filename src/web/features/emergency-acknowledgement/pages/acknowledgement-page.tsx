import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TAcknowledgementView } from '../../../../shared/contracts/emergency';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { apiRequest } from '../../../lib/api-client';
import { dateLocale } from '../../../lib/date-locale';
import { useTranslation } from '../../../lib/i18n/use-translation';

type State =
  | { kind: 'loading' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; view: TAcknowledgementView; isSending: boolean }
  | { kind: 'done'; view: TAcknowledgementView; wasAlreadyDone: boolean };

/** The token of the link, from the address's fragment (never sent to the server with the page request). */
const tokenOfLocation = () => window.location.hash.replace(/^#/, '');

/** A mail's token: 32 random bytes in base64url. Anything else is not asked to the server. */
const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * /alerte/accuse-reception#<token>, the page an alert mail's link opens (issue 21): a team member without an
 * account sees the alert (a drill says so) and confirms they received it; the link then no longer works.
 */
export default function AcknowledgementPage() {
  const { t, i18n } = useTranslation('emergency');
  const [token] = useState(tokenOfLocation);
  const [state, setState] = useState<State>(() =>
    isTokenShaped(token) ? { kind: 'loading' } : { kind: 'refused', message: t('ack.linkInvalid') },
  );
  const when = (iso: string) =>
    new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );

  useEffect(() => {
    if (!isTokenShaped(token)) return undefined;
    let isCurrent = true;
    void apiRequest<TAcknowledgementView>('/api/emergency-acknowledgements/lookup', {
      method: 'POST',
      body: { token },
    }).then((result) => {
      if (!isCurrent) return;
      if (!result.ok) setState({ kind: 'refused', message: result.message });
      else if (result.data.acknowledgedAt)
        setState({ kind: 'done', view: result.data, wasAlreadyDone: true });
      else setState({ kind: 'ready', view: result.data, isSending: false });
    });
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const confirm = async (view: TAcknowledgementView) => {
    setState({ kind: 'ready', view, isSending: true });
    const result = await apiRequest<TAcknowledgementView>('/api/emergency-acknowledgements', {
      method: 'POST',
      body: { token },
    });
    if (!result.ok) setState({ kind: 'refused', message: result.message });
    else setState({ kind: 'done', view: result.data, wasAlreadyDone: false });
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 sm:py-12">
      {/* A page reached only from a mail: never indexed. */}
      <title>{`${t('ack.title')} | MethaPilot`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('ack.title')}</h1>
      <Card className="space-y-4" aria-live="polite">
        {state.kind === 'loading' && <p className="text-slate-700">{t('ack.loading')}</p>}
        {state.kind === 'refused' && (
          <p className="flex items-start gap-2 text-red-800" role="alert">
            <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            {state.message}
          </p>
        )}
        {(state.kind === 'ready' || state.kind === 'done') && (
          <>
            <p className="text-slate-800">{t('ack.intro', { name: state.view.memberName })}</p>
            <p className="rounded-md border-2 border-red-700 bg-red-50 p-3">
              <span className="block font-bold text-red-900">
                {t(state.view.isDrill ? 'mail.drillLine' : 'mail.realLine')}
              </span>
              <span className="block text-lg font-semibold text-slate-900">
                {t(`hazards.${state.view.hazard}`)}
              </span>
              <span className="block text-sm text-slate-700">
                {t('mail.raisedBy', { name: state.view.raisedBy, date: when(state.view.raisedAt) })}
              </span>
              {state.view.message && (
                <span className="mt-1 block whitespace-pre-line">{state.view.message}</span>
              )}
            </p>
          </>
        )}
        {state.kind === 'ready' && (
          <Button
            size="lg"
            className="w-full"
            disabled={state.isSending}
            onClick={() => void confirm(state.view)}
          >
            {t('ack.confirm')}
          </Button>
        )}
        {state.kind === 'done' && state.view.acknowledgedAt && (
          <p className="flex items-start gap-2 font-medium text-emerald-800" role="status">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            {t(state.wasAlreadyDone ? 'ack.alreadyDone' : 'ack.done', {
              date: when(state.view.acknowledgedAt),
            })}
          </p>
        )}
        <p className="text-sm text-slate-600">{t('mail.numbers')}</p>
      </Card>
    </div>
  );
}
