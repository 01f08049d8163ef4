import type { TDocumentCitation, TPassageSegment } from '../../../shared/contracts/documents.js';
import { MATCH_END, MATCH_START } from './document-search.repository.js';

/** A `ts_headline` result as text segments, matched words flagged: the page shows them as text, never as HTML. */
export function passageSegments(headline: string): TPassageSegment[] {
  const segments: TPassageSegment[] = [];
  const push = (text: string, isMatch: boolean) => {
    if (text.length === 0) return;
    const last = segments.at(-1);
    if (last && last.isMatch === isMatch) last.text += text;
    else segments.push({ text, isMatch });
  };
  for (const [index, part] of headline.split(MATCH_START).entries()) {
    if (index === 0) {
      push(part, false);
      continue;
    }
    const end = part.indexOf(MATCH_END);
    if (end < 0) push(part, false);
    else {
      push(part.slice(0, end), true);
      push(part.slice(end + 1), false);
    }
  }
  return segments;
}

interface Sentence {
  text: string;
  matchedWords: number;
}

/** The passage's sentences with how many distinct matched words each holds. */
function sentencesOf(segments: readonly TPassageSegment[]): Sentence[] {
  const sentences: Sentence[] = [];
  let text = '';
  let matched = new Set<string>();
  const close = () => {
    if (text.trim().length > 0) sentences.push({ text: text.trim(), matchedWords: matched.size });
    text = '';
    matched = new Set();
  };
  for (const segment of segments) {
    if (segment.isMatch) {
      text += segment.text;
      matched.add(segment.text.toLowerCase());
      continue;
    }
    // A sentence ends at . ! ? and a space; a line break is only where the PDF's line ended.
    const pieces = segment.text.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?])\s+/);
    pieces.forEach((piece, index) => {
      if (index > 0) close();
      text += piece;
    });
  }
  close();
  return sentences;
}

/**
 * Without a language model, the short answer is the sentence of the best passage that holds the most words of
 * the question, as written in the document, with its citation: "[1]".
 */
export function extractiveAnswer(citations: readonly TDocumentCitation[]): string | null {
  const best = citations[0];
  if (!best) return null;
  const sentences = sentencesOf(best.passage);
  const chosen = sentences.reduce<Sentence | null>(
    (winner, sentence) =>
      winner === null || sentence.matchedWords > winner.matchedWords ? sentence : winner,
    null,
  );
  if (!chosen) return null;
  return `${chosen.text} [${best.number}]`;
}
