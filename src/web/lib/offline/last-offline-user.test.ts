import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './offline-test-support';
import {
  findLastOfflineUser,
  forgetLastOfflineUser,
  lastOfflineUserStorageKey,
  rememberLastOfflineUser,
} from './last-offline-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the last user signed in on this browser', () => {
  it('is remembered by id only, and forgotten', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(findLastOfflineUser()).toBeNull();
    rememberLastOfflineUser('user-a');
    expect(findLastOfflineUser()).toBe('user-a');
    expect(storage.getItem(lastOfflineUserStorageKey)).toBe('user-a');
    forgetLastOfflineUser();
    expect(findLastOfflineUser()).toBeNull();
  });

  it('is not found, without an error, where storage is missing or refused', () => {
    vi.stubGlobal('localStorage', undefined);
    rememberLastOfflineUser('user-a');
    expect(findLastOfflineUser()).toBeNull();

    const refusing = new MemoryStorage();
    refusing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    refusing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', refusing);
    expect(() => {
      rememberLastOfflineUser('user-a');
      forgetLastOfflineUser('user-a');
    }).not.toThrow();
    expect(findLastOfflineUser()).toBeNull();
  });
});
