// The RED II dossier (issue 19 points 5 and 6): the PDF generated on demand holds the year's admission register,
// the proofs, the GHG savings as the GHG page gives them and the mass balance; a year without data says so; the
// auditor's zip holds the PDF, the register's CSV (the register page's download, byte for byte) and the proof
// files byte for byte; another user gets nothing of it; bad years are refused on the year field.
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGhgReport } from '../../src/shared/contracts/ghg.js';
import type { TLibraryDocument, TLibraryPage } from '../../src/shared/contracts/library.js';
import type { TMassBalance } from '../../src/shared/contracts/registers.js';
import type { TRawMaterial } from '../../src/shared/contracts/raw-materials.js';
import { formatPercent, formatTonnes } from '../../src/shared/domain/analysis-format.js';
import { todayIn } from '../../src/shared/domain/calendar.js';
import { formatSavings } from '../../src/shared/domain/regulation/ghg/ghg-format.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const call = (language = 'fr') => recordsCaller(testApp.app, language);
const newUser = (label: string) => createRecordsUser(testApp.database, `${label}-${randomUUID()}@dossier.fr`);
const currentYear = () => Number(todayIn('Europe/Paris', new Date()).slice(0, 4));
/** Last calendar year: a whole year of records. */
const year = currentYear() - 1;
const day = (monthDay: string) => `${String(year)}-${monthDay}`;

const pdfProof = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(300, 0x41),
  Buffer.from('\n%%EOF\n'),
]);
const pngProof = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 4]);
const supplierProof = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(120, 0x42),
  Buffer.from('\n%%EOF\n'),
]);

async function created<T>(userId: string, url: string, body: Record<string, unknown>): Promise<T> {
  const response = await call().request(userId, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

async function getJson<T>(userId: string, url: string): Promise<T> {
  const response = await call().request(userId, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function upload(userId: string, url: string, bytes: Buffer, type: string): Promise<void> {
  const response = await call().request(userId, 'POST', url, bytes, { 'content-type': type });
  expect(response.statusCode, response.body).toBe(201);
}

async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A biomethane plant's year: two admitted lots and a refused one, feed, production, proofs. */
async function seedYear(userId: string): Promise<{ slurry: TRawMaterial }> {
  const settings = await call().request(userId, 'PATCH', '/api/plant-settings', {
    commissioningDate: '2022-03-01',
    endUse: 'biomethane_injection',
    digestateStorage: 'closed',
    upgradingOffGas: 'combusted',
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const slurry = await created<TRawMaterial>(userId, '/api/raw-materials', {
    name: 'Lisier de porc',
    type: 'slurry',
    category: 'effluent',
    quantity: 1000,
    deliveryDate: day('03-10'),
    supplier: 'GAEC du Moulin',
    origin: 'Parcelle Les Noues',
    transportDistanceKm: 12.5,
    sustainabilityDeclaration: true,
  });
  const maize = await created<TRawMaterial>(userId, '/api/raw-materials', {
    name: 'Ensilage de maïs',
    type: 'silage',
    category: 'main_crop',
    quantity: 200,
    deliveryDate: day('04-02'),
    supplier: 'SCEA Durand',
    humidityRate: 70,
    volatileSolidsRate: 90,
    methanePotential: 350,
  });
  await created(userId, '/api/raw-materials', {
    name: 'Maïs grain humide',
    type: 'cereal',
    category: 'main_crop',
    quantity: 50,
    deliveryDate: day('05-12'),
    supplier: 'EARL des Prés',
    refused: true,
    refusalReason: 'Moisissures visibles',
  });
  await created(userId, '/api/feed-logs', { fedOn: day('04-05'), rawMaterialId: slurry.id, tonnes: 80 });
  await created(userId, '/api/feed-logs', { fedOn: day('04-05'), rawMaterialId: maize.id, tonnes: 20 });
  await created(userId, '/api/production-logs', {
    readingDate: day('04-05'),
    readingTime: '08:00',
    biogasM3: 4800,
    methanePercent: 54,
    biomethaneNm3PerHour: 100,
  });
  await upload(
    userId,
    `/api/regulation/lots/${slurry.id}/evidence?name=${encodeURIComponent('Déclaration durabilité.pdf')}`,
    pdfProof,
    'application/pdf',
  );
  await upload(userId, `/api/regulation/lots/${slurry.id}/evidence?name=photo.png`, pngProof, 'image/png');
  await upload(
    userId,
    '/api/regulation/compliance/supplier_declarations/evidence?name=attestations.pdf',
    supplierProof,
    'application/pdf',
  );
  return { slurry };
}

describe('RED II dossier', () => {
  let owner = '';
  let other = '';
  let document: TLibraryDocument;
  let text = '';

  beforeAll(async () => {
    owner = await newUser('owner');
    other = await newUser('other');
    await seedYear(owner);
    document = await created<TLibraryDocument>(owner, '/api/library/redii-dossiers', { year });
    const file = await call().request(owner, 'GET', `/api/library/documents/${document.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    text = await pdfText(file.rawPayload);
  });

  it('is a library document of the year, named in the language asked', () => {
    expect(document).toMatchObject({
      name: `Dossier RED II — ${String(year)}`,
      category: 'redii_dossier',
      period: String(year),
      fileName: `dossier-redii-${String(year)}.pdf`,
      mimeType: 'application/pdf',
    });
  });

  it("holds the plant's classification and the year's register lines", () => {
    expect(text).toContain('ICPE rubrique');
    expect(text).toContain('RED II : ');
    expect(text).toContain('3 lignes');
    expect(text).toContain(`10/03/${String(year)}`);
    expect(text).toContain('Lisier de porc (Lisier)');
    expect(text).toContain('GAEC du Moulin');
    expect(text).toContain('Parcelle Les Noues');
    expect(text).toContain('12,5 km');
    expect(text).toContain('1 000 t');
    expect(text).toContain('Refusé : Moisissures visibles');
  });

  it('lists each lot with its proof files, flags the lot without a declaration, and the suppliers’ files', () => {
    expect(text).toContain('Déclaration durabilité.pdf');
    expect(text).toContain('photo.png');
    expect(text).toContain('Preuve de durabilité manquante');
    expect(text).toContain('1 lot admis sans déclaration de durabilité au dossier');
    expect(text).toContain('attestations.pdf');
  });

  it('gives the GHG savings as the GHG page does and the mass balance of the year', async () => {
    const ghg = await getJson<TGhgReport>(owner, `/api/regulation/ghg?year=${String(year)}`);
    const declared = ghg.total[ghg.total.declaredBasis];
    expect(declared).not.toBeNull();
    expect(text).toContain(plain(formatSavings(declared?.savings ?? 0, 'fr')));
    expect(text).toContain('Pas d’alimentation'.replace('’', "'"));

    const balance = await getJson<TMassBalance>(owner, `/api/regulation/mass-balance?year=${String(year)}`);
    expect(balance.total.inputs).not.toBeNull();
    expect(text).toContain(`Bilan matière (${String(year)})`);
    expect(text).toContain(plain(formatTonnes(balance.total.inputs?.freshTonnes ?? 0, 'fr')));
    if (balance.total.gap) expect(text).toContain(plain(formatPercent(balance.total.gap.ratioPct, 'fr')));
    expect(text).toContain('Obligations RED II');
  });

  it('writes English when asked', async () => {
    const english = await call('en').request(owner, 'POST', '/api/library/redii-dossiers', { year });
    expect(english.statusCode, english.body).toBe(201);
    expect(english.json<TLibraryDocument>().name).toBe(`RED II dossier — ${String(year)}`);
    const file = await call().request(owner, 'GET', `/api/library/documents/${document.id}/file`);
    const englishText = await pdfText(file.rawPayload);
    expect(englishText).toContain('Admission register');
    expect(englishText).toContain('3 lines');
    // One document per year: generating again replaced it.
    const page = await getJson<TLibraryPage>(owner, '/api/library/documents?category=redii_dossier');
    expect(page.total).toBe(1);
  });

  it('packs the auditor’s zip: the PDF, the register CSV and the proofs byte for byte', async () => {
    const response = await call().request(owner, 'GET', `/api/library/redii-dossiers/${String(year)}/zip`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`dossier-redii-${String(year)}.zip`);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const lotFolder = `preuves/Lisier-de-porc-${day('03-10')}`;
    expect(Object.keys(entries).sort()).toEqual(
      [
        `dossier-redii-${String(year)}.pdf`,
        `registre-admission-${String(year)}.csv`,
        `${lotFolder}/Declaration-durabilite.pdf`,
        `${lotFolder}/photo.png`,
        'preuves/conformite/supplier_declarations/attestations.pdf',
      ].sort(),
    );
    const csv = await call().request(
      owner,
      'GET',
      `/api/regulation/admission-register.csv?from=${day('01-01')}&to=${day('12-31')}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(Buffer.from(entries[`registre-admission-${String(year)}.csv`] ?? [])).toEqual(csv.rawPayload);
    expect(csv.body).toContain('Lisier de porc (Lisier)');
    expect(Buffer.from(entries[`${lotFolder}/Declaration-durabilite.pdf`] ?? [])).toEqual(pdfProof);
    expect(Buffer.from(entries[`${lotFolder}/photo.png`] ?? [])).toEqual(pngProof);
    expect(Buffer.from(entries['preuves/conformite/supplier_declarations/attestations.pdf'] ?? [])).toEqual(
      supplierProof,
    );
    const zippedText = await pdfText(entries[`dossier-redii-${String(year)}.pdf`] ?? new Uint8Array());
    expect(zippedText).toContain('Lisier de porc (Lisier)');
    // The zip's dossier is the library's one (stored again, still one per year).
    const page = await getJson<TLibraryPage>(owner, '/api/library/documents?category=redii_dossier');
    expect(page.total).toBe(1);
  });

  it('gives another user nothing of mine', async () => {
    expect(
      (await call().request(other, 'GET', `/api/library/documents/${document.id}/file`)).statusCode,
    ).toBe(404);
    const response = await call().request(other, 'GET', `/api/library/redii-dossiers/${String(year)}/zip`);
    expect(response.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(
      [`dossier-redii-${String(year)}.pdf`, `registre-admission-${String(year)}.csv`].sort(),
    );
    const otherText = await pdfText(entries[`dossier-redii-${String(year)}.pdf`] ?? new Uint8Array());
    expect(otherText).not.toContain('Lisier de porc');
    expect(otherText).not.toContain('GAEC du Moulin');
    expect(otherText).not.toContain('attestations.pdf');
    const page = await getJson<TLibraryPage>(other, '/api/library/documents?category=redii_dossier');
    expect(page.items.map((item) => item.id)).not.toContain(document.id);
  });

  it('says in words what a year without data lacks', async () => {
    const empty = await newUser('empty');
    const emptyDocument = await created<TLibraryDocument>(empty, '/api/library/redii-dossiers', {
      year: String(year),
    });
    const file = await call().request(empty, 'GET', `/api/library/documents/${emptyDocument.id}/file`);
    const emptyText = await pdfText(file.rawPayload);
    expect(emptyText).toContain(
      'Aucun lot livré cette année : le registre d’admission est vide.'.replace('’', "'"),
    );
    expect(emptyText).toContain('Aucun lot admis cette année');
    expect(emptyText).toContain(`Aucune alimentation enregistrée en ${String(year)}`);
    expect(emptyText).toContain(`Ni alimentation ni production saisies en ${String(year)}`);
    expect(emptyText).not.toContain('0,0 %');
  });

  it('refuses a year that is not one, before 2000 or in the future, on the year field', async () => {
    const user = await newUser('bad-years');
    const cases: [unknown, string, string][] = [
      ['abc', 'fr', 'Année invalide'],
      [1999, 'fr', 'Année invalide'],
      [currentYear() + 1, 'fr', "Cette année n'a pas encore commencé"],
      [undefined, 'fr', 'Choisissez une année'],
      [2020.5, 'en', 'Invalid year'],
    ];
    for (const [badYear, language, message] of cases) {
      const response = await call(language).request(
        user,
        'POST',
        '/api/library/redii-dossiers',
        badYear === undefined ? {} : { year: badYear },
      );
      expect(response.statusCode, String(badYear)).toBe(400);
      const body = response.json<{ error: { fields: Record<string, string> } }>();
      expect(body.error.fields.year).toContain(message);
    }
    const zip = await call().request(user, 'GET', '/api/library/redii-dossiers/12ab/zip');
    expect(zip.statusCode).toBe(400);
    expect(zip.json<{ error: { fields: Record<string, string> } }>().error.fields.year).toContain(
      'Année invalide',
    );
    const page = await getJson<TLibraryPage>(user, '/api/library/documents');
    expect(page.total).toBe(0);
  });
});
