import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../ui/button';
import { PageSkeleton } from './page-skeleton';

/**
 * Spec §2: a render failure shows a skeleton loader. The page's outline stays in place with a short message
 * and a retry that reloads the page (a fresh chunk, fresh data).
 */
export function RouteErrorFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="relative">
      <PageSkeleton />
      <div role="alert" className="mx-auto max-w-5xl px-6 pb-6">
        <p className="mb-3 text-sm text-slate-700">{t('renderError')}</p>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    </div>
  );
}
