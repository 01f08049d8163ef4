import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoaderCircle } from 'lucide-react';
import { ZCreateLocationRequest } from '../../../../shared/contracts/locations';
import type { TLocationType } from '../../../../shared/domain/locations';
import { MAX_CITY_LENGTH, MAX_DISPLAY_NAME_LENGTH } from '../../../../shared/domain/locations';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { saveLocation } from '../api/locations';

type TLocationField = 'locationType' | 'locationValue' | 'displayName';
const fieldNames: readonly TLocationField[] = ['locationType', 'locationValue', 'displayName'];

interface LocationFormProps {
  /** Called after a save, to read the list again. */
  onSaved: () => Promise<void>;
}

/** A new location (spec §4): a city or "lat,lng" coordinates; saving makes it the active one. */
export function LocationForm({ onSaved }: LocationFormProps) {
  const { t } = useTranslation(['locations', 'validation']);
  const [locationType, setLocationType] = useState<TLocationType>('city');
  const [value, setValue] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TLocationField, string>>>({});
  const [isSaving, setIsSaving] = useState(false);
  const valueId = useId();
  const nameId = useId();
  const typeName = useId();

  /** Contract keys ("locations:validation.x", "validation.x") become text; the server's sentences stay. */
  const textOf = (message: string | undefined) => {
    if (message === undefined) return undefined;
    if (message.startsWith('validation.')) return t(`validation:${message.slice('validation.'.length)}`);
    if (message.startsWith('locations:')) return t(message);
    return message;
  };

  const submit = async () => {
    const body = {
      locationType,
      locationValue: value,
      ...(displayName.trim() ? { displayName } : {}),
    };
    const parsed = ZCreateLocationRequest.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<TLocationField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (fieldNames.includes(field as TLocationField)) found[field as TLocationField] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const result = await saveLocation(body);
      if (result.ok) {
        setValue('');
        setDisplayName('');
        await onSaved();
        void toast.success(t('toast.saved'));
        return;
      }
      setErrors({
        locationType: result.fields.locationType,
        locationValue: result.fields.locationValue,
        displayName: result.fields.displayName,
      });
      // Spec §8: failure is an "Erreur" toast with the message.
      void toast.error(t('toast.error'), { description: result.message });
    } finally {
      setIsSaving(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving) void submit();
  };

  const isCity = locationType === 'city';

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSaving} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t('form.type')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(['city', 'coordinates'] as const).map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-900"
            >
              <input
                type="radio"
                name={typeName}
                value={type}
                checked={locationType === type}
                onChange={() => {
                  setLocationType(type);
                  setErrors({});
                }}
                className="h-5 w-5 accent-emerald-700"
              />
              {t(type === 'city' ? 'form.city' : 'form.coordinates')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={valueId}
          name="locationValue"
          label={t(isCity ? 'form.cityLabel' : 'form.coordinatesLabel')}
          hint={isCity ? undefined : t('form.coordinatesHint')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          inputMode={isCity ? undefined : 'decimal'}
          maxLength={isCity ? MAX_CITY_LENGTH : undefined}
          error={textOf(errors.locationValue ?? errors.locationType)}
          isRequired
        />
        <TextField
          id={nameId}
          name="displayName"
          label={t('form.displayName')}
          optionalText={t('form.optional')}
          value={displayName}
          onChange={(event) => {
            setDisplayName(event.target.value);
          }}
          maxLength={MAX_DISPLAY_NAME_LENGTH}
          error={textOf(errors.displayName)}
        />
      </div>
      <Button type="submit" disabled={isSaving} className="w-full sm:w-auto">
        {isSaving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {isSaving ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
