// jsPDF's standard fonts (Helvetica) write WinAnsi (Windows-1252) text: é, à, ç, « », € and the no-break space
// U+00A0 print, but the narrow no-break space U+202F that Intl puts in "1 234,50 €" and before "€" in French does
// not, nor do subscripts (CH₄, H₂S) or other scripts. Text goes through here before it is drawn.

const replacements: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0', // narrow no-break space (Intl's French thousands separator and space before €)
  '\u2009': ' ', // thin space
  '\u2007': '\u00a0', // figure space
  '\u2011': '-', // non-breaking hyphen
  '\u2212': '-', // minus sign
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u00d7': 'x',
};

const subscriptDigits = '₀₁₂₃₄₅₆₇₈₉';
const superscriptDigits = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** The characters Windows-1252 holds in 0x80–0x9F beyond Latin-1 (typographic quotes, dashes, €, œ…). */
const windows1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return true;
  return windows1252Extras.has(char);
}

/** `text` with every character the PDF's standard font can print; others become their closest form or "?". */
export function pdfSafeText(text: string): string {
  let safe = '';
  for (const char of text.normalize('NFC')) {
    const replaced = replacements[char];
    if (replaced !== undefined) {
      safe += replaced;
      continue;
    }
    if (isWinAnsi(char)) {
      safe += char;
      continue;
    }
    const subscript = subscriptDigits.indexOf(char);
    if (subscript >= 0) {
      safe += String(subscript);
      continue;
    }
    const superscript = superscriptDigits.indexOf(char);
    if (superscript >= 0) {
      safe += String(superscript);
      continue;
    }
    safe += '?';
  }
  return safe;
}
