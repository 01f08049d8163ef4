import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ClipboardList } from 'lucide-react';
import {
  MAINTENANCE_STARTER_PLAN,
  type MaintenanceStarterPlanEntry,
  type TStarterPlanEntryKey,
} from '../../../../shared/domain/maintenance-starter-plan';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateField } from '../../../components/ui/date-field';
import { TextField } from '../../../components/ui/text-field';
import { useInvalidateRecords } from '../../../lib/records/records-endpoint';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { toast } from '../../../lib/toast';
import { maintenanceEndpoint, useCreateStarterPlan } from '../api/maintenance-tasks';
import { usePlantToday } from '../api/plant-today';
import {
  lastDoneField,
  parseStarterPlanForm,
  starterPlanServerErrors,
  type TStarterPlanErrors,
  type TStarterPlanFormValues,
} from '../lib/starter-plan-form-values';
import { StarterPlanEntry } from './starter-plan-entry';

const plan: readonly MaintenanceStarterPlanEntry[] = MAINTENANCE_STARTER_PLAN;

/** What a blank "last done" means for the entry (starterPlanFirstDueDate's rule). */
function lastDoneHintKey(entry: MaintenanceStarterPlanEntry): string {
  if (entry.frequency === 'daily') return 'maintenance:starterPlanOffer.lastDoneOnHintDaily';
  if (entry.frequency === 'weekly') return 'maintenance:starterPlanOffer.lastDoneOnHintWeekly';
  return 'maintenance:starterPlanOffer.lastDoneOnHint';
}

/**
 * First use: the starter plan of domain.md, every task with its frequency, source and what to check, the day
 * each dated task was last done (its calendar starts from there; blank: soon, within a month at most), and the
 * CHP engine's meter to count its services from. "Créer ce plan" adds them all as ordinary tasks.
 */
export function StarterPlanOffer() {
  const { t } = useTranslation(['maintenance', 'records']);
  const errorText = useFieldErrorText();
  const formId = useId();
  const fieldId = (field: string) => `${formId}-${field.replace('.', '-')}`;
  const today = usePlantToday();
  const [values, setValues] = useState<TStarterPlanFormValues>({ chpRunningHours: '', lastDoneOn: {} });
  const [errors, setErrors] = useState<TStarterPlanErrors>({});
  const createPlan = useCreateStarterPlan();
  const invalidate = useInvalidateRecords(maintenanceEndpoint);

  const showErrors = (shown: TStarterPlanErrors) => {
    setErrors(shown);
    // The first field in the page's order gets the focus.
    const order = [
      ...plan.map((entry) => lastDoneField(entry.key as TStarterPlanEntryKey)),
      'chpRunningHours',
    ];
    const first = order.find((field) => shown[field] !== undefined);
    if (first !== undefined) document.getElementById(fieldId(first))?.focus();
  };

  const setLastDone = (key: TStarterPlanEntryKey, day: string) => {
    setValues((current) => ({ ...current, lastDoneOn: { ...current.lastDoneOn, [key]: day } }));
    setErrors((current) => ({ ...current, [lastDoneField(key)]: undefined }));
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseStarterPlanForm(values, today);
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    setErrors({});
    const result = await createPlan.mutateAsync(parsed.request);
    if (result.ok) {
      void toast.success(t('maintenance:toasts.starterPlanCreated', { count: result.data.created }));
      return;
    }
    // Tasks were added meanwhile (another tab, an import): the list shows them instead of the offer.
    if (result.code === 'starter_plan_exists') void invalidate();
    const serverErrors = starterPlanServerErrors(result.fields);
    if (Object.keys(serverErrors).length > 0) showErrors(serverErrors);
    else void toast.error(t('maintenance:toasts.createFailed'), { description: result.message });
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <div className="rounded-full bg-emerald-50 p-2 text-emerald-700">
          <ClipboardList className="h-6 w-6" aria-hidden="true" />
        </div>
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{t('maintenance:starterPlanOffer.title')}</h2>
          <p className="text-slate-700">{t('maintenance:starterPlanOffer.body')}</p>
        </div>
      </div>
      <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t('maintenance:starterPlanOffer.listLabel')}>
          {plan.map((entry) => {
            const key = entry.key as TStarterPlanEntryKey;
            const field = lastDoneField(key);
            return (
              <StarterPlanEntry key={entry.key} entry={entry}>
                {entry.frequency !== 'running_hours' && (
                  <DateField
                    id={fieldId(field)}
                    name={field}
                    label={t('maintenance:starterPlanOffer.lastDoneOn')}
                    value={values.lastDoneOn[key] ?? ''}
                    onChange={(change) => {
                      setLastDone(key, change.target.value);
                    }}
                    optionalText={t('records:form.optional')}
                    hint={t(lastDoneHintKey(entry))}
                    error={errorText(errors[field])}
                  />
                )}
              </StarterPlanEntry>
            );
          })}
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            id={fieldId('chpRunningHours')}
            name="chpRunningHours"
            label={t('maintenance:starterPlanOffer.chpRunningHours')}
            value={values.chpRunningHours}
            onChange={(event) => {
              const chpRunningHours = event.target.value;
              setValues((current) => ({ ...current, chpRunningHours }));
              setErrors((current) => ({ ...current, chpRunningHours: undefined }));
            }}
            inputMode="decimal"
            optionalText={t('records:form.optional')}
            hint={t('maintenance:starterPlanOffer.chpRunningHoursHint')}
            error={errorText(errors.chpRunningHours)}
            className="flex-1"
          />
          <Button type="submit" size="lg" disabled={createPlan.isPending}>
            {createPlan.isPending
              ? t('maintenance:starterPlanOffer.creating')
              : t('maintenance:starterPlanOffer.action')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
