// Raw materials in a real browser, as a new user: the empty list and the empty analysis, three lots added
// through the dialog (a §5 message shown first, the defaults of domain.md and their source as hints), the
// "défaut" origins on the cards, the analysis page with the figures of the API test's hand calculation
// (19,35 t MS; 5 931,7 Nm³ CH4), the main-crop warning with both shares and the décret, the yield slider and
// the digestion mode, a lab humidity that changes the figures and shows "labo", deleting with confirmation,
// and a CSV export imported back.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount | undefined;

/** Intl fr: thousands grouped with a narrow no-break space, a no-break space before "%". */
const nnbsp = '\u202f';
const nbsp = '\u00a0';

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

interface NewLot {
  name: string;
  type: string;
  category: string;
  quantity: string;
  reference?: string;
  /** 'YYYY-MM-DD'; the form starts at today. */
  deliveryDate?: string;
}

async function addLot(page: Page, lot: NewLot): Promise<void> {
  await page.getByRole('button', { name: 'Ajouter une matière première' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une matière première' });
  await dialog.getByLabel('Nom', { exact: true }).fill(lot.name);
  await dialog.getByLabel('Type', { exact: true }).selectOption({ label: lot.type });
  await dialog.getByLabel('Catégorie').selectOption({ label: lot.category });
  await dialog.getByLabel('Quantité (t MB)').fill(lot.quantity);
  if (lot.deliveryDate) await dialog.getByLabel('Date de livraison').fill(lot.deliveryDate);
  if (lot.reference) {
    await dialog.getByLabel('Référence (valeurs par défaut)').selectOption({ label: lot.reference });
  }
  await dialog.getByRole('button', { name: 'Ajouter une matière première' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('listitem').filter({ hasText: lot.name }).first().waitFor();
}

function cardOf(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Matières premières' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

describe('raw materials', () => {
  it('adds lots with defaults, analyses the mix, replaces a default by a lab value, deletes and imports back', async () => {
    const page = session.page;
    const url = server().url;

    await page.goto(`${url}/dashboard/raw-materials/analysis`);
    await page
      .getByRole('heading', { name: `Aucune matière livrée en ${String(new Date().getFullYear())}` })
      .waitFor();
    await page.getByText('Ajoutez vos matières premières pour analyser le mélange').waitFor();
    await page.getByRole('link', { name: 'Ajouter des matières premières' }).click();
    await page.waitForURL(/\/dashboard\/raw-materials$/);
    await page.getByRole('heading', { name: 'Aucune matière première' }).waitFor();

    // The first lot: the empty form's messages, a humidity over 100 %, then the defaults and their source.
    await page.getByRole('button', { name: 'Ajouter une première matière' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une matière première' });
    await dialog.getByRole('button', { name: 'Ajouter une matière première' }).click();
    await dialog.getByText('Le nom est requis').waitFor();
    await dialog.getByText('Choisissez un type').waitFor();
    await dialog.getByLabel('Nom', { exact: true }).fill('Ensilage de maïs');
    await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Ensilage' });
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Culture principale' });
    await dialog.getByLabel('Quantité (t MB)').fill('30');
    await dialog
      .getByText("Par défaut : 65 % d'humidité, soit 35 % MS (source : LfL Bayern, data repository")
      .waitFor();
    await dialog.getByText('Par défaut : 357 Nm³ CH4/t MO (source : LfL Bayern').waitFor();
    expect(await dialog.getByLabel('Référence (valeurs par défaut)').inputValue()).toBe('maize-silage');
    const humidity = dialog.getByLabel("Taux d'humidité (%)");
    await humidity.fill('120');
    await dialog.getByRole('button', { name: 'Ajouter une matière première' }).click();
    await dialog.getByText("Le taux d'humidité doit être compris entre 0 et 100 %").waitFor();
    expect(await humidity.getAttribute('aria-invalid')).toBe('true');
    await humidity.fill('');
    await dialog.getByRole('button', { name: 'Ajouter une matière première' }).click();
    await page.getByText('Matière première ajoutée').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // A by-product has no safe default: the form says a lab BMP is required.
    await page.getByRole('button', { name: 'Ajouter une matière première' }).click();
    await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Coproduit' });
    await dialog.getByText('Pas de valeur par défaut sûre : analyse BMP de laboratoire requise').waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await addLot(page, {
      name: 'Seigle CIVE',
      type: 'Ensilage',
      category: 'CIVE',
      quantity: '20',
      reference: "Seigle vert (CIVE d'hiver)",
    });
    await addLot(page, {
      name: 'Lisier bovin',
      type: 'Lisier',
      category: "Effluent d'élevage",
      quantity: '50',
    });

    const maize = cardOf(page, 'Ensilage de maïs');
    await maize.getByText('Culture principale').waitFor();
    await maize.getByText('30 t', { exact: true }).waitFor();
    await maize.getByText('35 % MS').waitFor();
    expect(await maize.getByText('défaut (LfL Bayern 2022)').count()).toBe(3);
    // Maize silage C/N: a default estimated from its crude protein, shown as to be checked.
    await maize.getByText('C/N 44,7').waitFor();
    await maize.getByText('défaut à vérifier (Tables INRA (MAT), estimation)').waitFor();
    await cardOf(page, 'Lisier bovin').getByText('C/N inconnu').waitFor();
    await cardOf(page, 'Lisier bovin').getByText('8,9 % MS').waitFor();
    await cardOf(page, 'Seigle CIVE').getByText("Référence : Seigle vert (CIVE d'hiver)").waitFor();

    // The analysis of the three lots: the hand calculation of tests/api/raw-materials.api.test.ts.
    await page.getByRole('link', { name: 'Analyse du mélange' }).click();
    await page.waitForURL(/\/dashboard\/raw-materials\/analysis$/);
    // The quantities are those of the calendar year (the lots delivered this year).
    const thisYear = new Date().getFullYear();
    const summary = page.getByRole('region', { name: `Le mélange de ${String(thisYear)}` });
    await summary.getByText('100 t MB', { exact: true }).waitFor();
    await page.getByText('19,35 t MS', { exact: true }).waitFor();
    await page.getByText('17,7 t MO', { exact: true }).waitFor();
    await page.getByText(`5${nnbsp}931,7 Nm³ CH4`, { exact: true }).waitFor();
    await page.getByText(`5${nnbsp}042 Nm³ CH4`, { exact: true }).waitFor();
    await page.getByText(`50${nnbsp}268 kWh`, { exact: true }).waitFor();
    await page.getByText(`55${nnbsp}764 kWh`, { exact: true }).waitFor();

    const capAlert = page.getByRole('alert').filter({ hasText: 'Décret n° 2016-929' });
    await capAlert.getByText('Plafond de 15 % de cultures principales dépassé (Décret n° 2016-929').waitFor();
    await page.getByText(`30${nbsp}% (plafond 15${nbsp}%)`).waitFor();
    await page.getByText(`37,5${nbsp}% (plafond 15${nbsp}%)`).waitFor();

    await page.getByText(`Valeur du mélange : 19,35${nbsp}%`).waitFor();
    await page
      .getByText('Au-delà de 15 % de MS, pompable seulement avec recirculation du digestat (20 % au plus)')
      .waitFor();
    // Cattle slurry has no C/N: the mix C/N is not computed from the two others, and the page says so.
    await page.getByText('Valeur du mélange : non calculable').waitFor();
    await page
      .getByText(
        "C/N connu pour 2 matières sur 3 : le C/N du mélange n'est pas calculé sur une partie du mélange.",
      )
      .waitFor();
    await page.getByText("Saisissez le C/N d'analyse de : Lisier bovin").waitFor();
    expect(await page.getByText('Calculé avec des C/N par défaut', { exact: false }).count()).toBe(0);

    const methaneChart = page.getByRole('img', { name: /^Méthane par matière/ });
    expect(await methaneChart.getAttribute('aria-label')).toBe(
      `Méthane par matière, en Nm³ CH4 au potentiel de laboratoire : Ensilage de maïs 3${nnbsp}617,3 Nm³ ; Seigle CIVE 1${nnbsp}505,9 Nm³ ; Lisier bovin 808,6 Nm³`,
    );
    const composition = page.getByRole('img', { name: /^Composition du mélange/ });
    expect(await composition.getAttribute('aria-label')).toContain(
      `Culture principale 30 t MB (30${nbsp}%) ; CIVE 20 t MB (20${nbsp}%) ; Effluent d'élevage 50 t MB (50${nbsp}%)`,
    );
    const maizeRow = page.getByRole('row').filter({ hasText: 'Ensilage de maïs' });
    expect(await maizeRow.innerText()).toMatch(
      /30\s+35 % MS\s*défaut \(LfL Bayern 2022\)\s+10,5\s+10,13\s+3\u202f617,3\s+30\s%/u,
    );

    // The assumptions: the plant yield and the digestion mode.
    await page.getByLabel("Rendement à l'usine").fill('0.8');
    await page.getByText(`4${nnbsp}745,4 Nm³ CH4`, { exact: true }).waitFor();
    await page.getByText("× 0,80 (rendement à l'usine)").waitFor();
    await page.waitForURL(/yield=0\.8/);
    await page.getByLabel('Voie sèche').check();
    await page.getByText('Trop humide pour la voie sèche : moins de 20 % de MS').waitFor();

    // A lab humidity replaces the default: 68 % moisture is 32 % DM.
    await page.getByRole('link', { name: 'Retour aux matières premières' }).click();
    await maize.getByRole('button', { name: 'Modifier Ensilage de maïs' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Modifier la matière première' });
    expect(await editDialog.getByLabel('Quantité (t MB)').inputValue()).toBe('30');
    await editDialog.getByLabel("Taux d'humidité (%)").fill('68');
    await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Matière première mise à jour').first().waitFor();
    await maize.getByText('32 % MS').waitFor();
    await maize.getByText('labo', { exact: true }).waitFor();

    // 30 t × 32 % = 9,6 t DM; 9,6 + 4,4 + 4,45 = 18,45 t MS; 9,6 × 96,5 % × 357 = 3 307,248 Nm³.
    await page.getByRole('link', { name: 'Analyse du mélange' }).click();
    await page.getByText('18,45 t MS', { exact: true }).waitFor();
    await page.getByText(`5${nnbsp}621,7 Nm³ CH4`, { exact: true }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Ensilage de maïs' }).innerText()).toMatch(
      /32 % MS\s*labo\s+9,6/u,
    );
    await page.getByRole('link', { name: 'Retour aux matières premières' }).click();

    // CSV export, delete with confirmation, then the export imported back.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^matieres-premieres-\d{4}-\d{2}-\d{2}\.csv$/);
    const exportedPath = await download.path();
    const exported = (await readFile(exportedPath)).toString('utf8');
    expect(exported).toMatch(
      /Ensilage de maïs;Ensilage;Culture principale;;30;\d{4}-\d{2}-\d{2};68;;;;Ensilage de maïs plante entière/u,
    );
    expect(exported).toMatch(
      /Lisier bovin;Lisier;Effluent d'élevage;;50;\d{4}-\d{2}-\d{2};;;;;Lisier bovin/u,
    );

    await cardOf(page, 'Lisier bovin').getByRole('button', { name: 'Supprimer Lisier bovin' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer « Lisier bovin » ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Matière première supprimée').waitFor();
    await cardOf(page, 'Lisier bovin').waitFor({ state: 'detached' });
    await page.getByText('2 éléments').waitFor();

    await page.getByRole('button', { name: 'Importer un CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importer un fichier CSV' });
    await importDialog.getByLabel('Fichier CSV').setInputFiles(exportedPath);
    await importDialog.getByRole('button', { name: 'Importer' }).click();
    await page.getByText('3 lignes importées').waitFor();
    await page.getByText('5 éléments').waitFor();
    const restored = cardOf(page, 'Lisier bovin');
    await restored.getByText('50 t', { exact: true }).waitFor();
    await restored.getByText('8,9 % MS').waitFor();
    expect(await cardOf(page, 'Ensilage de maïs').count()).toBe(2);
    expect(session.problems.pageErrors).toEqual([]);
  });

  it('dates lots by delivery and analyses each calendar year with the three-year average, on a phone', async () => {
    const page = session.page;
    const url = server().url;
    const other = await signUpThroughApi(url);
    await session.context.clearCookies();
    await addSessionCookies(session.context, url, other);
    await page.setViewportSize({ width: 390, height: 844 });
    const year = new Date().getFullYear();
    const lastYear = year - 1;

    await page.goto(`${url}/dashboard/raw-materials`);
    await page.getByRole('heading', { name: 'Aucune matière première' }).waitFor();
    // Last year: 10 t of maize in 100 t (10 %); this year: 20 t in 100 t (20 %).
    await addLot(page, {
      name: 'Maïs récolte passée',
      type: 'Ensilage',
      category: 'Culture principale',
      quantity: '10',
      deliveryDate: `${String(lastYear)}-09-20`,
    });
    await addLot(page, {
      name: 'Lisier année passée',
      type: 'Lisier',
      category: "Effluent d'élevage",
      quantity: '90',
      deliveryDate: `${String(lastYear)}-03-02`,
    });
    await addLot(page, { name: 'Maïs', type: 'Ensilage', category: 'Culture principale', quantity: '20' });
    await addLot(page, { name: 'Lisier', type: 'Lisier', category: "Effluent d'élevage", quantity: '80' });
    await cardOf(page, 'Maïs récolte passée')
      .getByText(`Livré le 20/09/${String(lastYear)}`)
      .waitFor();

    await page.getByRole('link', { name: 'Analyse du mélange' }).click();
    const summary = page.getByRole('region', { name: `Le mélange de ${String(year)}` });
    await summary.getByText('100 t MB', { exact: true }).waitFor();
    await page
      .getByRole('heading', { name: `Plafond des cultures principales en ${String(year)}` })
      .waitFor();
    // 20 % this year, but (10 + 20) / 2 = 15 % over the years with inputs: within the cap.
    await page
      .getByText(
        `Plafond de 15 % dépassé en ${String(year)}, mais la moyenne des trois dernières années reste sous le plafond : l'année reste conforme.`,
      )
      .waitFor();
    const years = page.getByRole('table', { name: /Part des cultures principales par année civile/ });
    expect(
      await years
        .getByRole('row')
        .filter({ hasText: String(lastYear) })
        .innerText(),
    ).toMatch(
      // No feed log kept: the year's inputs are its deliveries, and the row says so.
      new RegExp(
        `${String(lastYear)}\\s+100 t MB\\s+livrées \\(pas de journal d'alimentation\\)\\s+10${nbsp}%\\s+10${nbsp}%`,
        'u',
      ),
    );
    expect(
      await years.getByRole('row').filter({ hasText: 'Moyenne (2 années avec des intrants)' }).innerText(),
    ).toMatch(new RegExp(`15${nbsp}%\\s+15${nbsp}%`, 'u'));
    await page.getByText('C/N connu pour 1 matière sur 2', { exact: false }).waitFor();

    await page.getByRole('button', { name: `Année précédente (${String(lastYear)})` }).click();
    await page.waitForURL(new RegExp(`year=${String(lastYear)}`));
    await page.getByRole('heading', { name: `Le mélange de ${String(lastYear)}` }).waitFor();
    await summary.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: `Le mélange de ${String(lastYear)}` })
      .getByText('100 t MB', { exact: true })
      .waitFor();
    await page.getByText('Maïs récolte passée', { exact: true }).first().waitFor();
    // This year's lots are not in last year's mix.
    expect(await page.getByText('Lisier', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Maïs', { exact: true }).count()).toBe(0);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(session.problems.pageErrors).toEqual([]);
  });

  it('keeps the chosen CSV file while offline and imports it when the network is back', async () => {
    const page = session.page;
    const url = server().url;
    const folder = await mkdtemp(join(tmpdir(), 'methapilot-csv-'));
    const file = join(folder, 'livraisons.csv');
    await writeFile(
      file,
      "\uFEFFNom;Type;Catégorie;Fournisseur;Quantité (t MB);Date de livraison;Taux d'humidité (%);MO (% de la MS);BMP (Nm³ CH4/t MO);Rapport C/N;Référence (valeurs par défaut)\r\nFumier hors ligne;Fumier;Effluent d'élevage;;12;15/01/2026;;;;;\r\n",
    );
    await page.goto(`${url}/dashboard/raw-materials`);
    await page.getByRole('button', { name: 'Importer un CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importer un fichier CSV' });
    await importDialog.getByLabel('Fichier CSV').setInputFiles(file);
    await session.context.setOffline(true);
    await importDialog.getByRole('button', { name: 'Importer' }).click();
    await importDialog
      .getByText(
        "Pas de réseau : l'import a besoin du serveur. Le fichier « livraisons.csv » est gardé et sera importé dès le retour de la connexion, si cette fenêtre reste ouverte.",
      )
      .waitFor();
    expect(await importDialog.getByRole('button', { name: 'Importer' }).isDisabled()).toBe(true);
    await session.context.setOffline(false);
    await page.getByText('1 ligne importée').waitFor();
    await importDialog.waitFor({ state: 'hidden' });
    await cardOf(page, 'Fumier hors ligne').getByText('Livré le 15/01/2026').waitFor();
    expect(session.problems.pageErrors).toEqual([]);
  });
});
