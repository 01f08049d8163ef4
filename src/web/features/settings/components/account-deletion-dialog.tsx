import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { offlineRuntime } from '../../../lib/offline/offline-runtime';
import { wipeSignedOutUserData } from '../../../lib/offline/open-user-store';
import { useNavigate } from '../../../lib/router/browser-router';
import { useSession } from '../../../lib/session/session-context';
import { announceSignOut } from '../../../lib/session/sign-out-broadcast';
import { toast } from '../../../lib/toast';
import { deleteMyAccount } from '../api/data-rights';
import { IdentityConfirmation } from './identity-confirmation';

interface AccountDeletionDialogProps {
  isOpen: boolean;
  hasPassword: boolean;
  userId: string | null;
  onClose: () => void;
}

/**
 * "Supprimer mon compte": the password again (or a recent sign-in); then this browser's offline copies go, the
 * other tabs are told, and the user lands on the sign-in page (the server has ended every session already).
 */
export function AccountDeletionDialog({ isOpen, hasPassword, userId, onClose }: AccountDeletionDialogProps) {
  const { t } = useTranslation('dataRights');
  const { markSignedOut } = useSession();
  const navigate = useNavigate();
  return (
    <ModalDialog isOpen={isOpen} title={t('deletion.dialogTitle')} onClose={onClose}>
      <p className="text-sm text-slate-700">{t('deletion.explanation')}</p>
      <IdentityConfirmation
        hasPassword={hasPassword}
        passwordPrompt={t('deletion.passwordPrompt')}
        freshSignInPrompt={t('deletion.freshSignInPrompt')}
        submitLabel={t('deletion.submit')}
        variant="danger"
        onCancel={onClose}
        onConfirm={async (body) => {
          const result = await deleteMyAccount(body);
          if (!result.ok) return result.fields.password ?? result.message;
          offlineRuntime.stop();
          if (userId) await wipeSignedOutUserData(userId).catch(() => undefined);
          announceSignOut(userId);
          markSignedOut();
          void toast.success(t('deletion.done'));
          navigate('/login');
          return null;
        }}
      />
    </ModalDialog>
  );
}
