import { describe, expect, it } from 'vitest';
import { isDataResetPhrase } from './data-rights';

describe('the data reset phrase', () => {
  it('accepts either language’s phrase, trimmed, in any case', () => {
    for (const typed of [
      'SUPPRIMER MES DONNÉES',
      '  supprimer mes données ',
      'Delete My Data',
      'DELETE MY DATA\n',
    ])
      expect(isDataResetPhrase(typed), typed).toBe(true);
  });

  it('refuses anything else, the accent included', () => {
    for (const typed of [
      '',
      'SUPPRIMER MES DONNEES',
      'SUPPRIMER  MES DONNÉES',
      'DELETE MY DATA!',
      'supprimer',
    ])
      expect(isDataResetPhrase(typed), typed).toBe(false);
  });
});
