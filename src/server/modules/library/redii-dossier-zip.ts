// The auditor's zip of a RED II dossier (issue 19 point 6): the dossier PDF, the admission register's CSV (the
// register page's download) and every proof file, each lot's in a folder of its own, the compliance items' under
// preuves/conformite/<code>/. PDFs and images are stored as they are (already compressed), the CSV deflated.
import { zipSync, type Zippable } from 'fflate';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { DbTransaction } from '../../db/user-context.js';
import { admissionRegisterCsv } from '../registers/admission-register.service.js';
import { findEvidenceContents } from '../regulation/compliance.repository.js';
import { generateReportFile } from './report-generation.js';
import { rediiDossier } from './reports/redii-dossier.js';

/** A name any file system takes: accents dropped, anything but letters, digits, '.', '-' and '_' made '-'. */
export function safeFileName(name: string, fallback: string): string {
  const safe = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return safe === '' ? fallback : safe;
}

/** `name`, or `name-2`, `name-3`… (before the extension) when `taken` already holds it; the result is taken. */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let index = 2; taken.has(candidate.toLowerCase()); index += 1)
    candidate = `${stem}-${String(index)}${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export interface RediiDossierZip {
  fileName: string;
  bytes: Uint8Array;
}

/** Generates the dossier of `year` (stored in the library as on demand) and packs it with the register and proofs. */
export async function buildRediiDossierZip(
  tx: DbTransaction,
  userId: string,
  year: number,
  language: TLanguage,
  now: Date = new Date(),
): Promise<RediiDossierZip> {
  const { document, pdf, data } = await generateReportFile(
    tx,
    userId,
    rediiDossier,
    String(year),
    language,
    now,
  );
  const csv = admissionRegisterCsv(data.register, language);
  const stored = { level: 0 } as const;
  const entries: Zippable = {
    [document.fileName ?? `dossier-redii-${String(year)}.pdf`]: [pdf, stored],
    [`registre-admission-${String(year)}.csv`]: [new TextEncoder().encode(csv), { level: 6 }],
  };

  const folders: { folder: string; files: { id: string; fileName: string }[] }[] = [];
  const takenFolders = new Set<string>();
  for (const line of data.register.lines) {
    const files = data.lotFiles[line.id] ?? [];
    if (files.length === 0) continue;
    const folder = uniqueName(
      safeFileName(`${line.name}-${line.deliveryDate}`, line.deliveryDate),
      takenFolders,
    );
    folders.push({ folder: `preuves/${folder}`, files });
  }
  for (const item of data.compliance.items) {
    if (item.evidence.length > 0)
      folders.push({ folder: `preuves/conformite/${item.code}`, files: item.evidence });
  }
  const contents = await findEvidenceContents(
    tx,
    userId,
    folders.flatMap(({ files }) => files.map((file) => file.id)),
  );
  for (const { folder, files } of folders) {
    const takenFiles = new Set<string>();
    for (const file of files) {
      const content = contents.get(file.id);
      if (!content) continue;
      const name = uniqueName(safeFileName(file.fileName, 'fichier'), takenFiles);
      entries[`${folder}/${name}`] = [content, stored];
    }
  }
  return { fileName: `dossier-redii-${String(year)}.zip`, bytes: zipSync(entries, { mtime: now }) };
}
