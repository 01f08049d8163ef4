import { useQuery } from '@tanstack/react-query';
import type { TEvidenceFile } from '../../../../shared/contracts/compliance';
import { lotEvidencePath } from '../../../components/evidence/evidence-api';
import { EvidenceFiles } from '../../../components/evidence/evidence-files';
import { apiRequest } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';

const lotEvidenceKey = (lotId: string) => ['raw-materials', 'evidence', lotId] as const;

/**
 * The lot's proof files (RED II: a sustainability proof per lot), in its edit dialog: view, delete, attach a PDF,
 * JPEG or PNG of 5 MB at most. The files live on the server only: offline the controls are off.
 */
export function LotEvidence({ lotId }: { lotId: string }) {
  const { t } = useTranslation(['rawMaterials', 'regulation']);
  const { isOnline } = useOfflineStatus();
  const files = useQuery({
    queryKey: lotEvidenceKey(lotId),
    queryFn: async ({ signal }) => {
      const result = await apiRequest<{ items: TEvidenceFile[] }>(lotEvidencePath(lotId), { signal });
      if (!result.ok) throw new Error(result.message);
      return result.data.items;
    },
    enabled: isOnline,
  });

  return (
    <section className="space-y-2 border-t border-slate-200 pt-4" data-testid="lot-evidence">
      <p className="text-xs text-slate-600">{t('rawMaterials:evidence.hint')}</p>
      {!isOnline && <p className="text-sm text-amber-900">{t('rawMaterials:evidence.offline')}</p>}
      {files.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('rawMaterials:evidence.loadFailed')}
        </p>
      )}
      <EvidenceFiles
        collectionPath={lotEvidencePath(lotId)}
        heading={t('rawMaterials:evidence.heading')}
        inputId={`lot-evidence-${lotId}`}
        files={files.data ?? []}
        isOnline={isOnline && files.isSuccess}
        onChanged={() => files.refetch()}
      />
    </section>
  );
}
