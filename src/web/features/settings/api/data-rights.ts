import type {
  TDataExport,
  TDataResetResponse,
  TDataRightsOverview,
  TIdentityConfirmation,
} from '../../../../shared/contracts/data-rights';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** GET /api/data-rights: whether the account has a password, its exports, when the next one is possible. */
export function getDataRights(signal: AbortSignal): Promise<TApiResult<TDataRightsOverview>> {
  return apiRequest<TDataRightsOverview>('/api/data-rights', { signal });
}

/** POST /api/data-rights/exports: the zip is prepared in the background (pending, then ready). */
export function requestDataExport(body: TIdentityConfirmation): Promise<TApiResult<TDataExport>> {
  return apiRequest<TDataExport>('/api/data-rights/exports', { method: 'POST', body });
}

export const dataExportDownloadPath = (exportId: string) => `/api/data-rights/exports/${exportId}/download`;

/** POST /api/data-rights/reset with the typed phrase. */
export function resetMyData(phrase: string): Promise<TApiResult<TDataResetResponse>> {
  return apiRequest<TDataResetResponse>('/api/data-rights/reset', { method: 'POST', body: { phrase } });
}

/** POST /api/data-rights/account-deletion: the account and its sessions end at once. */
export function deleteMyAccount(body: TIdentityConfirmation): Promise<TApiResult<{ isDeleted: true }>> {
  return apiRequest<{ isDeleted: true }>('/api/data-rights/account-deletion', { method: 'POST', body });
}
