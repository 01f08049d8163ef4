// How an offline action is named to the user in the problems dialog: the record's own name (or title), and the
// module whose field labels translate the changed fields.
import type { TOfflineTable } from '../../../../shared/contracts/offline';
import type { QueuedAction } from '../../../lib/offline/queued-action';

const fieldNamespaces: Partial<Record<TOfflineTable, string>> = {
  stock_items: 'stock',
  maintenance_tasks: 'maintenance',
  raw_materials: 'rawMaterials',
  invoices: 'budget',
  agenda_tasks: 'agenda',
  team_users: 'team',
  team_events: 'team',
};

/** The i18n namespace of the table's field labels (`fields.<key>`), if it has one. */
export function fieldNamespaceOf(table: TOfflineTable): string | undefined {
  return fieldNamespaces[table];
}

const nameFields = ['name', 'title', 'equipmentName', 'taskType'] as const;

/** The record's name as the user knows it: from the change, else from the server's copy, else its id. */
export function describeRecord(action: QueuedAction, current?: Record<string, unknown> | null): string {
  for (const source of [action.data, current ?? {}]) {
    for (const field of nameFields) {
      const value = source[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return action.recordId;
}

/** A field's value as text ("—" when empty). */
export function formatFieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}
