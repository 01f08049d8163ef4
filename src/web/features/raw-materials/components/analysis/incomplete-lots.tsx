import { useTranslation } from '../../../../lib/i18n/use-translation';
import { FlaskConical } from 'lucide-react';
import type { TRawMaterialsAnalysis } from '../../../../../shared/contracts/raw-materials';
import { Card } from '../../../../components/ui/card';

/** The lots left out of the totals, and what each one lacks (a by-product without its lab BMP…). */
export function IncompleteLots({ analysis }: { analysis: TRawMaterialsAnalysis }) {
  const { t } = useTranslation('rawMaterials');
  const lots = analysis.lots.filter((lot) => !lot.isComplete);
  if (lots.length === 0) return null;

  return (
    <section aria-labelledby="incomplete-lots-title">
      <Card className="space-y-2 border-amber-300 bg-amber-50 p-4">
        <h2 id="incomplete-lots-title" className="flex items-center gap-2 font-semibold text-amber-950">
          <FlaskConical className="h-5 w-5" aria-hidden="true" />
          {t('analysisPage.incomplete.title')}
        </h2>
        <p className="text-sm text-amber-950">{t('analysisPage.incomplete.body')}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-amber-950">
          {lots.map((lot) => (
            <li key={lot.id}>
              {t('analysisPage.incomplete.missing', {
                name: lot.name,
                values: lot.missingForMethane.map((key) => t(`analysis.valueKeys.${key}`)).join(', '),
              })}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
