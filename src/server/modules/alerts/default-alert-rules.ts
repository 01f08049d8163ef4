import type {
  AlertCondition,
  AlertLayer,
  AlertNotificationType,
  AlertSeverity,
  AlertType,
} from '../../../shared/domain/alerts/alert-vocabulary.js';

export interface DefaultAlertRule {
  /** Stored as the rule's seed_key: each default rule is written once, an admin may then edit or delete it. */
  seedKey: string;
  layer: AlertLayer;
  name: string;
  type: AlertType;
  condition: AlertCondition;
  threshold: number;
  timeWindowMinutes: number;
  severity: AlertSeverity;
  notifications: AlertNotificationType[];
}

/**
 * Spec §9 default rules. The names are French (the product's language); the page shows them as stored. Crash
 * detection "at least 1" is "greater than 0" (crashes are counted in whole numbers) over one minute; the
 * notifications not named by the spec go to the in-app panel.
 */
export const DEFAULT_ALERT_RULES: readonly DefaultAlertRule[] = [
  {
    seedKey: 'a.error_rate',
    layer: 'a',
    name: "Taux d'erreur élevé",
    type: 'error_rate',
    condition: 'greater_than',
    threshold: 5,
    timeWindowMinutes: 5,
    severity: 'high',
    notifications: ['email', 'in_app'],
  },
  {
    seedKey: 'a.response_time',
    layer: 'a',
    name: 'Temps de réponse lent',
    type: 'response_time',
    condition: 'greater_than',
    threshold: 2000,
    timeWindowMinutes: 3,
    severity: 'medium',
    notifications: ['in_app'],
  },
  {
    seedKey: 'a.crash_detection',
    layer: 'a',
    name: 'Crash détecté',
    type: 'crash_detection',
    condition: 'greater_than',
    threshold: 0,
    timeWindowMinutes: 1,
    severity: 'critical',
    notifications: ['in_app'],
  },
  {
    seedKey: 'a.request_count',
    layer: 'a',
    name: 'Pic de requêtes',
    type: 'request_count',
    condition: 'greater_than',
    threshold: 1000,
    timeWindowMinutes: 1,
    severity: 'medium',
    notifications: ['in_app'],
  },
  {
    seedKey: 'a.memory_usage',
    layer: 'a',
    name: 'Mémoire saturée',
    type: 'memory_usage',
    condition: 'greater_than',
    threshold: 90,
    timeWindowMinutes: 5,
    severity: 'high',
    notifications: ['in_app'],
  },
  {
    seedKey: 'b.error_rate_10',
    layer: 'b',
    name: "Taux d'erreur élevé (10 min)",
    type: 'error_rate',
    condition: 'greater_than',
    threshold: 5,
    timeWindowMinutes: 10,
    severity: 'high',
    notifications: ['in_app'],
  },
  {
    seedKey: 'b.error_rate_critical',
    layer: 'b',
    name: "Taux d'erreur critique",
    type: 'error_rate',
    condition: 'greater_than',
    threshold: 10,
    timeWindowMinutes: 5,
    severity: 'critical',
    notifications: ['in_app'],
  },
  {
    seedKey: 'b.page_load_time',
    layer: 'b',
    name: 'Chargement des pages lent',
    type: 'page_load_time',
    condition: 'greater_than',
    threshold: 3000,
    timeWindowMinutes: 15,
    severity: 'medium',
    notifications: ['in_app'],
  },
  {
    seedKey: 'b.error_count',
    layer: 'b',
    name: "Pic d'erreurs du navigateur",
    type: 'error_count',
    condition: 'greater_than',
    threshold: 20,
    timeWindowMinutes: 5,
    severity: 'high',
    notifications: ['in_app'],
  },
];
