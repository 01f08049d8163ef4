import type { TExplainResponse } from '../../../../shared/contracts/query-optimization';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';

export type TExplainState =
  | { kind: 'idle' }
  | { kind: 'loading'; query: string }
  | { kind: 'failed'; query: string; message: string }
  | { kind: 'done'; query: string; result: TExplainResponse };

/** The plan of the chosen statement (planned only, never run), or why there is none. */
export function ExplainPanel({ state }: { state: TExplainState }) {
  const { t } = useTranslation('queryOptimization');
  if (state.kind === 'idle') return null;
  return (
    <Card className="space-y-3 p-4 sm:p-6" aria-live="polite">
      <h2 className="text-lg font-semibold text-slate-900">{t('explain.title')}</h2>
      <code className="block text-xs break-all text-slate-700">{state.query}</code>
      {state.kind === 'loading' && <p className="text-sm text-slate-700">{t('explain.loading')}</p>}
      {state.kind === 'failed' && <p className="text-sm text-red-800">{state.message}</p>}
      {state.kind === 'done' && (
        <>
          <p className="text-sm text-slate-700">
            {state.result.isGenericPlan ? t('explain.generic') : t('explain.plain')}
          </p>
          <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs text-slate-800">
            {state.result.plan.join('\n')}
          </pre>
        </>
      )}
    </Card>
  );
}
