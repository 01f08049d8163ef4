import { useId, useState, type SubmitEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import {
  ZUpdatePlantSettingsRequest,
  type TPlantSettings,
  type TUpdatePlantSettingsRequest,
} from '../../../../shared/contracts/plant-settings';
import { formatDecimalForInput, parseDecimalInput } from '../../../../shared/domain/decimal-input';
import { FERTILISER_TYPES, LAND_USES } from '../../../../shared/domain/spreading-calendar';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { savePlantSettings } from '../api/plant-settings';

const thresholdFields = ['heavyRainMm', 'strongWindKmh', 'frostC'] as const;
type TThresholdField = (typeof thresholdFields)[number];
type TSpreadingField = 'landUse' | 'fertiliserType' | TThresholdField;

/**
 * Where the digestate goes and the weather thresholds of the spreading windows (advice: no statute gives them).
 * Saves the changed fields only; the page reads the windows again after a save.
 */
export function SpreadingSettingsForm({
  settings,
  onSaved,
}: {
  settings: TPlantSettings;
  onSaved: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation(['weather', 'plantSettings', 'validation']);
  const [landUse, setLandUse] = useState(settings.landUse);
  const [fertiliserType, setFertiliserType] = useState(settings.fertiliserType);
  const [texts, setTexts] = useState<Record<TThresholdField, string>>(() => ({
    heavyRainMm: formatDecimalForInput(settings.heavyRainMm, i18n.language),
    strongWindKmh: formatDecimalForInput(settings.strongWindKmh, i18n.language),
    frostC: formatDecimalForInput(settings.frostC, i18n.language),
  }));
  const [errors, setErrors] = useState<Partial<Record<TSpreadingField, string>>>({});
  const [isSaving, setIsSaving] = useState(false);
  const id = useId();

  const changes = (): Record<string, unknown> => {
    const body: Record<string, unknown> = {};
    if (landUse !== settings.landUse) body.landUse = landUse;
    if (fertiliserType !== settings.fertiliserType) body.fertiliserType = fertiliserType;
    for (const field of thresholdFields) {
      const value = parseDecimalInput(texts[field]) ?? texts[field];
      if (value !== settings[field]) body[field] = value;
    }
    return body;
  };

  const submit = async () => {
    const parsed = ZUpdatePlantSettingsRequest.safeParse(changes());
    if (!parsed.success) {
      const found: Partial<Record<TSpreadingField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TSpreadingField;
        found[field] ??= t(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const body: TUpdatePlantSettingsRequest = parsed.data;
    if (Object.keys(body).length === 0) return;
    setIsSaving(true);
    try {
      const result = await savePlantSettings(body);
      if (result.ok) {
        await onSaved();
        void toast.success(t('weather:settings.saved'));
        return;
      }
      setErrors(result.fields);
      void toast.error(t('weather:settings.error'), { description: result.message });
    } finally {
      setIsSaving(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving) void submit();
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSaving} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-land-use`}
          name="landUse"
          label={t('weather:settings.landUse')}
          value={landUse}
          options={LAND_USES.map((value) => ({ value, label: t(`plantSettings:landUse.${value}`) }))}
          onChange={(event) => {
            setLandUse(event.target.value as TPlantSettings['landUse']);
          }}
          error={errors.landUse}
        />
        <SelectField
          id={`${id}-fertiliser`}
          name="fertiliserType"
          label={t('weather:settings.fertiliserType')}
          value={fertiliserType}
          options={FERTILISER_TYPES.map((value) => ({
            value,
            label: t(`plantSettings:fertiliserType.${value}`),
          }))}
          onChange={(event) => {
            setFertiliserType(event.target.value as TPlantSettings['fertiliserType']);
          }}
          error={errors.fertiliserType}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {thresholdFields.map((field) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            name={field}
            label={t(`weather:settings.${field}`)}
            value={texts[field]}
            inputMode="decimal"
            onChange={(event) => {
              setTexts((current) => ({ ...current, [field]: event.target.value }));
            }}
            error={errors[field]}
          />
        ))}
      </div>
      <Button type="submit" disabled={isSaving} className="w-full sm:w-auto">
        {isSaving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {isSaving ? t('weather:settings.saving') : t('weather:settings.save')}
      </Button>
    </form>
  );
}
