import { LinkIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { buttonClasses } from '../../../components/ui/button';
import { resetPasswordPath } from '../lib/reset-request-values';

/** A reset link that expired, was already used or is cut: says so and offers to ask for a new one. */
export function InvalidResetLink() {
  const { t } = useTranslation('auth');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex items-center gap-2">
        <LinkIcon className="h-5 w-5 text-amber-700" aria-hidden="true" />
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('resetPassword.invalidLinkTitle')}
        </h2>
      </div>
      <p className="text-slate-700">{t('resetPassword.invalidLinkText')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={resetPasswordPath} className={buttonClasses('primary', 'lg')}>
          {t('resetPassword.requestNewLink')}
        </Link>
        <Link to="/login" className={buttonClasses('secondary', 'lg')}>
          {t('resetPassword.backToLogin')}
        </Link>
      </div>
    </section>
  );
}
