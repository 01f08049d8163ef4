import { queryOptions } from '@tanstack/react-query';
import type {
  TAddedEmergencyWebhook,
  TEmergencyAlert,
  TEmergencyAlertList,
  TEmergencyOverview,
  TEmergencySettings,
  TRaiseEmergencyAlertRequest,
  TUpdateEmergencySettingsRequest,
} from '../../../../shared/contracts/emergency';
import type { TEmergencyHazard } from '../../../../shared/domain/emergency/emergency-alerts';
import type { TWebhookTargetKind } from '../../../../shared/domain/webhook-kinds';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';

export const emergencyOverviewQueryKey = ['emergency', 'overview'] as const;
export const emergencyAlertsQueryKey = ['emergency', 'alerts'] as const;

/** Open alerts are read again this often while the page is open: acknowledgements arrive from the team. */
export const OPEN_ALERTS_REFRESH_MS = 10_000;

/** GET /api/emergency/overview: procedures, contacts, webhooks; offline, the copy last read (kept encrypted). */
export const emergencyOverviewQuery = queryOptions({
  queryKey: emergencyOverviewQueryKey,
  queryFn: ({ signal }) =>
    readCached(emergencyOverviewQueryKey, () =>
      apiRequest<TEmergencyOverview>('/api/emergency/overview', { signal }),
    ),
  networkMode: 'always',
});

/** GET /api/emergency/alerts: the open alerts with their members and timeline, and the history. */
export const emergencyAlertsQuery = queryOptions({
  queryKey: emergencyAlertsQueryKey,
  queryFn: ({ signal }) =>
    readCached(emergencyAlertsQueryKey, () =>
      apiRequest<TEmergencyAlertList>('/api/emergency/alerts', { signal }),
    ),
  networkMode: 'always',
});

export function raiseEmergencyAlert(body: TRaiseEmergencyAlertRequest): Promise<TApiResult<TEmergencyAlert>> {
  return apiRequest<TEmergencyAlert>('/api/emergency/alerts', { method: 'POST', body });
}

export function resolveEmergencyAlert(id: string, note: string): Promise<TApiResult<TEmergencyAlert>> {
  return apiRequest<TEmergencyAlert>(`/api/emergency/alerts/${id}/resolve`, {
    method: 'POST',
    body: { note },
  });
}

export function acknowledgeForMember(
  alertId: string,
  recipientId: string,
): Promise<TApiResult<TEmergencyAlert>> {
  return apiRequest<TEmergencyAlert>(
    `/api/emergency/alerts/${alertId}/recipients/${recipientId}/acknowledge`,
    { method: 'POST' },
  );
}

export function saveProcedure(
  hazard: TEmergencyHazard,
  steps: string,
): Promise<TApiResult<TEmergencyOverview>> {
  return apiRequest<TEmergencyOverview>(`/api/emergency/procedures/${hazard}`, {
    method: 'PUT',
    body: { steps },
  });
}

export function restoreProcedure(hazard: TEmergencyHazard): Promise<TApiResult<TEmergencyOverview>> {
  return apiRequest<TEmergencyOverview>(`/api/emergency/procedures/${hazard}`, { method: 'DELETE' });
}

export function saveEmergencySettings(
  body: TUpdateEmergencySettingsRequest,
): Promise<TApiResult<TEmergencySettings>> {
  return apiRequest<TEmergencySettings>('/api/emergency/settings', { method: 'PUT', body });
}

export function addEmergencyWebhook(kind: TWebhookTargetKind, url: string) {
  return apiRequest<TAddedEmergencyWebhook>('/api/emergency/webhooks', {
    method: 'POST',
    body: { kind, url },
  });
}

export function deleteEmergencyWebhook(id: string): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>(`/api/emergency/webhooks/${id}`, { method: 'DELETE' });
}
