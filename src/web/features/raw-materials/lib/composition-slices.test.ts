import { describe, expect, it } from 'vitest';
import type { TLotAnalysis } from '../../../../shared/contracts/raw-materials';
import { compositionSlices } from './composition-slices';

const lot = (category: TLotAnalysis['category'], freshTonnes: number) =>
  ({ category, freshTonnes }) as Pick<TLotAnalysis, 'category' | 'freshTonnes'>;

describe('compositionSlices', () => {
  it('sums fresh tonnes per category in the categories order, with running offsets', () => {
    const lots = [lot('effluent', 50), lot('main_crop', 20), lot('cive', 20), lot('main_crop', 10)];
    expect(compositionSlices({ lots: lots as TLotAnalysis[], freshTonnesAllLots: 100 })).toEqual([
      { category: 'main_crop', tonnes: 30, percent: 30, offset: 0 },
      { category: 'cive', tonnes: 20, percent: 20, offset: 30 },
      { category: 'effluent', tonnes: 50, percent: 50, offset: 50 },
    ]);
  });

  it('is empty when there is no tonnage', () => {
    expect(compositionSlices({ lots: [lot('other', 0)] as TLotAnalysis[], freshTonnesAllLots: 0 })).toEqual(
      [],
    );
  });
});
