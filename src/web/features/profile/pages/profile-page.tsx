import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { useSession } from '../../../lib/session/session-context';
import { ProfileForm } from '../components/profile-form';
import { useProfile } from '../components/use-profile';

/** /dashboard/profile (spec §2, §3, §5, §8): the signed-in user's profile, read from a 5-minute cache. */
export default function ProfilePage() {
  const { t } = useTranslation(['account', 'pages']);
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

      <LoadStateView
        state={state}
        size="md"
        loadingText={t('account:profile.loading')}
        failedText={t('account:profile.loadFailed')}
        onRetry={retry}
      >
        {({ profile }) => (
          <ProfileForm
            key={profile.updatedAt}
            profile={profile}
            isAdmin={status?.isAdmin ?? false}
            isSignedIn={session.phase !== 'signed-out'}
            onSaved={(saved) => {
              handleSaved(saved);
              // The role shown in the session (and the admin flag) may have changed with it.
              if (status && saved.role !== status.role) void reload();
            }}
          />
        )}
      </LoadStateView>
    </div>
  );
}
