import { ChevronLeft, ChevronRight, ExternalLink, X } from 'lucide-react';
import type { TImportedDocument } from '../../../../shared/contracts/documents';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { documentFileUrl, documentPreviewUrl } from '../lib/document-links';
import { useHeadingIntoView } from '../lib/use-heading-into-view';
import { PageText } from './page-text';

export interface DocumentPreviewProps {
  document: TImportedDocument;
  /** The page asked for (kept within the document's pages). */
  page: number;
  /** Searched words to mark in the page's text (a citation's link). */
  words: readonly string[];
  onPage: (page: number) => void;
  onClose: () => void;
}

/**
 * A document shown in the page: a PDF in the browser's viewer at the page (a wide screen; a phone opens it in
 * a new tab) with the page's extracted text under it, an image as its WebP preview, a text, Markdown or Word
 * document as its extracted text, page by page.
 */
export function DocumentPreview({ document, page, words, onPage, onClose }: DocumentPreviewProps) {
  const { t } = useTranslation('documents');
  const isImage = document.kind === 'jpeg' || document.kind === 'png';
  const pageCount = Math.max(1, document.pageCount ?? 1);
  const shownPage = Math.min(Math.max(1, page), pageCount);

  // A newly opened document comes into view, its title focused (a citation's link lands here).
  const heading = useHeadingIntoView(document.id);

  return (
    <Card className="space-y-4 p-4 sm:p-6" data-testid="document-preview">
      <section aria-labelledby="document-preview-title" className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <h2
            id="document-preview-title"
            ref={heading}
            tabIndex={-1}
            className="min-w-0 scroll-mt-20 text-lg font-semibold break-words text-slate-900 focus:outline-none"
          >
            {t('preview.title', { title: document.title })}
          </h2>
          <Button variant="ghost" size="icon" aria-label={t('preview.close')} onClick={onClose}>
            <X className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
        {!isImage && pageCount > 1 && (
          <nav aria-label={t('preview.pages')} className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={shownPage <= 1}
              onClick={() => {
                onPage(shownPage - 1);
              }}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('preview.previous')}</span>
            </Button>
            <span className="text-sm text-slate-800" aria-live="polite">
              {t('preview.pageOf', { page: shownPage, pages: pageCount })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={shownPage >= pageCount}
              onClick={() => {
                onPage(shownPage + 1);
              }}
            >
              <span className="sr-only sm:not-sr-only">{t('preview.next')}</span>
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </nav>
        )}
        {document.kind === 'pdf' && (
          <div className="space-y-2">
            <iframe
              key={shownPage}
              src={documentFileUrl(document.id, shownPage)}
              title={t('preview.frameTitle', { title: document.title, page: shownPage })}
              className="hidden h-[70vh] w-full rounded-md border border-slate-200 md:block"
            />
            <a
              href={documentFileUrl(document.id, shownPage)}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 text-sm text-emerald-800 underline"
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              {t('preview.openPdf', { page: shownPage })}
            </a>
          </div>
        )}
        {isImage ? (
          <img
            src={documentPreviewUrl(document.id)}
            alt={document.title}
            className="mx-auto h-auto max-h-[70vh] w-auto max-w-full rounded-md border border-slate-200"
          />
        ) : (
          <PageText document={document} page={shownPage} words={words} />
        )}
      </section>
    </Card>
  );
}
