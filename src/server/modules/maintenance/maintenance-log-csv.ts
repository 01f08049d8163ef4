// The maintenance log as a CSV file (GET /api/maintenance-completions/export.csv): the register an ICPE
// inspector asks for, every service of the plant with its day, task, who did it, remarks and timeliness, in the
// same French Excel format as the records exports (UTF-8 with a byte order mark, `;`, comma decimals).
import type { TMaintenanceCompletion } from '../../../shared/contracts/maintenance.js';
import { writeRecordsCsv, type CsvColumn } from '../../../shared/domain/csv-records.js';
import { MAINTENANCE_FREQUENCIES } from '../../../shared/domain/maintenance-schedule.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import { csvVocabularyFor } from '../records/csv-vocabulary.js';

/** Columns, named by `maintenance:fields.<key>`. */
export const maintenanceLogCsvColumns: readonly CsvColumn[] = [
  { key: 'completedOn', kind: 'date' },
  { key: 'equipmentName', kind: 'text' },
  { key: 'taskType', kind: 'text' },
  { key: 'isRegulatory', kind: 'boolean' },
  { key: 'frequency', kind: 'enum', values: MAINTENANCE_FREQUENCIES },
  { key: 'performedBy', kind: 'text' },
  { key: 'completionNote', kind: 'text' },
  { key: 'completionMeterHours', kind: 'decimal' },
  { key: 'dueDate', kind: 'date' },
  { key: 'followingDueDate', kind: 'date' },
];

export function maintenanceLogCsv(entries: readonly TMaintenanceCompletion[], language: TLanguage): string {
  const vocabulary = csvVocabularyFor('maintenance', maintenanceLogCsvColumns, language);
  return writeRecordsCsv(
    maintenanceLogCsvColumns,
    entries.map((entry) => ({
      ...entry,
      completionNote: entry.note,
      completionMeterHours: entry.meterHours,
      followingDueDate: entry.nextDueDate,
    })),
    vocabulary,
  );
}
