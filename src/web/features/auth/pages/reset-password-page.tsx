import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { PageMeta } from '../../../components/layout/page-meta';
import { Card } from '../../../components/ui/card';
import { InvalidResetLink } from '../components/invalid-reset-link';
import { NewPasswordForm } from '../components/new-password-form';
import { RequestResetForm } from '../components/request-reset-form';
import { getResetPasswordView } from '../lib/reset-password-view';

/**
 * /reset-password: without a token, asks for the e-mail to send a link to; with the link's ?token=, asks for
 * the new password; with ?error=INVALID_TOKEN, explains that the link no longer works.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const [searchParams] = useSearchParams();
  const view = getResetPasswordView(searchParams);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 sm:py-12">
      <PageMeta page="resetPassword" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('resetPassword.title')}
      </h1>
      <Card>
        {view.kind === 'request' && <RequestResetForm />}
        {view.kind === 'new-password' && <NewPasswordForm key={view.token} token={view.token} />}
        {view.kind === 'invalid-link' && <InvalidResetLink />}
      </Card>
    </div>
  );
}
