import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/layout/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** /reset-password: where a reset link lands. Password reset arrives with the accounts module. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <PageMeta page="resetPassword" />
      <h1 className="text-2xl font-bold text-slate-900">{t('resetPassword.title')}</h1>
      <Card>
        <p className="text-slate-700">{t('resetPassword.unavailable')}</p>
        <div className="mt-6">
          <Link to="/support" className={buttonClasses('secondary')}>
            {t('contactSupport')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
