/** A stretch of a written answer: plain text, or the numbers of the passages a statement cites ("[1]", "[2, 3]"). */
export type TAnswerPart = { kind: 'text'; text: string } | { kind: 'citation'; numbers: number[] };

const MARKER = /\[(\d+(?:\s*[,;]\s*\d+)*)\]/g;

/**
 * The answer cut at its citation markers. A marker naming a number no citation has stays text: every link the page
 * draws leads to a passage shown below.
 */
export function splitCitationMarkers(answer: string, known: ReadonlySet<number>): TAnswerPart[] {
  const parts: TAnswerPart[] = [];
  const pushText = (text: string) => {
    if (text.length === 0) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  let end = 0;
  for (const found of answer.matchAll(MARKER)) {
    const numbers = (found[1] ?? '').split(/[,;]/).map((value) => Number(value.trim()));
    pushText(answer.slice(end, found.index));
    if (numbers.every((number) => known.has(number))) parts.push({ kind: 'citation', numbers });
    else pushText(found[0]);
    end = found.index + found[0].length;
  }
  pushText(answer.slice(end));
  return parts;
}
