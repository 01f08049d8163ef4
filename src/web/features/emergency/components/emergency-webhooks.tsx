import { useId, useState, type SubmitEvent } from 'react';
import type { TEmergencyWebhook } from '../../../../shared/contracts/emergency';
import { WEBHOOK_TARGET_KINDS, type TWebhookTargetKind } from '../../../../shared/domain/webhook-kinds';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { addEmergencyWebhook, deleteEmergencyWebhook } from '../api/emergency-api';

/** The plant's webhooks: listed, added (the signing secret shown once), deleted. */
export function EmergencyWebhooks({
  webhooks,
  isOnline,
  onChanged,
}: {
  webhooks: readonly TEmergencyWebhook[];
  isOnline: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('emergency');
  const formId = useId();
  const [kind, setKind] = useState<TWebhookTargetKind>('standard');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | null>(null);

  const add = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await addEmergencyWebhook(kind, url);
    if (!result.ok) {
      setError(result.fields.url ?? result.message);
      return;
    }
    setError(undefined);
    setUrl('');
    setSecret(result.data.secret);
    void toast.success(t('webhooks.added'));
    onChanged();
  };
  const remove = async (id: string) => {
    const result = await deleteEmergencyWebhook(id);
    if (result.ok) void toast.success(t('webhooks.deleted'));
    else void toast.error(result.message);
    onChanged();
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('webhooks.hint')}</p>
      {webhooks.length === 0 ? (
        <p className="text-sm text-slate-600">{t('webhooks.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {webhooks.map((webhook) => (
            <li key={webhook.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span className="min-w-0 break-all">
                <span className="mr-2 font-medium">{t(`webhooks.${webhook.kind}`)}</span>
                {webhook.url}
              </span>
              <Button size="sm" variant="ghost" disabled={!isOnline} onClick={() => void remove(webhook.id)}>
                {t('webhooks.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {secret && (
        <p
          className="break-all rounded-md bg-emerald-50 p-3 font-mono text-sm text-emerald-900"
          role="status"
        >
          {t('webhooks.secretOnce', { secret })}
        </p>
      )}
      <form
        className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
        onSubmit={(event) => void add(event)}
        noValidate
      >
        <SelectField
          id={`${formId}-kind`}
          name="kind"
          label={t('webhooks.kind')}
          value={kind}
          options={WEBHOOK_TARGET_KINDS.map((value) => ({ value, label: t(`webhooks.${value}`) }))}
          onChange={(event) => {
            setKind(event.target.value as TWebhookTargetKind);
          }}
        />
        <TextField
          id={`${formId}-url`}
          name="url"
          label={t('webhooks.url')}
          type="text"
          inputMode="url"
          value={url}
          error={error}
          onChange={(event) => {
            setUrl(event.target.value);
          }}
        />
        <Button type="submit" variant="secondary" disabled={!isOnline}>
          {t('webhooks.add')}
        </Button>
      </form>
    </div>
  );
}
