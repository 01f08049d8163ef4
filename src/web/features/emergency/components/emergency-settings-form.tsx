import { useId, useState, type SubmitEvent } from 'react';
import type { TEmergencySettings } from '../../../../shared/contracts/emergency';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { saveEmergencySettings } from '../api/emergency-api';

type Values = Record<
  | 'inspectorateName'
  | 'inspectoratePhone'
  | 'inspectorateEmail'
  | 'siteAccess'
  | 'ackDelayMinutes'
  | 'maxResends',
  string
>;

const valuesOf = (settings: TEmergencySettings): Values => ({
  inspectorateName: settings.inspectorateName ?? '',
  inspectoratePhone: settings.inspectoratePhone ?? '',
  inspectorateEmail: settings.inspectorateEmail ?? '',
  siteAccess: settings.siteAccess ?? '',
  ackDelayMinutes: String(settings.ackDelayMinutes),
  maxResends: String(settings.maxResends),
});

/** Whole numbers typed in a text box; anything else is sent as NaN and the server names the field. */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The inspectorate contact, the site access for the emergency services, and the reminders' delay and count. */
export function EmergencySettingsForm({
  settings,
  isOnline,
  onSaved,
}: {
  settings: TEmergencySettings;
  isOnline: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['emergency', 'records']);
  const formId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const optional = t('records:form.optional');

  const field = (name: keyof Values) => ({
    id: `${formId}-${name}`,
    name,
    label: t(`settings.${name}`),
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value });
    },
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSaving(true);
    const result = await saveEmergencySettings({
      inspectorateName: values.inspectorateName,
      inspectoratePhone: values.inspectoratePhone,
      inspectorateEmail: values.inspectorateEmail,
      siteAccess: values.siteAccess,
      ackDelayMinutes: wholeNumber(values.ackDelayMinutes),
      maxResends: wholeNumber(values.maxResends),
    });
    setIsSaving(false);
    if (!result.ok) {
      setErrors(result.fields);
      if (Object.keys(result.fields).length === 0) void toast.error(result.message);
      return;
    }
    setErrors({});
    setValues(valuesOf(result.data));
    void toast.success(t('settings.saved'));
    onSaved();
  };

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)} noValidate>
      <TextField {...field('inspectorateName')} optionalText={optional} maxLength={200} />
      <TextField {...field('inspectoratePhone')} optionalText={optional} type="tel" autoComplete="off" />
      <TextField {...field('inspectorateEmail')} optionalText={optional} type="email" autoComplete="off" />
      <TextField {...field('ackDelayMinutes')} inputMode="numeric" />
      <TextField {...field('maxResends')} inputMode="numeric" />
      <TextareaField
        {...field('siteAccess')}
        optionalText={optional}
        maxLength={1000}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={!isOnline || isSaving}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
