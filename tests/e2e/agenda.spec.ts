// Agenda in a real browser, as a new user: the empty state, the add page with the spec §5 message, a critical
// task due today with a reminder tomorrow at 08:00, the list, month and week views, completing and reopening,
// editing, deleting with confirmation, and a CSV export imported back; the calendar views on a 360 px phone.
import { readFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoWeekNumber, todayIn } from '../../src/shared/domain/calendar.js';
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

describe('agenda', () => {
  it('adds a task, shows it in the three views, completes, reopens, edits, deletes and imports it back', async () => {
    const page = session.page;
    // The browser context runs in Paris (tests/fixtures/browser.ts).
    const today = todayIn('Europe/Paris', new Date());
    const tomorrow = addDays(today, 1);
    const title = 'Contrôle FOS/TAC digesteur';
    const renamed = 'Contrôle FOS/TAC digesteur 2';

    await page.goto(`${server().url}/dashboard/agenda?view=list`);
    await page.getByRole('heading', { name: 'Aucune tâche pour le moment' }).waitFor();

    await page.getByRole('link', { name: 'Ajouter une première tâche' }).click();
    // The form opens in a dialog over the agenda, as every module's forms do.
    const form = page.getByRole('dialog', { name: 'Nouvelle tâche' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Ajouter une tâche' }).click();
    await form.getByText('Le titre de la tâche est requis.').waitFor();
    expect(await form.getByLabel('Titre').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Titre').fill(title);
    await form.getByLabel('Description').fill('Prélèvement en sortie de digesteur');
    await form.getByLabel('Priorité').selectOption({ label: 'Critique' });
    await form.getByLabel('Catégorie').selectOption({ label: 'Maintenance' });
    await form.getByLabel('Échéance').fill(today);
    await form.getByLabel('Rappel').fill(`${tomorrow}T08:00`);
    await form.getByRole('button', { name: 'Ajouter une tâche' }).click();
    await page.getByText('Tâche ajoutée').waitFor();
    await page.waitForURL(/\/dashboard\/agenda$/);

    // List view (the last view chosen).
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByText('Critique').waitFor();
    await card.getByText('Maintenance').waitFor();
    expect(await card.getByText(/^Rappel le /).innerText()).toContain('08:00');

    // Month view: the task on today's cell.
    await page.getByRole('tab', { name: 'Mois' }).click();
    await page.waitForURL(/view=month/);
    const todayCell = page.locator('td[aria-current="date"]');
    await todayCell.getByText(title).waitFor();
    await page.getByRole('heading', { name: /^Tâches du / }).waitFor();
    await page.getByRole('button', { name: `Terminer « ${title} »` }).waitFor();

    // Week view: the task on today's day, the ISO week number shown.
    await page.getByRole('tab', { name: 'Semaine' }).click();
    await page.getByRole('heading', { name: `Semaine ${String(isoWeekNumber(today))}` }).waitFor();
    await page.locator('li[aria-current="date"]').getByText(title).waitFor();

    // Phones: no horizontal scroll; the month shows dots with the count.
    await page.setViewportSize({ width: 360, height: 740 });
    const scrollsSideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(await scrollsSideways()).toBe(false);
    await page.getByRole('tab', { name: 'Mois' }).click();
    await todayCell.getByText('1 tâche').waitFor({ state: 'attached' });
    expect(await scrollsSideways()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Complete, then reopen, from the list.
    await page.getByRole('tab', { name: 'Liste' }).click();
    await card.getByRole('button', { name: `Terminer « ${title} »` }).click();
    await page.getByText('Tâche terminée').waitFor();
    await card.getByRole('button', { name: `Rouvrir « ${title} »` }).waitFor();
    await card.getByText(/^Terminée le /).waitFor();
    expect(
      await card
        .getByRole('heading', { name: title })
        .evaluate((node) => getComputedStyle(node).textDecorationLine),
    ).toBe('line-through');
    await card.getByRole('button', { name: `Rouvrir « ${title} »` }).click();
    await page.getByText('Tâche remise à faire').waitFor();
    await card.getByRole('button', { name: `Terminer « ${title} »` }).waitFor();

    // Edit the title.
    await card.getByRole('button', { name: `Modifier « ${title} »` }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la tâche' });
    expect(await dialog.getByLabel('Rappel').inputValue()).toBe(`${tomorrow}T08:00`);
    await dialog.getByLabel('Titre').fill(renamed);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Tâche mise à jour').first().waitFor();
    const renamedCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: renamed }) });
    await renamedCard.getByText(/^Rappel le /).waitFor();

    // CSV export.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^agenda-\d{4}-\d{2}-\d{2}\.csv$/);
    const exportedPath = await download.path();
    const exported = (await readFile(exportedPath)).toString('utf8');
    expect(exported).toContain(renamed);
    expect(exported).toContain(today);

    // Delete with confirmation.
    await renamedCard.getByRole('button', { name: `Supprimer « ${renamed} »` }).click();
    const confirm = page.getByRole('dialog', { name: `Supprimer « ${renamed} » ?` });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Tâche supprimée').waitFor();
    await page.getByRole('heading', { name: 'Aucune tâche pour le moment' }).waitFor();

    // Import the export back: the task returns (pending, without its reminder: the CSV holds none).
    await page.getByRole('button', { name: 'Importer un CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importer un fichier CSV' });
    await importDialog.getByLabel('Fichier CSV').setInputFiles(exportedPath);
    await importDialog.getByRole('button', { name: 'Importer' }).click();
    await page.getByText('1 ligne importée').waitFor();
    const restored = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: renamed }) });
    await restored.getByText('Critique').waitFor();
    await restored.getByRole('button', { name: `Terminer « ${renamed} »` }).waitFor();
  });
});
