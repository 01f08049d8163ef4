import { describe, expect, it } from 'vitest';
import { questionTerms } from './question-terms.js';

describe('questionTerms', () => {
  it('drops question words, articles and elisions, keeps the words that carry the question', () => {
    expect(questionTerms("Quand faut-il changer les bougies d'allumage ?")).toEqual([
      'changer',
      'bougies',
      'allumage',
    ]);
    expect(questionTerms("Tous les combien faire la vidange de l'huile ?")).toEqual(['vidange', 'huile']);
    expect(questionTerms('How often should the engine oil be changed?')).toEqual([
      'often',
      'engine',
      'oil',
      'changed',
    ]);
  });

  it('keeps units, acronyms and numbers however short', () => {
    expect(questionTerms('Quel est le pH du digestat ? Et le H2S, la MS, le gaz en 2024 ?')).toEqual([
      'ph',
      'digestat',
      'h2s',
      'ms',
      'gaz',
      '2024',
    ]);
  });

  it('keeps each word once, whatever its accents or case', () => {
    expect(questionTerms('Vidange, vidange et VIDANGE ; fréquence et frequence')).toEqual([
      'vidange',
      'fréquence',
    ]);
  });

  it('stops at twelve words', () => {
    expect(
      questionTerms(Array.from({ length: 30 }, (_, index) => `mot${String(index)}`).join(' ')),
    ).toHaveLength(12);
  });
});
