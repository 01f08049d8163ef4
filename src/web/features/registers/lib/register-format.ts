import type { TRegisterLine } from '../../../../shared/contracts/registers';
import { formatFigure } from '../../../lib/format-figures';

type TFunction = (key: string, values?: Record<string, unknown>) => string;

/** A register line's figures as the page writes them ("12,5 t", "35 km", "—" when not given). */
export function registerLineTexts(line: TRegisterLine, t: TFunction, language: string) {
  return {
    designation: `${line.name} (${t(`rawMaterials:values.type.${line.type}`)})`,
    tonnage: t('registers:register.quantity', {
      value: formatFigure(line.quantity, language),
      unit: t(`registers:units.${line.unit}`),
    }),
    sender: line.supplier ?? t('registers:register.notGiven'),
    origin: line.origin ?? t('registers:register.notGiven'),
    distance:
      line.transportDistanceKm === null
        ? t('registers:register.notGiven')
        : t('registers:register.distanceKm', { value: formatFigure(line.transportDistanceKm, language) }),
    declaration: t(line.sustainabilityDeclaration ? 'registers:register.yes' : 'registers:register.no'),
    status:
      line.refused && line.refusalReason
        ? t('registers:register.refusedBecause', { reason: line.refusalReason })
        : t('registers:register.admitted'),
  };
}
