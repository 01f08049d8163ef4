import { useState } from 'react';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { useApiResource } from '../../../components/feedback/use-api-resource';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { sessionUserId, useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { askDocuments, listDocuments } from '../api/documents-api';
import { AskForm } from '../components/ask-form';
import { DocumentAnswer } from '../components/document-answer';
import { DocumentsReadiness } from '../components/documents-readiness';
import { RecentQuestionsList } from '../components/recent-questions-list';
import { recentQuestions, rememberQuestion, type TAskedQuestion } from '../lib/recent-questions';

/**
 * /dashboard/document-rag (issue 22): a question to the imported documents, in French or English, answered only
 * from their passages ("je ne sais pas" otherwise), each passage cited with its document, its page and a link to
 * that page; the last questions of the visit kept in memory.
 */
export default function DocumentRagPage() {
  const { t } = useTranslation(['documents', 'pages']);
  const { isOnline } = useOfflineStatus();
  const userId = sessionUserId(useSession().state);
  const documents = useApiResource(listDocuments);
  const [recent, setRecent] = useState<readonly TAskedQuestion[]>(() => recentQuestions(userId));
  const [shown, setShown] = useState<TAskedQuestion | null>(() => recentQuestions(userId)[0] ?? null);
  const [freshId, setFreshId] = useState<number | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const ask = async (question: string) => {
    setIsAsking(true);
    setFieldError(undefined);
    const result = await askDocuments({ question });
    setIsAsking(false);
    if (!result.ok) {
      if (result.fields.question) setFieldError(result.fields.question);
      else void toast.error(t('documents:ask.failed'), { description: result.message });
      return;
    }
    const asked = rememberQuestion(userId, question, result.data);
    setRecent(recentQuestions(userId));
    setShown(asked);
    setFreshId(asked.id);
  };

  return (
    <RecordsPageLayout isNarrow>
      <RecordsPageHeader title={t('pages:documentRag.title')} subtitle={t('documents:ask.subtitle')} />
      <LoadStateView
        state={documents.state}
        loadingText={t('documents:list.loading')}
        failedText={t('documents:list.loadFailed')}
        onRetry={documents.retry}
      >
        {({ data }) => <DocumentsReadiness list={data} />}
      </LoadStateView>
      <Card className="p-4 sm:p-6">
        <AskForm
          isAsking={isAsking}
          isOnline={isOnline}
          error={fieldError}
          onAsk={(question) => void ask(question)}
        />
      </Card>
      {shown && (
        <DocumentAnswer
          key={shown.id}
          question={shown.question}
          answer={shown.answer}
          isFresh={shown.id === freshId}
        />
      )}
      <RecentQuestionsList questions={recent} shownId={shown?.id ?? null} onShow={setShown} />
    </RecordsPageLayout>
  );
}
