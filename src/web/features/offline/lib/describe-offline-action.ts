// How an offline action is named to the user in the problems dialog: the record's own name (or title), and the
// module whose field labels translate the changed fields.
import type { TOfflineTable } from '../../../../shared/contracts/offline';
import type { QueuedAction } from '../../../lib/offline/queued-action';

const fieldNamespaces: Partial<Record<TOfflineTable, string>> = {
  stock_items: 'stock',
  maintenance_tasks: 'maintenance',
  raw_materials: 'rawMaterials',
  invoices: 'budget',
  production_logs: 'production',
  feed_logs: 'feedLog',
  agenda_tasks: 'agenda',
  team_users: 'team',
  team_events: 'team',
};

/** The i18n namespace of the table's field labels (`fields.<key>`), if it has one. */
export function fieldNamespaceOf(table: TOfflineTable): string | undefined {
  return fieldNamespaces[table];
}

const nameFields = ['name', 'title', 'equipmentName', 'taskType'] as const;

/**
 * The record's name as the user knows it: from the change, else from what the browser knew when the user acted
 * (a command carries no name), else from the server's copy, else its id.
 */
export function describeRecord(action: QueuedAction, current?: Record<string, unknown> | null): string {
  if (action.context?.name) return action.context.name;
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

/** An i18n key of the offline namespace and its values. */
export interface ChangeLabel {
  key: string;
  values?: Record<string, string>;
}

export interface ChangeFormat {
  number: (value: number) => string;
  /** A stock unit's label ("t", "unités"). */
  unit: (unit: string) => string;
}

/**
 * What the action did, in the user's words: a command ("+5 t", "Tâche terminée"), a restock need ordered or
 * cancelled, a meter reading with its hours, else the kind (creation, change, deletion).
 */
export function describeChange(action: QueuedAction, format: ChangeFormat): ChangeLabel {
  if (action.command === 'adjust') {
    const delta = Number(action.data.delta);
    const sign = delta < 0 ? '−' : '+';
    const unit = action.context?.unit;
    return {
      key: 'problems.commands.adjust',
      values: { delta: `${sign}${format.number(Math.abs(delta))}`, unit: unit ? format.unit(unit) : '' },
    };
  }
  if (action.command) return { key: `problems.commands.${action.command}` };
  if (action.table === 'restock_requests') return { key: `problems.restock.${action.action}` };
  if (action.table === 'equipment_meters') {
    return {
      key: 'problems.meterReading',
      values: { hours: format.number(Number(action.data.runningHours)) },
    };
  }
  return { key: `problems.actions.${action.action}` };
}

/**
 * Whether the server's answer is a version conflict (the record changed or was deleted since the user read it,
 * its copy or null in `current`): only then can the user keep theirs. Any other refusal, also a 409 without a
 * copy (a stock already full, a record that exists), is shown with the server's message, to drop.
 */
export function isVersionConflict(action: QueuedAction): boolean {
  return action.state === 'conflict' && action.problem?.current !== undefined;
}
