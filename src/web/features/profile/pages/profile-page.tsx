import { useTranslation } from 'react-i18next';
import { AlertCircle, LoaderCircle, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSession } from '../../../lib/session/session-context';
import { ProfileForm } from '../components/profile-form';
import { useProfile } from '../components/use-profile';

/** /dashboard/profile (spec §2, §3, §5, §8): the signed-in user's profile, read from a 5-minute cache. */
export default function ProfilePage() {
  const { t } = useTranslation(['account', 'pages', 'common']);
  const { state: session, reload } = useSession();
  const status = session.phase === 'signed-in' ? session.status : null;
  const { state, retry, handleSaved } = useProfile(status?.user.id ?? null);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          {t('pages:profile.title')}
        </h1>
        <p className="text-slate-700">{t('account:profile.lead')}</p>
      </header>

      {state.kind === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <LoaderCircle className="h-5 w-5 animate-spin text-emerald-700" aria-hidden="true" />
          {t('account:profile.loading')}
        </p>
      )}

      {state.kind === 'error' && (
        <Card className="space-y-4 p-4 sm:p-6">
          <p role="alert" className="flex gap-2 text-slate-800">
            <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
            <span>
              {t('account:profile.loadFailed')} {state.message}
            </span>
          </p>
          <Button variant="secondary" onClick={retry}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t('common:retry')}
          </Button>
        </Card>
      )}

      {state.kind === 'loaded' && (
        <ProfileForm
          key={state.profile.updatedAt}
          profile={state.profile}
          isAdmin={status?.isAdmin ?? false}
          isSignedIn={session.phase !== 'signed-out'}
          onSaved={(profile) => {
            handleSaved(profile);
            // The role shown in the session (and the admin flag) may have changed with it.
            if (status && profile.role !== status.role) void reload();
          }}
        />
      )}
    </div>
  );
}
