// The texts of a feed's items as plain text (issue 22): the XML's own entities decoded, then any HTML in them
// (a description is often HTML) reduced to its words, its entities decoded, spaces collapsed, the length capped.

const xmlEntities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The HTML entities feeds use most, on top of XML's (numeric ones are always understood). */
const htmlEntities: Readonly<Record<string, string>> = {
  ...xmlEntities,
  nbsp: '\u00a0',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  euro: '€',
  deg: '°',
  middot: '·',
  copy: '©',
  reg: '®',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  Agrave: 'À',
  Eacute: 'É',
  Egrave: 'È',
  Ccedil: 'Ç',
  oelig: 'œ',
  OElig: 'Œ',
};

function codePointText(code: number): string {
  const isValid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return isValid ? String.fromCodePoint(code) : '\ufffd';
}

function decodeEntities(text: string, named: Readonly<Record<string, string>>): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,10});/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const isHex = name[1] === 'x' || name[1] === 'X';
      return codePointText(Number.parseInt(name.slice(isHex ? 2 : 1), isHex ? 16 : 10));
    }
    return named[name] ?? entity;
  });
}

/** Text of the XML (parsed with its entities left as they were: no expansion of anything it declares). */
export function decodeXmlText(text: string): string {
  return decodeEntities(text, xmlEntities);
}

/** HTML (or text) as the words a reader sees, on one line, at most `maxLength` characters. */
export function plainTextOf(html: string, maxLength: number): string {
  const words = decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/</g, ' '),
    htmlEntities,
  )
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (words.length <= maxLength) return words;
  return `${words.slice(0, maxLength - 1).trimEnd()}…`;
}
