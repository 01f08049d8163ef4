/**
 * Plant emergencies (issue 21, domain.md "Emergencies"): the hazards an operator can raise an alert for, the
 * public numbers, and the bounds of what an alert and its escalation may hold. Pure: the server, the web app
 * and the tests read the same values.
 */
export const EMERGENCY_HAZARDS = [
  'gas_leak',
  'h2s',
  'fire',
  'overpressure',
  'foaming',
  'power_loss',
  'injury',
] as const;
export type TEmergencyHazard = (typeof EMERGENCY_HAZARDS)[number];

/** The French emergency numbers (domain.md): 18 fire, 15 medical, 112 European, 114 by SMS or fax. */
export const EMERGENCY_NUMBERS = [
  { number: '18', service: 'fire' },
  { number: '15', service: 'medical' },
  { number: '112', service: 'european' },
  { number: '114', service: 'sms' },
] as const;
export type TEmergencyService = (typeof EMERGENCY_NUMBERS)[number]['service'];

/** What was recorded about an alert, in its timeline. */
export const EMERGENCY_EVENT_KINDS = [
  'raised',
  'mailed',
  'resent',
  'acknowledged',
  'escalation_ended',
  'resolved',
] as const;
export type TEmergencyEventKind = (typeof EMERGENCY_EVENT_KINDS)[number];

/** How a member's acknowledgement reached the plant: the link of the mail, or recorded by the operator. */
export const EMERGENCY_ACK_CHANNELS = ['link', 'operator'] as const;
export type TEmergencyAckChannel = (typeof EMERGENCY_ACK_CHANNELS)[number];

export const MAX_EMERGENCY_MESSAGE_LENGTH = 1000;
export const MAX_PROCEDURE_LENGTH = 4000;
export const MAX_INSPECTORATE_FIELD_LENGTH = 200;

/** Minutes an unacknowledged member waits before the mail is sent again (default, and the bounds allowed). */
export const ACK_DELAY_MINUTES = { default: 10, min: 1, max: 120 } as const;
/** How many times a mail may be sent again to a member who has not acknowledged. */
export const MAX_RESENDS = { default: 3, min: 0, max: 10 } as const;
/** How long an acknowledgement link works (hours after it was sent). */
export const ACK_LINK_VALIDITY_HOURS = 24;
/** Alerts listed in the history. */
export const EMERGENCY_HISTORY_LIMIT = 20;

/**
 * Whether a member's mail is due again at `now`: not acknowledged, sent fewer times than the first send plus
 * the resends allowed, and the delay passed since the last send.
 */
export function isResendDue(
  recipient: { acknowledgedAt: Date | null; sends: number; lastSentAt: Date | null },
  policy: { ackDelayMinutes: number; maxResends: number },
  now: Date,
): boolean {
  if (recipient.acknowledgedAt || !recipient.lastSentAt) return false;
  if (recipient.sends >= 1 + policy.maxResends) return false;
  return now.getTime() - recipient.lastSentAt.getTime() >= policy.ackDelayMinutes * 60_000;
}

/**
 * Whether the escalation of an alert has ended at `now`: every member not acknowledged has had every mail
 * allowed and the delay after the last one has passed (nobody left to chase).
 */
export function isEscalationOver(
  recipients: readonly { acknowledgedAt: Date | null; sends: number; lastSentAt: Date | null }[],
  policy: { ackDelayMinutes: number; maxResends: number },
  now: Date,
): boolean {
  const waiting = recipients.filter((recipient) => !recipient.acknowledgedAt && recipient.lastSentAt);
  return (
    waiting.length > 0 &&
    waiting.every(
      (recipient) =>
        recipient.sends >= 1 + policy.maxResends &&
        now.getTime() - (recipient.lastSentAt?.getTime() ?? 0) >= policy.ackDelayMinutes * 60_000,
    )
  );
}
