import { describe, expect, it } from 'vitest';
import type { TDocumentAnswer } from '../../../../shared/contracts/documents';
import { RECENT_QUESTIONS, recentQuestions, rememberQuestion } from './recent-questions';

const answer: TDocumentAnswer = { mode: 'unknown', answer: null, citations: [], searchedTerms: [] };

describe('recent questions', () => {
  it('keeps the last questions of the user, newest first, each once', () => {
    for (let index = 1; index <= RECENT_QUESTIONS + 2; index += 1)
      rememberQuestion('u1', `Question ${index}`, answer);
    rememberQuestion('u1', 'Question 5', answer);
    const questions = recentQuestions('u1').map((entry) => entry.question);
    expect(questions).toEqual(['Question 5', 'Question 7', 'Question 6', 'Question 4', 'Question 3']);
  });

  it('shows another user none of them, and forgets them when that user asks', () => {
    expect(recentQuestions('u2')).toEqual([]);
    rememberQuestion('u2', 'Autre', answer);
    expect(recentQuestions('u1')).toEqual([]);
    expect(recentQuestions('u2').map((entry) => entry.question)).toEqual(['Autre']);
  });
});
