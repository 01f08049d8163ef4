import { describe, expect, it } from 'vitest';
import { activityDetailKey } from './activity-detail';

describe('activityDetailKey', () => {
  it('words the known features and security events', () => {
    expect(
      activityDetailKey({
        activityType: 'feature_use',
        description: 'csv_export',
        metadata: { feature: 'csv_export' },
      }),
    ).toBe('features.csv_export');
    expect(
      activityDetailKey({
        activityType: 'security_violation',
        description: 'admin route refused',
        metadata: null,
      }),
    ).toBe('events.admin_route_refused');
  });

  it('says nothing of what it does not know', () => {
    expect(
      activityDetailKey({ activityType: 'feature_use', description: null, metadata: { feature: 'x' } }),
    ).toBeNull();
    expect(activityDetailKey({ activityType: 'login', description: 'sign-in', metadata: null })).toBeNull();
  });
});
