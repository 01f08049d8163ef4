import { describe, expect, it } from 'vitest';
import { getSessionGateView } from './session-gate';

describe('getSessionGateView', () => {
  it('shows the skeleton while the session is checked', () => {
    expect(getSessionGateView('loading', false)).toBe('skeleton');
  });

  it('sends a signed-out visitor to /login, even after having been signed in', () => {
    expect(getSessionGateView('signed-out', false)).toBe('redirect-to-login');
    expect(getSessionGateView('signed-out', true)).toBe('redirect-to-login');
  });

  it('shows the page to a signed-in user', () => {
    expect(getSessionGateView('signed-in', false)).toBe('content');
  });

  it('offers a retry, not /login, when the first check cannot reach the server', () => {
    expect(getSessionGateView('unreachable', false)).toBe('unreachable');
  });

  it('keeps the page when a later check cannot reach the server', () => {
    expect(getSessionGateView('unreachable', true)).toBe('content');
  });
});
