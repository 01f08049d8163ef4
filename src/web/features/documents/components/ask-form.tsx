import { useState, type SubmitEvent } from 'react';
import { LoaderCircle, Search } from 'lucide-react';
import { MAX_QUESTION_LENGTH } from '../../../../shared/domain/documents/imported-documents';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The question box (French or English); the server's message shows on the field when it refuses the question. */
export function AskForm({
  isAsking,
  isOnline,
  error,
  onAsk,
}: {
  isAsking: boolean;
  isOnline: boolean;
  error: string | undefined;
  onAsk: (question: string) => void;
}) {
  const { t } = useTranslation('documents');
  const [question, setQuestion] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (question.trim().length < 2) {
      setLocalError(t('ask.questionTooShort'));
      return;
    }
    setLocalError(undefined);
    onAsk(question.trim());
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-3" noValidate role="search">
      <TextField
        id="document-question"
        name="question"
        label={t('ask.questionLabel')}
        hint={t('ask.questionHint')}
        value={question}
        onChange={(event) => {
          setQuestion(event.target.value);
          setLocalError(undefined);
        }}
        maxLength={MAX_QUESTION_LENGTH}
        autoComplete="off"
        error={localError ?? error}
      />
      <Button type="submit" disabled={isAsking || !isOnline}>
        {isAsking ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Search className="h-4 w-4" aria-hidden="true" />
        )}
        {isAsking ? t('ask.asking') : t('ask.submit')}
      </Button>
      {!isOnline && <p className="text-sm text-amber-900">{t('ask.offline')}</p>}
    </form>
  );
}
