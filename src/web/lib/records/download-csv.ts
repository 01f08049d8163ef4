import { i18n } from '../i18n/i18n';
import { toQueryString, type TListParams } from './records-endpoint';

/** The file name the server gave (Content-Disposition), else a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads the CSV export of a list with its current filters. Fetched (not a plain link) so the request
 * carries the app's language, which names the columns; answers an error message or null.
 */
export function downloadCsv(path: string, params: TListParams, fallbackName: string): Promise<string | null> {
  return downloadCsvFile(`${path}/export.csv${toQueryString(params)}`, fallbackName);
}

/** Downloads the CSV file at `url` (a list's export, a register) in the app's language; an error message or null. */
export async function downloadCsvFile(url: string, fallbackName: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { 'Accept-Language': i18n.language },
    });
  } catch {
    return i18n.t('common:apiErrors.network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return body?.error?.message ?? i18n.t('common:apiErrors.unexpected');
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response, `${fallbackName}.csv`);
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes.
  setTimeout(() => {
    URL.revokeObjectURL(objectUrl);
  }, 10_000);
  return null;
}
