import type { TDataExport } from '../../../../shared/contracts/data-rights';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { requestDataExport } from '../api/data-rights';
import { IdentityConfirmation } from './identity-confirmation';

interface DataExportDialogProps {
  isOpen: boolean;
  hasPassword: boolean;
  onClose: () => void;
  onRequested: (requested: TDataExport) => void;
}

/** "Exporter mes données": the password again, then the export is prepared in the background. */
export function DataExportDialog({ isOpen, hasPassword, onClose, onRequested }: DataExportDialogProps) {
  const { t } = useTranslation('dataRights');
  return (
    <ModalDialog isOpen={isOpen} title={t('export.dialogTitle')} onClose={onClose}>
      <p className="text-sm text-slate-700">{t('export.explanation')}</p>
      <IdentityConfirmation
        hasPassword={hasPassword}
        passwordPrompt={t('export.passwordPrompt')}
        freshSignInPrompt={t('export.freshSignInPrompt')}
        submitLabel={t('export.submit')}
        variant="primary"
        onCancel={onClose}
        onConfirm={async (body) => {
          const result = await requestDataExport(body);
          if (!result.ok) return result.fields.password ?? result.message;
          onRequested(result.data);
          return null;
        }}
      />
    </ModalDialog>
  );
}
