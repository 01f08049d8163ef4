import { useCallback } from 'react';
import type { TImportedDocument } from '../../../../shared/contracts/documents';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { useApiResource } from '../../../components/feedback/use-api-resource';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { readDocumentPage } from '../api/documents-api';
import { highlightWords } from '../lib/highlight-words';
import { HighlightedText } from './highlighted-text';

interface PageTextProps {
  document: TImportedDocument;
  page: number;
  words: readonly string[];
}

function IndexedPageText({ document, page, words }: PageTextProps) {
  const { t } = useTranslation('documents');
  const load = useCallback(
    (signal: AbortSignal) => readDocumentPage(document.id, page, signal),
    [document.id, page],
  );
  const { state, retry } = useApiResource(load);
  return (
    <LoadStateView
      state={state}
      loadingText={t('preview.textLoading')}
      failedText={t('preview.textFailed')}
      onRetry={retry}
      isEmpty={({ data }) => data.text.trim() === ''}
      emptyText={t('preview.noText')}
    >
      {({ data }) => (
        <div
          className="max-h-[60vh] overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900"
          data-testid="document-page-text"
          tabIndex={0}
        >
          <HighlightedText segments={highlightWords(data.text, words)} />
        </div>
      )}
    </LoadStateView>
  );
}

/**
 * The extracted text of one page, as plain text (line breaks kept), the searched words marked. Shown under a
 * PDF's frame, and as the preview itself of text, Markdown and Word documents.
 */
export function PageText({ document, page, words }: PageTextProps) {
  const { t } = useTranslation('documents');
  return (
    <section aria-labelledby="document-page-text-title" className="space-y-2">
      <h3 id="document-page-text-title" className="text-sm font-semibold text-slate-900">
        {t('preview.pageText', { page })}
      </h3>
      {document.extractionState === 'waiting' && (
        <p className="text-sm text-slate-700">{t('preview.notIndexed')}</p>
      )}
      {document.extractionState === 'failed' && (
        <p className="text-sm text-slate-700">
          {t('preview.failed', { reason: t(`failures.${document.extractionFailure ?? 'damaged'}`) })}
        </p>
      )}
      {document.extractionState === 'indexed' && (
        <>
          {words.length > 0 && <p className="text-xs text-slate-600">{t('preview.highlightNote')}</p>}
          <IndexedPageText document={document} page={page} words={words} />
        </>
      )}
    </section>
  );
}
