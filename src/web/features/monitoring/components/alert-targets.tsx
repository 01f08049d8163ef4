import { useState, type SubmitEvent } from 'react';
import type { TAlertRule } from '../../../../shared/contracts/alerts';
import {
  ALERT_NOTIFICATION_TYPES,
  type AlertNotificationType,
} from '../../../../shared/domain/alerts/alert-vocabulary';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { useAddTarget, useDeleteTarget } from '../api/alerts-api';

/**
 * A rule's notification targets: e-mail (empty = every admin), in-app, Slack-compatible, signed webhook. A new
 * webhook's signing secret is shown here once (the server never gives it again).
 */
export function AlertTargets({ rule }: { rule: TAlertRule }) {
  const { t } = useTranslation('alerts');
  const add = useAddTarget();
  const remove = useDeleteTarget();
  const [type, setType] = useState<AlertNotificationType>('webhook');
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | null>(null);
  const prefix = `targets-${rule.id}`;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(
      { ruleId: rule.id, target: { type, target } },
      {
        onSuccess: (result) => {
          if (result.ok) {
            setTarget('');
            setError(undefined);
            setSecret(result.data.secret);
          } else setError(result.fields.target ?? result.message);
        },
      },
    );
  };

  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold">{t('targets.title')}</h4>
      {rule.notifications.length === 0 ? (
        <p className="text-sm text-slate-700">{t('targets.none')}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {rule.notifications.map((notification) => (
            <li key={notification.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-all">
                {t(`targets.types.${notification.type}`)}
                {notification.type === 'email' && notification.target === ''
                  ? ` · ${t('targets.allAdmins')}`
                  : notification.target
                    ? ` · ${notification.target}`
                    : ''}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('targets.remove', { type: t(`targets.types.${notification.type}`) })}
                onClick={() => {
                  remove.mutate(
                    { ruleId: rule.id, targetId: notification.id },
                    {
                      onSuccess: (result) => {
                        if (!result.ok) void toast.error(result.message);
                      },
                    },
                  );
                }}
              >
                {t('targets.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {secret && (
        <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {t('targets.secretOnce')} <code className="break-all">{secret}</code>
        </p>
      )}
      <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end" noValidate>
        <SelectField
          id={`${prefix}-type`}
          name="type"
          label={t('targets.type')}
          value={type}
          options={ALERT_NOTIFICATION_TYPES.map((value) => ({ value, label: t(`targets.types.${value}`) }))}
          onChange={(event) => {
            setType(event.target.value as AlertNotificationType);
          }}
        />
        <TextField
          id={`${prefix}-target`}
          name="target"
          label={t('targets.target')}
          value={target}
          error={error}
          optionalText=""
          isRequired={type !== 'in_app' && type !== 'email'}
          disabled={type === 'in_app'}
          hint={t(`targets.hints.${type}`)}
          onChange={(event) => {
            setTarget(event.target.value);
          }}
        />
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {t('targets.add')}
        </Button>
      </form>
    </div>
  );
}
