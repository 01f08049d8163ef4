import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProductionLog } from '../../../../shared/contracts/production';
import { EditDeleteButtons } from '../../../components/records/edit-delete-buttons';
import { Card } from '../../../components/ui/card';
import { formatFigure, formatReadingDate } from '../../../lib/format-figures';

export interface ProductionReadingCardProps {
  reading: TProductionLog;
  onEdit: (reading: TProductionLog) => void;
  onDelete: (reading: TProductionLog) => void;
}

const processMeasures = ['temperatureC', 'ph', 'fosTac', 'methanePercent', 'h2sPpm'] as const;

/** One reading: its day (and time), the biogas, the biomethane or energy, and the digester's figures given. */
export function ProductionReadingCard({ reading, onEdit, onDelete }: ProductionReadingCardProps) {
  const { t, i18n } = useTranslation(['production', 'records']);
  const language = i18n.language;
  const when = [formatReadingDate(reading.readingDate, language), reading.readingTime]
    .filter(Boolean)
    .join(' · ');
  const figure = (value: number) => formatFigure(value, language);

  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{when}</h3>
        <p className="shrink-0 text-right text-base font-semibold whitespace-nowrap text-slate-900 tabular-nums">
          {t('production:units.m3', { value: figure(reading.biogasM3) })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {reading.biomethaneNm3PerHour !== null && (
          <>
            <dt className="text-slate-600">{t('production:fields.biomethaneNm3PerHour')}</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">
              {figure(reading.biomethaneNm3PerHour)}
            </dd>
          </>
        )}
        {reading.kwhProduced !== null && (
          <>
            <dt className="text-slate-600">{t('production:fields.kwhProduced')}</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">
              {figure(reading.kwhProduced)}
            </dd>
          </>
        )}
        {processMeasures.map((measure) => {
          const value = reading[measure];
          return value === null ? null : (
            <div key={measure} className="contents">
              <dt className="text-slate-600">{t(`production:fields.${measure}`)}</dt>
              <dd className="text-right font-medium text-slate-900 tabular-nums">{figure(value)}</dd>
            </div>
          );
        })}
      </dl>
      {reading.notes && <p className="text-sm break-words text-slate-700">{reading.notes}</p>}
      <div className="mt-auto flex justify-end gap-1 border-t border-slate-100 pt-2">
        <EditDeleteButtons
          name={when}
          onEdit={() => {
            onEdit(reading);
          }}
          onDelete={() => {
            onDelete(reading);
          }}
        />
      </div>
    </Card>
  );
}
