import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { rawMaterials } from '../../db/schema/raw-materials.js';
import { evidenceFiles, rediiItems } from '../../db/schema/regulation.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { TComplianceStatus, TObligationCode } from '../../../shared/domain/regulation/obligations.js';
import type { TEvidenceFileType } from '../../../shared/domain/regulation/evidence-file.js';

/** What a list shows of a file (never its bytes). */
const evidenceSummaryColumns = {
  id: evidenceFiles.id,
  fileName: evidenceFiles.fileName,
  mimeType: evidenceFiles.mimeType,
  sizeBytes: evidenceFiles.sizeBytes,
  createdAt: evidenceFiles.createdAt,
  rediiItemId: evidenceFiles.rediiItemId,
  rawMaterialId: evidenceFiles.rawMaterialId,
};

/** The operator's records of the standard obligations, by code. */
export function findComplianceRecords(tx: DbTransaction, userId: string) {
  return tx
    .select({
      id: rediiItems.id,
      code: rediiItems.code,
      status: rediiItems.status,
      dueDate: rediiItems.dueDate,
      completedAt: rediiItems.completedAt,
      notes: rediiItems.notes,
    })
    .from(rediiItems)
    .where(and(eq(rediiItems.userId, userId), isNotNull(rediiItems.code)));
}
export type ComplianceRecordRow = Awaited<ReturnType<typeof findComplianceRecords>>[number];

/** The files attached to the user's compliance items, oldest first. */
export function findComplianceEvidence(tx: DbTransaction, userId: string) {
  return tx
    .select(evidenceSummaryColumns)
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.userId, userId), isNotNull(evidenceFiles.rediiItemId)))
    .orderBy(asc(evidenceFiles.createdAt));
}

export interface ComplianceRecordChanges {
  status?: TComplianceStatus;
  dueDate?: string | null;
  notes?: string | null;
  completedAt?: Date | null;
}

/**
 * The record of one obligation after these changes, created on its first change (one row per user and code,
 * the unique key makes two first changes at once meet on one row).
 */
export async function saveComplianceRecord(
  tx: DbTransaction,
  userId: string,
  code: TObligationCode,
  changes: ComplianceRecordChanges,
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(rediiItems)
    .values({ userId, code, ...changes })
    .onConflictDoUpdate({
      target: [rediiItems.userId, rediiItems.code],
      set: { ...changes, updatedAt: new Date() },
    })
    .returning({ id: rediiItems.id });
  if (!row) throw new Error('compliance record not written');
  return row;
}

/** Whether the lot is one of the user's (a file may only be attached to one's own lot). */
export async function isOwnLot(tx: DbTransaction, userId: string, lotId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: rawMaterials.id })
    .from(rawMaterials)
    .where(and(eq(rawMaterials.userId, userId), eq(rawMaterials.id, lotId)));
  return row !== undefined;
}

export interface NewEvidenceFile {
  fileName: string;
  mimeType: TEvidenceFileType;
  content: Uint8Array;
  subject: { rediiItemId: string } | { rawMaterialId: string };
}

export async function insertEvidenceFile(tx: DbTransaction, userId: string, file: NewEvidenceFile) {
  const [row] = await tx
    .insert(evidenceFiles)
    .values({
      userId,
      fileName: file.fileName,
      mimeType: file.mimeType,
      sizeBytes: file.content.byteLength,
      content: file.content,
      ...file.subject,
    })
    .returning(evidenceSummaryColumns);
  if (!row) throw new Error('evidence file not written');
  return row;
}

/** The files attached to one of the user's lots, oldest first. */
export function findLotEvidence(tx: DbTransaction, userId: string, lotId: string) {
  return tx
    .select(evidenceSummaryColumns)
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.userId, userId), eq(evidenceFiles.rawMaterialId, lotId)))
    .orderBy(asc(evidenceFiles.createdAt));
}

export async function findEvidenceFile(tx: DbTransaction, userId: string, id: string) {
  const [row] = await tx
    .select({
      fileName: evidenceFiles.fileName,
      mimeType: evidenceFiles.mimeType,
      content: evidenceFiles.content,
    })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.userId, userId), eq(evidenceFiles.id, id)));
  return row ?? null;
}

/** Deletes one of the user's files; false when there was none of that id. */
export async function deleteEvidenceFile(tx: DbTransaction, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(evidenceFiles)
    .where(and(eq(evidenceFiles.userId, userId), eq(evidenceFiles.id, id)))
    .returning({ id: evidenceFiles.id });
  return rows.length > 0;
}

/** How many files the item or lot has: a subject holds at most MAX_EVIDENCE_FILES_PER_SUBJECT. */
export async function countSubjectEvidence(
  tx: DbTransaction,
  subject: { rediiItemId: string } | { rawMaterialId: string },
): Promise<number> {
  const condition =
    'rediiItemId' in subject
      ? eq(evidenceFiles.rediiItemId, subject.rediiItemId)
      : eq(evidenceFiles.rawMaterialId, subject.rawMaterialId);
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(evidenceFiles)
    .where(condition);
  return row?.total ?? 0;
}

/** The files attached to any of these lots of the user's, oldest first (the RED II dossier's proofs list). */
export function findLotsEvidence(tx: DbTransaction, userId: string, lotIds: readonly string[]) {
  if (lotIds.length === 0) return Promise.resolve([]);
  return tx
    .select(evidenceSummaryColumns)
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.userId, userId), inArray(evidenceFiles.rawMaterialId, [...lotIds])))
    .orderBy(asc(evidenceFiles.createdAt));
}

/** The bytes of several of the user's files (the auditor's zip), by id. */
export async function findEvidenceContents(
  tx: DbTransaction,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, Uint8Array>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: evidenceFiles.id, content: evidenceFiles.content })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.userId, userId), inArray(evidenceFiles.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.content]));
}
