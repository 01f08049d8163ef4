import { queryOptions } from '@tanstack/react-query';
import type { TRawMaterial, TRawMaterialsAnalysis } from '../../../../shared/contracts/raw-materials';
import type { TDigestionMode } from '../../../../shared/domain/feedstock-analysis';
import { apiRequest } from '../../../lib/api-client';
import {
  toQueryString,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
  type RecordsEndpoint,
} from '../../../lib/records/records-endpoint';
import { optimisticRawMaterial } from '../../../lib/records/optimistic-items';
import { readCached } from '../../../lib/offline/read-with-pending';

export const rawMaterialsEndpoint: RecordsEndpoint = {
  path: '/api/raw-materials',
  key: 'raw-materials',
  table: 'raw_materials',
  toOptimisticItem: optimisticRawMaterial,
};

export interface AnalysisSettings {
  yieldFactor: number;
  digestionMode: TDigestionMode;
  /** Calendar year of the lots' delivery dates; null: the server's "this year" for the user. */
  year: number | null;
}

/**
 * The analysis of the planned mix lives under the collection's key: every write (and a CSV import)
 * invalidates the collection, so the figures are computed again with the list.
 */
export function analysisQuery({ yieldFactor, digestionMode, year }: AnalysisSettings) {
  return queryOptions({
    queryKey: [rawMaterialsEndpoint.key, 'analysis', yieldFactor, digestionMode, year] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () =>
        apiRequest<TRawMaterialsAnalysis>(
          `${rawMaterialsEndpoint.path}/analysis${toQueryString({ yieldFactor, digestionMode, ...(year === null ? {} : { year }) })}`,
          { signal },
        ),
      ),
    placeholderData: (previous) => previous,
    networkMode: 'always',
  });
}

export function useCreateRawMaterial() {
  return useCreateRecord<TRawMaterial>(rawMaterialsEndpoint);
}

export function useUpdateRawMaterial() {
  return useUpdateRecord<TRawMaterial>(rawMaterialsEndpoint);
}

export function useDeleteRawMaterial() {
  return useDeleteRecord(rawMaterialsEndpoint);
}
