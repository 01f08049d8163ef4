import type { DbTransaction } from '../../db/user-context.js';
import { listActiveTemplates, type DailyTemplate } from './daily-tasks.repository.js';
import type { TemplateSource } from './daily-tasks.service.js';

/** Spec §9: the task templates are cached for 60 s. */
export const TEMPLATE_CACHE_MS = 60_000;

/** Options of the route plugins that read the checklist: the app's one cache. */
export interface DailyTemplatesOptions {
  dailyTemplates: TemplateSource;
}

/**
 * The active templates, read at most once a minute (a global catalogue, the same for every user). The first
 * read after expiry goes through the caller's transaction; concurrent callers share the same read.
 */
export function createTemplateCache(now: () => number = Date.now): TemplateSource & { clear(): number } {
  let cached: { templates: DailyTemplate[]; expiresAt: number } | null = null;
  let pending: Promise<DailyTemplate[]> | null = null;
  const read = async (tx: DbTransaction): Promise<DailyTemplate[]> => {
    if (cached && cached.expiresAt > now()) return cached.templates;
    if (pending) return pending;
    pending = listActiveTemplates(tx)
      .then((templates) => {
        cached = { templates, expiresAt: now() + TEMPLATE_CACHE_MS };
        return templates;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  // Memory cleanup (a memory alert): the next read goes to the database again; 1 entry dropped, or none.
  const clear = () => {
    const dropped = cached === null ? 0 : 1;
    cached = null;
    return dropped;
  };
  return Object.assign(read, { clear });
}
