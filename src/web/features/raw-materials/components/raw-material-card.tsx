import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TRawMaterial } from '../../../../shared/contracts/raw-materials';
import { analyseLot } from '../../../../shared/domain/feedstock-analysis';
import { toFeedstockLot } from '../../../../shared/domain/raw-material-lots';
import { Card } from '../../../components/ui/card';
import { formatDeliveryDate } from '../../../lib/analysis-format';
import { formatQuantity } from '../../../lib/format-quantity';
import { AnalysisValueList } from './analysis-value-list';
import { CategoryBadge } from './category-badge';
import { EditDeleteButtons } from '../../../components/records/edit-delete-buttons';

export interface RawMaterialCardProps {
  material: TRawMaterial;
  onEdit: (material: TRawMaterial) => void;
  onDelete: (material: TRawMaterial) => void;
}

/** One raw material: type, category, supplier, tonnes and its four analysis values with their origin. */
export function RawMaterialCard({ material, onEdit, onDelete }: RawMaterialCardProps) {
  const { t, i18n } = useTranslation(['rawMaterials', 'records']);
  // The page resolves the values as the server's analysis does (lab first, then the reference's defaults).
  const lot = useMemo(() => analyseLot(toFeedstockLot(material)), [material]);

  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-slate-900">{material.name}</h2>
          <p className="text-sm text-slate-600">{t(`rawMaterials:values.type.${material.type}`)}</p>
        </div>
        <CategoryBadge category={material.category} />
      </div>
      <p className="text-2xl font-bold text-slate-900 tabular-nums">
        {t('rawMaterials:card.quantity', { value: formatQuantity(material.quantity, i18n.language) })}
      </p>
      <p className="text-sm font-medium text-slate-800 tabular-nums" data-testid="lot-remaining">
        {t('rawMaterials:card.remaining', { value: formatQuantity(material.remainingTonnes, i18n.language) })}
      </p>
      <div className="space-y-0.5 text-sm text-slate-700">
        <p>
          {t('rawMaterials:card.deliveryDate', {
            date: formatDeliveryDate(material.deliveryDate, i18n.language),
          })}
        </p>
        <p>
          {material.supplier
            ? t('rawMaterials:card.supplier', { name: material.supplier })
            : t('rawMaterials:card.noSupplier')}
        </p>
        <p>
          {lot.referenceKey
            ? t('rawMaterials:card.reference', {
                name: t(`rawMaterials:values.referenceKey.${lot.referenceKey}`),
              })
            : t('rawMaterials:card.noReference')}
        </p>
        {material.refused && (
          <p className="font-semibold text-red-800">
            {t('rawMaterials:card.refused', { reason: material.refusalReason ?? '' })}
          </p>
        )}
      </div>
      <AnalysisValueList lot={lot} />
      <div className="mt-auto flex justify-end gap-1 border-t border-slate-100 pt-2">
        <EditDeleteButtons
          name={material.name}
          onEdit={() => {
            onEdit(material);
          }}
          onDelete={() => {
            onDelete(material);
          }}
        />
      </div>
    </Card>
  );
}
