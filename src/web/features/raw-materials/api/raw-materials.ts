import { queryOptions } from '@tanstack/react-query';
import type { TRawMaterial, TRawMaterialsAnalysis } from '../../../../shared/contracts/raw-materials';
import type { TDigestionMode } from '../../../../shared/domain/feedstock-analysis';
import { apiRequest } from '../../../lib/api-client';
import { unwrapApiResult } from '../../../lib/query-client';
import {
  createRecord,
  deleteRecord,
  toQueryString,
  updateRecord,
  useRecordWrite,
  type RecordsEndpoint,
} from '../../../lib/records/records-endpoint';

export const rawMaterialsEndpoint: RecordsEndpoint = { path: '/api/raw-materials', key: 'raw-materials' };

export interface AnalysisSettings {
  yieldFactor: number;
  digestionMode: TDigestionMode;
}

/**
 * The analysis of the planned mix lives under the collection's key: every write (and a CSV import)
 * invalidates the collection, so the figures are computed again with the list.
 */
export function analysisQuery({ yieldFactor, digestionMode }: AnalysisSettings) {
  return queryOptions({
    queryKey: [rawMaterialsEndpoint.key, 'analysis', yieldFactor, digestionMode] as const,
    queryFn: async ({ signal }) =>
      unwrapApiResult(
        await apiRequest<TRawMaterialsAnalysis>(
          `${rawMaterialsEndpoint.path}/analysis${toQueryString({ yieldFactor, digestionMode })}`,
          { signal },
        ),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useCreateRawMaterial() {
  return useRecordWrite(rawMaterialsEndpoint, (body: unknown) =>
    createRecord<TRawMaterial>(rawMaterialsEndpoint, body),
  );
}

export function useUpdateRawMaterial() {
  return useRecordWrite(rawMaterialsEndpoint, ({ id, body }: { id: string; body: unknown }) =>
    updateRecord<TRawMaterial>(rawMaterialsEndpoint, id, body),
  );
}

export function useDeleteRawMaterial() {
  return useRecordWrite(rawMaterialsEndpoint, (id: string) => deleteRecord(rawMaterialsEndpoint, id));
}
