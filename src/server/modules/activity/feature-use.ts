import type { FastifyRequest } from 'fastify';
import type { DbTransaction } from '../../db/user-context.js';
import { recordActivity } from './activity.repository.js';
import { requestAudit } from './request-audit.js';

/** The features whose use the activity log counts (spec §3 feature_use): what a user does, never its content. */
export type TrackedFeature =
  | 'monthly_report'
  | 'redii_dossier'
  | 'redii_dossier_zip'
  | 'ration_optimiser'
  | 'ration_plan'
  | 'csv_export'
  | 'csv_import';

/** A feature_use entry in the user's transaction: it is kept only if the work it names is. */
export function recordFeatureUse(
  tx: DbTransaction,
  request: FastifyRequest,
  userId: string,
  feature: TrackedFeature,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  return recordActivity(tx, {
    userId,
    activityType: 'feature_use',
    description: feature,
    metadata: { feature, ...details },
    ...requestAudit(request),
  });
}
