import type {
  TComplianceItem,
  TComplianceOverview,
  TEvidenceFile,
  TUpdateComplianceItemRequest,
} from '../../../shared/contracts/compliance.js';
import {
  nextDueDate,
  obligationState,
  plantObligations,
  OBLIGATIONS,
  type TObligationCode,
} from '../../../shared/domain/regulation/obligations.js';
import { classifyPlant } from '../../../shared/domain/regulation/plant-classification.js';
import type { OverdueObligationInput } from '../../../shared/domain/advisory/compliance-overdue.js';
import type { TCalendarDate } from '../../../shared/domain/calendar.js';
import type { PlantRegulatoryProfile } from '../../../shared/domain/regulation/plant-profile.js';
import type { DbTransaction } from '../../db/user-context.js';
import { readPlantSettings } from '../plant-settings/plant-settings.repository.js';
import { findUserClock } from '../profile/user-today.js';
import {
  findComplianceEvidence,
  findComplianceRecords,
  saveComplianceRecord,
  type ComplianceRecordChanges,
} from './compliance.repository.js';

interface EvidenceSummaryRow {
  id: string;
  fileName: string;
  mimeType: TEvidenceFile['mimeType'];
  sizeBytes: number;
  createdAt: Date;
}

export function toEvidenceFile(row: EvidenceSummaryRow): TEvidenceFile {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The plant's classification and every obligation with where it stands today, in catalogue order. */
export async function readComplianceOverview(
  tx: DbTransaction,
  userId: string,
): Promise<TComplianceOverview> {
  const clock = await findUserClock(tx, userId);
  const today = clock.businessDate();
  const { isSaved, ...settings } = await readPlantSettings(tx, userId);
  const records = new Map((await findComplianceRecords(tx, userId)).map((row) => [row.code, row]));
  const evidence = await findComplianceEvidence(tx, userId);

  const items = plantObligations(settings).map((standing): TComplianceItem => {
    const record = records.get(standing.code);
    const completedOn = record?.completedAt ? clock.calendarDate(record.completedAt) : null;
    const state = obligationState(
      standing,
      record ? { status: record.status, dueDate: record.dueDate, completedOn } : null,
      today,
    );
    return {
      ...standing,
      ...state,
      completedOn,
      notes: record?.notes ?? null,
      evidence: record ? evidence.filter((file) => file.rediiItemId === record.id).map(toEvidenceFile) : [],
    };
  });
  return {
    today,
    classification: classifyPlant(settings),
    isProfileSaved: isSaved,
    items,
    overdueCount: items.filter((item) => item.isOverdue).length,
  };
}

/**
 * The obligations open past their due date (the advisory's advice; their count is the sidebar's regulation
 * counter), from the profile the caller has already read.
 */
export async function findOverdueObligations(
  tx: DbTransaction,
  userId: string,
  profile: PlantRegulatoryProfile,
  today: TCalendarDate,
): Promise<OverdueObligationInput[]> {
  const records = new Map((await findComplianceRecords(tx, userId)).map((row) => [row.code, row]));
  return plantObligations(profile).flatMap((standing) => {
    const record = records.get(standing.code);
    const state = obligationState(
      standing,
      record ? { status: record.status, dueDate: record.dueDate, completedOn: null } : null,
      today,
    );
    return state.isOverdue && state.dueDate !== null ? [{ code: standing.code, dueDate: state.dueDate }] : [];
  });
}

/**
 * Saves the operator's change to one obligation. Marking a recurring obligation completed sets its next due
 * date one period after today (unless the same change gives a due date); marking it open again clears the
 * completion.
 */
export async function updateComplianceItem(
  tx: DbTransaction,
  userId: string,
  code: TObligationCode,
  request: TUpdateComplianceItemRequest,
): Promise<void> {
  const changes: ComplianceRecordChanges = { ...request };
  if (request.status === 'completed') {
    const clock = await findUserClock(tx, userId);
    changes.completedAt = new Date();
    if (request.dueDate === undefined) {
      const next = nextDueDate(OBLIGATIONS[code].recurrence, clock.calendarDate());
      if (next !== null) changes.dueDate = next;
    }
  } else if (request.status !== undefined) {
    changes.completedAt = null;
  }
  await saveComplianceRecord(tx, userId, code, changes);
}
