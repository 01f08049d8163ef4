import { isAllowedImageSource, linkKind } from './link-policy.js';

// Defence in depth behind the renderer (issue 22): the HTML markdown-it writes, with raw HTML off, has its text
// escaped (`<` and `>` only ever open and close its own tags), so its tags can be read one by one. Each is kept
// only if it is a tag the renderer writes, with only the attributes it writes and values we allow; any other tag
// is shown as text. Words a browser would run if they ever reached an attribute (`javascript:`, `onerror=`) are
// written with an entity in the text, so the stored HTML never holds them as they are.

type AttributeCheck = (value: string) => boolean;

const anyText: AttributeCheck = () => true;
const textAlign: AttributeCheck = (value) => /^text-align:(?:left|right|center)$/.test(value);

const allowedTags: Readonly<Record<string, Readonly<Record<string, AttributeCheck>>>> = {
  p: {},
  h1: {},
  h2: {},
  h3: {},
  h4: {},
  h5: {},
  h6: {},
  blockquote: {},
  ul: {},
  ol: { start: (value) => /^\d{1,9}$/.test(value) },
  li: {},
  pre: {},
  code: { class: (value) => /^language-[\w-]{1,40}$/.test(value) },
  em: {},
  strong: {},
  s: {},
  hr: {},
  br: {},
  table: {},
  thead: {},
  tbody: {},
  tr: {},
  th: { style: textAlign },
  td: { style: textAlign },
  a: {
    href: (value) => linkKind(value) !== null,
    title: anyText,
    rel: (value) => value === 'noopener noreferrer',
    target: (value) => value === '_blank',
  },
  img: {
    src: isAllowedImageSource,
    alt: anyText,
    title: anyText,
    loading: (value) => value === 'lazy',
  },
};

const TAG = /<[^>]*>/g;
const TAG_PARTS = /^<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z][a-z-]*="[^"<>]*")*)\s*\/?>$/;
const ATTRIBUTE = /([a-z][a-z-]*)="([^"]*)"/g;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An attribute value as the browser reads it (the renderer escapes &, <, > and "). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 0xfffd);
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) || 0xfffd);
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? entity;
  });
}

/** Text (or a shown attribute) with the words of a script written through an entity: the reader sees the same. */
function neutralise(text: string): string {
  return text.replace(/(java|vb)(script\s*):/gi, '$1$2&#58;').replace(/\b(on[a-z]+\s*)=/gi, '$1&#61;');
}

function keptTag(tag: string): string | null {
  const parts = TAG_PARTS.exec(tag);
  if (!parts) return null;
  const [, closing = '', name = '', attributeText = ''] = parts;
  const checks = allowedTags[name];
  if (!checks) return null;
  if (closing) return `</${name}>`;
  const kept: string[] = [];
  for (const [, attribute = '', value = ''] of attributeText.matchAll(ATTRIBUTE)) {
    const check = checks[attribute];
    if (!check || !check(decodeAttribute(value))) continue;
    const shown = attribute === 'alt' || attribute === 'title' ? neutralise(value) : value;
    kept.push(`${attribute}="${shown}"`);
  }
  if (name === 'a' && !kept.some((attribute) => attribute.startsWith('rel='))) {
    kept.push('rel="noopener noreferrer"');
  }
  if (name === 'img' && !kept.some((attribute) => attribute.startsWith('src='))) return '';
  return `<${name}${kept.map((attribute) => ` ${attribute}`).join('')}>`;
}

/** The renderer's HTML kept to the allowed tags and attributes; anything else becomes visible text. */
export function keepAllowedHtml(html: string): string {
  let result = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    result += neutralise(html.slice(last, match.index));
    result += keptTag(match[0]) ?? escapeText(match[0]);
    last = match.index + match[0].length;
  }
  return result + neutralise(html.slice(last)).replace(/</g, '&lt;');
}
