import { RotateCcw } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import type { TGhgValueRow } from '../../../../shared/contracts/ghg';
import { parseDecimalInput } from '../../../../shared/domain/decimal-input';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { updateGhgOverrides } from '../api/ghg';
import { formatGhgValue } from '../lib/ghg-format';
import { ghgValueLabel } from '../lib/ghg-value-labels';

/** The unit shown after a value (fractions have none). */
function unitOf(row: TGhgValueRow): string {
  return row.unit === 'fraction' ? '' : row.unit;
}

/**
 * One value of the calculation: its label, source and "à vérifier" badge, a field to set the plant's own value
 * (checked by the server against its physical range, the message under the field) and a reset to the source.
 */
export function GhgValueRow({ row, onSaved }: { row: TGhgValueRow; onSaved: () => Promise<void> }) {
  const { t, i18n } = useTranslation('ghg');
  const language = i18n.language;
  const id = useId();
  const [text, setText] = useState(formatGhgValue(row.value, language));
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const label = t(`values.labels.${ghgValueLabel(row.key).label}`);
  const unit = unitOf(row);

  const send = async (value: number | null) => {
    setIsSaving(true);
    try {
      const result = await updateGhgOverrides({ values: { [row.key]: value } });
      if (!result.ok) {
        setError(result.fields[`values.${row.key}`] ?? result.message);
        return;
      }
      setError(undefined);
      await onSaved();
      void toast.success(t(value === null ? 'values.resetDone' : 'values.saved'));
    } finally {
      setIsSaving(false);
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = parseDecimalInput(text);
    if (value === null) {
      setError(t('validation.number'));
      return;
    }
    void send(value);
  };

  const changed = parseDecimalInput(text) !== row.value;

  return (
    <li
      className="space-y-2 border-b border-slate-100 py-3 last:border-0"
      data-testid={`ghg-value-${row.key}`}
    >
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
        <TextField
          id={`${id}-value`}
          name={row.key}
          label={unit ? `${label} (${unit})` : label}
          value={text}
          inputMode="decimal"
          onChange={(event) => {
            setText(event.target.value);
          }}
          error={error}
          hint={t('values.sourceValue', { value: formatGhgValue(row.sourceValue, language) })}
          className="min-w-0 flex-1 basis-56"
          disabled={isSaving}
        />
        <div className="flex gap-2 pb-0.5">
          <Button type="submit" variant="secondary" size="sm" disabled={isSaving || !changed}>
            {isSaving ? t('values.saving') : t('values.save')}
          </Button>
          {row.isOverridden && (
            <Button
              variant="ghost"
              size="sm"
              disabled={isSaving}
              onClick={() => {
                setText(formatGhgValue(row.sourceValue, language));
                void send(null);
              }}
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t('values.reset')}
            </Button>
          )}
        </div>
      </form>
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span>{t('values.sourceText', { source: t(`values.sources.${row.source}`) })}</span>
        {row.toCheck && (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">
            {t('values.toCheck')}
          </span>
        )}
        {row.isOverridden && (
          <span className="rounded bg-sky-100 px-1.5 py-0.5 font-medium text-sky-900">
            {t('values.overridden')}
          </span>
        )}
      </p>
    </li>
  );
}
