import { useState, type SubmitEvent } from 'react';
import type { TAlertRule, TCreateAlertRuleRequest } from '../../../../shared/contracts/alerts';
import {
  ALERT_CONDITIONS,
  ALERT_LAYERS,
  ALERT_SEVERITIES,
  ALERT_TYPES,
  type AlertCondition,
  type AlertLayer,
  type AlertSeverity,
  type AlertType,
} from '../../../../shared/domain/alerts/alert-vocabulary';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { useCreateRule, useUpdateRule } from '../api/alerts-api';

/** A decimal typed the French way ("2,5") or the English way ("2.5"); NaN when it is not one. */
function parseDecimal(text: string): number {
  const normalised = text.trim().replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}

/**
 * The edit form of a rule (or of a new one when `rule` is absent): type, condition, threshold, time window,
 * severity. The server checks the figures (a percentage above 100, a negative threshold…) and names the field.
 */
export function AlertRuleForm({ rule, onDone }: { rule?: TAlertRule; onDone: () => void }) {
  const { t, i18n } = useTranslation('alerts');
  const create = useCreateRule();
  const update = useUpdateRule();
  const [layer, setLayer] = useState<AlertLayer>(rule?.layer ?? 'a');
  const [name, setName] = useState(rule?.name ?? '');
  const [type, setType] = useState<AlertType>(rule?.type ?? 'error_rate');
  const [condition, setCondition] = useState<AlertCondition>(rule?.condition ?? 'greater_than');
  const [threshold, setThreshold] = useState(
    rule ? rule.threshold.toLocaleString(i18n.language, { useGrouping: false }) : '',
  );
  const [windowMinutes, setWindowMinutes] = useState(String(rule?.timeWindowMinutes ?? 5));
  const [severity, setSeverity] = useState<AlertSeverity>(rule?.severity ?? 'medium');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const prefix = rule ? `rule-${rule.id}` : 'new-rule';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      name,
      type,
      condition,
      threshold: parseDecimal(threshold),
      timeWindowMinutes: Number(windowMinutes),
      severity,
    };
    const onSuccess = (
      result: { ok: true } | { ok: false; message: string; fields: Record<string, string> },
    ) => {
      if (result.ok) {
        setFields({});
        setMessage(null);
        void toast.success(t(rule ? 'form.saved' : 'form.created'));
        onDone();
      } else {
        setFields(result.fields);
        setMessage(result.message);
      }
    };
    // Not a number: said here (JSON has no NaN; the server would only see a missing figure).
    if (Number.isNaN(body.threshold)) {
      setFields({ threshold: t('validation.thresholdInvalid') });
      return;
    }
    if (rule) update.mutate({ id: rule.id, changes: body }, { onSuccess });
    else create.mutate({ ...body, layer } satisfies TCreateAlertRuleRequest, { onSuccess });
  };

  const options = <T extends string>(values: readonly T[], key: string) =>
    values.map((value) => ({ value, label: t(`${key}.${value}`) }));

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
      {message && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {message}
        </p>
      )}
      <TextField
        id={`${prefix}-name`}
        name="name"
        label={t('form.name')}
        value={name}
        error={fields.name}
        onChange={(event) => {
          setName(event.target.value);
        }}
      />
      {!rule && (
        <SelectField
          id={`${prefix}-layer`}
          name="layer"
          label={t('form.layer')}
          value={layer}
          options={options(ALERT_LAYERS, 'layers')}
          error={fields.layer}
          onChange={(event) => {
            setLayer(event.target.value as AlertLayer);
          }}
        />
      )}
      <SelectField
        id={`${prefix}-type`}
        name="type"
        label={t('form.type')}
        value={type}
        options={options(ALERT_TYPES, 'types')}
        error={fields.type}
        onChange={(event) => {
          setType(event.target.value as AlertType);
        }}
      />
      <SelectField
        id={`${prefix}-condition`}
        name="condition"
        label={t('form.condition')}
        value={condition}
        options={options(ALERT_CONDITIONS, 'conditions')}
        error={fields.condition}
        onChange={(event) => {
          setCondition(event.target.value as AlertCondition);
        }}
      />
      <TextField
        id={`${prefix}-threshold`}
        name="threshold"
        label={t('form.threshold')}
        hint={t(`form.thresholdUnit.${type}`)}
        inputMode="decimal"
        value={threshold}
        error={fields.threshold}
        onChange={(event) => {
          setThreshold(event.target.value);
        }}
      />
      <TextField
        id={`${prefix}-window`}
        name="timeWindowMinutes"
        label={t('form.window')}
        inputMode="numeric"
        value={windowMinutes}
        error={fields.timeWindowMinutes}
        onChange={(event) => {
          setWindowMinutes(event.target.value);
        }}
      />
      <SelectField
        id={`${prefix}-severity`}
        name="severity"
        label={t('form.severity')}
        value={severity}
        options={options(ALERT_SEVERITIES, 'severities')}
        error={fields.severity}
        onChange={(event) => {
          setSeverity(event.target.value as AlertSeverity);
        }}
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {t(rule ? 'form.save' : 'form.create')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
