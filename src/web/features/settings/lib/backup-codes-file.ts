interface BackupCodesFileText {
  /** "MethaPilot: codes de secours" */
  title: string;
  /** The account the codes belong to. */
  email: string;
  /** A line saying how to use and keep the codes. */
  instructions: string;
  /** A line saying when they were made, already formatted. */
  generatedLine: string;
}

/** The .txt file of backup codes: a heading, the account, how to use them, then one code per line. */
export function formatBackupCodesFile(codes: readonly string[], text: BackupCodesFileText): string {
  return [text.title, text.email, text.generatedLine, '', text.instructions, '', ...codes, ''].join('\r\n');
}

/** A file name safe on every system: "methapilot-backup-codes-2025-03-10.txt". */
export function backupCodesFileName(baseName: string, date: Date): string {
  const day = date.toISOString().slice(0, 10);
  const safeBase = baseName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${safeBase || 'backup-codes'}-${day}.txt`;
}
