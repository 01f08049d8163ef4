import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardList } from 'lucide-react';
import { ZCreateStarterPlanRequest } from '../../../../shared/contracts/maintenance';
import {
  MAINTENANCE_STARTER_PLAN,
  type MaintenanceStarterPlanEntry,
} from '../../../../shared/domain/maintenance-starter-plan';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { decimalFromText } from '../../../lib/forms/decimal-text';
import { getServerFieldErrors } from '../../../lib/forms/field-errors';
import { parseFormValues } from '../../../lib/forms/parse-form-values';
import { useInvalidateRecords } from '../../../lib/records/records-endpoint';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { toast } from '../../../lib/toast';
import { maintenanceEndpoint, useCreateStarterPlan } from '../api/maintenance-tasks';
import { StarterPlanEntry } from './starter-plan-entry';

const plan: readonly MaintenanceStarterPlanEntry[] = MAINTENANCE_STARTER_PLAN;
const fields = ['chpRunningHours'] as const;

/**
 * First use: the starter plan of domain.md, every task with its frequency, source and what to check, and the
 * CHP engine's meter to count its services from. "Créer ce plan" adds them all as ordinary tasks.
 */
export function StarterPlanOffer() {
  const { t } = useTranslation(['maintenance', 'records']);
  const errorText = useFieldErrorText();
  const hoursId = useId();
  const [hours, setHours] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const createPlan = useCreateStarterPlan();
  const invalidate = useInvalidateRecords(maintenanceEndpoint);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chpRunningHours = decimalFromText(hours);
    const parsed = parseFormValues(
      ZCreateStarterPlanRequest,
      chpRunningHours === undefined ? {} : { chpRunningHours },
      fields,
    );
    if (!parsed.ok) {
      setError(parsed.errors.chpRunningHours);
      document.getElementById(hoursId)?.focus();
      return;
    }
    setError(undefined);
    const result = await createPlan.mutateAsync(parsed.request);
    if (result.ok) {
      void toast.success(t('maintenance:toasts.starterPlanCreated', { count: result.data.created }));
      return;
    }
    // Tasks were added meanwhile (another tab, an import): the list shows them instead of the offer.
    if (result.code === 'starter_plan_exists') void invalidate();
    const fieldError = getServerFieldErrors(result.fields, fields).chpRunningHours;
    if (fieldError !== undefined) setError(fieldError);
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
      <ul className="grid gap-3 md:grid-cols-2" aria-label={t('maintenance:starterPlanOffer.listLabel')}>
        {plan.map((entry) => (
          <StarterPlanEntry key={entry.key} entry={entry} />
        ))}
      </ul>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
      >
        <TextField
          id={hoursId}
          name="chpRunningHours"
          label={t('maintenance:starterPlanOffer.chpRunningHours')}
          value={hours}
          onChange={(event) => {
            setHours(event.target.value);
            setError(undefined);
          }}
          inputMode="decimal"
          optionalText={t('records:form.optional')}
          hint={t('maintenance:starterPlanOffer.chpRunningHoursHint')}
          error={errorText(error)}
          className="flex-1"
        />
        <Button type="submit" size="lg" disabled={createPlan.isPending}>
          {createPlan.isPending
            ? t('maintenance:starterPlanOffer.creating')
            : t('maintenance:starterPlanOffer.action')}
        </Button>
      </form>
    </Card>
  );
}
