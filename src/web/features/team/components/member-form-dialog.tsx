import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TTeamMember } from '../../../../shared/contracts/team';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { useCreateTeamMember, useUpdateTeamMember } from '../api/team-members';
import { emptyMemberFormValues, memberFormValuesOf, type TMemberRequest } from '../lib/member-form-values';
import { MemberForm } from './member-form';

/** What the dialog shows: a new member, one to edit, or nothing (closed). */
export type TMemberDialog = { mode: 'create' } | { mode: 'edit'; member: TTeamMember } | null;

/**
 * Adding or editing a member over the list (the team has no add page): "Membre ajouté à l'équipe" /
 * "Membre mis à jour", or the failure toast with the server's reason while the form shows its field messages.
 */
export function MemberFormDialog({ dialog, onClose }: { dialog: TMemberDialog; onClose: () => void }) {
  const { t } = useTranslation(['team', 'records']);
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();

  const handleCreate = async (request: TMemberRequest) => {
    const result = await create.mutateAsync(request);
    if (result.ok) {
      void toast.success(t('team:toasts.memberCreated'));
      onClose();
    } else {
      void toast.error(t('team:toasts.createFailed'), { description: result.message });
    }
    return result;
  };

  const handleUpdate = async (member: TTeamMember, request: TMemberRequest) => {
    const result = await update.mutateAsync({ id: member.id, version: member.version, body: request });
    if (result.ok) {
      void toast.success(t('team:toasts.memberUpdated'));
      onClose();
    } else {
      void toast.error(t('team:toasts.updateFailed'), { description: result.message });
    }
    return result;
  };

  return (
    <ModalDialog
      isOpen={dialog !== null}
      title={dialog?.mode === 'edit' ? t('team:editMemberTitle') : t('team:addMemberTitle')}
      onClose={onClose}
      size="lg"
    >
      {dialog?.mode === 'create' && (
        <MemberForm
          initialValues={emptyMemberFormValues()}
          submitLabel={t('team:addMember')}
          onCancel={onClose}
          onSubmit={handleCreate}
        />
      )}
      {dialog?.mode === 'edit' && (
        <MemberForm
          key={dialog.member.id}
          initialValues={memberFormValuesOf(dialog.member)}
          submitLabel={t('records:actions.save')}
          onCancel={onClose}
          onSubmit={(request) => handleUpdate(dialog.member, request)}
        />
      )}
    </ModalDialog>
  );
}
