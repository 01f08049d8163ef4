import type { TActivity } from '../../../../shared/contracts/account';

/** The features and events the activity catalog words (activity.json features.*, events.*). */
const knownFeatures = new Set([
  'monthly_report',
  'redii_dossier',
  'redii_dossier_zip',
  'ration_optimiser',
  'ration_plan',
  'csv_export',
  'csv_import',
]);
const knownEvents = new Set([
  'sign_in_failed',
  'rate_limited',
  'totp_replay',
  'cross_site_write_refused',
  'admin_route_refused',
]);

/** The catalog key of an entry's detail in words (which feature, which security event), or null. */
export function activityDetailKey(activity: Pick<TActivity, 'activityType' | 'description' | 'metadata'>) {
  const feature = activity.metadata?.feature;
  if (activity.activityType === 'feature_use' && typeof feature === 'string' && knownFeatures.has(feature)) {
    return `features.${feature}`;
  }
  const event = activity.description?.replaceAll(' ', '_');
  if (activity.activityType === 'security_violation' && event && knownEvents.has(event)) {
    return `events.${event}`;
  }
  return null;
}
