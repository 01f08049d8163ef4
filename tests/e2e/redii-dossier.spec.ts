// The RED II dossier in a real browser, as a new user on a 390 px phone (issue 19 points 5 and 6): the plant's
// profile and a lot entered through the API, a proof attached from the lot's edit dialog on the raw-materials
// page, a feed entry; the GHG page read; the dossier generated from the library page, its PDF fetched from the
// page's own preview link and read with unpdf (the register line, the GHG savings the GHG page shows); the
// audit zip downloaded from the page's link and its entries read with fflate.
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/shared/domain/calendar.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  timezoneId: 'Europe/Paris',
});
let account: BrowserAccount | undefined;

const today = () => todayIn('Europe/Paris', new Date());
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

async function send<T>(method: 'post' | 'patch', path: string, data: Record<string, unknown>): Promise<T> {
  const response = await session.context.request[method](`${server().url}${path}`, {
    data,
    headers: { origin: server().url, 'accept-language': 'fr' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Bytes the page fetches with its own session (a link's target). */
async function fetchBytes(page: Page, url: string): Promise<{ type: string | null; data: Uint8Array }> {
  const answer = await page.evaluate(async (href) => {
    const response = await fetch(href, { credentials: 'same-origin' });
    return {
      type: response.headers.get('content-type'),
      data: [...new Uint8Array(await response.arrayBuffer())],
    };
  }, url);
  return { type: answer.type, data: new Uint8Array(answer.data) };
}

const proof = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400, 0x41), Buffer.from('\n%%EOF\n')]);

describe('RED II dossier', () => {
  it('attaches a proof from the lot card, generates the dossier on a phone and downloads the audit zip', async () => {
    if (!account) throw new Error('the account was not created');
    await addSessionCookies(session.context, server().url, account);
    const { page } = session;
    const year = today().slice(0, 4);

    await send('patch', '/api/plant-settings', {
      commissioningDate: '2022-03-01',
      endUse: 'biomethane_injection',
      digestateStorage: 'closed',
      upgradingOffGas: 'combusted',
    });
    const lot = await send<{ id: string }>('post', '/api/raw-materials', {
      name: 'Lisier de porc',
      type: 'slurry',
      category: 'effluent',
      quantity: 250,
      deliveryDate: today(),
      supplier: 'GAEC du Moulin',
      origin: 'Ferme des Noues',
      transportDistanceKm: 8,
      sustainabilityDeclaration: true,
    });
    await send('post', '/api/feed-logs', { fedOn: today(), rawMaterialId: lot.id, tonnes: 40 });

    // The proof attached from the lot's edit dialog.
    await page.goto(`${server().url}/dashboard/raw-materials`);
    const card = page
      .getByRole('list', { name: 'Matières premières' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Lisier de porc', exact: true }) });
    await card.getByRole('button', { name: 'Modifier Lisier de porc' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la matière première' });
    const proofs = dialog.getByTestId('lot-evidence');
    await proofs.getByText('Preuves de durabilité du lot').waitFor();
    await proofs.getByText('Aucune pièce jointe.').waitFor();
    await proofs
      .getByLabel('Joindre une pièce (PDF, JPEG ou PNG, 5 Mo au plus)')
      .setInputFiles({ name: 'déclaration-durabilité.pdf', mimeType: 'application/pdf', buffer: proof });
    const link = proofs.getByRole('link', { name: 'Voir déclaration-durabilité.pdf' });
    await link.waitFor();
    const opened = await fetchBytes(page, (await link.getAttribute('href')) ?? '');
    expect(opened.type).toBe('application/pdf');
    expect(Buffer.from(opened.data)).toEqual(proof);
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    // The GHG page's declared savings of the year.
    await page.goto(`${server().url}/dashboard/reglementation/ghg`);
    const declared = page.getByTestId('ghg-declared-savings');
    await declared.waitFor();
    const savings = plain(await declared.textContent());
    expect(savings).toMatch(/^-?\d+,\d %$/);

    // The dossier generated from the library page (the current year by default).
    await page.goto(`${server().url}/dashboard/library`);
    const dossierCard = page.getByTestId('redii-dossier-card');
    expect(await dossierCard.getByLabel('Année').inputValue()).toBe(year);
    await dossierCard.getByRole('button', { name: 'Générer le dossier' }).click();
    const dossierDocument = page
      .getByTestId('library-document')
      .filter({ hasText: `Dossier RED II — ${year}` });
    await dossierDocument.waitFor();
    // Its period is the year, not a month.
    await dossierDocument.getByText(new RegExp(`^Dossier RED II · Période : ${year} · Créé le`)).waitFor();
    const preview = dossierDocument.getByRole('link', { name: /^Aperçu de Dossier RED II/ });
    const pdf = await fetchBytes(page, (await preview.getAttribute('href')) ?? '');
    expect(pdf.type).toBe('application/pdf');
    const { text } = await extractText(pdf.data, { mergePages: true });
    const pdfText = plain(text).replace(/\s+/g, ' ');
    expect(pdfText).toContain('1 ligne');
    expect(pdfText).toContain('Lisier de porc (Lisier)');
    expect(pdfText).toContain('GAEC du Moulin');
    expect(pdfText).toContain('Ferme des Noues');
    expect(pdfText).toContain('250 t');
    expect(pdfText).toContain('déclaration-durabilité.pdf');
    expect(pdfText).toContain(`Économies déclarées (par défaut) ${savings}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The audit zip behind the card's link.
    const zipLink = dossierCard.getByRole('link', { name: `Télécharger le dossier d'audit ${year} (zip)` });
    const zipHref = (await zipLink.getAttribute('href')) ?? '';
    expect(zipHref).toBe(`/api/library/redii-dossiers/${year}/zip`);
    const zip = await fetchBytes(page, zipHref);
    expect(zip.type).toBe('application/zip');
    const entries = unzipSync(zip.data);
    expect(Object.keys(entries).sort()).toEqual(
      [
        `dossier-redii-${year}.pdf`,
        `preuves/Lisier-de-porc-${today()}/declaration-durabilite.pdf`,
        `registre-admission-${year}.csv`,
      ].sort(),
    );
    expect(
      Buffer.from(entries[`preuves/Lisier-de-porc-${today()}/declaration-durabilite.pdf`] ?? []),
    ).toEqual(proof);
  });
});
