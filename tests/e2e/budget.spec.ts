// Budget in a real browser, as a new user (issue 4, budget module): the empty state, the add dialog with the
// contract's amount message, "Facture ajoutée", amounts in French euros, an income, the year totals and the
// month summary (balance, count, top expenses, "—" without a previous month), a filter matching nothing,
// editing an amount, deleting with confirmation, and a CSV export imported back.
import { readFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/shared/domain/calendar.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount | undefined;

/** formatEuros(x, 'fr') as Intl writes it: U+202F between thousands, U+00A0 before the sign. */
const euros = (text: string) => `${text.replace(' ', '\u202f')}\u00a0€`;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

describe('budget', () => {
  it('adds, sums up, edits, exports, deletes and imports back invoices', async () => {
    const page = session.page;
    // The browser and the account both live in Europe/Paris: the invoices dated today fall in this month.
    const year = todayIn('Europe/Paris', new Date()).slice(0, 4);
    await page.goto(`${server().url}/dashboard/budget`);
    await page.getByRole('heading', { name: 'Aucune facture', exact: true }).waitFor();
    const yearRegion = page.getByRole('region', { name: `Bilan ${year}` });
    await yearRegion.getByText(`Aucune facture en ${year}.`).waitFor();
    const monthRegion = page.getByRole('region', { name: 'Résumé du mois' });
    await monthRegion.getByText('0 facture', { exact: true }).waitFor();
    await monthRegion.getByText('Aucune dépense ce mois-ci.').waitFor();

    await page.getByRole('button', { name: 'Ajouter une première facture' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter une facture' });
    await dialog.getByLabel('Libellé').fill('Facture EDF octobre');
    const amount = dialog.getByLabel('Montant');
    await amount.fill('12,345');
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Électricité' });
    await dialog.getByLabel('Fournisseur ou client').fill('EDF');
    await dialog.getByRole('button', { name: 'Ajouter une facture' }).click();
    await dialog.getByText('Montant invalide (2 décimales au plus)').waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await amount.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(
      describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(messages).toContain('Montant invalide (2 décimales au plus)');

    await amount.fill('1234,56');
    await dialog.getByRole('button', { name: 'Ajouter une facture' }).click();
    await page.getByText('Facture ajoutée').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const expenseCard = page.getByRole('listitem').filter({ hasText: 'Facture EDF octobre' });
    await expenseCard.getByText(euros('1 234,56'), { exact: true }).waitFor();
    expect(await expenseCard.innerText()).toContain('\u2212');
    await expenseCard.getByText('Dépense', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Ajouter une facture' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter une facture' });
    await dialog.getByLabel('Libellé').fill('Vente électricité octobre');
    await dialog.getByLabel('Montant').fill('3000');
    await dialog.getByRole('radio', { name: 'Recette' }).check();
    // The income categories a plant has, beside the spec's list.
    for (const label of [
      'Vente de biométhane',
      'Vente de chaleur',
      'Vente de digestat',
      'Subventions et aides',
    ]) {
      expect(await dialog.getByLabel('Catégorie').locator('option', { hasText: label }).count()).toBe(1);
    }
    await dialog.getByLabel('Catégorie').selectOption({ label: "Vente d'électricité" });
    await dialog.getByRole('button', { name: 'Ajouter une facture' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const incomeCard = page.getByRole('listitem').filter({ hasText: 'Vente électricité octobre' });
    await incomeCard.getByText(euros('3 000,00'), { exact: true }).waitFor();
    await incomeCard.getByText("Vente d'électricité", { exact: true }).waitFor();
    expect(await incomeCard.innerText()).toContain('+');

    const yearTotals = yearRegion.getByRole('group', { name: `Totaux de ${year}` });
    await yearTotals.getByText(euros('3 000,00'), { exact: true }).waitFor();
    await yearTotals.getByText(euros('1 234,56'), { exact: true }).waitFor();
    await yearTotals.getByText(euros('1 765,44'), { exact: true }).waitFor();
    // Income by category beside the expenses; the expenses list leaves out income categories without expense.
    const incomeChart = yearRegion.getByRole('list', {
      name: `Graphique des recettes de ${year} par catégorie`,
    });
    await incomeChart
      .getByRole('listitem')
      .filter({ hasText: "Vente d'électricité" })
      .getByText(euros('3 000,00'), { exact: true })
      .waitFor();
    const expenseChart = yearRegion.getByRole('list', {
      name: `Graphique des dépenses de ${year} par catégorie`,
    });
    await expenseChart.getByText('Salaires').waitFor();
    expect(await expenseChart.getByText('Vente de biométhane').count()).toBe(0);
    const chart = yearRegion.getByRole('img', { name: /recettes et des dépenses/ });
    expect(await chart.getAttribute('aria-label')).toContain(
      `Recettes : ${euros('3 000,00')}, dépenses : ${euros('1 234,56')}, solde : ${euros('1 765,44')}.`,
    );

    await monthRegion.getByText('2 factures', { exact: true }).waitFor();
    const monthTotals = monthRegion.getByRole('group', { name: /^Totaux de / });
    await monthTotals.getByText(euros('3 000,00'), { exact: true }).waitFor();
    await monthTotals.getByText(euros('1 234,56'), { exact: true }).waitFor();
    await monthTotals.getByText(euros('1 765,44'), { exact: true }).waitFor();
    // Nothing the month before: no percentage, for each of the three figures.
    expect(await monthTotals.getByText('Pas de pourcentage : mois précédent nul ou négatif').count()).toBe(3);
    const topExpense = monthRegion.getByRole('listitem').filter({ hasText: 'Électricité' });
    await topExpense.getByText(euros('1 234,56'), { exact: true }).waitFor();

    await page.getByLabel('Catégorie', { exact: true }).selectOption({ label: 'Salaires' });
    await page.getByText('Aucun élément ne correspond à ces filtres.').waitFor();
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expenseCard.waitFor();

    await expenseCard.getByRole('button', { name: 'Modifier Facture EDF octobre' }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier la facture' });
    expect(await dialog.getByLabel('Montant').inputValue()).toBe('1234,56');
    await dialog.getByLabel('Montant').fill('1000');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Facture mise à jour').waitFor();
    await expenseCard.getByText(euros('1 000,00'), { exact: true }).waitFor();
    await yearTotals.getByText(euros('2 000,00'), { exact: true }).waitFor();
    await monthTotals.getByText(euros('2 000,00'), { exact: true }).waitFor();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^budget-\d{4}-\d{2}-\d{2}\.csv$/);
    const exportedPath = await download.path();
    const exported = (await readFile(exportedPath)).toString('utf8');
    expect(exported).toContain('Facture EDF octobre;1000;Électricité;Dépense;');
    expect(exported).toContain("Vente électricité octobre;3000;Vente d'électricité;Recette;");

    for (const name of ['Facture EDF octobre', 'Vente électricité octobre']) {
      await page.getByRole('button', { name: `Supprimer ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: `Supprimer « ${name} » ?` });
      await confirm.getByRole('button', { name: 'Supprimer' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await page.getByRole('listitem').filter({ hasText: name }).waitFor({ state: 'detached' });
    }
    await page.getByText('Facture supprimée').first().waitFor();
    await page.getByRole('heading', { name: 'Aucune facture', exact: true }).waitFor();
    await yearRegion.getByText(`Aucune facture en ${year}.`).waitFor();

    await page.getByRole('button', { name: 'Importer un CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importer un fichier CSV' });
    await importDialog.getByLabel('Fichier CSV').setInputFiles(exportedPath);
    await importDialog.getByRole('button', { name: 'Importer' }).click();
    await page.getByText('2 lignes importées').waitFor();
    await expenseCard.getByText(euros('1 000,00'), { exact: true }).waitFor();
    await incomeCard.getByText(euros('3 000,00'), { exact: true }).waitFor();
    expect(await expenseCard.innerText()).toContain('EDF · ');
    await yearTotals.getByText(euros('2 000,00'), { exact: true }).waitFor();
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    if (!account) throw new Error('the account was not created');
    const phone = await session.browser.newContext({
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await addSessionCookies(phone, server().url, account);
      const page = await phone.newPage();
      await page.goto(`${server().url}/dashboard/budget`);
      await page.getByRole('listitem').filter({ hasText: 'Facture EDF octobre' }).waitFor();
      await page.getByRole('img', { name: /recettes et des dépenses/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('button', { name: 'Ajouter une facture' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter une facture' });
      await dialog.getByLabel('Montant').waitFor();
      expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    } finally {
      await phone.close();
    }
  });
});
