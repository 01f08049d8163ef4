import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TRawMaterialCategory } from '../../../../shared/domain/feedstock-defaults';
import { cn } from '../../../lib/cn';
import { categoryColours } from '../lib/category-colours';

/** The regulatory category of a material; "Culture principale" is highlighted (it counts in the 15 % cap). */
export function CategoryBadge({ category }: { category: TRawMaterialCategory }) {
  const { t } = useTranslation('rawMaterials');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-1 text-xs font-semibold',
        categoryColours[category].badge,
      )}
    >
      {t(`values.category.${category}`)}
    </span>
  );
}
