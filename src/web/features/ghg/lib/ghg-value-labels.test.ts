import { describe, expect, it } from 'vitest';
import { GHG_VALUE_KEYS } from '../../../../shared/domain/regulation/ghg/ghg-values';
import fr from '../../../../shared/i18n/fr/ghg.json';
import en from '../../../../shared/i18n/en/ghg.json';
import { ghgValueLabel } from './ghg-value-labels';

describe('GHG value labels', () => {
  it('gives every value a group and a label that both catalogs have', () => {
    for (const key of GHG_VALUE_KEYS) {
      const { group, label } = ghgValueLabel(key);
      expect(Object.keys(fr.values.groups), key).toContain(group);
      expect(Object.keys(fr.values.labels), key).toContain(label);
      expect(Object.keys(en.values.labels), key).toContain(label);
    }
  });

  it('reads a pathway value and a common one', () => {
    expect(ghgValueLabel('manure.credit.closed')).toEqual({ group: 'manure', label: 'creditClosed' });
    expect(ghgValueLabel('maize.biogasYield')).toEqual({ group: 'maize', label: 'biogasYield' });
    expect(ghgValueLabel('upgrading.vented')).toEqual({ group: 'common', label: 'upgradingVented' });
    expect(ghgValueLabel('electricalEfficiency')).toEqual({ group: 'energy', label: 'electricalEfficiency' });
  });
});
