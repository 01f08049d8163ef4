import { useState } from 'react';
import { FileBarChart } from 'lucide-react';
import { addMonths, monthKey } from '../../../../shared/domain/calendar';
import { previousMonthOf } from '../../../../shared/domain/library';
import { formatMonthTitle, browserToday } from '../../../components/calendar/calendar-dates';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useGenerateMonthlyReport } from '../api/library';
import { useReportForm } from './use-report-form';

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
  const today = browserToday();
  const [month, setMonth] = useState(() => previousMonthOf(today));
  const { isPending, message, clearMessage, submit } = useReportForm(useGenerateMonthlyReport(), 'month', {
    offline: t('generate.offline'),
    failed: t('generate.failed'),
    done: (period) => t('generate.done', { period: formatMonthTitle(period, i18n.language) }),
  });

  return (
    <Card className="p-3 sm:p-4">
      <form
        onSubmit={(event) => {
          submit(event, month);
        }}
        className="space-y-2"
        noValidate
      >
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
              clearMessage();
            }}
            className="min-w-40 flex-1 sm:flex-none"
          />
          <Button type="submit" disabled={isPending}>
            {isPending ? t('generate.busy') : t('generate.submit')}
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
