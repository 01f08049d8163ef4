/**
 * `Content-Disposition` of a stored file sent back (a library document, an evidence file): an ASCII fallback for
 * old clients and the UTF-8 name (RFC 6266 / 5987), so « récépissé.pdf » downloads under its own name.
 */
export function contentDisposition(
  disposition: 'inline' | 'attachment',
  fileName: string,
  fallback = 'document',
): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || fallback;
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
