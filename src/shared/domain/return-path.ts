// A path to come back to after signing in, checked without zod: the browser's session guard reads it before
// any form is loaded (contracts/auth.ts builds ZReturnPath on it).

/** True for "/x…" paths only: not "//host", not "/\host", no scheme, no control characters. */
export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\\]/.test(path);
}
