import { describe, expect, it } from 'vitest';
import { isEscalationOver, isResendDue } from './emergency-alerts.js';

const policy = { ackDelayMinutes: 10, maxResends: 2 };
const sentAt = new Date('2026-11-27T08:00:00Z');
const minutesAfter = (minutes: number) => new Date(sentAt.getTime() + minutes * 60_000);

describe('isResendDue', () => {
  it('is due once the delay has passed since the last mail, while mails remain', () => {
    const silent = { acknowledgedAt: null, sends: 1, lastSentAt: sentAt };
    expect(isResendDue(silent, policy, minutesAfter(9.99))).toBe(false);
    expect(isResendDue(silent, policy, minutesAfter(10))).toBe(true);
    expect(isResendDue({ ...silent, sends: 3 }, policy, minutesAfter(60))).toBe(false);
  });

  it('is never due for a member who acknowledged or was never mailed (no address)', () => {
    expect(
      isResendDue({ acknowledgedAt: sentAt, sends: 1, lastSentAt: sentAt }, policy, minutesAfter(60)),
    ).toBe(false);
    expect(isResendDue({ acknowledgedAt: null, sends: 0, lastSentAt: null }, policy, minutesAfter(60))).toBe(
      false,
    );
  });

  it('with no reminder allowed, sends only the first mail', () => {
    const silent = { acknowledgedAt: null, sends: 1, lastSentAt: sentAt };
    expect(isResendDue(silent, { ackDelayMinutes: 1, maxResends: 0 }, minutesAfter(5))).toBe(false);
  });
});

describe('isEscalationOver', () => {
  it('ends once every silent member had every mail and the delay after the last one passed', () => {
    const members = [
      { acknowledgedAt: null, sends: 3, lastSentAt: sentAt },
      { acknowledgedAt: sentAt, sends: 1, lastSentAt: sentAt },
      { acknowledgedAt: null, sends: 0, lastSentAt: null },
    ];
    expect(isEscalationOver(members, policy, minutesAfter(9))).toBe(false);
    expect(isEscalationOver(members, policy, minutesAfter(10))).toBe(true);
  });

  it('does not end while a silent member still has a mail to come, nor when nobody was mailed', () => {
    expect(
      isEscalationOver([{ acknowledgedAt: null, sends: 2, lastSentAt: sentAt }], policy, minutesAfter(60)),
    ).toBe(false);
    expect(
      isEscalationOver([{ acknowledgedAt: null, sends: 0, lastSentAt: null }], policy, minutesAfter(60)),
    ).toBe(false);
    expect(
      isEscalationOver([{ acknowledgedAt: sentAt, sends: 1, lastSentAt: sentAt }], policy, minutesAfter(60)),
    ).toBe(false);
  });
});
