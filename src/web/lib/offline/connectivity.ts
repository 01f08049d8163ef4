// Whether the app can reach the server: the browser's own view (navigator.onLine and its online / offline
// events, spec §4) and what the last request showed (a request that failed on the network counts as offline until
// a later one gets through, even if the browser still says online).
export interface Connectivity {
  isOnline: () => boolean;
  /** A request failed for a network reason. */
  noteNetworkFailure: () => void;
  /** A request reached the server. */
  noteNetworkSuccess: () => void;
  /** Called with the new state at each change (and `cameBack` when the browser's online event fired). */
  subscribe: (listener: (isOnline: boolean, cameBack: boolean) => void) => () => void;
  /** Stops listening to the browser's events. */
  dispose: () => void;
}

export function createConnectivity(target: Window = window): Connectivity {
  let isNetworkFailing = false;
  const listeners = new Set<(isOnline: boolean, cameBack: boolean) => void>();
  const isOnline = () => target.navigator.onLine && !isNetworkFailing;
  const notify = (cameBack = false) => {
    const online = isOnline();
    for (const listener of listeners) listener(online, cameBack);
  };
  const onOnline = () => {
    // The browser says the network is back: the next request decides.
    isNetworkFailing = false;
    notify(true);
  };
  const onOffline = () => {
    notify();
  };
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  return {
    isOnline,
    noteNetworkFailure: () => {
      if (isNetworkFailing) return;
      isNetworkFailing = true;
      notify();
    },
    noteNetworkSuccess: () => {
      if (!isNetworkFailing) return;
      isNetworkFailing = false;
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      target.removeEventListener('online', onOnline);
      target.removeEventListener('offline', onOffline);
      listeners.clear();
    },
  };
}
