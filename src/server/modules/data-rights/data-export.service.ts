// GDPR export (issue 21): asked with the password again, at most once an hour per user, written in the
// background (a large account's zip takes a while), downloadable for RETENTION_PERIODS.dataExportMs.
import type { FastifyBaseLogger } from 'fastify';
import type { TDataExport } from '../../../shared/contracts/data-rights.js';
import { DATA_EXPORT_INTERVAL_MS } from '../../../shared/domain/data-rights.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { Db } from '../../db/client.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import { findPreferences } from '../profile/profile.repository.js';
import { DEFAULT_TIME_ZONE } from '../profile/user-today.js';
import { buildUserExportZip } from './data-export-zip.js';
import {
  completeExport,
  findLastExportRequest,
  insertPendingExport,
  lockUserExports,
  type listLiveExports,
} from './data-export.repository.js';
import { RETENTION_PERIODS } from './retention-periods.js';

type ExportRow = Awaited<ReturnType<typeof listLiveExports>>[number];

export function toDataExport(row: ExportRow): TDataExport {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    sizeBytes: row.sizeBytes,
  };
}

/** When the user may ask for the next export, or null when they may now. */
export async function findNextExportAt(tx: DbTransaction, userId: string, now: Date): Promise<Date | null> {
  const last = await findLastExportRequest(tx, userId);
  if (!last) return null;
  const next = new Date(last.getTime() + DATA_EXPORT_INTERVAL_MS);
  return next > now ? next : null;
}

async function tooSoon(
  tx: DbTransaction,
  userId: string,
  next: Date,
  language: TLanguage,
): Promise<HttpError> {
  const timeZone = (await findPreferences(tx, userId))?.timezone ?? DEFAULT_TIME_ZONE;
  const when = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(next);
  return new HttpError(429, 'export_too_soon', 'dataRights:errors.exportTooSoon', { when });
}

/** Records the request (pending) and the gdpr_export activity, or refuses within the hour of the last one. */
export async function requestExport(
  tx: DbTransaction,
  userId: string,
  now: Date,
  language: TLanguage,
): Promise<TDataExport> {
  await lockUserExports(tx, userId);
  const next = await findNextExportAt(tx, userId, now);
  if (next) throw await tooSoon(tx, userId, next, language);
  const row = await insertPendingExport(tx, userId, new Date(now.getTime() + RETENTION_PERIODS.dataExportMs));
  await recordActivity(tx, {
    userId,
    activityType: 'gdpr_export',
    description: 'GDPR export requested',
    metadata: { exportId: row.id },
  });
  return toDataExport(row);
}

/** Writes the exports' zips after the answer; the app waits for those under way before it closes. */
export function createExportWriter(db: Db, log: FastifyBaseLogger) {
  const underWay = new Set<Promise<void>>();
  return {
    start(exportId: string, userId: string): void {
      const writing = buildUserExportZip(db, userId, new Date())
        .then((zip) => completeExport(db, exportId, zip))
        .catch(async (error: unknown) => {
          log.error({ err: error, exportId }, 'GDPR export failed');
          await completeExport(db, exportId, null).catch(() => undefined);
        })
        .finally(() => underWay.delete(writing));
      underWay.add(writing);
    },
    async settle(): Promise<void> {
      await Promise.all([...underWay]);
    },
  };
}
export type ExportWriter = ReturnType<typeof createExportWriter>;
