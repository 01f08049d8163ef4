import type { AlertCleanupOutcome } from '../../db/schema/alerts.js';

/** Empties one in-process cache and says how many entries it dropped. */
export type MemoryCleanup = () => number;

/**
 * The in-process caches that can be emptied when memory runs short (spec §4: a memory alert triggers an
 * automatic cleanup). Caches register here when the app is built; a firing memory_usage rule runs them all.
 */
export interface MemoryCleanupRegistry {
  register(name: string, cleanup: MemoryCleanup): void;
  /** Runs every cleanup; one that throws makes the outcome a failure (the others still run). */
  runAll(): AlertCleanupOutcome;
}

export function createMemoryCleanupRegistry(): MemoryCleanupRegistry {
  const cleanups = new Map<string, MemoryCleanup>();
  return {
    register(name, cleanup) {
      cleanups.set(name, cleanup);
    },
    runAll() {
      let cleaned = 0;
      let hasFailed = false;
      for (const cleanup of cleanups.values()) {
        try {
          cleaned += cleanup();
        } catch {
          hasFailed = true;
        }
      }
      return hasFailed ? { isDone: false } : { isDone: true, cleaned };
    },
  };
}
