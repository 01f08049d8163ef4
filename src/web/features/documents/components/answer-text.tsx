import type { MouseEvent } from 'react';
import type { TDocumentCitation } from '../../../../shared/contracts/documents';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { splitCitationMarkers } from '../lib/citation-markers';
import { citationElementId } from './citation-card';

/** Brings a citation into view and gives it the focus (the address stays as it is). */
function goToCitation(event: MouseEvent<HTMLAnchorElement>, number: number) {
  const target = document.getElementById(citationElementId(number));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'nearest' });
  target.focus({ preventScroll: true });
}

/** The answer's text, each "[n]" a link to the cited passage below. */
export function AnswerText({
  answer,
  citations,
}: {
  answer: string;
  citations: readonly TDocumentCitation[];
}) {
  const { t } = useTranslation('documents');
  const parts = splitCitationMarkers(answer, new Set(citations.map((citation) => citation.number)));
  return (
    <p className="leading-relaxed whitespace-pre-line text-slate-900" data-testid="document-answer-text">
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <sup key={index} className="mx-0.5 whitespace-nowrap">
            {'['}
            {part.numbers.map((number, position) => (
              <span key={number}>
                {position > 0 && ', '}
                <a
                  href={`#${citationElementId(number)}`}
                  onClick={(event) => {
                    goToCitation(event, number);
                  }}
                  aria-label={t('ask.citationLink', { number })}
                  className="font-semibold text-emerald-800 underline"
                >
                  {number}
                </a>
              </span>
            ))}
            {']'}
          </sup>
        ),
      )}
    </p>
  );
}
