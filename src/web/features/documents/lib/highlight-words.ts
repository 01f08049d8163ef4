import type { TPassageSegment } from '../../../../shared/contracts/documents';

/** Lower case without accents, as the server's search compares words ("Digesteur" and "digesteur" alike). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** Letters and digits of any script: what a word is made of. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The searched words of a query string ("brassage agitateur"), folded, at least 2 characters, each once. */
export function searchedWords(query: string | null | undefined): string[] {
  if (!query) return [];
  const words = (query.match(WORD) ?? []).map(foldText).filter((word) => word.length >= 2);
  return [...new Set(words)];
}

/**
 * Whether a word of the text answers a searched word: the same word, or the same start for searched words of 4
 * letters or more ("agitateur" finds "agitateurs", "digest" finds "digesteur").
 */
function matches(folded: string, words: readonly string[]): boolean {
  return words.some((word) => folded === word || (word.length >= 4 && folded.startsWith(word)));
}

/**
 * The text cut into stretches, those holding a searched word marked: shown as text with <mark>, never as HTML.
 * Neighbouring stretches of the same kind are joined; the text comes back whole when they are put together.
 */
export function highlightWords(text: string, words: readonly string[]): TPassageSegment[] {
  if (words.length === 0 || text.length === 0) return text.length === 0 ? [] : [{ text, isMatch: false }];
  const segments: TPassageSegment[] = [];
  const push = (part: string, isMatch: boolean) => {
    if (part.length === 0) return;
    const last = segments.at(-1);
    if (last?.isMatch === isMatch) last.text += part;
    else segments.push({ text: part, isMatch });
  };
  let end = 0;
  for (const found of text.matchAll(WORD)) {
    const word = found[0];
    if (!matches(foldText(word), words)) continue;
    push(text.slice(end, found.index), false);
    push(word, true);
    end = found.index + word.length;
  }
  push(text.slice(end), false);
  return segments;
}
