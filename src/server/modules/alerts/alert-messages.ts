import type { AlertCleanupOutcome } from '../../db/schema/alerts.js';
import { formatFigure } from '../../../shared/domain/display-formats.js';
import {
  ALERT_TYPE_UNITS,
  type AlertCondition,
  type AlertType,
} from '../../../shared/domain/alerts/alert-vocabulary.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import { translatorFor } from '../../lib/i18n.js';

/** A figure with its unit, in the language's format ("12,5 %", "2 300 ms"). */
export function formatAlertFigure(type: AlertType, value: number, language: TLanguage): string {
  const t = translatorFor(language);
  return t(`alerts:units.${ALERT_TYPE_UNITS[type]}`, { value: formatFigure(value, language, 2) });
}

export interface AlertMessageFacts {
  ruleName: string;
  type: AlertType;
  condition: AlertCondition;
  value: number;
  threshold: number;
}

/** "Taux d'erreur élevé : 7,5 % (seuil : supérieur à 5 %)". */
export function alertMessage(facts: AlertMessageFacts, language: TLanguage): string {
  const t = translatorFor(language);
  return t('alerts:messages.fired', {
    rule: facts.ruleName,
    value: formatAlertFigure(facts.type, facts.value, language),
    condition: t(`alerts:conditions.${facts.condition}`),
    threshold: formatAlertFigure(facts.type, facts.threshold, language),
  });
}

export function resolvedMessage(ruleName: string, language: TLanguage): string {
  return translatorFor(language)('alerts:messages.resolved', { rule: ruleName });
}

/** Spec §8: "Cleanup automatique effectué: {n} éléments nettoyés" or "Erreur lors du nettoyage automatique". */
export function cleanupMessage(outcome: AlertCleanupOutcome, language: TLanguage): string {
  const t = translatorFor(language);
  return outcome.isDone ? t('alerts:cleanup.done', { n: outcome.cleaned }) : t('alerts:cleanup.failed');
}
