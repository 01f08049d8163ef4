// The admission register and the mass balance in a real browser, as a new user on a 390 px phone (issue 19
// points 2 and 4): two lots entered through the lot form (one refused, its reason asked for first; one with its
// origin, distance and declaration on file), the register showing both lines with their figures, the first one on
// the first screen, the lot without a declaration flagged and the CSV downloaded; then a feed entry and a
// production reading, and the mass balance's figures for the month.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/shared/domain/calendar.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

/** A French figure as the page writes it (narrow no-break space between thousands, comma decimals). */
const fr = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value);

/** A JSON POST from the page (the session cookie and the same origin, as the app sends it). */
async function postFromPage(page: Page, path: string, body: Record<string, unknown>): Promise<number> {
  return page.evaluate(
    async ({ path: url, body: payload }) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      return response.status;
    },
    { path, body },
  );
}

describe('input register and mass balance', () => {
  it('lists two lots entered through the form, one refused, then balances a feed entry against a reading', async () => {
    if (!account) throw new Error('the account was not created');
    await addSessionCookies(session.context, server().url, account);
    const { page } = session;
    await page.goto(`${server().url}/dashboard/raw-materials`);

    await page.getByRole('button', { name: 'Ajouter une première matière' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une matière première' });
    await dialog.getByLabel('Nom', { exact: true }).fill('Ensilage de maïs');
    await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Ensilage' });
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Culture principale' });
    await dialog.getByLabel('Fournisseur').fill('GAEC du Moulin');
    await dialog.getByLabel('Quantité (t MB)').fill('100');
    await dialog.getByLabel("Taux d'humidité (%)").fill('70');
    await dialog.getByLabel('MO (% de la MS)').fill('90');
    await dialog.getByLabel('BMP (Nm³ CH4/t MO)').fill('350');
    await dialog.getByLabel('Origine (parcelle ou site)').fill('Parcelle Les Noues');
    const distance = dialog.getByLabel('Distance de transport (km)');
    await distance.fill('2500');
    await dialog.getByRole('button', { name: 'Ajouter une matière première' }).click();
    await dialog.getByText('La distance doit être comprise entre 0 et 2 000 km').waitFor();
    await distance.fill('12,5');
    await dialog.getByLabel('Déclaration de durabilité au dossier').check();
    await dialog.getByRole('button', { name: 'Ajouter une matière première' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Ajouter une matière première' }).click();
    await dialog.getByLabel('Nom', { exact: true }).fill('Maïs grain humide');
    await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Céréale' });
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Culture principale' });
    await dialog.getByLabel('Fournisseur').fill('SCEA Durand');
    await dialog.getByLabel('Quantité (t MB)').fill('20');
    await dialog.getByLabel('Lot refusé').check();
    // Refused without a reason: the form asks for it, nothing is sent.
    await dialog.getByRole('button', { name: 'Ajouter une matière première' }).click();
    await dialog.getByText('Indiquez le motif du refus').waitFor();
    await dialog.getByLabel('Motif du refus').fill('Moisissures visibles');
    await dialog.getByRole('button', { name: 'Ajouter une matière première' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText("Refusé à l'entrée : Moisissures visibles").waitFor();

    await page.goto(`${server().url}/dashboard/reglementation/register`);
    await page.getByRole('heading', { name: "Registre d'admission", level: 1 }).waitFor();
    expect(await page.title()).toContain("Registre d'admission");
    const tab = page
      .getByRole('navigation', { name: 'Réglementation' })
      .getByRole('link', { name: 'Registre des intrants' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    const lines = page.getByRole('list', { name: 'Lots livrés, par date de livraison' });
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(2);
    const first = lines.getByRole('listitem').first();
    await first.getByText('Ensilage de maïs (Ensilage)').waitFor();
    await first.getByText('100 t', { exact: true }).waitFor();
    await first.getByText('Expéditeur : GAEC du Moulin').waitFor();
    await first.getByText('Origine : Parcelle Les Noues · 12,5 km').waitFor();
    await first.getByText('déclaration au dossier : oui').waitFor();
    await first.getByText('Admis', { exact: true }).waitFor();
    // The first line on the phone's first screen, without scrolling.
    const box = await first.boundingBox();
    expect(box && box.y + box.height / 2).toBeLessThan(844);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const refused = lines.getByRole('listitem').nth(1);
    await refused.getByText('Maïs grain humide (Céréale)').waitFor();
    await refused.getByText('20 t', { exact: true }).waitFor();
    await refused.getByText('Refusé : Moisissures visibles').waitFor();
    await refused.getByText('déclaration au dossier : non').waitFor();
    await page.getByText(/1 admis · 1 refusé$/).waitFor();
    await page.getByText('Chaque lot admis a sa déclaration de durabilité au dossier.').waitFor();
    // The 15 % rule of the year, the analysis page's component: 100 t of main crop, the refused lot left out.
    await page
      .getByText(/^100\s%\s\(plafond 15\s%\)$/)
      .first()
      .waitFor();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^registre-admission-\d{4}-01-01-\d{4}-12-31\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const csvLines = csv.split('\r\n');
    expect(csvLines[0]).toBe(
      '\uFEFFDate;Désignation;Catégorie;Tonnage ou volume;Unité;Expéditeur;Origine;Distance (km);Déclaration de durabilité au dossier;Refusé;Motif du refus',
    );
    expect(csvLines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2};Ensilage de maïs \(Ensilage\);Culture principale;100;t;GAEC du Moulin;Parcelle Les Noues;12,5;oui;non;$/,
    );
    expect(csvLines[2]).toMatch(
      /^\d{4}-\d{2}-\d{2};Maïs grain humide \(Céréale\);Culture principale;20;t;SCEA Durand;;;non;oui;Moisissures visibles$/,
    );

    // A feed entry of 10 t of the admitted lot (DM 30 %, VS 90 %, BMP 350: 945 Nm³ CH4 expected) and a reading
    // of 1 500 m³ of biogas at 52 % CH4 (780 Nm³) with 30 Nm³/h of biomethane (720 Nm³ over the day).
    const today = todayIn('Europe/Paris', new Date());
    const lots = await page.evaluate(async () => {
      const response = await fetch('/api/feed-logs/lots', { credentials: 'same-origin' });
      return ((await response.json()) as { items: { id: string; name: string }[] }).items;
    });
    // The refused lot is not offered for feeding.
    expect(lots.map((lot) => lot.name)).toEqual(['Ensilage de maïs']);
    expect(
      await postFromPage(page, '/api/feed-logs', { rawMaterialId: lots[0]?.id, fedOn: today, tonnes: 10 }),
    ).toBe(201);
    expect(
      await postFromPage(page, '/api/production-logs', {
        readingDate: today,
        biogasM3: 1500,
        methanePercent: 52,
        biomethaneNm3PerHour: 30,
      }),
    ).toBe(201);

    await page.goto(`${server().url}/dashboard/reglementation/mass-balance`);
    await page.getByRole('heading', { name: 'Bilan matière', level: 1 }).waitFor();
    const month = page.getByTestId(`mass-balance-${today.slice(0, 7)}`);
    await month.getByText('Équilibré').waitFor();
    await month.getByText('Matière brute : 10 t').waitFor();
    await month.getByText(`Matières volatiles : ${fr(2700)} kg MV`).waitFor();
    await month.getByText('Méthane attendu : 945 Nm³ CH4').waitFor();
    await month.getByText(`Énergie attendue : ${fr(10452)} kWh PCS`).waitFor();
    await month.getByText(`Biogaz : ${fr(1500)} m³`).waitFor();
    await month.getByText('Biométhane : 720 Nm³').waitFor();
    await month.getByText('Méthane mesuré : 780 Nm³ CH4').waitFor();
    await month.getByText(`Énergie mesurée : ${fr(8627)} kWh PCS`).waitFor();
    await month.getByText('8,2 t (calculé)').waitFor();
    await month
      .getByText(
        `${new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 }).format(780 / 945)} de l'énergie attendue`,
      )
      .waitFor();
    const year = page.getByTestId(`mass-balance-${today.slice(0, 4)}`);
    await year.getByText('Matière brute : 10 t').waitFor();
    await page.getByText('Comment le bilan est calculé').waitFor();
    expect(session.problems.pageErrors).toEqual([]);
  });
});
