/** The values of a route pattern's `:name` segments, decoded. */
export type RouteParams = Readonly<Record<string, string>>;

function trimSlashes(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pathname` is the page of `pattern` ('/dashboard/shop/:productId'), with the values of its `:name`
 * segments; null when it is not. Letter case and a trailing slash do not matter, as with the browser-facing
 * paths the server accepts; a `:name` segment matches any one non-empty segment.
 */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const expected = trimSlashes(pattern);
  const actual = trimSlashes(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part.toLowerCase() !== decodeSegment(segment).toLowerCase()) return null;
  }
  return params;
}
