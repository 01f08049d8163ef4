// Data reset (spec reset-data, issue 21): the user's rows of exactly the DATA_RESET_TABLES, in one transaction,
// after the confirmation phrase (checked by the contract). Dependants follow their foreign keys: the tasks'
// reminders, the items' stock movements and the lots' proof files go with them; restock needs, cart and order
// lines and the maintenance log keep their rows without the link. A lot used by the feed log stops the reset
// (409): the feed log is the plant's register, and the operator decides what to do with it first.
import type { TDataResetResponse } from '../../../shared/contracts/data-rights.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import { countFeedLogsOfLots, deleteResetTables } from './data-reset.repository.js';

export async function resetUserData(tx: DbTransaction, userId: string): Promise<TDataResetResponse> {
  const feedLogEntries = await countFeedLogsOfLots(tx, userId);
  if (feedLogEntries > 0)
    throw new HttpError(409, 'reset_blocked_by_feed_log', 'dataRights:errors.resetBlockedByFeedLog', {
      count: feedLogEntries,
    });
  const deleted = await deleteResetTables(tx, userId);
  // Counts only, never the content (as every user_data_delete).
  await recordActivity(tx, {
    userId,
    activityType: 'user_data_delete',
    description: 'data reset',
    metadata: { source: 'data_reset', deleted },
  });
  return { deleted };
}
