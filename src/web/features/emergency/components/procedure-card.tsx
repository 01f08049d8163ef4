import { useId, useState } from 'react';
import type { TEmergencyOverview, TEmergencyProcedure } from '../../../../shared/contracts/emergency';
import { MAX_PROCEDURE_LENGTH } from '../../../../shared/domain/emergency/emergency-alerts';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { restoreProcedure, saveProcedure } from '../api/emergency-api';
import { formatAlertInstant } from '../lib/emergency-format';

export interface ProcedureCardProps {
  procedure: TEmergencyProcedure;
  isOnline: boolean;
  onSaved: (overview: TEmergencyOverview) => void;
}

/** A hazard's steps (the operator's text or the default, which says so), editable one step per line. */
export function ProcedureCard({ procedure, isOnline, onSaved }: ProcedureCardProps) {
  const { t, i18n } = useTranslation('emergency');
  const fieldId = useId();
  const defaultSteps = t(`procedures.${procedure.hazard}.steps`, { returnObjects: true }) as string[];
  const steps = procedure.customSteps ?? defaultSteps;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  const finish = (result: Awaited<ReturnType<typeof saveProcedure>>, doneText: string) => {
    setIsSaving(false);
    if (!result.ok) {
      setError(result.fields.steps ?? result.message);
      return;
    }
    setDraft(null);
    setError(undefined);
    void toast.success(doneText);
    onSaved(result.data);
  };
  const save = async () => {
    setIsSaving(true);
    finish(await saveProcedure(procedure.hazard, draft ?? ''), t('procedures.saved'));
  };
  const restore = async () => {
    setIsSaving(true);
    finish(await restoreProcedure(procedure.hazard), t('procedures.restored'));
  };

  return (
    <article className="break-inside-avoid space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="text-base font-semibold text-slate-900">{t(`hazards.${procedure.hazard}`)}</h3>
      <p className="text-xs text-slate-500">
        {procedure.customSteps && procedure.updatedAt
          ? t('procedures.custom', { date: formatAlertInstant(procedure.updatedAt, i18n.language) })
          : t('procedures.default')}
      </p>
      {draft === null ? (
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
          {steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      ) : (
        <TextareaField
          id={fieldId}
          name="steps"
          label={t('procedures.stepsLabel')}
          value={draft}
          rows={8}
          maxLength={MAX_PROCEDURE_LENGTH}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          error={error}
        />
      )}
      <div className="flex flex-wrap gap-2 print:hidden">
        {draft === null ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={!isOnline}
              onClick={() => {
                setDraft(steps.join('\n'));
              }}
            >
              {t('procedures.edit')}
            </Button>
            {procedure.customSteps && (
              <Button
                size="sm"
                variant="ghost"
                disabled={!isOnline || isSaving}
                onClick={() => void restore()}
              >
                {t('procedures.restoreDefault')}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button size="sm" disabled={!isOnline || isSaving} onClick={() => void save()}>
              {t('settings.save')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setDraft(null);
              }}
            >
              {t('raise.cancel')}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
