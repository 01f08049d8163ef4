import { useQueryClient } from '@tanstack/react-query';
import { Siren } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import type { TEmergencyOverview } from '../../../../shared/contracts/emergency';
import {
  EMERGENCY_HAZARDS,
  MAX_EMERGENCY_MESSAGE_LENGTH,
  type TEmergencyHazard,
} from '../../../../shared/domain/emergency/emergency-alerts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notificationCountersQueryKey } from '../../../lib/notifications/notification-query-keys';
import { toast } from '../../../lib/toast';
import { emergencyAlertsQueryKey, raiseEmergencyAlert } from '../api/emergency-api';

type Mode = 'real' | 'drill' | '';

/**
 * Raising an alert: the hazard, real or drill chosen on purpose (no default), a message; a confirmation names
 * what the whole team will receive. Offline it says to call directly: the alert could not leave.
 */
export function RaiseAlertForm({
  team,
  isOnline,
}: {
  team: TEmergencyOverview['team'] | undefined;
  isOnline: boolean;
}) {
  const { t } = useTranslation(['emergency', 'records']);
  const queryClient = useQueryClient();
  const formId = useId();
  const [hazard, setHazard] = useState<TEmergencyHazard | ''>('');
  const [mode, setMode] = useState<Mode>('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);

  const check = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!hazard) problems.hazard = t('validation.hazardInvalid');
    if (!mode) problems.isDrill = t('validation.drillRequired');
    setErrors(problems);
    if (Object.keys(problems).length === 0) setIsConfirming(true);
  };

  const send = async () => {
    if (!hazard || !mode) return;
    setIsSending(true);
    const result = await raiseEmergencyAlert({ hazard, isDrill: mode === 'drill', message });
    setIsSending(false);
    setIsConfirming(false);
    if (!result.ok) {
      setErrors(result.fields);
      void toast.error(result.message);
      return;
    }
    const mailed = result.data.recipients.filter((recipient) => recipient.sends > 0).length;
    void toast.success(t('raise.raised', { count: mailed }));
    setHazard('');
    setMode('');
    setMessage('');
    await queryClient.invalidateQueries({ queryKey: emergencyAlertsQueryKey });
    await queryClient.invalidateQueries({ queryKey: notificationCountersQueryKey });
  };

  const hazardName = hazard ? t(`hazards.${hazard}`) : '';
  return (
    <Card className="space-y-4 border-red-200 p-4 sm:p-6 print:hidden">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Siren className="h-5 w-5 text-red-700" aria-hidden="true" />
        {t('raise.title')}
      </h2>
      {!isOnline && (
        <p className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">{t('raise.offline')}</p>
      )}
      <form className="space-y-4" onSubmit={check} noValidate>
        <SelectField
          id={`${formId}-hazard`}
          name="hazard"
          label={t('raise.hazard')}
          value={hazard}
          emptyOption="—"
          options={EMERGENCY_HAZARDS.map((value) => ({ value, label: t(`hazards.${value}`) }))}
          onChange={(event) => {
            setHazard(event.target.value as TEmergencyHazard | '');
          }}
          error={errors.hazard}
        />
        <fieldset
          className="space-y-2"
          aria-describedby={errors.isDrill ? `${formId}-mode-error` : undefined}
        >
          <legend className="text-sm font-medium text-slate-900">{t('raise.mode')}</legend>
          <div className="flex flex-wrap gap-3">
            {(['real', 'drill'] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 has-[:checked]:border-red-700 has-[:checked]:bg-red-50"
              >
                <input
                  type="radio"
                  name="mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value);
                  }}
                  className="h-4 w-4 accent-red-700"
                />
                {t(`raise.${value}`)}
              </label>
            ))}
          </div>
          {errors.isDrill && (
            <p id={`${formId}-mode-error`} className="text-sm text-red-700">
              {errors.isDrill}
            </p>
          )}
        </fieldset>
        <TextareaField
          id={`${formId}-message`}
          name="message"
          label={t('raise.message')}
          optionalText={t('records:form.optional')}
          value={message}
          maxLength={MAX_EMERGENCY_MESSAGE_LENGTH}
          onChange={(event) => {
            setMessage(event.target.value);
          }}
          error={errors.message}
        />
        {team && (
          <div className="space-y-1 text-sm text-slate-700">
            <p>{team.withEmail > 0 ? t('raise.team', { count: team.withEmail }) : t('raise.noTeam')}</p>
            {team.withoutEmail > 0 && <p>{t('raise.withoutEmail', { count: team.withoutEmail })}</p>}
          </div>
        )}
        <Button type="submit" variant="danger" size="lg" disabled={!isOnline}>
          {t('raise.submit')}
        </Button>
      </form>
      <ModalDialog
        isOpen={isConfirming}
        title={t('raise.title')}
        onClose={() => {
          setIsConfirming(false);
        }}
      >
        <p className="font-medium text-slate-900">
          {t(mode === 'drill' ? 'raise.confirmDrill' : 'raise.confirmReal', { hazard: hazardName })}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setIsConfirming(false);
            }}
            disabled={isSending}
          >
            {t('raise.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void send()} disabled={isSending}>
            {t('raise.confirm')}
          </Button>
        </div>
      </ModalDialog>
    </Card>
  );
}
