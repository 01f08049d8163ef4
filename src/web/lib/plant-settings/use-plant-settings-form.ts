import { useState } from 'react';
import {
  ZUpdatePlantSettingsRequest,
  type TPlantSettings,
  type TUpdatePlantSettingsRequest,
} from '../../../shared/contracts/plant-settings';
import { formatDecimalForInput, parseDecimalInput } from '../../../shared/domain/decimal-input';
import { useTranslation } from '../i18n/use-translation';
import { toast } from '../toast';
import { savePlantSettings } from './plant-settings-query';

type TChoiceField =
  | 'landUse'
  | 'fertiliserType'
  | 'carbonNitrogenMode'
  | 'endUse'
  | 'icpeInputKind'
  | 'digestateStorage'
  | 'upgradingOffGas';
type TDateField = 'activatedCarbonChangedOn' | 'commissioningDate';
type TNumberField = Exclude<keyof TPlantSettings, TChoiceField | TDateField | 'isSaved'>;

export interface PlantSettingsFormOptions<TNumbers extends TNumberField, TChoices extends TChoiceField> {
  settings: TPlantSettings;
  numberFields: readonly TNumbers[];
  choiceFields: readonly TChoices[];
  /** Dates, typed jj/mm/aaaa (DateField gives 'YYYY-MM-DD'); empty for none. */
  dateFields?: readonly TDateField[];
  /** The toast of a save, already translated. */
  savedText: string;
  errorText: string;
  onSaved: () => Promise<void>;
}

/**
 * A form over some of the plant's settings (the weather page's spreading ones, the optimiser's digester): numbers
 * typed as a person writes them (decimal comma or point), choices; the changed fields only are saved, checked by
 * the same contract as the server, the messages in the user's language.
 */
export function usePlantSettingsForm<TNumbers extends TNumberField, TChoices extends TChoiceField>({
  settings,
  numberFields,
  choiceFields,
  dateFields = [],
  savedText,
  errorText,
  onSaved,
}: PlantSettingsFormOptions<TNumbers, TChoices>) {
  const { t, i18n } = useTranslation(['plantSettings', 'validation']);
  const [texts, setTexts] = useState(
    () =>
      Object.fromEntries(
        numberFields.map((field) => {
          const value = settings[field];
          return [field, value === null ? '' : formatDecimalForInput(value, i18n.language)];
        }),
      ) as Record<TNumbers, string>,
  );
  const [choices, setChoices] = useState(
    () =>
      Object.fromEntries(choiceFields.map((field) => [field, settings[field]])) as Pick<
        TPlantSettings,
        TChoices
      >,
  );
  const [dates, setDates] = useState(
    () =>
      Object.fromEntries(dateFields.map((field) => [field, settings[field] ?? ''])) as Partial<
        Record<TDateField, string>
      >,
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  const changes = (): Record<string, unknown> => {
    const body: Record<string, unknown> = {};
    for (const field of choiceFields) {
      if (choices[field] !== settings[field]) body[field] = choices[field];
    }
    for (const field of numberFields) {
      const text = texts[field].trim();
      const value = text === '' ? null : (parseDecimalInput(text) ?? text);
      if (value !== settings[field]) body[field] = value;
    }
    for (const field of dateFields) {
      const value = dates[field] === '' || dates[field] === undefined ? null : dates[field];
      if (value !== settings[field]) body[field] = value;
    }
    return body;
  };

  const save = async () => {
    const parsed = ZUpdatePlantSettingsRequest.safeParse(changes());
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
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
        void toast.success(savedText);
        return;
      }
      setErrors(result.fields);
      void toast.error(errorText, { description: result.message });
    } finally {
      setIsSaving(false);
    }
  };

  return {
    texts,
    setText: (field: TNumbers, text: string) => {
      setTexts((current) => ({ ...current, [field]: text }));
    },
    choices,
    setChoice: <TField extends TChoices>(field: TField, value: TPlantSettings[TField]) => {
      setChoices((current) => ({ ...current, [field]: value }));
    },
    dates,
    setDate: (field: TDateField, value: string) => {
      setDates((current) => ({ ...current, [field]: value }));
    },
    errors,
    isSaving,
    save,
  };
}
