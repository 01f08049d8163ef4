import { useCallback } from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import type { TImportedDocument } from '../../../../shared/contracts/documents';
import { dashboardPath } from '../../../../shared/routes';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { Link } from '../../../lib/router/link';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { DocumentList } from '../components/document-list';
import { DocumentPreview } from '../components/document-preview';
import { UploadPanel } from '../components/upload-panel';
import { useDocumentList } from '../components/use-document-list';
import { useLinkOptions } from '../components/use-link-options';
import { readPageParam } from '../lib/document-links';
import { searchedWords } from '../lib/highlight-words';

/**
 * /dashboard/imported-documents (issue 22): import files (picker or drop, several at once), the limits, the
 * documents with their indexing state, filters, preview, download, rename, edit and delete. The preview is in
 * the address (`?document=<id>&page=<n>&q=<words>`): a citation of the document search opens it there.
 */
export default function ImportedDocumentsPage() {
  const { t } = useTranslation(['documents', 'pages']);
  const { isOnline } = useOfflineStatus();
  const { state, retry, refresh, showDocument, forgetDocument } = useDocumentList();
  const { lots, equipmentNames } = useLinkOptions();
  const [params, setParams] = useSearchParams();
  const previewedId = params.get('document');
  const page = readPageParam(params.get('page'));
  const words = searchedWords(params.get('q'));

  const handleUploaded = useCallback(
    (document: TImportedDocument) => {
      showDocument(document);
      void refresh();
    },
    [refresh, showDocument],
  );

  const closePreview = () => {
    setParams({});
  };

  const togglePreview = (document: TImportedDocument) => {
    if (document.id === previewedId) closePreview();
    else setParams({ document: document.id, page: '1' });
  };

  const showPage = (next: number) => {
    setParams(
      (current) => {
        current.set('page', String(next));
        return current;
      },
      { replace: true },
    );
  };

  const handleDeleted = (documentId: string) => {
    forgetDocument(documentId);
    if (documentId === previewedId) closePreview();
    void refresh();
  };

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('pages:importedDocuments.title')}
        subtitle={t('documents:page.subtitle')}
        isSubtitleHiddenOnPhone
        action={
          <Link to={dashboardPath('document-rag')} className={buttonClasses('secondary', 'md')}>
            <MessageCircleQuestion className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('documents:page.askLink')}</span>
          </Link>
        }
      />
      <UploadPanel
        usage={state.kind === 'loaded' ? state.data.usage : null}
        isOnline={isOnline}
        lots={lots}
        equipmentNames={equipmentNames}
        onUploaded={handleUploaded}
      />
      <LoadStateView
        state={state}
        loadingText={t('documents:list.loading')}
        failedText={t('documents:list.loadFailed')}
        onRetry={retry}
        size="md"
      >
        {({ data }) => {
          const previewed = data.documents.find((document) => document.id === previewedId);
          return (
            <>
              {previewed && (
                <DocumentPreview
                  document={previewed}
                  page={page}
                  words={words}
                  onPage={showPage}
                  onClose={closePreview}
                />
              )}
              {previewedId !== null && !previewed && (
                <Card className="space-y-2 p-4 sm:p-6">
                  <p role="alert" className="text-slate-800">
                    {t('documents:preview.notFound')}
                  </p>
                </Card>
              )}
              <DocumentList
                documents={data.documents}
                previewedId={previewedId}
                isOnline={isOnline}
                lots={lots}
                equipmentNames={equipmentNames}
                onPreview={togglePreview}
                onChanged={showDocument}
                onDeleted={handleDeleted}
              />
            </>
          );
        }}
      </LoadStateView>
    </RecordsPageLayout>
  );
}
