import { Link } from '../../../lib/router/link';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArrowLeft } from 'lucide-react';
import { PageMeta } from '../../../components/layout/page-meta';
import { buttonClasses } from '../../../components/ui/button';

export default function NotFoundPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageMeta page="notFound" />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
        <p className="text-6xl font-bold text-emerald-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('notFound.text')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/" className={buttonClasses('primary', 'lg')}>
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            {t('notFound.home')}
          </Link>
          <Link to="/support" className={buttonClasses('secondary', 'lg')}>
            {t('notFound.support')}
          </Link>
        </div>
      </div>
    </>
  );
}
