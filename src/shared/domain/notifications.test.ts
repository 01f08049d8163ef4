import { describe, expect, it } from 'vitest';
import { resolveNotificationPreferences } from './notifications';

describe('notification preferences', () => {
  it('shows the bell and the counters when nothing was saved', () => {
    expect(resolveNotificationPreferences(undefined)).toEqual({ reminderBell: true, sidebarCounters: true });
    expect(resolveNotificationPreferences({})).toEqual({ reminderBell: true, sidebarCounters: true });
  });

  it('keeps each saved choice and ignores what is not a boolean', () => {
    expect(resolveNotificationPreferences({ sidebarCounters: false })).toEqual({
      reminderBell: true,
      sidebarCounters: false,
    });
    expect(resolveNotificationPreferences({ reminderBell: false, sidebarCounters: 'no' })).toEqual({
      reminderBell: false,
      sidebarCounters: true,
    });
  });
});
