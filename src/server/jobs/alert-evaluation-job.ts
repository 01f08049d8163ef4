import {
  ALERT_EVALUATION_INTERVAL_MS,
  type AlertLayer,
} from '../../shared/domain/alerts/alert-vocabulary.js';
import { evaluateAlertLayer, type AlertEvaluationDependencies } from '../modules/alerts/alert-evaluation.js';
import type { Job } from './scheduler.js';

const lockKeys: Record<AlertLayer, number> = { a: 4_842_020_001, b: 4_842_020_002 };

/** Spec §9: monitoring A's rules every 30 s, monitoring B's every 2 min, on one instance at a time. */
export function createAlertEvaluationJob(dependencies: AlertEvaluationDependencies, layer: AlertLayer): Job {
  return {
    name: `alert-evaluation-${layer}`,
    lockKey: lockKeys[layer],
    intervalMs: ALERT_EVALUATION_INTERVAL_MS[layer],
    async run() {
      await evaluateAlertLayer(dependencies, layer);
    },
  };
}
