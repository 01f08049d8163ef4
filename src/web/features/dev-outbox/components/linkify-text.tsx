import type { ReactNode } from 'react';

/** http(s) links in a mail body (reset links, invitations…). */
const linkPattern = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the link ("… : https://x/y."). */
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** The body as text with its links made clickable (React escapes the rest). */
export function linkifyText(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index;
    const url = match[0].replace(trailingPunctuation, '');
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a
        key={`${start}-${url}`}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
