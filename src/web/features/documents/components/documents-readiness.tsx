import { FileUp } from 'lucide-react';
import type { TImportedDocumentList } from '../../../../shared/contracts/documents';
import { dashboardPath } from '../../../../shared/routes';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';

/**
 * What the questions will be answered from: how many documents are indexed (and waiting), or, with none yet,
 * the way to import some.
 */
export function DocumentsReadiness({ list }: { list: TImportedDocumentList }) {
  const { t } = useTranslation('documents');
  const indexed = list.documents.filter((document) => document.extractionState === 'indexed').length;
  const waiting = list.documents.filter((document) => document.extractionState === 'waiting').length;
  const documentsLink = (
    <Link to={dashboardPath('imported-documents')} className={buttonClasses('secondary', 'sm')}>
      <FileUp className="h-4 w-4" aria-hidden="true" />
      {t('ask.goToDocuments')}
    </Link>
  );

  if (indexed === 0)
    return (
      <Card className="space-y-3 border-amber-300 bg-amber-50 p-4 sm:p-6" data-testid="documents-readiness">
        <p className="text-slate-900">{t('ask.noDocuments')}</p>
        {waiting > 0 && <p className="text-sm text-slate-800">{t('ask.waiting', { count: waiting })}</p>}
        {documentsLink}
      </Card>
    );
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700"
      data-testid="documents-readiness"
    >
      <p>
        {t('ask.indexed', { count: indexed })}
        {waiting > 0 && ` ${t('ask.waiting', { count: waiting })}`}
      </p>
      {documentsLink}
    </div>
  );
}
