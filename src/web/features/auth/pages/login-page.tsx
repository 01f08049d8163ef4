import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/layout/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** /login: the sign-in page. Signing in arrives with the accounts module; until then it says so plainly. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <PageMeta page="login" />
      <h1 className="text-2xl font-bold text-slate-900">{t('login.title')}</h1>
      <Card>
        <p className="text-slate-700">{t('login.unavailable')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/" className={buttonClasses('secondary')}>
            {t('backHome')}
          </Link>
          <Link to="/support" className={buttonClasses('ghost')}>
            {t('contactSupport')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
