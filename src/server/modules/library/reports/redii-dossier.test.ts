import { describe, expect, it } from 'vitest';
import type { TGhgReport } from '../../../../shared/contracts/ghg.js';
import { mainCropRule } from '../../../../shared/domain/main-crop-years.js';
import {
  admissionRegister,
  calendarYearSpan,
  type RegisterLot,
} from '../../../../shared/domain/regulation/admission-register.js';
import { calculateGhgYear } from '../../../../shared/domain/regulation/ghg/ghg-period.js';
import { resolveGhgValues } from '../../../../shared/domain/regulation/ghg/ghg-values.js';
import { massBalanceYear } from '../../../../shared/domain/regulation/mass-balance.js';
import { classifyPlant } from '../../../../shared/domain/regulation/plant-classification.js';
import { DEFAULT_PLANT_REGULATORY_PROFILE } from '../../../../shared/domain/regulation/plant-profile.js';
import type { PdfBlock, PdfSection } from '../../../integrations/pdf/pdf-report.js';
import { safeFileName, uniqueName } from '../redii-dossier-zip.js';
import { rediiDossier, rediiDossierSections } from './redii-dossier.js';
import type { RediiDossierData } from './redii-dossier.reader.js';

const year = 2025;
const profile = DEFAULT_PLANT_REGULATORY_PROFILE;

/** A dossier's data from the domain's own functions, on these lots and nothing else. */
function dossierData(lots: RegisterLot[], lotFiles: RediiDossierData['lotFiles'] = {}): RediiDossierData {
  const { from, to } = calendarYearSpan(year);
  const rule = mainCropRule(
    lots
      .filter((lot) => !lot.refused)
      .map((lot) => ({ year, category: lot.category, freshTonnes: lot.quantity })),
    year,
  );
  const ghgYear = calculateGhgYear([], {
    plantCase: {
      endUse: profile.endUse,
      digestateStorage: profile.digestateStorage,
      upgradingOffGas: profile.upgradingOffGas,
    },
    commissioningDate: profile.commissioningDate,
    values: resolveGhgValues({}),
    declaredBasis: 'default',
  });
  const ghg: TGhgReport = {
    year,
    profile: { ...profile, isSaved: false },
    total: ghgYear.year,
    months: ghgYear.months.map(({ month, result }) => ({ month, entryCount: 0, result })),
    overrides: { declaredBasis: 'default', values: [] },
  };
  return {
    year,
    generatedOn: '2026-01-15',
    owner: 'Méthanisation des Prés',
    compliance: {
      today: '2026-01-15',
      classification: classifyPlant(profile),
      isProfileSaved: false,
      items: [],
      overdueCount: 0,
    },
    register: {
      ...admissionRegister(lots, from, to),
      lineLimit: 1000,
      mainCropRule: {
        ...rule,
        years: rule.years.map((share) => ({ ...share, source: 'deliveries' as const })),
      },
    },
    lotFiles,
    ghg,
    massBalance: {
      ...massBalanceYear(year, [], [], 12),
      methaneKwhPcsPerNm3: 11.06,
      isTruncated: false,
    },
  };
}

const texts = (section: PdfSection | undefined): string =>
  (section?.blocks ?? [])
    .map((block: PdfBlock) =>
      block.kind === 'text'
        ? block.text
        : block.kind === 'keyValues'
          ? block.rows.map((row) => row.join(' ')).join('\n')
          : [
              block.columns.map((column) => column.header).join(' '),
              ...block.rows.map((row) => row.join(' | ')),
            ].join('\n'),
    )
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ');

const lot = (fields: Partial<RegisterLot>): RegisterLot => ({
  id: fields.name ?? 'lot',
  deliveryDate: '2025-03-10',
  name: 'Lisier de porc',
  type: 'slurry',
  category: 'effluent',
  quantity: 1000,
  unit: 't',
  supplier: 'GAEC du Moulin',
  origin: 'Parcelle Les Noues',
  transportDistanceKm: 12.5,
  sustainabilityDeclaration: true,
  refused: false,
  refusalReason: null,
  ...fields,
});

describe('RED II dossier layout', () => {
  it('says in words what a year without data lacks, never zeros as facts', () => {
    const sections = rediiDossierSections(dossierData([]), 'fr');
    expect(sections.map((section) => section.title)).toEqual([
      "1. L'installation",
      "2. Registre d'admission",
      '3. Preuves de durabilité',
      '4. Part des cultures principales (2025)',
      '5. Économies de gaz à effet de serre (2025)',
      '6. Bilan matière (2025)',
      '7. Obligations RED II',
    ]);
    expect(texts(sections[1])).toBe("Aucun lot livré cette année : le registre d'admission est vide.");
    expect(texts(sections[2])).toContain('Aucun lot admis cette année');
    expect(texts(sections[3])).toContain('Aucun intrant livré ni chargé en 2025');
    expect(texts(sections[4])).toContain('Aucune alimentation enregistrée en 2025');
    expect(texts(sections[4])).toContain("janvier |  | Pas d'alimentation");
    expect(texts(sections[5])).toBe(
      'Ni alimentation ni production saisies en 2025 : le bilan matière ne peut pas être fait.',
    );
    expect(texts(sections[6])).toBe('Aucune obligation RED II dans le suivi de conformité.');
    expect(sections.map(texts).join('\n')).not.toMatch(/\b0 ?%|0,0/);
  });

  it('tables the register lines as the register page writes them, with the count and the proofs', () => {
    const data = dossierData(
      [
        lot({ id: 'a' }),
        lot({
          id: 'b',
          name: 'Ensilage de maïs',
          type: 'silage',
          category: 'main_crop',
          quantity: 200.5,
          deliveryDate: '2025-04-02',
          supplier: null,
          origin: null,
          transportDistanceKm: null,
          sustainabilityDeclaration: false,
        }),
        lot({
          id: 'c',
          name: 'Maïs grain',
          type: 'cereal',
          category: 'main_crop',
          deliveryDate: '2025-05-12',
          refused: true,
          refusalReason: 'Moisissures',
        }),
      ],
      {
        a: [
          { id: 'f', fileName: 'déclaration.pdf', mimeType: 'application/pdf', sizeBytes: 10, createdAt: '' },
        ],
      },
    );
    const sections = rediiDossierSections(data, 'fr');
    const register = texts(sections[1]);
    expect(register).toContain('3 lignes · 2 admis · 1 refusé');
    expect(register).toContain(
      '10/03/2025 | Lisier de porc (Lisier) | 1 000 t | GAEC du Moulin | Parcelle Les Noues | 12,5 km | oui | Admis',
    );
    expect(register).toContain(
      '02/04/2025 | Ensilage de maïs (Ensilage) | 200,5 t | — | — | — | non | Admis',
    );
    expect(register).toContain('Refusé : Moisissures');
    const proofs = texts(sections[2]);
    expect(proofs).toContain('Lisier de porc (10/03/2025) | oui | déclaration.pdf');
    expect(proofs).toContain(
      'Ensilage de maïs (02/04/2025) | non — Preuve de durabilité manquante | Aucun fichier joint',
    );
    expect(proofs).not.toContain('Maïs grain');
    expect(texts(sections[3])).toContain('Part des cultures principales sur le tonnage total');

    const english = rediiDossierSections(data, 'en');
    expect(texts(english[1])).toContain('3 lines');
    expect(rediiDossier.documentTexts(data, 'en')).toMatchObject({
      name: 'RED II dossier — 2025',
      fileName: 'dossier-redii-2025.pdf',
    });
  });
});

describe("the zip's names", () => {
  it('are file-system safe and unique', () => {
    expect(safeFileName('Lisier de porc / étable n°2-2025-03-10', 'x')).toBe(
      'Lisier-de-porc-etable-n-2-2025-03-10',
    );
    expect(safeFileName('../..', 'fichier')).toBe('fichier');
    const taken = new Set<string>();
    expect(uniqueName('photo.png', taken)).toBe('photo.png');
    expect(uniqueName('Photo.png', taken)).toBe('Photo-2.png');
    expect(uniqueName('photo.png', taken)).toBe('photo-3.png');
  });
});
