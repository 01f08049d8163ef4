import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getLocation, listen, navigateTo, toHref } from './browser-history';

/** Just enough of a browser window: a session history with back(), its location, and popstate listeners. */
function fakeWindow(startUrl: string) {
  const entries: { url: URL; state: unknown }[] = [{ url: new URL(startUrl), state: null }];
  let index = 0;
  const popstateListeners = new Set<() => void>();
  const go = (url: string, state: unknown, replace: boolean) => {
    const entry = { url: new URL(url, entries[index]?.url), state };
    if (replace) entries[index] = entry;
    else {
      entries.splice(index + 1, Infinity, entry);
      index += 1;
    }
  };
  const current = () => {
    const entry = entries[index];
    if (!entry) throw new Error(`no history entry ${index}`);
    return entry;
  };
  return {
    location: {
      get origin() {
        return current().url.origin;
      },
      get pathname() {
        return current().url.pathname;
      },
      get search() {
        return current().url.search;
      },
      get hash() {
        return current().url.hash;
      },
    },
    history: {
      get state() {
        return current().state;
      },
      get length() {
        return entries.length;
      },
      pushState: (state: unknown, _title: string, url: string) => {
        go(url, state, false);
      },
      replaceState: (state: unknown, _title: string, url: string) => {
        go(url, state, true);
      },
      back: () => {
        index -= 1;
        for (const listener of popstateListeners) listener();
      },
    },
    addEventListener: (_type: 'popstate', listener: () => void) => popstateListeners.add(listener),
    removeEventListener: (_type: 'popstate', listener: () => void) => popstateListeners.delete(listener),
  };
}

const browser = fakeWindow('https://app.example/dashboard/stock?page=2#top');

beforeAll(() => {
  vi.stubGlobal('window', browser);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the browser history the router reads and moves', () => {
  it('reads the page the browser opened', () => {
    expect(getLocation()).toEqual({
      pathname: '/dashboard/stock',
      search: '?page=2',
      hash: '#top',
      state: null,
      key: 'default',
    });
    expect(getLocation()).toBe(getLocation());
  });

  it('resolves where a link points from the current location', () => {
    expect(toHref('/dashboard/agenda?view=week')).toBe('/dashboard/agenda?view=week');
    expect(toHref('?page=3')).toBe('/dashboard/stock?page=3');
    expect(toHref({ pathname: '/dashboard/cart' })).toBe('/dashboard/cart');
    expect(toHref({ search: '?q=pompe' })).toBe('/dashboard/stock?q=pompe');
  });

  it('adds an entry with its state and a new key, tells the listeners, and finds them again on back', () => {
    const heard: string[] = [];
    const stop = listen(() => heard.push(getLocation().pathname));
    const before = getLocation();

    navigateTo('/dashboard/agenda', { state: { from: 'bell' } });
    const agenda = getLocation();
    expect(agenda).toMatchObject({ pathname: '/dashboard/agenda', search: '', state: { from: 'bell' } });
    expect(agenda.key).not.toBe(before.key);
    expect(browser.history.length).toBe(2);

    navigateTo('/dashboard/maintenance', { replace: true });
    expect(browser.history.length).toBe(2);
    expect(getLocation().key).not.toBe(agenda.key);

    navigateTo('/dashboard/budget');
    browser.history.back();
    expect(getLocation()).toMatchObject({ pathname: '/dashboard/maintenance', state: null });

    stop();
    navigateTo('/dashboard');
    expect(heard).toEqual([
      '/dashboard/agenda',
      '/dashboard/maintenance',
      '/dashboard/budget',
      '/dashboard/maintenance',
    ]);
  });
});
