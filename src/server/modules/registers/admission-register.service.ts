import type { TAdmissionRegister, TAdmissionRegisterQuery } from '../../../shared/contracts/registers.js';
import type { CsvColumn, CsvVocabulary } from '../../../shared/domain/csv-records.js';
import { writeRecordsCsv } from '../../../shared/domain/csv-records.js';
import { RAW_MATERIAL_CATEGORIES, RAW_MATERIAL_TYPES } from '../../../shared/domain/feedstock-defaults.js';
import {
  MAX_REGISTER_LINES,
  RAW_MATERIAL_UNITS_LIST,
  admissionRegister,
  registerPeriod,
} from '../../../shared/domain/regulation/admission-register.js';
import { supportedLanguages, type TLanguage } from '../../../shared/i18n/languages.js';
import type { DbTransaction } from '../../db/user-context.js';
import { translatorFor } from '../../lib/i18n.js';
import { findUserToday } from '../profile/user-today.js';
import { readMainCropRule } from '../raw-materials/raw-materials-analysis.service.js';
import { findRegisterLots } from '../raw-materials/raw-materials.repository.js';

/**
 * The admission register of a period (ICPE 2781: designation, date, tonnage or volume, original sender,
 * refusals) with the RED II sustainability proof per lot, and the 15 % main-crop rule of the period's last
 * calendar year. Plain data: the page, the CSV and the RED II dossier read the same answer.
 */
export async function readAdmissionRegister(
  tx: DbTransaction,
  userId: string,
  query: TAdmissionRegisterQuery,
): Promise<TAdmissionRegister> {
  const { from, to } = registerPeriod(query, await findUserToday(tx, userId));
  const { rows, isTruncated } = await findRegisterLots(tx, userId, from, to, MAX_REGISTER_LINES);
  const register = admissionRegister(rows, from, to, isTruncated);
  return {
    ...register,
    lineLimit: MAX_REGISTER_LINES,
    mainCropRule: await readMainCropRule(tx, userId, Number(to.slice(0, 4))),
  };
}

/** The CSV's columns, in the order of the register (date, designation, tonnage, sender, then RED II). */
export const admissionRegisterCsvColumns: readonly CsvColumn[] = [
  { key: 'deliveryDate', kind: 'date' },
  { key: 'designation', kind: 'text' },
  { key: 'category', kind: 'enum', values: RAW_MATERIAL_CATEGORIES },
  { key: 'quantity', kind: 'decimal' },
  { key: 'unit', kind: 'enum', values: RAW_MATERIAL_UNITS_LIST },
  { key: 'supplier', kind: 'text' },
  { key: 'origin', kind: 'text' },
  { key: 'transportDistanceKm', kind: 'decimal' },
  { key: 'sustainabilityDeclaration', kind: 'boolean' },
  { key: 'refused', kind: 'boolean' },
  { key: 'refusalReason', kind: 'text' },
];

/**
 * The register's words: headers from `registers:csv.<key>`, the category with the lot form's labels, units as
 * written on the page, booleans oui/non as every records export writes them.
 */
function registerCsvVocabulary(language: TLanguage): CsvVocabulary {
  const t = translatorFor(language);
  const label = (key: string, code: string) => {
    if (key === 'category') return t(`rawMaterials:values.category.${code}`);
    if (key === 'unit') return t(`registers:units.${code}`);
    return t(`records:csv.${code === 'true' ? 'yes' : 'no'}`);
  };
  return {
    header: (key) => t(`registers:csv.${key}`),
    headerAliases: (key) => supportedLanguages.map((code) => translatorFor(code)(`registers:csv.${key}`)),
    enumLabel: label,
    enumAliases: (key, code) => [label(key, code)],
  };
}

/** The register as CSV (records conventions: BOM, `;`, CRLF, comma decimals), in the request's language. */
export function admissionRegisterCsv(register: TAdmissionRegister, language: TLanguage): string {
  const t = translatorFor(language);
  const typeCodes: readonly string[] = RAW_MATERIAL_TYPES;
  // The designation is the name and the type's label.
  const lines: Record<string, unknown>[] = register.lines.map((line) => ({
    ...line,
    designation: typeCodes.includes(line.type)
      ? `${line.name} (${t(`rawMaterials:values.type.${line.type}`)})`
      : line.name,
  }));
  return writeRecordsCsv(admissionRegisterCsvColumns, lines, registerCsvVocabulary(language));
}
