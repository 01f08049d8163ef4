import { useId, useState, type SubmitEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { DATA_RESET_PHRASES, isDataResetPhrase } from '../../../../shared/domain/data-rights';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { offlineRuntime } from '../../../lib/offline/offline-runtime';
import { wipeSignedOutUserData } from '../../../lib/offline/open-user-store';
import { resetMyData } from '../api/data-rights';

interface DataResetDialogProps {
  isOpen: boolean;
  userId: string | null;
  onClose: () => void;
}

/**
 * "Réinitialiser mes données": the user types the phrase of their language (trimmed, any case). Once the server
 * has deleted the rows, this browser's offline copies of the user (queue, cache, key) are wiped and the page
 * reloads, so nothing shown comes from before the reset.
 */
export function DataResetDialog({ isOpen, userId, onClose }: DataResetDialogProps) {
  const { t, i18n } = useTranslation('dataRights');
  const fieldId = useId();
  const [phrase, setPhrase] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const expected = i18n.language === 'en' ? DATA_RESET_PHRASES.en : DATA_RESET_PHRASES.fr;

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      phrase.trim() === ''
        ? 'reset.phraseRequired'
        : isDataResetPhrase(phrase)
          ? null
          : 'reset.phraseMismatch';
    if (problem) {
      setError(t(problem));
      return;
    }
    setIsBusy(true);
    const result = await resetMyData(phrase);
    if (!result.ok) {
      setIsBusy(false);
      setError(result.fields.phrase ?? result.message);
      return;
    }
    await offlineRuntime.stopAndSettle().catch(() => undefined);
    if (userId) await wipeSignedOutUserData(userId).catch(() => undefined);
    window.location.reload();
  };

  return (
    <ModalDialog isOpen={isOpen} title={t('reset.dialogTitle')} onClose={onClose}>
      <p className="text-sm text-slate-700">{t('reset.explanation')}</p>
      <p className="text-sm font-medium text-red-800">{t('reset.warning')}</p>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={isBusy}
        className="space-y-3"
      >
        <TextField
          id={fieldId}
          name="phrase"
          label={t('reset.phraseLabel', { phrase: expected })}
          hint={t('reset.phraseHint')}
          value={phrase}
          onChange={(event) => {
            setPhrase(event.target.value);
            setError(undefined);
          }}
          error={error}
          autoComplete="off"
          maxLength={200}
          isRequired
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" variant="danger" disabled={isBusy}>
            {isBusy && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {t('reset.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={isBusy}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
