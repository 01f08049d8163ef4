import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TLibraryDocument } from '../../../../shared/contracts/library';
import { LIBRARY_CATEGORIES, type TLibraryCategory } from '../../../../shared/domain/library';
import { dashboardPath } from '../../../../shared/routes';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LIBRARY_PAGE_SIZE, libraryDocumentsQuery, useDeleteDocument } from '../api/library';
import { LibraryDocumentCard } from '../components/library-document-card';
import { MonthlyReportForm } from '../components/monthly-report-form';
import { RediiDossierForm } from '../components/redii-dossier-form';

/**
 * /dashboard/library (issue 19 point 5): the documents the app generated for the user, newest first (monthly
 * reports, quote requests, RED II dossiers), filtered by category and searched; each previewed in a new tab,
 * downloaded or deleted. The monthly report is generated here for a chosen month. The header leads to the
 * operator's own imported documents and to the questions asked of them (issue 22).
 */
export default function LibraryPage() {
  const { t } = useTranslation('library');
  const { isOnline } = useOfflineStatus();
  const [category, setCategory] = useState<TLibraryCategory | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search, 300);
  const documents = useQuery(libraryDocumentsQuery({ category, q, page }));
  const [deleting, setDeleting] = useState<TLibraryDocument | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const deletion = useDeleteDocument();

  const askDelete = (document: TLibraryDocument) => {
    if (!isOnline) {
      setNotice(t('deletion.offline'));
      return;
    }
    setNotice(null);
    setDeleting(document);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deletion.mutate(deleting.id, {
      onSuccess: (result) => {
        setDeleting(null);
        if (result.ok) void toast.success(t('deletion.done'));
        else setNotice(result.code === 'network' ? t('deletion.offline') : result.message);
      },
      onError: () => {
        setDeleting(null);
        setNotice(t('deletion.failed'));
      },
    });
  };

  const data = documents.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / LIBRARY_PAGE_SIZE)) : 1;
  const isFiltered = category !== '' || q.trim() !== '';

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        isSubtitleHiddenOnPhone
        action={
          <nav aria-label={t('ownDocuments.label')} className="flex flex-wrap gap-2">
            <Link to={dashboardPath('imported-documents')} className={buttonClasses('secondary', 'md')}>
              {t('ownDocuments.imported')}
            </Link>
            <Link to={dashboardPath('document-rag')} className={buttonClasses('secondary', 'md')}>
              {t('ownDocuments.ask')}
            </Link>
          </nav>
        }
      />
      {/* On a phone the dossier's card comes after the list (the first document on the first screen); from lg on
          it stands beside the monthly report's, above the list. */}
      <div className="grid gap-3 lg:grid-cols-2">
        <MonthlyReportForm />
        <section aria-labelledby="library-documents-title" className="space-y-3 lg:order-last lg:col-span-2">
          <h2 id="library-documents-title" className="sr-only">
            {t('list.title')}
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
            <SelectField
              id="library-category"
              name="category"
              label={t('filters.category')}
              value={category}
              emptyOption={t('filters.all')}
              options={LIBRARY_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
              onChange={(event) => {
                setCategory(event.target.value as TLibraryCategory | '');
                setPage(1);
              }}
              className="sm:w-56"
            />
            <TextField
              id="library-search"
              name="q"
              label={t('filters.search')}
              value={search}
              optionalText=""
              isRequired={false}
              placeholder={t('filters.searchPlaceholder')}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              className="sm:w-72"
            />
          </div>
          {notice && (
            <p role="alert" className="text-sm text-red-700">
              {notice}
            </p>
          )}
          {data === undefined ? (
            <LoadStateNotice
              state={
                documents.isError ? { kind: 'error', message: documents.error.message } : { kind: 'loading' }
              }
              loadingText={t('list.loading')}
              failedText={t('list.loadFailed')}
              onRetry={() => void documents.refetch()}
              size="md"
            />
          ) : data.items.length === 0 ? (
            <p className="text-slate-700">{t(isFiltered ? 'emptyFiltered' : 'empty')}</p>
          ) : (
            <>
              <p className="text-sm text-slate-600" aria-live="polite">
                {t('list.count', { count: data.total })}
              </p>
              <ul className="space-y-3">
                {data.items.map((document) => (
                  <li key={document.id}>
                    <LibraryDocumentCard document={document} onDelete={askDelete} />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav className="flex items-center justify-between gap-2" aria-label={t('list.title')}>
                  <Button
                    variant="secondary"
                    disabled={page <= 1}
                    onClick={() => {
                      setPage((current) => current - 1);
                    }}
                  >
                    {t('list.previous')}
                  </Button>
                  <span className="text-sm text-slate-700">{t('list.pageOf', { page, pages })}</span>
                  <Button
                    variant="secondary"
                    disabled={page >= pages}
                    onClick={() => {
                      setPage((current) => current + 1);
                    }}
                  >
                    {t('list.next')}
                  </Button>
                </nav>
              )}
            </>
          )}
        </section>
        <RediiDossierForm />
      </div>
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        consequence={deleting ? t('deletion.body', { name: deleting.name }) : undefined}
        isDeleting={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </RecordsPageLayout>
  );
}
