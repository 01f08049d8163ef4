import type { TDocumentAnswer } from '../../../../shared/contracts/documents';

/** A question asked during this visit and its answer. */
export interface TAskedQuestion {
  id: number;
  question: string;
  answer: TDocumentAnswer;
}

/** How many questions the page keeps. */
export const RECENT_QUESTIONS = 5;

/**
 * The last questions of the signed-in user, newest first, kept in memory only: they last while the app stays
 * open (another page and back included), never in the browser's storage, and go when another user signs in.
 */
let kept: { userId: string | null; questions: TAskedQuestion[] } = { userId: null, questions: [] };
let nextId = 1;

export function recentQuestions(userId: string | null): readonly TAskedQuestion[] {
  return kept.userId === userId ? kept.questions : [];
}

export function rememberQuestion(
  userId: string | null,
  question: string,
  answer: TDocumentAnswer,
): TAskedQuestion {
  const asked: TAskedQuestion = { id: nextId, question, answer };
  nextId += 1;
  const earlier = recentQuestions(userId).filter((entry) => entry.question !== question);
  kept = { userId, questions: [asked, ...earlier].slice(0, RECENT_QUESTIONS) };
  return asked;
}
