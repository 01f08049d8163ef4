import { useState } from 'react';
import type { TAlertRule } from '../../../../shared/contracts/alerts';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { useDeleteRule, useSetRuleEnabled } from '../api/alerts-api';
import { formatAlertTime, formatAlertValue, severityClasses } from './alert-format';
import { AlertRuleForm } from './alert-rule-form';
import { AlertTargets } from './alert-targets';

const stateClasses = {
  normal: 'bg-emerald-50 text-emerald-800',
  pending: 'bg-amber-50 text-amber-900',
  firing: 'bg-red-50 text-red-800',
} as const;

/** One rule: what it watches, where it stands (normal, pending since, firing), enabled, edit, targets, delete. */
export function AlertRuleCard({ rule }: { rule: TAlertRule }) {
  const { t, i18n } = useTranslation('alerts');
  const language = i18n.language;
  const [isEditing, setIsEditing] = useState(false);
  const setEnabled = useSetRuleEnabled();
  const remove = useDeleteRule();
  const titleId = `rule-title-${rule.id}`;
  const onResult = (result: { ok: boolean; message?: string }) => {
    if (!result.ok) void toast.error(result.message ?? t('page.actionFailed'));
  };

  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-base font-semibold">
          {rule.name}
        </h3>
        <span className="text-xs text-slate-600">{t(`layers.${rule.layer}`)}</span>
        <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', severityClasses[rule.severity])}>
          {t(`severities.${rule.severity}`)}
        </span>
        <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', stateClasses[rule.state])}>
          {rule.state === 'pending' && rule.pendingSince
            ? t('states.pendingSince', { time: formatAlertTime(rule.pendingSince, language) })
            : t(`states.${rule.state}`)}
        </span>
      </div>
      <p className="text-sm text-slate-800">
        {t('page.ruleSummary', {
          type: t(`types.${rule.type}`),
          condition: t(`conditions.${rule.condition}`),
          threshold: formatAlertValue(rule.type, rule.threshold, t, language),
          count: rule.timeWindowMinutes,
        })}
      </p>
      <p className="text-xs text-slate-600">
        {t('page.ruleHistory', { count: rule.triggerCount, cooldown: rule.cooldownMinutes })}
        {rule.lastTriggered &&
          ` · ${t('page.lastTriggered', { time: formatAlertTime(rule.lastTriggered, language) })}`}
      </p>
      <CheckboxField
        id={`rule-enabled-${rule.id}`}
        name="enabled"
        label={t('page.enabled')}
        isChecked={rule.enabled}
        onChange={(event) => {
          setEnabled.mutate({ id: rule.id, enabled: event.target.checked }, { onSuccess: onResult });
        }}
      />
      {isEditing ? (
        <AlertRuleForm
          rule={rule}
          onDone={() => {
            setIsEditing(false);
          }}
        />
      ) : (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setIsEditing(true);
            }}
          >
            {t('page.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              if (window.confirm(t('page.deleteConfirm', { name: rule.name })))
                remove.mutate(rule.id, { onSuccess: onResult });
            }}
          >
            {t('page.delete')}
          </Button>
        </div>
      )}
      <AlertTargets rule={rule} />
    </article>
  );
}
