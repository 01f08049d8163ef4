import { describe, expect, it } from 'vitest';
import { highlightWords, searchedWords } from './highlight-words';

describe('searchedWords', () => {
  it('folds case and accents, drops one-letter words and repeats', () => {
    expect(searchedWords('Température  du DIGESTEUR, température')).toEqual([
      'temperature',
      'du',
      'digesteur',
    ]);
    expect(searchedWords(null)).toEqual([]);
    expect(searchedWords('a')).toEqual([]);
  });
});

describe('highlightWords', () => {
  it('marks the searched words, whatever their accents and case, and keeps the text whole', () => {
    const text = 'La température du digesteur reste à 40 °C.';
    const segments = highlightWords(text, ['temperature', 'digesteur']);
    expect(segments).toEqual([
      { text: 'La ', isMatch: false },
      { text: 'température', isMatch: true },
      { text: ' du ', isMatch: false },
      { text: 'digesteur', isMatch: true },
      { text: ' reste à 40 °C.', isMatch: false },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('finds longer forms of words of 4 letters or more, not of shorter ones', () => {
    expect(highlightWords('Agitateurs et pales', ['agitateur', 'pa'])).toEqual([
      { text: 'Agitateurs', isMatch: true },
      { text: ' et pales', isMatch: false },
    ]);
  });

  it('gives markup back as text', () => {
    expect(highlightWords('<b>pompe</b>', ['pompe'])).toEqual([
      { text: '<b>', isMatch: false },
      { text: 'pompe', isMatch: true },
      { text: '</b>', isMatch: false },
    ]);
  });

  it('returns the text as one stretch without words, nothing for no text', () => {
    expect(highlightWords('Texte', [])).toEqual([{ text: 'Texte', isMatch: false }]);
    expect(highlightWords('', ['mot'])).toEqual([]);
  });
});
