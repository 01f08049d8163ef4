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

/**
 * Waits until `heard` holds `expected` (a channel delivers on a later turn of the event loop, sooner or later
 * on a busy machine): a state, not a fixed time.
 */
async function until(heard: (string | null)[], expected: (string | null)[]): Promise<void> {
  await vi.waitFor(() => {
    expect(heard).toEqual(expected);
  });
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
    await until(heardInOther, ['user-1']);
    await until(heardInThird, ['user-1']);
    expect(heardHere).toEqual([]);
  });

  it('carries an unknown user as null, and is no longer heard once the tab stops listening', async () => {
    const signingOut = await openTab();
    const other = await openTab();
    const stillListening = heardBy(await openTab());
    const heard: (string | null)[] = [];
    const unsubscribe = other.onSignOutElsewhere((userId) => heard.push(userId));
    signingOut.announceSignOut(null);
    await until(heard, [null]);
    unsubscribe();
    signingOut.announceSignOut('user-2');
    // Once a tab still listening has heard it, so would the tab that stopped.
    await until(stillListening, [null, 'user-2']);
    expect(heard).toEqual([null]);
  });
});
