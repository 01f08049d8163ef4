// Makes a report of the library (reports/*.ts) into its document: read in the user's transaction, laid out,
// drawn as a PDF, written as the one document of that user, category and period.
import type { TLibraryDocument } from '../../../shared/contracts/library.js';
import { monthKey, todayIn } from '../../../shared/domain/calendar.js';
import { reportMonthProblem, reportYearProblem } from '../../../shared/domain/library.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { DbTransaction } from '../../db/user-context.js';
import { renderPdfReport } from '../../integrations/pdf/pdf-report.js';
import { HttpError } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import { findPreferences } from '../profile/profile.repository.js';
import { DEFAULT_TIME_ZONE, findUserToday } from '../profile/user-today.js';
import { findAccountCreatedAt, upsertReportDocument, type LibraryListRow } from './library.repository.js';
import type { ReportDefinition } from './reports/report-definition.js';
import { monthName } from './reports/report-words.js';

export function toLibraryDocument(row: LibraryListRow): TLibraryDocument {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Writes `definition`'s report of `period` for the user, in `language`; the document as the list shows it. */
export async function generateReport<TData>(
  tx: DbTransaction,
  userId: string,
  definition: ReportDefinition<TData>,
  period: string,
  language: TLanguage,
  now: Date = new Date(),
): Promise<TLibraryDocument> {
  return (await generateReportFile(tx, userId, definition, period, language, now)).document;
}

/** As generateReport, with the PDF's bytes too (the RED II auditor's zip holds the dossier it has just stored). */
export async function generateReportFile<TData>(
  tx: DbTransaction,
  userId: string,
  definition: ReportDefinition<TData>,
  period: string,
  language: TLanguage,
  now: Date = new Date(),
): Promise<{ document: TLibraryDocument; pdf: Uint8Array; data: TData }> {
  const data = await definition.read(tx, userId, period, now);
  const pdf = await renderPdfReport(definition.layout(data, language));
  const texts = definition.documentTexts(data, language);
  const row = await upsertReportDocument(tx, {
    userId,
    category: definition.category,
    period,
    ...texts,
    pdf,
    metadata: { period, language, generatedAt: now.toISOString() },
  });
  return { document: toLibraryDocument(row), pdf, data };
}

/** The first month a report may cover: the month the account was created, in the user's time zone. */
export async function accountMonth(tx: DbTransaction, userId: string): Promise<string> {
  const timeZone = (await findPreferences(tx, userId))?.timezone ?? DEFAULT_TIME_ZONE;
  return monthKey(todayIn(timeZone, await findAccountCreatedAt(tx, userId)));
}

/** A 400 naming the month field when `month` cannot be reported on (not a month, future, before the account). */
export async function checkReportMonth(
  tx: DbTransaction,
  userId: string,
  month: string,
  language: TLanguage,
  now: Date = new Date(),
): Promise<void> {
  const firstMonth = await accountMonth(tx, userId);
  const problem = reportMonthProblem(month, await findUserToday(tx, userId, now), firstMonth);
  if (problem === null) return;
  const t = translatorFor(language);
  const key = {
    invalid: 'library:validation.monthInvalid',
    future: 'library:validation.monthFuture',
    beforeAccount: 'library:validation.monthBeforeAccount',
  }[problem];
  const values: Record<string, string> =
    problem === 'beforeAccount'
      ? { period: monthName(month, language), first: monthName(firstMonth, language) }
      : {};
  throw new HttpError(400, 'report_month_invalid', key, values, { month: t(key, values) });
}

/**
 * The RED II dossier's year as a number, or a 400 naming the year field: not a year, before 2000 (no plant record
 * that old), or after the plant's current year.
 */
export async function checkReportYear(
  tx: DbTransaction,
  userId: string,
  year: unknown,
  language: TLanguage,
  now: Date = new Date(),
): Promise<number> {
  const problem = reportYearProblem(year, await findUserToday(tx, userId, now));
  if (problem === null) return Number(year);
  const key = {
    required: 'library:validation.yearRequired',
    invalid: 'library:validation.yearInvalid',
    future: 'library:validation.yearFuture',
  }[problem];
  throw new HttpError(400, 'report_year_invalid', key, {}, { year: translatorFor(language)(key) });
}
