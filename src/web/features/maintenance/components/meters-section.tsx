import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Gauge } from 'lucide-react';
import { ListError, ListLoading } from '../../../components/records/list-states';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { equipmentMetersQuery } from '../api/maintenance-tasks';
import { formatHours, formatInstant } from '../lib/maintenance-format';
import { MeterReadingDialog } from './meter-reading-dialog';

/** The equipment hour meters: each reading and when it was taken, and "Relever le compteur". */
export function MetersSection() {
  const { t, i18n } = useTranslation('maintenance');
  const meters = useQuery(equipmentMetersQuery);
  const [reading, setReading] = useState<string | null>(null);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {t('meters.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('meters.subtitle')}</p>
        </div>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            setReading('');
          }}
        >
          <Gauge className="h-5 w-5" aria-hidden="true" />
          {t('meters.add')}
        </Button>
      </div>
      {meters.isPending && <ListLoading />}
      {meters.isError && <ListError message={meters.error.message} onRetry={() => void meters.refetch()} />}
      {meters.data?.length === 0 && <p className="text-sm text-slate-700">{t('meters.empty')}</p>}
      {meters.data && meters.data.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('meters.title')}>
          {meters.data.map((meter) => (
            <li key={meter.id}>
              <Card className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{meter.equipmentName}</p>
                  <p className="text-lg font-semibold text-slate-900">
                    {t('meters.hours', { hours: formatHours(meter.runningHours, i18n.language) })}
                  </p>
                  <p className="text-xs text-slate-600">
                    {t('meters.updatedOn', { date: formatInstant(meter.updatedAt, i18n.language) })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  className="h-11 shrink-0"
                  aria-label={t('meters.readLabel', { name: meter.equipmentName })}
                  onClick={() => {
                    setReading(meter.equipmentName);
                  }}
                >
                  {t('meters.read')}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <MeterReadingDialog
        equipmentName={reading}
        onClose={() => {
          setReading(null);
        }}
      />
    </section>
  );
}
