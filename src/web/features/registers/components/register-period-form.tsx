import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { isCalendarDate } from '../../../../shared/domain/calendar';
import type { TFieldChange } from '../../../lib/forms/field-change';
import { useTranslation } from '../../../lib/i18n/use-translation';

export interface RegisterPeriodFormProps {
  /** The period shown (the server's answer: the current calendar year by default). */
  from: string;
  to: string;
  onPeriod: (period: { from: string; to: string }) => void;
}

/** The register's period: two dates (jj/mm/aaaa), checked before asking (a real date each, the end after the start). */
export function RegisterPeriodForm({ from, to, onPeriod }: RegisterPeriodFormProps) {
  const { t } = useTranslation(['registers', 'validation']);
  const [draft, setDraft] = useState({ from, to });
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const handleChange = ({ target }: TFieldChange) => {
    setDraft((current) => ({ ...current, [target.name]: target.value }));
  };
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: { from?: string; to?: string } = {};
    if (!isCalendarDate(draft.from)) found.from = t('validation:dateInvalid');
    if (!isCalendarDate(draft.to)) found.to = t('validation:dateInvalid');
    else if (!found.from && draft.from > draft.to) found.to = t('registers:validation.periodOrder');
    setErrors(found);
    if (!found.from && !found.to) onPeriod(draft);
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('registers:register.period')}
      className="flex flex-wrap items-end gap-3"
    >
      <DateField
        id="register-from"
        name="from"
        label={t('registers:register.from')}
        value={draft.from}
        onChange={handleChange}
        error={errors.from}
        className="w-40"
      />
      <DateField
        id="register-to"
        name="to"
        label={t('registers:register.to')}
        value={draft.to}
        onChange={handleChange}
        error={errors.to}
        className="w-40"
      />
      <Button type="submit" variant="secondary" size="lg">
        {t('registers:register.show')}
      </Button>
    </form>
  );
}
