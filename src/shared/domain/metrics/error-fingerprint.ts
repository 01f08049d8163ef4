// Groups browser errors: the same fault seen by many users, on many pages, with other ids in its message, is
// one group. The fingerprint is the error type, the message with its variable parts replaced, and the top stack
// frame's function and file (without line, column, query string or the hash of a bundle's name).

/** The variable parts of a message, each replaced by a placeholder (order matters: URLs before numbers). */
const messageVariables: readonly [RegExp, string][] = [
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s'")]+/gi, '<url>'],
  [/[^\s@'"<>]+@[^\s@'"<>]+\.[a-z]{2,}/gi, '<email>'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>'],
  [/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, '<hash>'],
  [/\b0x[0-9a-f]+\b/gi, '<n>'],
  [/\d+(?:[.,]\d+)*/g, '<n>'],
];

export function normaliseErrorMessage(message: string): string {
  let text = message.trim().slice(0, 1000);
  for (const [pattern, placeholder] of messageVariables) text = text.replace(pattern, placeholder);
  return text.replace(/\s+/g, ' ');
}

/** A bundle's file name without its content hash: `assets/page-regulation-4f9a1c2b.js` -> `assets/page-regulation.js`. */
export function normaliseSourceFile(file: string): string {
  const withoutQuery = file.replace(/[?#].*$/, '');
  const path = withoutQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  return path.replace(/[-.][A-Za-z0-9_]{8,}(?=\.m?js$)/, '');
}

export interface StackFrame {
  functionName: string;
  file: string;
}

/** The first frame of a V8 (`at fn (file:line:col)`) or Firefox/Safari (`fn@file:line:col`) stack; null if none. */
export function topStackFrame(stack: string | null | undefined): StackFrame | null {
  if (!stack) return null;
  for (const line of stack.split('\n', 50)) {
    const v8 = /^\s*at (?:(.+?) \()?(.+?):\d+(?::\d+)?\)?\s*$/.exec(line);
    if (v8?.[2] !== undefined)
      return { functionName: v8[1] ?? '<anonymous>', file: normaliseSourceFile(v8[2]) };
    const gecko = /^\s*(.*?)@(.+?):\d+(?::\d+)?\s*$/.exec(line);
    if (gecko?.[2] !== undefined)
      return { functionName: gecko[1] || '<anonymous>', file: normaliseSourceFile(gecko[2]) };
  }
  return null;
}

export interface FingerprintInput {
  errorType: string;
  message: string;
  stack?: string | null | undefined;
}

export interface ErrorFingerprint {
  fingerprint: string;
  normalisedMessage: string;
  topFrame: string | null;
}

export function fingerprintError(input: FingerprintInput): ErrorFingerprint {
  const normalisedMessage = normaliseErrorMessage(input.message);
  const frame = topStackFrame(input.stack);
  const topFrame = frame ? `${frame.functionName} (${frame.file})` : null;
  return {
    fingerprint: [input.errorType.trim(), normalisedMessage, topFrame ?? ''].join('\u001f'),
    normalisedMessage,
    topFrame,
  };
}

/** A page or stack as stored: the path only (a query string or fragment may carry a token or an address). */
export function withoutQueryStrings(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#'")]*|\/[^\s?#'")]*)[?#][^\s'"):]*/gi, '$1');
}
