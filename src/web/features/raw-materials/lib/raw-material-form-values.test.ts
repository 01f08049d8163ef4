import { describe, expect, it } from 'vitest';
import type { TRawMaterial } from '../../../../shared/contracts/raw-materials';
import {
  emptyRawMaterialFormValues,
  parseRawMaterialForm,
  rawMaterialFormValuesOf,
  referenceForTypeChange,
} from './raw-material-form-values';

const filled = {
  ...emptyRawMaterialFormValues('2026-03-14'),
  name: 'Ensilage de maïs',
  type: 'silage',
  category: 'main_crop',
  quantity: '30,5',
  referenceKey: 'maize-silage',
};

describe('parseRawMaterialForm', () => {
  it('sends empty lab fields as null (the default applies) and reads comma decimals', () => {
    const parsed = parseRawMaterialForm(filled);
    expect(parsed).toEqual({
      ok: true,
      request: {
        name: 'Ensilage de maïs',
        type: 'silage',
        category: 'main_crop',
        supplier: null,
        quantity: 30.5,
        deliveryDate: '2026-03-14',
        humidityRate: null,
        volatileSolidsRate: null,
        methanePotential: null,
        carbonNitrogenRatio: null,
        referenceKey: 'maize-silage',
        origin: null,
        transportDistanceKm: null,
        sustainabilityDeclaration: false,
        refused: false,
        refusalReason: null,
      },
    });
  });

  it('reads the register fields and asks for the reason of a refused lot', () => {
    const parsed = parseRawMaterialForm({
      ...filled,
      origin: 'Parcelle Les Noues',
      transportDistanceKm: '12,5',
      sustainabilityDeclaration: 'true',
    });
    expect(parsed.ok && parsed.request).toMatchObject({
      origin: 'Parcelle Les Noues',
      transportDistanceKm: 12.5,
      sustainabilityDeclaration: true,
      refused: false,
    });
    expect(parseRawMaterialForm({ ...filled, refused: 'true', refusalReason: '  ' })).toEqual({
      ok: false,
      errors: { refusalReason: 'rawMaterials:validation.refusalReasonRequired' },
    });
    expect(parseRawMaterialForm({ ...filled, transportDistanceKm: '2500' })).toEqual({
      ok: false,
      errors: { transportDistanceKm: 'rawMaterials:validation.transportDistanceRange' },
    });
    const refused = parseRawMaterialForm({ ...filled, refused: 'true', refusalReason: 'Corps étrangers' });
    expect(refused.ok && refused.request).toMatchObject({ refused: true, refusalReason: 'Corps étrangers' });
    // A reason typed, then the box unticked: the lot is not refused and no reason is sent.
    const unticked = parseRawMaterialForm({ ...filled, refusalReason: 'Corps étrangers' });
    expect(unticked.ok && unticked.request).toMatchObject({ refused: false, refusalReason: null });
  });

  it('reads lab values and leaves the reference to the server when none is chosen', () => {
    const parsed = parseRawMaterialForm({
      ...filled,
      humidityRate: '68,5',
      carbonNitrogenRatio: '25',
      referenceKey: '',
    });
    expect(parsed.ok && parsed.request).toMatchObject({
      humidityRate: 68.5,
      carbonNitrogenRatio: 25,
      referenceKey: null,
    });
  });

  it('gives the contract keys of the wrong fields', () => {
    const parsed = parseRawMaterialForm({
      ...emptyRawMaterialFormValues(''),
      humidityRate: '120',
      methanePotential: 'beaucoup',
      quantity: '-1',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        name: 'rawMaterials:validation.nameRequired',
        type: 'rawMaterials:validation.typeRequired',
        category: 'rawMaterials:validation.categoryRequired',
        quantity: 'rawMaterials:validation.quantityNegative',
        deliveryDate: 'rawMaterials:validation.deliveryDateRequired',
        humidityRate: 'rawMaterials:validation.humidityRateRange',
        methanePotential: 'rawMaterials:validation.methanePotentialInvalid',
      },
    });
  });
});

describe('form values', () => {
  it('take the type default reference when the type changes', () => {
    expect(referenceForTypeChange('slurry')).toBe('cattle-slurry');
    expect(referenceForTypeChange('legume')).toBe('legume-whole-crop');
    expect(referenceForTypeChange('other')).toBe('');
    expect(referenceForTypeChange('')).toBe('');
  });

  it('write an item back the way the user types it', () => {
    const material: TRawMaterial = {
      id: 'x',
      name: 'Lisier bovin',
      type: 'slurry',
      category: 'effluent',
      supplier: null,
      quantity: 50.25,
      remainingTonnes: 50.25,
      deliveryDate: '2026-01-01',
      humidityRate: 91.1,
      volatileSolidsRate: null,
      methanePotential: null,
      carbonNitrogenRatio: null,
      referenceKey: 'cattle-slurry',
      origin: 'GAEC du Moulin',
      transportDistanceKm: 8.5,
      sustainabilityDeclaration: true,
      refused: false,
      refusalReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 1,
    };
    expect(rawMaterialFormValuesOf(material, 'fr')).toMatchObject({
      supplier: '',
      quantity: '50,25',
      humidityRate: '91,1',
      volatileSolidsRate: '',
      referenceKey: 'cattle-slurry',
      origin: 'GAEC du Moulin',
      transportDistanceKm: '8,5',
      sustainabilityDeclaration: 'true',
      refused: '',
    });
  });
});
