import { escalateEmergencyAlerts } from '../modules/emergency/emergency-escalation.js';
import type { EmergencyDependencies } from '../modules/emergency/emergency-alerts.service.js';
import type { Job } from './scheduler.js';

/** Every 30 s, the members of open alerts whose acknowledgement is overdue get their mail again. */
export function createEmergencyEscalationJob(dependencies: EmergencyDependencies): Job {
  return {
    name: 'emergency-escalation',
    lockKey: 4_842_021_001,
    intervalMs: 30_000,
    async run() {
      await escalateEmergencyAlerts(dependencies);
    },
  };
}
