/**
 * A document's pages cut into passages for the search: lines gathered up to about 700 characters, never across
 * a page (each passage cites one page), a line longer than that cut at a sentence or word end.
 * Also the document's distinct words, for the typo tolerance of the questions.
 */
export interface Passage {
  page: number;
  position: number;
  content: string;
}

const TARGET_LENGTH = 700;
const MAX_LENGTH = 1_000;
/** Postgres stores a passage as text; NUL is refused and control characters make no sense in a passage. */
// eslint-disable-next-line no-control-regex -- these are the characters removed
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function clean(text: string): string {
  return text
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** A paragraph over MAX_LENGTH, cut at the last sentence end (else space) before the limit. */
function splitLong(paragraph: string): string[] {
  const parts: string[] = [];
  let rest = paragraph;
  while (rest.length > MAX_LENGTH) {
    const window = rest.slice(0, MAX_LENGTH);
    const sentenceEnd = Math.max(
      window.lastIndexOf('. '),
      window.lastIndexOf('? '),
      window.lastIndexOf('! '),
    );
    const cut =
      sentenceEnd > TARGET_LENGTH / 2 ? sentenceEnd + 1 : Math.max(window.lastIndexOf(' '), TARGET_LENGTH);
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest.length > 0) parts.push(rest);
  return parts;
}

function pagePassages(pageText: string): string[] {
  // Lines as the reader gave them (a PDF line, a paragraph of a text file), gathered greedily.
  const paragraphs = clean(pageText)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .flatMap(splitLong);
  const passages: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    if (current.length > 0 && current.length + paragraph.length + 1 > TARGET_LENGTH) {
      passages.push(current);
      current = '';
    }
    current = current.length === 0 ? paragraph : `${current}\n${paragraph}`;
  }
  if (current.length > 0) passages.push(current);
  return passages;
}

export function cutIntoPassages(pages: readonly string[]): Passage[] {
  const passages: Passage[] = [];
  pages.forEach((pageText, index) => {
    for (const content of pagePassages(pageText)) {
      passages.push({ page: index + 1, position: passages.length, content });
    }
  });
  return passages;
}

/** Lower case, accents dropped (as the database's `unaccent` does for the search). */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** The distinct words of at least 4 letters (shorter ones are too close to everything for typo matching). */
export function distinctWords(passages: readonly Passage[], limit = 20_000): string[] {
  const words = new Set<string>();
  for (const { content } of passages) {
    for (const match of content.matchAll(/\p{L}{4,40}/gu)) {
      words.add(foldWord(match[0]));
      if (words.size >= limit) return [...words];
    }
  }
  return [...words];
}
