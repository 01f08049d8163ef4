import { describe, expect, it } from 'vitest';
import { emptyFeedFormValues, feedFormValuesOf, parseFeedForm } from './feed-form-values';

const lotId = '4f1c2b8e-3d5a-4c6b-9e7f-0a1b2c3d4e5f';
const base = { ...emptyFeedFormValues('2026-11-20'), rawMaterialId: lotId };

describe('parseFeedForm', () => {
  it('reads French decimals and grouped thousands into the request', () => {
    expect(parseFeedForm({ ...base, tonnes: '12,5', notes: '  Matin ' })).toEqual({
      ok: true,
      request: { fedOn: '2026-11-20', rawMaterialId: lotId, tonnes: 12.5, notes: 'Matin' },
    });
    expect(parseFeedForm({ ...base, tonnes: '1 000' })).toMatchObject({
      ok: true,
      request: { tonnes: 1000 },
    });
    expect(parseFeedForm({ ...base, tonnes: '0.25' })).toMatchObject({ ok: true, request: { tonnes: 0.25 } });
  });

  it('names the missing lot and tonnes, a bound crossed and a number it cannot read', () => {
    expect(parseFeedForm(emptyFeedFormValues('2026-11-20'))).toEqual({
      ok: false,
      errors: {
        rawMaterialId: 'feedLog:validation.lotRequired',
        tonnes: 'feedLog:validation.tonnesRequired',
      },
    });
    expect(parseFeedForm({ ...base, tonnes: '1 000,5' })).toEqual({
      ok: false,
      errors: { tonnes: 'feedLog:validation.tonnesRange' },
    });
    expect(parseFeedForm({ ...base, tonnes: '0' })).toEqual({
      ok: false,
      errors: { tonnes: 'feedLog:validation.tonnesRange' },
    });
    expect(parseFeedForm({ ...base, tonnes: 'douze' })).toEqual({
      ok: false,
      errors: { tonnes: 'feedLog:validation.numberInvalid' },
    });
  });

  it('writes an entry back the way the language types it', () => {
    const entry = {
      id: 'e',
      fedOn: '2026-11-19',
      rawMaterialId: lotId,
      tonnes: 12.5,
      notes: null,
      lotName: 'Maïs',
      lotCategory: 'main_crop' as const,
      volatileSolidsKg: 3375,
      expectedMethaneNm3: 1181.25,
      createdAt: '',
      updatedAt: '',
      version: 1,
    };
    expect(feedFormValuesOf(entry, 'fr')).toEqual({
      fedOn: '2026-11-19',
      rawMaterialId: lotId,
      tonnes: '12,5',
      notes: '',
    });
    expect(feedFormValuesOf(entry, 'en').tonnes).toBe('12.5');
  });
});
