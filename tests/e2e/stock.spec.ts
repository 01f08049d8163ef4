// Stock in a real browser, as a new user (issue 4, module 1): the empty state, the add page with the spec §5
// messages, "Article ajouté au stock", the low state and its gauge, the quick +/-, "Commander", editing,
// deleting with confirmation, and a CSV export imported back (and a wrong CSV refused row by row).
import { readFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

describe('stock', () => {
  it('adds, adjusts, orders, edits, exports, deletes and imports back an item', async () => {
    const page = session.page;
    await page.goto(`${server().url}/dashboard/stock`);
    await page.getByRole('heading', { name: 'Aucun article en stock' }).waitFor();

    await page.getByRole('link', { name: 'Ajouter un premier article' }).click();
    // The form opens in a dialog over the list, as every module's forms do.
    const form = page.getByRole('dialog', { name: 'Ajouter au stock' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Ajouter un article' }).click();
    await form.getByText('Le nom est requis').waitFor();
    await page.getByText('Catégorie invalide').waitFor();

    await form.getByLabel('Nom').fill('Charbon actif');
    await form.getByLabel('Catégorie').selectOption({ label: 'Chimique' });
    await form.getByLabel('Niveau actuel').fill('150,5');
    await form.getByLabel('Niveau maximal').fill('1000');
    await form.getByLabel('Unité').selectOption('kg');
    await form.getByLabel("Seuil d'alerte").fill('200');
    await form.getByRole('button', { name: 'Ajouter un article' }).click();
    await page.getByText('Article ajouté au stock').waitFor();
    await page.waitForURL(/\/dashboard\/stock$/);

    const card = page.getByRole('listitem').filter({ hasText: 'Charbon actif' });
    await card.getByText('Stock bas').waitFor();
    expect(await card.getByRole('meter').getAttribute('aria-valuetext')).toBe('150,5 sur 1\u202f000 kg');

    await card.getByRole('button', { name: 'Ajouter 10 kg à Charbon actif' }).click();
    await card.getByText('160,5 sur 1\u202f000 kg').waitFor();

    await card.getByRole('button', { name: 'Commander Charbon actif' }).click();
    await page.getByText('Besoin de réapprovisionnement enregistré : 839,5 kg de Charbon actif').waitFor();
    await card.getByText('Commande à passer').waitFor();

    await card.getByRole('button', { name: 'Modifier Charbon actif' }).click();
    const dialog = page.getByRole('dialog', { name: "Modifier l'article" });
    await dialog.getByLabel('Nom').fill('Charbon actif végétal');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Article mis à jour').first().waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Charbon actif végétal' }).waitFor();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.csv$/);
    const exportedPath = await download.path();
    const exported = await readFile(exportedPath);
    expect(exported.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(exported.toString('utf8')).toContain('Charbon actif végétal;Chimique;160,5;1000;kg;200');

    await page.getByRole('button', { name: 'Supprimer Charbon actif végétal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer « Charbon actif végétal » ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Article supprimé').waitFor();
    await page.getByRole('heading', { name: 'Aucun article en stock' }).waitFor();

    await page.getByRole('button', { name: 'Importer un CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importer un fichier CSV' });
    await importDialog.getByLabel('Fichier CSV').setInputFiles({
      name: 'faux.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        "\uFEFFNom;Catégorie;Niveau actuel;Niveau maximal;Unité;Seuil d'alerte\r\nSoude;Chimique;douze;100;kg;5\r\n",
      ),
    });
    await importDialog.getByRole('button', { name: 'Importer' }).click();
    await importDialog.getByText("Import refusé : 1 ligne(s) en erreur. Rien n'a été importé.").waitFor();
    const errorRow = importDialog.getByRole('row').filter({ hasText: 'Niveau actuel' });
    expect(await errorRow.innerText()).toMatch(/2\s+Niveau actuel\s+Nombre invalide \(exemple : 12,5\)\./);

    await importDialog.getByLabel('Fichier CSV').setInputFiles(exportedPath);
    await importDialog.getByRole('button', { name: 'Importer' }).click();
    await page.getByText('1 ligne importée').waitFor();
    const restored = page.getByRole('listitem').filter({ hasText: 'Charbon actif végétal' });
    await restored.getByText('160,5 sur 1\u202f000 kg').waitFor();
  });
});
