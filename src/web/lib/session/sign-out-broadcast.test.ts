// Tabs of one browser, each with its own copy of the module (as each tab has): a sign-out announced in one reaches
// the others, not the tab that announced it, and not a tab that stopped listening.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SignOutBroadcast from './sign-out-broadcast';

type BroadcastModule = typeof SignOutBroadcast;

const openTabs: BroadcastModule[] = [];

async function openTab(): Promise<BroadcastModule> {
  vi.resetModules();
  const tab = await import('./sign-out-broadcast');
  openTabs.push(tab);
  return tab;
}

afterEach(() => {
  for (const tab of openTabs.splice(0)) tab.closeSignOutChannel();
});

function heardBy(tab: BroadcastModule): (string | null)[] {
  const heard: (string | null)[] = [];
  tab.onSignOutElsewhere((userId) => heard.push(userId));
  return heard;
}

/** Lets the channels deliver what was posted. */
function delivery(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 20));
}

describe('sign-out broadcast between tabs', () => {
  it('tells the other tabs who signed out, not the tab that did', async () => {
    const signingOut = await openTab();
    const other = await openTab();
    const third = await openTab();
    const heardHere = heardBy(signingOut);
    const heardInOther = heardBy(other);
    const heardInThird = heardBy(third);
    signingOut.announceSignOut('user-1');
    await delivery();
    expect(heardInOther).toEqual(['user-1']);
    expect(heardInThird).toEqual(['user-1']);
    expect(heardHere).toEqual([]);
  });

  it('carries an unknown user as null, and is no longer heard once the tab stops listening', async () => {
    const signingOut = await openTab();
    const other = await openTab();
    const heard: (string | null)[] = [];
    const unsubscribe = other.onSignOutElsewhere((userId) => heard.push(userId));
    signingOut.announceSignOut(null);
    await delivery();
    unsubscribe();
    signingOut.announceSignOut('user-2');
    await delivery();
    expect(heard).toEqual([null]);
  });
});
