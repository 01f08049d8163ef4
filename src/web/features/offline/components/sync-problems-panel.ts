// The "à revoir" dialog of the connectivity badge in a chunk of its own: loaded when it first opens (or ahead,
// see app/shell/shell-panels.ts), not with every page.
import { lazyPanel } from '../../../lib/lazy-panel';

export const syncProblemsDialog = lazyPanel(() =>
  import('./sync-problems-dialog').then((module) => module.SyncProblemsDialog),
);
