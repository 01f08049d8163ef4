import { describe, expect, it } from 'vitest';
import type { TRegisterLine } from '../../../../shared/contracts/registers';
import { registerLineTexts } from './register-format';

/** The French texts the page's keys give (values filled in as the translator does). */
const texts: Record<string, string> = {
  'registers:register.notGiven': '—',
  'registers:register.distanceKm': '{{value}} km',
  'registers:register.quantity': '{{value}} {{unit}}',
  'registers:units.t': 't',
  'registers:units.m3': 'm³',
  'registers:register.originLine': 'Origine : {{value}}',
  'registers:register.yes': 'oui',
  'registers:register.no': 'non',
  'registers:register.admitted': 'Admis',
  'registers:register.refusedBecause': 'Refusé : {{reason}}',
  'rawMaterials:values.type.silage': 'Ensilage',
  'rawMaterials:values.type.slurry': 'Lisier',
};
const t = (key: string, values: Record<string, unknown> = {}) =>
  (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const line: TRegisterLine = {
  id: 'a',
  deliveryDate: '2026-03-02',
  name: 'Ensilage de maïs',
  type: 'silage',
  category: 'main_crop',
  quantity: 1250.5,
  unit: 't',
  supplier: 'GAEC du Moulin',
  origin: 'Parcelle Les Noues',
  transportDistanceKm: 12.5,
  sustainabilityDeclaration: true,
  refused: false,
  refusalReason: null,
  isMissingDeclaration: false,
};

describe('registerLineTexts', () => {
  it('writes a line in French figures, the origin with its distance', () => {
    expect(registerLineTexts(line, t, 'fr')).toEqual({
      designation: 'Ensilage de maïs (Ensilage)',
      tonnage: '1\u202f250,5 t',
      sender: 'GAEC du Moulin',
      origin: 'Parcelle Les Noues',
      distance: '12,5 km',
      originLine: 'Origine : Parcelle Les Noues · 12,5 km',
      declaration: 'oui',
      status: 'Admis',
    });
  });

  it('says what is not given and why a lot was refused', () => {
    const refused = registerLineTexts(
      {
        ...line,
        type: 'slurry',
        unit: 'm3',
        quantity: 30,
        supplier: null,
        origin: null,
        transportDistanceKm: null,
        sustainabilityDeclaration: false,
        refused: true,
        refusalReason: 'Corps étrangers',
      },
      t,
      'fr',
    );
    expect(refused).toMatchObject({
      designation: 'Ensilage de maïs (Lisier)',
      tonnage: '30 m³',
      sender: '—',
      distance: '—',
      originLine: 'Origine : —',
      declaration: 'non',
      status: 'Refusé : Corps étrangers',
    });
  });
});
