import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { PageMeta } from '../../../components/layout/page-meta';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../components/form-alert';
import { GoogleSignIn } from '../components/google-sign-in';
import { LoginTabs } from '../components/login-tabs';
import { SignInPanel } from '../components/sign-in-panel';
import { SignUpForm } from '../components/sign-up-form';
import { useCompleteSignIn } from '../components/use-complete-sign-in';
import { useRedirectWhenSignedIn } from '../components/use-redirect-when-signed-in';
import { getInitialLoginTab, type TLoginTab } from '../lib/login-tab';
import { chooseReturnPath, hasGoogleSignInFailed } from '../lib/return-path';

/**
 * /login: sign in (e-mail and password, then the second factor if any, or Google) or create an account, then
 * go back to the dashboard page that sent the visitor here (?redirect=, dashboard paths only).
 */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'validation']);
  const [searchParams] = useSearchParams();
  const returnPath = chooseReturnPath(searchParams.get('redirect'));
  const hasGoogleFailed = hasGoogleSignInFailed(searchParams);
  const [tab, setTab] = useState<TLoginTab>(() => getInitialLoginTab(searchParams.get('tab')));

  useRedirectWhenSignedIn(returnPath);
  const completeSignIn = useCompleteSignIn(returnPath);

  const handleSignedIn = useCallback(() => {
    completeSignIn();
  }, [completeSignIn]);
  const handleSignedUp = useCallback(
    (email: string) => {
      completeSignIn(t('signUp.verificationSent', { email }));
    },
    [completeSignIn, t],
  );

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 sm:py-12">
      <PageMeta page="login" />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('login.title')}</h1>
        <p className="mt-2 text-slate-700">{t('login.intro')}</p>
      </header>
      {hasGoogleFailed && <FormAlert message={t('login.googleError')} />}
      <Card>
        <LoginTabs
          label={t('login.tabsLabel')}
          selected={tab}
          onSelect={setTab}
          labels={{ 'sign-in': t('login.tabs.signIn'), 'sign-up': t('login.tabs.signUp') }}
          panels={{
            'sign-in': <SignInPanel onSignedIn={handleSignedIn} />,
            'sign-up': <SignUpForm onSignedUp={handleSignedUp} />,
          }}
        />
        <GoogleSignIn returnPath={returnPath} />
      </Card>
    </div>
  );
}
