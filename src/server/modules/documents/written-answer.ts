import type { TDocumentAnswer } from '../../../shared/contracts/documents.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import { completeChat, type LlmSettings } from '../../integrations/llm/chat-completion.js';

export interface DocumentAnswerWriter {
  /** A short written answer from the found passages, or the extractive answer unchanged when it cannot be had. */
  write(question: string, found: TDocumentAnswer, language: TLanguage): Promise<TDocumentAnswer>;
}

export interface WriterLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

/** What the model answers when the passages do not answer the question. */
const UNKNOWN_MARK = 'UNKNOWN';

const instructions = (language: TLanguage) =>
  [
    `You answer an operator of a biogas plant in ${language === 'fr' ? 'French' : 'English'}, in at most three short sentences.`,
    'Use ONLY the numbered passages from their own documents. Never add a fact that is not in them.',
    'End every sentence with the number of the passage it comes from, in square brackets, e.g. [2].',
    `If the passages do not answer the question, reply with exactly ${UNKNOWN_MARK}.`,
  ].join('\n');

function passagesText(found: TDocumentAnswer): string {
  return found.citations
    .map((citation) => {
      const text = citation.passage.map((segment) => segment.text).join('');
      return `[${citation.number}] (${citation.documentTitle}, page ${citation.page})\n${text}`;
    })
    .join('\n\n');
}

/**
 * The written answer is kept only when it cites, and cites nothing but the passages given; anything else (an
 * uncited sentence, a made-up number) falls back to the extractive answer.
 */
export function checkedWrittenAnswer(text: string, found: TDocumentAnswer): TDocumentAnswer | null {
  const answer = text.trim();
  if (answer === UNKNOWN_MARK) return { ...found, mode: 'unknown', answer: null, citations: [] };
  const cited = [...answer.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  const known = new Set(found.citations.map((citation) => citation.number));
  if (cited.length === 0 || cited.some((number) => !known.has(number))) return null;
  const sentences = answer.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().length > 0);
  if (sentences.some((sentence) => !/\[\d+\]/.test(sentence))) return null;
  return { ...found, mode: 'written', answer };
}

export function createDocumentAnswerWriter(
  settings: LlmSettings,
  logger: WriterLogger,
): DocumentAnswerWriter {
  return {
    async write(question, found, language) {
      try {
        const text = await completeChat(settings, [
          { role: 'system', content: instructions(language) },
          { role: 'user', content: `Passages:\n${passagesText(found)}\n\nQuestion: ${question}` },
        ]);
        const checked = checkedWrittenAnswer(text, found);
        if (!checked) logger.warn({ reason: 'uncited' }, 'written answer refused, extractive answer kept');
        return checked ?? found;
      } catch (error) {
        logger.warn({ err: error }, 'language model unavailable, extractive answer kept');
        return found;
      }
    },
  };
}
