import { describe, expect, it } from 'vitest';
import { backupCodesFileName, formatBackupCodesFile } from './backup-codes-file';

describe('formatBackupCodesFile', () => {
  it('writes the heading, the account, the instructions and one code per line', () => {
    const text = formatBackupCodesFile(['abcde-12345', 'fghij-67890'], {
      title: 'MethaPilot : codes de secours',
      email: 'claire@ferme.fr',
      instructions: 'Chaque code ne sert qu’une fois.',
      generatedLine: 'Créés le 10/03/2025',
    });
    expect(text.split('\r\n')).toEqual([
      'MethaPilot : codes de secours',
      'claire@ferme.fr',
      'Créés le 10/03/2025',
      '',
      'Chaque code ne sert qu’une fois.',
      '',
      'abcde-12345',
      'fghij-67890',
      '',
    ]);
  });
});

describe('backupCodesFileName', () => {
  it('makes a dated name without accents or spaces', () => {
    expect(backupCodesFileName('MethaPilot codes de secours', new Date('2025-03-10T08:00:00Z'))).toBe(
      'methapilot-codes-de-secours-2025-03-10.txt',
    );
    expect(backupCodesFileName('Codes récupération !', new Date('2025-03-10T08:00:00Z'))).toBe(
      'codes-recuperation-2025-03-10.txt',
    );
    expect(backupCodesFileName('***', new Date('2025-03-10T08:00:00Z'))).toBe('backup-codes-2025-03-10.txt');
  });
});
