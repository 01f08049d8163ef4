// An RSS 2.0 or Atom document read into its items (issue 22). fast-xml-parser is told to expand no entity: a
// document declaring one (the billion laughs, an external entity) is refused before it is parsed, the five of
// XML and numeric references are decoded by feed-text.ts. Links are resolved against the feed's address and kept
// only when they are http(s); texts become plain text.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeXmlText, plainTextOf } from './feed-text.js';

export interface ParsedFeedItem {
  /** The item's guid (RSS) or id (Atom), else its link. */
  guid: string;
  title: string;
  link: string;
  summary: string;
  /** Null when the item has no date a reader can trust. */
  publishedAt: Date | null;
}

export interface ParsedFeed {
  title: string;
  items: ParsedFeedItem[];
}

export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

const MAX_TITLE_LENGTH = 300;
const MAX_SUMMARY_LENGTH = 500;
const MAX_LINK_LENGTH = 2000;
const MAX_GUID_LENGTH = 1000;
/** A date further ahead than this is not trusted (it would stay first for ever). */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

const CDATA = '#cdata';
const TEXT = '#text';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: CDATA,
  textNodeName: TEXT,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 100,
});

type XmlNode = unknown;

function isRecord(node: XmlNode): node is Record<string, unknown> {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

function listOf(node: XmlNode): XmlNode[] {
  if (node === undefined || node === null) return [];
  return Array.isArray(node) ? (node as XmlNode[]) : [node];
}

/** The text of an element: its character data (entities decoded) and its CDATA sections (taken as they are). */
function textOf(node: XmlNode): string {
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === 'string') return decodeXmlText(node);
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (!isRecord(node)) return '';
  const text = typeof node[TEXT] === 'string' ? decodeXmlText(node[TEXT]) : '';
  const cdata = listOf(node[CDATA])
    .filter((part): part is string => typeof part === 'string')
    .join('');
  return `${text}${cdata}`;
}

function firstText(...nodes: XmlNode[]): string {
  for (const node of nodes) {
    const text = textOf(node).trim();
    if (text !== '') return text;
  }
  return '';
}

/** An http(s) link, absolute (resolved against the feed's address), or null. */
function webLink(raw: string, feedUrl: string): string | null {
  const text = raw.trim();
  if (text === '' || text.length > MAX_LINK_LENGTH) return null;
  try {
    const url = new URL(text, feedUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The page of an item among its link elements: RSS's <link>text</link>, Atom's <link href> of rel "alternate"
 * (or none); a self or enclosure link is not the page. (atom:link in RSS reads as `link` once namespaces go.)
 */
function pageLink(node: XmlNode, feedUrl: string): string | null {
  for (const link of listOf(node)) {
    if (isRecord(link) && typeof link['@_href'] === 'string') {
      const rel = typeof link['@_rel'] === 'string' ? link['@_rel'] : 'alternate';
      if (rel !== 'alternate') continue;
      const found = webLink(decodeXmlText(link['@_href']), feedUrl);
      if (found) return found;
    } else {
      const found = webLink(textOf(link), feedUrl);
      if (found) return found;
    }
  }
  return null;
}

function dateOf(text: string, now: Date): Date | null {
  if (text === '') return null;
  const time = Date.parse(text);
  if (Number.isNaN(time) || time > now.getTime() + FUTURE_TOLERANCE_MS) return null;
  return new Date(time);
}

interface RawItem {
  guid: string;
  title: XmlNode;
  link: XmlNode;
  summary: string;
  date: string;
}

function itemOf(raw: RawItem, feedUrl: string, now: Date): ParsedFeedItem | null {
  const link = pageLink(raw.link, feedUrl);
  if (!link) return null;
  const title = plainTextOf(textOf(raw.title), MAX_TITLE_LENGTH) || link.slice(0, MAX_TITLE_LENGTH);
  const guid = (raw.guid.trim() || link).slice(0, MAX_GUID_LENGTH);
  return {
    guid,
    title,
    link,
    summary: plainTextOf(raw.summary, MAX_SUMMARY_LENGTH),
    publishedAt: dateOf(raw.date, now),
  };
}

function rssItems(channel: Record<string, unknown>): RawItem[] {
  return listOf(channel.item)
    .filter(isRecord)
    .map((item) => ({
      guid: firstText(item.guid),
      title: item.title,
      link: item.link,
      summary: firstText(item.description, item.encoded, item.summary),
      date: firstText(item.pubDate, item.date, item.published, item.updated),
    }));
}

function atomItems(feed: Record<string, unknown>): RawItem[] {
  return listOf(feed.entry)
    .filter(isRecord)
    .map((entry) => ({
      guid: firstText(entry.id),
      title: entry.title,
      link: entry.link,
      summary: firstText(entry.summary, entry.content),
      date: firstText(entry.published, entry.updated),
    }));
}

/** The feed's title and its items (the first `maxItems`, each once), or a FeedFormatError. */
export function parseFeed(xml: string, feedUrl: string, maxItems: number, now = new Date()): ParsedFeed {
  if (/<!ENTITY/i.test(xml)) throw new FeedFormatError('the document declares entities');
  // fast-xml-parser 5 marks its validator deprecated in favour of a separate package; it still ships and checks
  // well-formedness, which its parser (lenient) does not.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    throw new FeedFormatError(`malformed XML: ${validation.err.msg} (line ${validation.err.line})`);
  }
  const document: unknown = parser.parse(xml);
  if (!isRecord(document)) throw new FeedFormatError('not an RSS 2.0 or Atom document');
  const channel = listOf(isRecord(document.rss) ? document.rss.channel : undefined).find(isRecord);
  const feed = isRecord(document.feed) ? document.feed : undefined;
  const source = channel ?? feed;
  if (!source) throw new FeedFormatError('not an RSS 2.0 or Atom document');
  const raws = channel ? rssItems(channel) : atomItems(source);
  const fallbackTitle = new URL(feedUrl).hostname;
  const title = plainTextOf(textOf(source.title), MAX_TITLE_LENGTH) || fallbackTitle;
  const seen = new Set<string>();
  const items: ParsedFeedItem[] = [];
  for (const raw of raws) {
    if (items.length >= maxItems) break;
    const item = itemOf(raw, feedUrl, now);
    if (!item || seen.has(item.guid)) continue;
    seen.add(item.guid);
    items.push(item);
  }
  return { title, items };
}
