import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { TLotAnalysis, TRawMaterialsAnalysis } from '../../../../../shared/contracts/raw-materials';
import { formatMethane, formatPercent, formatTonnes } from '../../../../lib/analysis-format';
import { useResolvedValueText, type ResolvedValueText } from '../use-resolved-value-text';

/** One lot's figures as the table and the phone cards show them ("—" where a value is unknown). */
export interface LotRow {
  lot: TLotAnalysis;
  freshTonnes: string;
  dryMatter: ResolvedValueText;
  dryMatterTonnes: string;
  volatileSolidsTonnes: string;
  methaneLab: string;
  share: string;
  /** "Analyse conseillée : BMP (Nm³ CH4/t MO)", or null. */
  labAdvised: string | null;
}

const dash = '—';

export function useLotRows(analysis: TRawMaterialsAnalysis): LotRow[] {
  const { t, i18n } = useTranslation('rawMaterials');
  const textOf = useResolvedValueText();
  const language = i18n.language;
  const tonnes = (value: number | null) => (value === null ? dash : formatTonnes(value, language));
  const total = analysis.freshTonnesAllLots;

  return analysis.lots.map((lot) => ({
    lot,
    freshTonnes: formatTonnes(lot.freshTonnes, language),
    dryMatter: textOf('dryMatterPct', lot.dryMatterPct),
    dryMatterTonnes: tonnes(lot.dryMatterTonnes),
    volatileSolidsTonnes: tonnes(lot.volatileSolidsTonnes),
    methaneLab:
      lot.methaneLabNm3 === null
        ? t('analysisPage.table.notCounted')
        : formatMethane(lot.methaneLabNm3, language),
    share: total > 0 ? formatPercent((lot.freshTonnes / total) * 100, language) : dash,
    labAdvised:
      lot.labAdvisedFor.length > 0
        ? t('analysisPage.table.labAdvised', {
            values: lot.labAdvisedFor.map((key) => t(`analysis.valueKeys.${key}`)).join(', '),
          })
        : null,
  }));
}
