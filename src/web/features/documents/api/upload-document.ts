import type { TImportedDocument, TUploadDocumentQuery } from '../../../../shared/contracts/documents';
import type { TApiResult } from '../../../lib/api-client';
import { readApiError } from '../../../lib/api-error-body';
import { i18n } from '../../../lib/i18n/i18n';

/** What describes an uploaded file, sent with it in the query string (the file's name added per file). */
export type TUploadDescription = Omit<TUploadDocumentQuery, 'fileName'>;

function uploadPath(fileName: string, description: TUploadDescription): string {
  const query = new URLSearchParams({ fileName });
  for (const [name, value] of Object.entries(description)) {
    if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
  }
  return `/api/documents?${query.toString()}`;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST /api/documents with the file's bytes as the body. Sent with XMLHttpRequest, the one browser API that
 * reports how much of an upload has gone (`onProgress`, 0 to 1); like the API client it never throws: the result
 * carries the server's message in the user's language, or the network's.
 */
export function uploadDocument(
  file: Blob,
  fileName: string,
  description: TUploadDescription,
  onProgress: (fraction: number) => void,
): Promise<TApiResult<TImportedDocument>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', uploadPath(fileName, description));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.language);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = readJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve({ ok: true, status: request.status, data: body as TImportedDocument });
        return;
      }
      const parsed = readApiError(body);
      resolve({
        ok: false,
        status: request.status,
        code: parsed?.error.code ?? `http_${String(request.status)}`,
        message: parsed?.error.message ?? i18n.t('common:apiErrors.unexpected'),
        fields: parsed?.error.fields ?? {},
      });
    };
    request.onerror = () => {
      resolve({
        ok: false,
        status: 0,
        code: 'network',
        message: i18n.t('common:apiErrors.network'),
        fields: {},
      });
    };
    request.send(file);
  });
}
