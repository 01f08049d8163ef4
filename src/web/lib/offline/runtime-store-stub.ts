// Test support: a runtime store that holds nothing and answers at once; a test overrides what it looks at.
import type { RuntimeStore } from './offline-runtime';

export function stubRuntimeStore(overrides: Partial<RuntimeStore> = {}): RuntimeStore {
  return {
    clientId: 'client-1',
    listPending: () => Promise.resolve([]),
    updateAction: () => Promise.resolve(),
    markSynced: () => Promise.resolve(),
    purgeSynced: () => Promise.resolve(0),
    enqueue: () => Promise.resolve(),
    listActions: () => Promise.resolve([]),
    countPending: () => Promise.resolve(0),
    removeAction: () => Promise.resolve(),
    readCache: () => Promise.resolve(null),
    writeCache: () => Promise.resolve(),
    subscribe: () => () => undefined,
    ...overrides,
  };
}
