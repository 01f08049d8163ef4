import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { ArrowLeft, Construction } from 'lucide-react';
import { useDashboardPage } from '../../../lib/use-dashboard-page';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/**
 * The page of a dashboard section whose feature has not arrived yet: its real title, what it will do, and an
 * honest "coming soon" (no sample data).
 */
export default function UpcomingFeaturePage() {
  const { t } = useTranslation(['pages', 'shell']);
  const pageKey = useDashboardPage()?.pageKey ?? 'dashboard';

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {t(`pages:${pageKey}.title`)}
      </h1>
      <Card className="flex flex-col items-start gap-4">
        <Construction className="h-8 w-8 text-emerald-700" aria-hidden="true" />
        <p className="text-lg font-medium text-slate-900">{t('shell:upcoming.notice')}</p>
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">{t('shell:upcoming.willDo')}</p>
          <p className="text-slate-700">{t(`pages:${pageKey}.description`)}.</p>
        </div>
        {pageKey !== 'dashboard' && (
          <Link to="/dashboard" className={buttonClasses('secondary', 'md')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('shell:upcoming.back')}
          </Link>
        )}
      </Card>
    </div>
  );
}
