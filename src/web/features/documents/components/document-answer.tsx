import type { TDocumentAnswer } from '../../../../shared/contracts/documents';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useHeadingIntoView } from '../lib/use-heading-into-view';
import { CitationCard } from './citation-card';
import { AnswerText } from './answer-text';

/**
 * The answer to a question: "je ne sais pas" when no passage answers; otherwise its text (the best passage's
 * sentence, or a language model's short text) whose "[n]" lead to the passages ranked under it.
 */
export function DocumentAnswer({
  question,
  answer,
  isFresh,
}: {
  question: string;
  answer: TDocumentAnswer;
  /** An answer that just arrived comes into view with the focus (one shown again from the list stays put). */
  isFresh: boolean;
}) {
  const { t } = useTranslation('documents');
  const heading = useHeadingIntoView(answer, isFresh);
  return (
    <Card className="space-y-4 p-4 sm:p-6" data-testid="document-answer">
      <section aria-labelledby="document-answer-title" className="space-y-4">
        <div className="space-y-1">
          <h2
            id="document-answer-title"
            ref={heading}
            tabIndex={-1}
            className="scroll-mt-20 text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {t('ask.answerTitle')}
          </h2>
          <p className="text-sm break-words text-slate-700">{t('ask.askedQuestion', { question })}</p>
        </div>
        {answer.mode === 'unknown' && (
          <p className="font-medium text-slate-900" data-testid="document-answer-unknown">
            {t('ask.unknown')}
          </p>
        )}
        {answer.mode !== 'unknown' && answer.answer !== null && (
          <>
            <AnswerText answer={answer.answer} citations={answer.citations} />
            {answer.mode === 'written' && <p className="text-xs text-slate-600">{t('ask.writtenNote')}</p>}
          </>
        )}
        {answer.mode !== 'unknown' && answer.citations.length > 0 && (
          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">
              {answer.mode === 'written' ? t('ask.sourcesTitle') : t('ask.passagesTitle')}
            </h3>
            <ol className="space-y-3">
              {answer.citations.map((citation) => (
                <CitationCard
                  key={citation.number}
                  citation={citation}
                  searchedTerms={answer.searchedTerms}
                />
              ))}
            </ol>
          </div>
        )}
      </section>
    </Card>
  );
}
