import { ArrowRight } from 'lucide-react';
import type { TDocumentCitation } from '../../../../shared/contracts/documents';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { documentPageLink } from '../lib/document-links';
import { HighlightedText } from './highlighted-text';

/** The element id of a citation, the target of the answer's "[n]" links. */
export const citationElementId = (number: number) => `citation-${String(number)}`;

/**
 * One cited passage: its number, the document's title, "page N", the passage with the question's words marked,
 * and "Ouvrir à la page N" (the document's preview at that page, the same words marked).
 */
export function CitationCard({
  citation,
  searchedTerms,
}: {
  citation: TDocumentCitation;
  searchedTerms: readonly string[];
}) {
  const { t } = useTranslation('documents');
  const titleId = `${citationElementId(citation.number)}-title`;
  return (
    <li
      id={citationElementId(citation.number)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="scroll-mt-20 space-y-2 rounded-lg border border-slate-200 bg-white p-3 focus:outline-2 focus:outline-emerald-700 sm:p-4"
      data-testid="document-citation"
    >
      <h4 id={titleId} className="flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900">
        <span className="rounded bg-slate-900 px-1.5 text-sm text-white">{`[${String(citation.number)}]`}</span>
        <span className="min-w-0 break-words">{citation.documentTitle}</span>
        <span className="text-sm font-normal text-slate-700">{t('ask.page', { page: citation.page })}</span>
      </h4>
      <blockquote className="border-l-4 border-slate-200 pl-3 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
        <HighlightedText segments={citation.passage} />
      </blockquote>
      <Link
        to={documentPageLink(citation.documentId, citation.page, searchedTerms)}
        className={buttonClasses('secondary', 'sm')}
      >
        {t('ask.openAtPage', { page: citation.page })}
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </li>
  );
}
