import type { TProductionAnomaly } from '../../../../shared/contracts/production';
import type { TFunction } from '../../../../shared/i18n/translate';
import { formatFigure } from '../../../lib/format-figures';

export interface AnomalyReason {
  /** What crossed what: "FOS/TAC à 0,45, au-dessus de 0,4". */
  finding: string;
  /** Where the limit or band comes from. */
  source: string;
}

/** Why a reading is flagged, in the user's language: the figure, the limit or band, and its source. */
export function anomalyReason(anomaly: TProductionAnomaly, t: TFunction, language: string): AnomalyReason {
  const figure = (value: number) => formatFigure(value, language, 2);
  const measure = t(`production:fields.${anomaly.measure}`);
  // The reading as it was logged (FOS/TAC 0,402 is above 0,4: rounded to two decimals it would not seem so).
  const value = formatFigure(anomaly.value, language);
  if (anomaly.kind === 'process-limit') {
    const { min, max, origin } = anomaly.range;
    const range =
      min !== null && max !== null
        ? t('production:anomalies.rangeBoth', { min: figure(min), max: figure(max) })
        : max !== null
          ? t('production:anomalies.rangeMax', { max: figure(max) })
          : t('production:anomalies.rangeMin', { min: figure(min ?? 0) });
    return {
      finding: t(`production:anomalies.${anomaly.direction}`, {
        measure,
        value,
        limit: figure(anomaly.limit),
      }),
      source: t(
        origin === 'domain' ? 'production:anomalies.sourceDomain' : 'production:anomalies.sourcePlant',
        {
          range,
        },
      ),
    };
  }
  const { band } = anomaly;
  return {
    finding: t(
      anomaly.direction === 'above' ? 'production:anomalies.bandAbove' : 'production:anomalies.bandBelow',
      {
        measure,
        value,
        low: figure(band.low),
        high: figure(band.high),
      },
    ),
    source: t('production:anomalies.bandSource', {
      mean: figure(band.mean),
      sigmas: band.sigmas,
      points: band.points,
      days: band.windowDays,
    }),
  };
}
