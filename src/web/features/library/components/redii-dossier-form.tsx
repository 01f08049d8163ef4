import { useState } from 'react';
import { FolderArchive } from 'lucide-react';
import { FIRST_DOSSIER_YEAR } from '../../../../shared/domain/library';
import { browserToday } from '../../../components/calendar/calendar-dates';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { rediiDossierZipHref, useGenerateRediiDossier } from '../api/library';
import { useReportForm } from './use-report-form';

/** How many years back the picker offers. */
const YEARS_OFFERED = 10;

/**
 * The RED II dossier of a calendar year (the current one by default): "Générer le dossier" puts its PDF in the
 * list; "Télécharger le dossier d'audit (zip)" downloads the dossier with the register's CSV and the proof files.
 */
export function RediiDossierForm() {
  const { t } = useTranslation('library');
  const currentYear = Number(browserToday().slice(0, 4));
  const [year, setYear] = useState(currentYear);
  const { isOnline, isPending, message, clearMessage, submit } = useReportForm(
    useGenerateRediiDossier(),
    'year',
    {
      offline: t('dossier.card.offline'),
      failed: t('dossier.card.failed'),
      done: (period) => t('dossier.card.done', { year: period }),
    },
  );
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => currentYear - index).filter(
    (value) => value >= FIRST_DOSSIER_YEAR,
  );

  return (
    <Card className="p-3 sm:p-4" data-testid="redii-dossier-card">
      <form
        onSubmit={(event) => {
          submit(event, year);
        }}
        className="space-y-2"
        noValidate
      >
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900 sm:text-base">
          <FolderArchive className="h-5 w-5 text-emerald-700" aria-hidden="true" />
          {t('dossier.card.title')}
        </h2>
        <p className="hidden text-sm text-slate-700 sm:block">{t('dossier.card.hint')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="library-dossier-year"
            name="year"
            label={t('dossier.card.year')}
            value={String(year)}
            options={years.map((value) => ({ value: String(value), label: String(value) }))}
            onChange={(event) => {
              setYear(Number(event.target.value));
              clearMessage();
            }}
            className="min-w-28 flex-1 sm:flex-none"
          />
          <Button type="submit" disabled={isPending}>
            {isPending ? t('dossier.card.busy') : t('dossier.card.submit')}
          </Button>
          {isOnline ? (
            <a
              href={rediiDossierZipHref(year)}
              download={`dossier-redii-${String(year)}.zip`}
              aria-label={t('dossier.card.zipLabel', { year })}
              className={buttonClasses('secondary')}
            >
              {t('dossier.card.zip')}
            </a>
          ) : (
            <Button type="button" variant="secondary" disabled>
              {t('dossier.card.zip')}
            </Button>
          )}
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
