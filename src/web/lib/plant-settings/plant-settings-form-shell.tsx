import type { ReactNode, SubmitEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

/** What the shell needs of `usePlantSettingsForm`. */
interface SavingForm {
  isSaving: boolean;
  save: () => Promise<void>;
}

/**
 * The frame of a plant-settings form (the weather page's spreading settings, the optimiser's digester): the
 * fields it is given, then the save button, which shows the save in progress and is not pressed twice.
 */
export function PlantSettingsFormShell({
  form,
  saveText,
  savingText,
  children,
}: {
  form: SavingForm;
  saveText: string;
  savingText: string;
  children: ReactNode;
}) {
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.isSaving) void form.save();
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={form.isSaving} className="space-y-4">
      {children}
      <Button type="submit" disabled={form.isSaving} className="w-full sm:w-auto">
        {form.isSaving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {form.isSaving ? savingText : saveText}
      </Button>
    </form>
  );
}

/** A number setting typed as a person writes it (decimal comma or point). */
export function PlantSettingNumberField<TField extends string>({
  idPrefix,
  field,
  label,
  form,
  isRequired,
}: {
  idPrefix: string;
  field: TField;
  label: string;
  form: {
    texts: Record<TField, string>;
    setText: (field: TField, text: string) => void;
    errors: Partial<Record<string, string>>;
  };
  isRequired?: boolean;
}) {
  return (
    <TextField
      id={`${idPrefix}-${field}`}
      name={field}
      label={label}
      value={form.texts[field]}
      inputMode="decimal"
      onChange={(event) => {
        form.setText(field, event.target.value);
      }}
      error={form.errors[field]}
      isRequired={isRequired}
    />
  );
}
