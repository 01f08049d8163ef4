import type { TImportedDocument } from '../../../../shared/contracts/documents';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Where the text extraction stands: "En attente d'indexation", "Indexé" or "Échec : <raison>". */
export function StateBadge({ document }: { document: TImportedDocument }) {
  const { t } = useTranslation('documents');
  const { extractionState: state, extractionFailure: failure } = document;
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium',
        state === 'indexed' && 'bg-emerald-100 text-emerald-900',
        state === 'waiting' && 'bg-amber-100 text-amber-900',
        state === 'failed' && 'bg-red-100 text-red-900',
      )}
      data-testid="document-state"
    >
      {state === 'failed'
        ? t('states.failed', { reason: t(`failures.${failure ?? 'damaged'}`) })
        : t(`states.${state}`)}
    </span>
  );
}
