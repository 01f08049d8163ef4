import { useState, type SubmitEvent } from 'react';
import { FileBarChart } from 'lucide-react';
import { addMonths, monthKey } from '../../../../shared/domain/calendar';
import { previousMonthOf } from '../../../../shared/domain/library';
import { formatMonthTitle, browserToday } from '../../../components/calendar/calendar-dates';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { toast } from '../../../lib/toast';
import { useGenerateMonthlyReport } from '../api/library';

/** How many months back the picker offers (the server refuses a month before the account, saying so). */
const MONTHS_OFFERED = 24;

/** The months offered, newest first: the current one (under way) and the 23 before. */
function offeredMonths(today: string): string[] {
  const first = `${monthKey(today)}-01`;
  return Array.from({ length: MONTHS_OFFERED }, (_, index) => monthKey(addMonths(first, -index)));
}

/** "Générer le rapport mensuel" with its month (last month by default). */
export function MonthlyReportForm() {
  const { t, i18n } = useTranslation('library');
  const { isOnline } = useOfflineStatus();
  const today = browserToday();
  const [month, setMonth] = useState(() => previousMonthOf(today));
  const [message, setMessage] = useState<string | null>(null);
  const generation = useGenerateMonthlyReport();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isOnline) {
      setMessage(t('generate.offline'));
      return;
    }
    setMessage(null);
    generation.mutate(month, {
      onSuccess: (result) => {
        if (result.ok)
          void toast.success(t('generate.done', { period: formatMonthTitle(month, i18n.language) }));
        else setMessage(result.fields.month ?? result.message);
      },
      onError: () => {
        setMessage(t('generate.failed'));
      },
    });
  };

  return (
    <Card className="p-3 sm:p-4">
      <form onSubmit={submit} className="space-y-2" noValidate>
        <h2 className="sr-only font-semibold text-slate-900 sm:not-sr-only sm:flex sm:items-center sm:gap-2">
          <FileBarChart className="h-5 w-5 text-emerald-700" aria-hidden="true" />
          {t('generate.title')}
        </h2>
        <p className="hidden text-sm text-slate-700 sm:block">{t('generate.hint')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="library-report-month"
            name="month"
            label={t('generate.month')}
            value={month}
            options={offeredMonths(today).map((value) => ({
              value,
              label: formatMonthTitle(value, i18n.language),
            }))}
            onChange={(event) => {
              setMonth(event.target.value);
              setMessage(null);
            }}
            className="min-w-40 flex-1 sm:flex-none"
          />
          <Button type="submit" disabled={generation.isPending}>
            {generation.isPending ? t('generate.busy') : t('generate.submit')}
          </Button>
        </div>
        {message && (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        )}
      </form>
    </Card>
  );
}
