// The browser's session history as the app's router sees it: the current location, moves that add or replace an
// entry, and a way to hear about every move (ours, and the back and forward buttons). A location carries the
// state a navigation gave it and a key that changes with every entry, stored in the entry's own history state
// so that going back finds the same key again.

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed as `state` (null when none). */
  state: unknown;
  /** Unique to this history entry ('default' for the page the browser opened). */
  key: string;
}

/** Where to go: a URL (absolute, or relative to the current one) or its parts. */
export type To = string | Partial<Pick<RouterLocation, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  /** Replace the current entry instead of adding one (the back button then skips it). */
  replace?: boolean;
  state?: unknown;
}

interface EntryState {
  key?: string;
  usr?: unknown;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: RouterLocation | undefined;

function readEntryState(): EntryState {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? state : {};
}

function readLocation(): RouterLocation {
  const { pathname, search, hash } = window.location;
  const entry = readEntryState();
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

/** The current location; the same object until the next move, so it can be compared by identity. */
export function getLocation(): RouterLocation {
  current ??= readLocation();
  return current;
}

/** The path, query and fragment `to` points at, resolved against the current location. */
export function toHref(to: To, from: RouterLocation = getLocation()): string {
  const base = new URL(`${from.pathname}${from.search}${from.hash}`, window.location.origin);
  const url =
    typeof to === 'string'
      ? new URL(to, base)
      : new URL(`${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`, base);
  return `${url.pathname}${url.search}${url.hash}`;
}

function notify(): void {
  current = readLocation();
  for (const listener of listeners) listener();
}

let nextKey = 0;
function newEntryKey(): string {
  nextKey += 1;
  return `${Date.now().toString(36)}-${nextKey.toString(36)}`;
}

/** Moves to `to` (a new entry unless `replace`), then tells every listener. */
export function navigateTo(to: To, { replace = false, state = null }: NavigateOptions = {}): void {
  const entry: EntryState = { key: newEntryKey(), usr: state };
  const href = toHref(to);
  if (replace) window.history.replaceState(entry, '', href);
  else window.history.pushState(entry, '', href);
  notify();
}

/** Calls `listener` after every move; returns the way to stop. */
export function listen(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}
