// Where an article's links and images may point (issue 22): links to the web (http, https), to a mail address
// (mailto) or within the app (a relative address); images only the app's own article covers (the pages load
// images from their own origin only: CSP img-src 'self').
// Anything else, `javascript:`, `data:`, `vbscript:`, `file:`, is refused, however it is spelled.

/** The address of an article's cover as the API serves it, optionally with its version. */
export const COVER_PATH_PATTERN =
  /^\/api\/news\/articles\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/cover(?:\?v=\d{1,20})?$/i;

/** What browsers drop from an address before they read its scheme: tabs and line breaks anywhere, controls and spaces around. */
function asBrowsersReadIt(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

export type TLinkKind = 'web' | 'mailto' | 'relative';

/**
 * The kind of a link's address, or null when it may not be a link: a scheme other than http, https and mailto,
 * a scheme the browser could read differently (encoded, with controls), a backslash (read as a slash).
 */
export function linkKind(rawUrl: string): TLinkKind | null {
  const url = asBrowsersReadIt(rawUrl);
  // eslint-disable-next-line no-control-regex
  if (url === '' || /[\\\u0000-\u001f\u007f]/.test(url)) return null;
  const schemeEnd = url.indexOf(':');
  const pathStart = url.search(/[/?#]/);
  const hasScheme = schemeEnd !== -1 && (pathStart === -1 || schemeEnd < pathStart);
  if (!hasScheme) return url.startsWith('//') ? 'web' : 'relative';
  const scheme = url.slice(0, schemeEnd).toLowerCase();
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/?#]/i.test(url) ? 'web' : null;
  if (scheme === 'mailto') return 'mailto';
  return null;
}

/** Whether an image may be shown from this address: an article cover of the app, nothing from elsewhere. */
export function isAllowedImageSource(rawUrl: string): boolean {
  return COVER_PATH_PATTERN.test(asBrowsersReadIt(rawUrl));
}
