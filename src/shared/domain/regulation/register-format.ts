import type { TRegisterLine } from '../../contracts/registers.js';
import { formatFigure } from '../display-formats.js';

type TFunction = (key: string, values?: Record<string, unknown>) => string;

/** A register line's figures as the page writes them ("12,5 t", "35 km", "—" when not given). */
export function registerLineTexts(line: TRegisterLine, t: TFunction, language: string) {
  const notGiven = t('registers:register.notGiven');
  const origin = line.origin ?? notGiven;
  const distance =
    line.transportDistanceKm === null
      ? null
      : t('registers:register.distanceKm', { value: formatFigure(line.transportDistanceKm, language) });
  return {
    designation: `${line.name} (${t(`rawMaterials:values.type.${line.type}`)})`,
    tonnage: t('registers:register.quantity', {
      value: formatFigure(line.quantity, language),
      unit: t(`registers:units.${line.unit}`),
    }),
    sender: line.supplier ?? notGiven,
    origin,
    distance: distance ?? notGiven,
    // The phone card's line: the origin, with the distance when it is known.
    originLine: t('registers:register.originLine', {
      value: distance === null ? origin : `${origin} · ${distance}`,
    }),
    declaration: t(line.sustainabilityDeclaration ? 'registers:register.yes' : 'registers:register.no'),
    status:
      line.refused && line.refusalReason
        ? t('registers:register.refusedBecause', { reason: line.refusalReason })
        : t('registers:register.admitted'),
  };
}
