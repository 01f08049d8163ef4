// What an offline action asks, reduced to one hash (issue 6): the server keeps it with the action's id, so a
// replay of the same id is recognised, and the same id sent with another body is refused (422).
import { createHash } from 'node:crypto';
import type { TOfflineAction } from '../../../shared/contracts/offline.js';

/**
 * JSON with the keys of every object in sorted order, so that two bodies equal as values give the same text
 * whatever order the browser wrote their keys in. `undefined` members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  // Parsed JSON holds no functions or symbols: only a missing value has no JSON text.
  return value === undefined ? 'null' : JSON.stringify(value);
}

/**
 * sha256 (hex) of the canonical JSON of the table, the kind, the record, the data, the base version and the
 * command. `command` is left out when absent, so that an action without one hashes as it did before commands
 * existed: the applied rows written then still match their replays.
 */
export function offlineActionFingerprint(
  action: Pick<TOfflineAction, 'table' | 'action' | 'command' | 'recordId' | 'data' | 'baseVersion'>,
): string {
  const asked = {
    table: action.table,
    action: action.action,
    ...(action.command === undefined ? {} : { command: action.command }),
    recordId: action.recordId,
    data: action.data,
    baseVersion: action.baseVersion ?? null,
  };
  return createHash('sha256').update(canonicalJson(asked)).digest('hex');
}
