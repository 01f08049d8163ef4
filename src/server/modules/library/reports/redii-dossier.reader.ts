// The RED II dossier's data (issue 19 points 5 and 6): one calendar year of one user, read with the very services
// the pages read (compliance overview, admission register, main-crop rule, GHG report, mass balance), so the
// dossier never says a figure differently from the page that shows it.
import type { TComplianceOverview, TEvidenceFile } from '../../../../shared/contracts/compliance.js';
import type { TGhgReport } from '../../../../shared/contracts/ghg.js';
import type { TAdmissionRegister, TMassBalance } from '../../../../shared/contracts/registers.js';
import type { TCalendarDate } from '../../../../shared/domain/calendar.js';
import { calendarYearSpan } from '../../../../shared/domain/regulation/admission-register.js';
import type { DbTransaction } from '../../../db/user-context.js';
import { ghgReport } from '../../ghg/ghg.service.js';
import { findUserToday } from '../../profile/user-today.js';
import { readAdmissionRegister } from '../../registers/admission-register.service.js';
import { readMassBalance } from '../../registers/mass-balance.service.js';
import { findLotsEvidence } from '../../regulation/compliance.repository.js';
import { readComplianceOverview, toEvidenceFile } from '../../regulation/compliance.service.js';
import { findOwnerName } from './monthly-report.reader.js';

/** The compliance item whose files are the suppliers' declarations (listed with the lots' proofs). */
export const SUPPLIER_DECLARATIONS_CODE = 'supplier_declarations';

export interface RediiDossierData {
  year: number;
  /** The plant's date the dossier was made on. */
  generatedOn: TCalendarDate;
  owner: string;
  compliance: TComplianceOverview;
  register: TAdmissionRegister;
  /** The files attached to each lot of the register, by lot id (lots without a file are absent). */
  lotFiles: Record<string, TEvidenceFile[]>;
  ghg: TGhgReport;
  massBalance: TMassBalance;
}

/** Everything the RED II dossier of `period` ('YYYY') says, read in the user's transaction (row-level security on). */
export async function readRediiDossier(
  tx: DbTransaction,
  userId: string,
  period: string,
  now: Date = new Date(),
): Promise<RediiDossierData> {
  const year = Number(period);
  const register = await readAdmissionRegister(tx, userId, calendarYearSpan(year));
  const lotFiles: Record<string, TEvidenceFile[]> = {};
  const lotIds = register.lines.map((line) => line.id);
  for (const file of await findLotsEvidence(tx, userId, lotIds)) {
    if (file.rawMaterialId === null) continue;
    (lotFiles[file.rawMaterialId] ??= []).push(toEvidenceFile(file));
  }
  return {
    year,
    generatedOn: await findUserToday(tx, userId, now),
    owner: await findOwnerName(tx, userId),
    compliance: await readComplianceOverview(tx, userId),
    register,
    lotFiles,
    ghg: await ghgReport(tx, userId, year),
    massBalance: await readMassBalance(tx, userId, year),
  };
}
