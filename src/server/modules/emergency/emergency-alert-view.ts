import type { TEmergencyAlert } from '../../../shared/contracts/emergency.js';
import type { AlertWithDetails } from './emergency-alerts.repository.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** An alert as the page shows it: the alert, each member's state and the timeline (the link hashes never). */
export function alertOf({ alert, recipients, events }: AlertWithDetails): TEmergencyAlert {
  return {
    id: alert.id,
    hazard: alert.hazard,
    isDrill: alert.isDrill,
    message: alert.message,
    raisedBy: alert.raisedBy,
    raisedAt: alert.raisedAt.toISOString(),
    resolvedAt: iso(alert.resolvedAt),
    resolvedBy: alert.resolvedBy,
    resolutionNote: alert.resolutionNote,
    escalationEndedAt: iso(alert.escalationEndedAt),
    recipients: recipients.map((recipient) => ({
      id: recipient.id,
      name: recipient.name,
      email: recipient.email,
      sends: recipient.sends,
      lastSentAt: iso(recipient.lastSentAt),
      acknowledgedAt: iso(recipient.acknowledgedAt),
      acknowledgedVia: recipient.acknowledgedVia,
    })),
    timeline: events.map((event) => ({
      at: event.at.toISOString(),
      kind: event.kind,
      actor: event.actor,
      count: event.count,
    })),
  };
}
