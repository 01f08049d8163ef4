import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TRawMaterial } from '../../../../shared/contracts/raw-materials';
import { toast } from '../../../lib/toast';
import { useDeleteRawMaterial } from '../api/raw-materials';

/** Deleting a material once confirmed: "Matière première supprimée" or "Erreur lors de la suppression". */
export function useRawMaterialDelete() {
  const { t } = useTranslation('rawMaterials');
  const remove = useDeleteRawMaterial();

  const handleDelete = async (material: TRawMaterial): Promise<boolean> => {
    const result = await remove.mutateAsync(material);
    if (result.ok) void toast.success(t('toasts.deleted'));
    else void toast.error(t('toasts.deleteFailed'), { description: result.message });
    return result.ok;
  };

  return { handleDelete, isDeleting: remove.isPending };
}
