import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { ChartColumnBig, Plus, Tractor, Wheat } from 'lucide-react';
import { RAW_MATERIAL_SORT_KEYS, type TRawMaterial } from '../../../../shared/contracts/raw-materials';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsListSection } from '../../../components/records/records-list-section';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useRecordsList } from '../../../lib/records/use-records-list';
import { rawMaterialsEndpoint } from '../api/raw-materials';
import { DefaultSourcesNote } from '../components/default-sources-note';
import { RawMaterialCard } from '../components/raw-material-card';
import { RawMaterialFilters } from '../components/raw-material-filters';
import { RawMaterialFormDialog, type TRawMaterialDialog } from '../components/raw-material-form-dialog';
import { useRawMaterialDelete } from '../components/use-raw-material-delete';

const filterNames = ['type', 'category'] as const;
const listDefaults = { sort: 'createdAt' };
const listedSources = ['lfl-bayern-2022', 'gtz-biogas-digest', 'inra-feed-tables-crude-protein'] as const;

/** /dashboard/raw-materials (spec §2, §3): the feedstock lots, their lab values or defaults, CSV, the analysis. */
export default function RawMaterialsPage() {
  const { t } = useTranslation(['rawMaterials', 'records']);
  const { list, ...controls } = useRecordsList<TRawMaterial>(rawMaterialsEndpoint, listDefaults, filterNames);
  const [dialog, setDialog] = useState<TRawMaterialDialog>(null);
  const [deleting, setDeleting] = useState<TRawMaterial | null>(null);
  const removal = useRawMaterialDelete();

  const handleAdd = () => {
    setDialog({ mode: 'create' });
  };

  const actions = (
    <div className="flex flex-wrap gap-2">
      <Link to="/dashboard/raw-materials/feed" className={buttonClasses('secondary', 'lg')}>
        <Tractor className="h-5 w-5" aria-hidden="true" />
        {t('rawMaterials:links.feedLog')}
      </Link>
      <Link to="/dashboard/raw-materials/analysis" className={buttonClasses('secondary', 'lg')}>
        <ChartColumnBig className="h-5 w-5" aria-hidden="true" />
        {t('rawMaterials:openAnalysis')}
      </Link>
      <Button size="lg" onClick={handleAdd}>
        <Plus className="h-5 w-5" aria-hidden="true" />
        {t('rawMaterials:add')}
      </Button>
    </div>
  );

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('rawMaterials:title')}
        subtitle={t('rawMaterials:subtitle')}
        action={actions}
      />
      <RecordsListSection
        endpoint={rawMaterialsEndpoint}
        controls={controls}
        list={list}
        sortOptions={RAW_MATERIAL_SORT_KEYS.map((key) => ({
          value: key,
          label: t(`rawMaterials:sort.${key}`),
        }))}
        filters={<RawMaterialFilters params={controls.params} onFilter={controls.setParam} />}
        csvFileName="matieres-premieres"
        empty={
          <EmptyState
            icon={<Wheat className="h-6 w-6" aria-hidden="true" />}
            title={t('rawMaterials:empty.title')}
            body={t('rawMaterials:empty.body')}
            action={<Button onClick={handleAdd}>{t('rawMaterials:empty.action')}</Button>}
          />
        }
        listLabel={t('rawMaterials:title')}
        listClassName="grid gap-4 @xl:grid-cols-2 @3xl:grid-cols-3"
        renderItem={(material) => (
          <RawMaterialCard
            material={material}
            onEdit={(target) => {
              setDialog({ mode: 'edit', material: target });
            }}
            onDelete={setDeleting}
          />
        )}
      />
      <DefaultSourcesNote sourceKeys={listedSources} />

      <RawMaterialFormDialog
        dialog={dialog}
        onClose={() => {
          setDialog(null);
        }}
      />
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        isDeleting={removal.isDeleting}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          void removal.handleDelete(deleting).then((isDeleted) => {
            if (isDeleted) setDeleting(null);
          });
        }}
      />
    </RecordsPageLayout>
  );
}
