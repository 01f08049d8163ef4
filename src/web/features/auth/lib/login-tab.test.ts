import { describe, expect, it } from 'vitest';
import { getInitialLoginTab, getTabAfterKey } from './login-tab';

describe('getInitialLoginTab', () => {
  it('opens on sign-up only when asked', () => {
    expect(getInitialLoginTab('sign-up')).toBe('sign-up');
    expect(getInitialLoginTab(null)).toBe('sign-in');
    expect(getInitialLoginTab('admin')).toBe('sign-in');
  });
});

describe('getTabAfterKey', () => {
  it('moves with the arrows, wrapping around', () => {
    expect(getTabAfterKey('sign-in', 'ArrowRight')).toBe('sign-up');
    expect(getTabAfterKey('sign-up', 'ArrowRight')).toBe('sign-in');
    expect(getTabAfterKey('sign-in', 'ArrowLeft')).toBe('sign-up');
    expect(getTabAfterKey('sign-up', 'ArrowLeft')).toBe('sign-in');
  });

  it('goes to the ends with Home and End and ignores other keys', () => {
    expect(getTabAfterKey('sign-up', 'Home')).toBe('sign-in');
    expect(getTabAfterKey('sign-in', 'End')).toBe('sign-up');
    expect(getTabAfterKey('sign-in', 'Enter')).toBeUndefined();
  });
});
