import { useId, useMemo, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoaderCircle } from 'lucide-react';
import { ZPreferencesUpdate, type TPreferencesUpdate } from '../../../../shared/contracts/account';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import {
  defaultDailyResetHour,
  defaultTimeZone,
  formatTimeZoneLabel,
  listTimeZones,
} from '../lib/time-zones';
import { TextField } from '../../../components/ui/text-field';
import type { PreferencesStore } from './use-preferences';
import { useValidationText } from './use-validation-text';

interface TimePreferencesFormProps {
  timezone: string;
  dailyResetHour: string;
  save: PreferencesStore['save'];
}

type TTimeField = 'timezone' | 'dailyResetHour';

/** The time zone list and the reset hour, saved together with the changed fields only. */
export function TimePreferencesForm({ timezone, dailyResetHour, save }: TimePreferencesFormProps) {
  const { t } = useTranslation('account');
  const getValidationText = useValidationText();
  const initialZone = timezone || defaultTimeZone;
  const initialHour = dailyResetHour || defaultDailyResetHour;
  const [zone, setZone] = useState(initialZone);
  const [hour, setHour] = useState(initialHour);
  const [errors, setErrors] = useState<Partial<Record<TTimeField, string>>>({});
  const [isSaving, setIsSaving] = useState(false);
  const zones = useMemo(() => listTimeZones(initialZone), [initialZone]);
  const zoneId = useId();
  const hourId = useId();

  const update: TPreferencesUpdate = {
    ...(zone !== initialZone && { timezone: zone }),
    ...(hour !== initialHour && { dailyResetHour: hour }),
  };
  const isDirty = Object.keys(update).length > 0;

  const submit = async () => {
    const parsed = ZPreferencesUpdate.safeParse(update);
    if (!parsed.success) {
      const found: Partial<Record<TTimeField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'timezone' || field === 'dailyResetHour') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const result = await save(parsed.data);
      if (result.ok) {
        void toast.success(t('settings.time.saved'));
        return;
      }
      setErrors({ timezone: result.fields.timezone, dailyResetHour: result.fields.dailyResetHour });
      void toast.error(t('settings.time.saveFailed', { message: result.message }));
    } finally {
      setIsSaving(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving && isDirty) void submit();
  };

  const zoneError = getValidationText(errors.timezone);

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSaving} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={zoneId} className="block text-sm font-medium text-slate-900">
            {t('settings.time.timezone')}
          </label>
          <select
            id={zoneId}
            name="timezone"
            value={zone}
            onChange={(event) => {
              setZone(event.target.value);
            }}
            aria-invalid={zoneError !== undefined}
            aria-describedby={zoneError === undefined ? undefined : `${zoneId}-error`}
            className={cn(
              'mt-1 block h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
              zoneError === undefined ? 'border-slate-400' : 'border-red-700',
            )}
          >
            {zones.map((value) => (
              <option key={value} value={value}>
                {formatTimeZoneLabel(value)}
              </option>
            ))}
          </select>
          {zoneError !== undefined && (
            <p id={`${zoneId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {zoneError}
            </p>
          )}
        </div>
        <TextField
          id={hourId}
          name="dailyResetHour"
          type="time"
          label={t('settings.time.resetHour')}
          hint={t('settings.time.resetHourHint')}
          value={hour}
          onChange={(event) => {
            setHour(event.target.value);
          }}
          error={getValidationText(errors.dailyResetHour)}
          isRequired
        />
      </div>
      <Button type="submit" disabled={!isDirty || isSaving} className="w-full sm:w-auto">
        {isSaving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {isSaving ? t('settings.saving') : t('settings.time.save')}
      </Button>
    </form>
  );
}
