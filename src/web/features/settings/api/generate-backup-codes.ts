import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** POST /api/auth/two-factor/generate-backup-codes: new codes; the previous ones stop working. */
export function generateBackupCodes(password: string): Promise<TApiResult<{ backupCodes: string[] }>> {
  return apiRequest<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
    method: 'POST',
    body: { password },
  });
}
