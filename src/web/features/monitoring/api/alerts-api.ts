import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TActiveAlerts,
  TAlertRule,
  TAlertRuleList,
  TAlertTrigger,
  TAlertTriggerList,
  TCreateAlertRuleRequest,
  TCreateAlertTargetRequest,
  TCreatedAlertTarget,
  TUpdateAlertRuleRequest,
} from '../../../../shared/contracts/alerts';
import { ALERT_EVALUATION_INTERVAL_MS } from '../../../../shared/domain/alerts/alert-vocabulary';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

export const alertsKey = ['admin-alerts'] as const;
const base = '/api/admin/alerts';

/** A read that throws its translated message, so the query shows it with a retry. */
async function read<T>(path: string, signal: AbortSignal): Promise<T> {
  const result = await apiRequest<T>(path, { signal });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

/** The panel's open alerts, read again as often as monitoring A evaluates (30 s). */
export const activeAlertsQuery = queryOptions({
  queryKey: [...alertsKey, 'active'] as const,
  queryFn: ({ signal }) => read<TActiveAlerts>(`${base}/active`, signal),
  refetchInterval: ALERT_EVALUATION_INTERVAL_MS.a,
});

export const alertRulesQuery = queryOptions({
  queryKey: [...alertsKey, 'rules'] as const,
  queryFn: ({ signal }) => read<TAlertRuleList>(`${base}/rules`, signal),
  refetchInterval: ALERT_EVALUATION_INTERVAL_MS.a,
});

export const alertTriggersQuery = queryOptions({
  queryKey: [...alertsKey, 'triggers'] as const,
  queryFn: ({ signal }) => read<TAlertTriggerList>(`${base}/triggers`, signal),
  refetchInterval: ALERT_EVALUATION_INTERVAL_MS.a,
});

/** A write to the alerts API; on success every alerts read (panel, rules, triggers) is read again. */
function useAlertsWrite<TInput, TOutput>(send: (input: TInput) => Promise<TApiResult<TOutput>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: alertsKey });
    },
  });
}

export const useAcknowledgeAll = () =>
  useAlertsWrite<undefined, { acknowledged: number }>(() =>
    apiRequest(`${base}/triggers/acknowledge-all`, { method: 'POST' }),
  );

export const useAcknowledgeTrigger = () =>
  useAlertsWrite<string, TAlertTrigger>((id) =>
    apiRequest(`${base}/triggers/${encodeURIComponent(id)}/acknowledge`, { method: 'POST' }),
  );

export const useResolveTrigger = () =>
  useAlertsWrite<string, TAlertTrigger>((id) =>
    apiRequest(`${base}/triggers/${encodeURIComponent(id)}/resolve`, { method: 'POST' }),
  );

export const useCreateRule = () =>
  useAlertsWrite<TCreateAlertRuleRequest, TAlertRule>((body) =>
    apiRequest(`${base}/rules`, { method: 'POST', body }),
  );

export const useUpdateRule = () =>
  useAlertsWrite<{ id: string; changes: TUpdateAlertRuleRequest }, TAlertRule>(({ id, changes }) =>
    apiRequest(`${base}/rules/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
  );

export const useSetRuleEnabled = () =>
  useAlertsWrite<{ id: string; enabled: boolean }, TAlertRule>(({ id, enabled }) =>
    apiRequest(`${base}/rules/${encodeURIComponent(id)}/enabled`, { method: 'PUT', body: { enabled } }),
  );

export const useDeleteRule = () =>
  useAlertsWrite<string, null>((id) =>
    apiRequest(`${base}/rules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const useAddTarget = () =>
  useAlertsWrite<{ ruleId: string; target: TCreateAlertTargetRequest }, TCreatedAlertTarget>(
    ({ ruleId, target }) =>
      apiRequest(`${base}/rules/${encodeURIComponent(ruleId)}/targets`, { method: 'POST', body: target }),
  );

export const useDeleteTarget = () =>
  useAlertsWrite<{ ruleId: string; targetId: string }, null>(({ ruleId, targetId }) =>
    apiRequest(`${base}/rules/${encodeURIComponent(ruleId)}/targets/${encodeURIComponent(targetId)}`, {
      method: 'DELETE',
    }),
  );
