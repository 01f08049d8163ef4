import type { DbTransaction } from '../../db/user-context.js';
import type { TDocumentAnswer, TDocumentCitation } from '../../../shared/contracts/documents.js';
import { ANSWER_PASSAGES } from '../../../shared/domain/documents/imported-documents.js';
import { foldWord } from './document-passages.js';
import {
  analyseTerms,
  countPassages,
  findBestPassages,
  findNearestWord,
  type AnalysedTerm,
  type RankedPassage,
} from './document-search.repository.js';
import { extractiveAnswer, passageSegments } from './extractive-answer.js';
import { questionTerms } from './question-terms.js';

/**
 * The share of the question's weight the best passage must exceed to be an answer. At or below it the honest
 * answer is "je ne sais pas": a passage sharing one word of a two-word question answers nothing.
 */
export const MIN_ANSWER_COVERAGE = 0.5;
/** A word found in no passage is replaced by the nearest word of the documents at least this similar. */
const MIN_TYPO_SIMILARITY = 0.3;
/** A word held by more than this share of the passages only weighs in the ranking, it does not pick passages. */
const COMMON_WORD_SHARE = 0.3;

/** BM25's inverse document frequency: a rare word weighs more than a common one. */
const weightOf = (passageCount: number, total: number) =>
  Math.log(1 + (total - passageCount + 0.5) / (passageCount + 0.5));

/** Each unknown word of at least 4 letters replaced by its nearest neighbour among the user's documents' words. */
async function withTypoNeighbours(
  tx: DbTransaction,
  userId: string,
  analysed: AnalysedTerm[],
): Promise<AnalysedTerm[]> {
  const corrected: AnalysedTerm[] = [];
  for (const term of analysed) {
    const folded = foldWord(term.term);
    if (term.queryText === null || term.passageCount > 0 || folded.length < 4 || /\d/.test(folded)) {
      corrected.push(term);
      continue;
    }
    const neighbour = await findNearestWord(tx, userId, folded, MIN_TYPO_SIMILARITY);
    const [replacement] = neighbour ? await analyseTerms(tx, userId, [neighbour]) : [];
    corrected.push(replacement && replacement.passageCount > 0 ? replacement : term);
  }
  return corrected;
}

export interface RetrievedPassages {
  terms: AnalysedTerm[];
  passages: RankedPassage[];
  /** The weight of every searched word: the best passage's coverage is compared with it. */
  totalWeight: number;
}

/** The best passages of the user's documents for a question, with what decides whether they answer it. */
export async function retrievePassages(
  tx: DbTransaction,
  userId: string,
  question: string,
  limit = ANSWER_PASSAGES,
): Promise<RetrievedPassages> {
  const analysed = await analyseTerms(tx, userId, questionTerms(question));
  const terms = (await withTypoNeighbours(tx, userId, analysed)).filter((term) => term.queryText !== null);
  const total = await countPassages(tx, userId);
  const found = terms
    .filter((term) => term.passageCount > 0)
    .map((term) => ({
      ...term,
      queryText: term.queryText ?? '',
      weight: weightOf(term.passageCount, total),
    }));
  // A word found in no passage weighs as much as the heaviest word found: it says the documents may not cover
  // the question ("tracteur"), without drowning the other words of a small collection.
  const missingWeight = Math.max(0, ...found.map((term) => term.weight));
  const missingCount = terms.length - found.length;
  const totalWeight = found.reduce((sum, term) => sum + term.weight, 0) + missingCount * missingWeight;
  const selective = found.filter((term) => term.passageCount <= total * COMMON_WORD_SHARE);
  const candidates = (selective.length > 0 ? selective : found).map((term) => term.queryText);
  const passages = await findBestPassages(tx, userId, candidates, found, limit);
  return { terms, passages, totalWeight };
}

function citationOf(passage: RankedPassage, index: number): TDocumentCitation {
  return {
    number: index + 1,
    documentId: passage.documentId,
    documentTitle: passage.documentTitle,
    kind: passage.kind,
    page: passage.page,
    score: Math.round(passage.coverage * 1000) / 1000,
    passage: passageSegments(passage.headline),
  };
}

/**
 * The answer from the user's documents only: the cited passages when the best one holds enough of the question,
 * else "je ne sais pas" (mode `unknown`, no citation), never an invented answer.
 */
export async function answerFromDocuments(
  tx: DbTransaction,
  userId: string,
  question: string,
): Promise<TDocumentAnswer> {
  const { terms, passages, totalWeight } = await retrievePassages(tx, userId, question);
  const searchedTerms = terms.map((term) => term.term);
  const best = passages[0];
  if (!best || totalWeight === 0 || best.coverage / totalWeight <= MIN_ANSWER_COVERAGE) {
    return { mode: 'unknown', answer: null, citations: [], searchedTerms };
  }
  // Passages holding too little of the question are not cited beside the best one.
  const cited = passages.filter((passage) => passage.coverage / totalWeight >= MIN_ANSWER_COVERAGE / 2);
  const citations = cited.map(citationOf);
  return { mode: 'extractive', answer: extractiveAnswer(citations), citations, searchedTerms };
}
