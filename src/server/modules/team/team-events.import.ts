import type { FastifyRequest } from 'fastify';
import {
  MAX_CSV_ROW_ERRORS,
  type TCsvImportResult,
  type TCsvRowError,
} from '../../../shared/contracts/records.js';
import { ZTeamEventCsvRow, teamEventProblems } from '../../../shared/contracts/team.js';
import { normaliseCsvWord, readRecordsCsv } from '../../../shared/domain/csv-records.js';
import { HttpError } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import { zodIssueMessages } from '../../plugins/validation-messages.js';
import { csvImportLimits, decodeUtf8Csv } from '../records/csv-upload.js';
import { csvVocabularyFor } from '../records/csv-vocabulary.js';
import { insertTeamEvents, listOwnMembersForImport, type TeamMemberRef } from './team-events.repository.js';
import { teamEventCsvColumns, teamEventsResource, type TCreateTeamEvent } from './team-events.resource.js';

type TEventCsvRow = ReturnType<typeof ZTeamEventCsvRow.parse>;

function csvRefused(rows: TCsvRowError[]): HttpError {
  const sorted = [...rows].sort((a, b) => a.row - b.row);
  return new HttpError(
    400,
    'csv_invalid',
    'records:csv.refused',
    { count: new Set(sorted.map((entry) => entry.row)).size },
    undefined,
    sorted.slice(0, MAX_CSV_ROW_ERRORS),
  );
}

/** The user's members by name as the CSV matches words: case, accents and extra spaces ignored. */
function membersByName(members: readonly TeamMemberRef[]): Map<string, TeamMemberRef[]> {
  const index = new Map<string, TeamMemberRef[]>();
  for (const member of members) {
    const key = normaliseCsvWord(member.name);
    index.set(key, [...(index.get(key) ?? []), member]);
  }
  return index;
}

/**
 * POST /api/team-events/import: the shared import (UTF-8 check, headers in either language, per-row
 * errors, all rows or none) plus the member column, written by name and matched against the importing
 * user's own team: a name that matches none ("Membre inconnu") or several of them refuses the row.
 */
export async function importTeamEventsCsv(request: FastifyRequest, bytes: Buffer): Promise<TCsvImportResult> {
  const t = translatorFor(request.language);
  const text = decodeUtf8Csv(bytes);
  if (text === null) throw csvRefused([{ row: 1, message: t('records:csv.notUtf8') }]);
  const vocabulary = csvVocabularyFor(teamEventsResource.namespace, teamEventCsvColumns, request.language);
  const read = await readRecordsCsv(teamEventCsvColumns, text, vocabulary, csvImportLimits);
  if (!read.ok) {
    throw csvRefused(
      read.problems.map((problem) => ({
        row: problem.row,
        ...(problem.column ? { column: vocabulary.header(problem.column) } : {}),
        message: t(problem.messageKey, problem.params),
      })),
    );
  }
  // The member check needs the rule "a leave is someone's" on the name column, not on an id.
  const columnLabel = (field: string): string | undefined => {
    const key = field === 'teamUserId' ? 'teamUserName' : (field.split('.')[0] ?? field);
    return teamEventCsvColumns.some((column) => column.key === key) ? vocabulary.header(key) : undefined;
  };
  const rowErrors: TCsvRowError[] = [];
  const valid: { row: number; data: TEventCsvRow }[] = [];
  for (const { row, values } of read.records) {
    const parsed = ZTeamEventCsvRow.safeParse(values);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(zodIssueMessages(parsed.error.issues, t))) {
        rowErrors.push({ row, column: columnLabel(field), message });
      }
      continue;
    }
    const problems = teamEventProblems({ ...parsed.data, teamUserId: parsed.data.teamUserName });
    if (problems) {
      for (const [field, key] of Object.entries(problems))
        rowErrors.push({ row, column: columnLabel(field), message: t(key) });
      continue;
    }
    valid.push({ row, data: parsed.data });
  }

  const imported = await request.withUserDb(async (tx, userId) => {
    const index = membersByName(await listOwnMembersForImport(tx, userId));
    const inserts: TCreateTeamEvent[] = [];
    for (const { row, data } of valid) {
      const { teamUserName, ...event } = data;
      const matches = teamUserName === null ? [] : (index.get(normaliseCsvWord(teamUserName)) ?? []);
      if (teamUserName !== null && matches.length !== 1) {
        const key =
          matches.length === 0 ? 'team:validation.memberUnknown' : 'team:validation.memberAmbiguous';
        rowErrors.push({ row, column: columnLabel('teamUserName'), message: t(key, { name: teamUserName }) });
        continue;
      }
      inserts.push({ ...event, teamUserId: matches[0]?.id ?? null });
    }
    // Thrown inside the transaction: nothing of the file is written.
    if (rowErrors.length > 0) throw csvRefused(rowErrors);
    return insertTeamEvents(tx, userId, inserts);
  });
  return { imported: imported.length };
}
