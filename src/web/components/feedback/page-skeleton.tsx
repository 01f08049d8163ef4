import { useTranslation } from '../../lib/i18n/use-translation';

/** A grey outline of a page while its chunk or data loads. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-5xl animate-pulse space-y-4 p-6">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-8 w-1/3 rounded bg-slate-200" />
      <div className="h-4 w-2/3 rounded bg-slate-200" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="h-32 rounded-lg bg-slate-200" />
        <div className="h-32 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
