import { ALERT_TYPE_UNITS, type AlertType } from '../../../../shared/domain/alerts/alert-vocabulary';
import type { TAlertTrigger } from '../../../../shared/contracts/alerts';
import type { TFunction } from '../../../../shared/i18n/translate';
import { dateLocale } from '../../../lib/date-locale';
import { formatFigure } from '../../../lib/format-figures';

/** A figure with its unit in the reader's format ("12,5 %", "2 300 ms"). */
export function formatAlertValue(type: AlertType, value: number, t: TFunction, language: string): string {
  return t(`alerts:units.${ALERT_TYPE_UNITS[type]}`, { value: formatFigure(value, language, 2) });
}

/** jj/mm/aaaa hh:mm in French, dd/mm/yyyy hh:mm in English. */
export function formatAlertTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "Erreurs serveur : 15 % (seuil : supérieur à 5 %)" in the reader's language (the stored message is French). */
export function alertSentence(trigger: TAlertTrigger, t: TFunction, language: string): string {
  return t('alerts:messages.fired', {
    rule: trigger.ruleName,
    value: formatAlertValue(trigger.type, trigger.value, t, language),
    condition: t(`alerts:conditions.${trigger.condition}`),
    threshold: formatAlertValue(trigger.type, trigger.threshold, t, language),
  });
}

/** Spec §8 cleanup texts, or null when the alert ran none. */
export function cleanupSentence(trigger: TAlertTrigger, t: TFunction): string | null {
  if (!trigger.cleanup) return null;
  return trigger.cleanup.isDone
    ? t('alerts:cleanup.done', { n: trigger.cleanup.cleaned })
    : t('alerts:cleanup.failed');
}

export const severityClasses = {
  low: 'bg-slate-100 text-slate-800',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-orange-100 text-orange-900',
  critical: 'bg-red-100 text-red-900',
} as const;
