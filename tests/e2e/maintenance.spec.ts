// Maintenance in a real browser (issue 4): the starter plan offered on first use and created with the CHP
// engine's meter, the add page with the spec §5 duration messages, an overdue monthly task highlighted and then
// completed (rescheduled a month after today), a running-hours task following its equipment's hour meter
// (a backwards reading refused, completion resets the hours), editing the priority, deleting with
// confirmation, filters, and a CSV export imported on a second account; the list on a 360 px phone.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../src/shared/domain/calendar.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';
import { parisBusinessToday } from '../fixtures/plant-days.js';

const server = useBuiltServer();
const session = usePage();
const accounts: BrowserAccount[] = [];
/** The first account's export, imported by the second. */
let exported: { buffer: Buffer; rows: number } | undefined;

beforeAll(async () => {
  accounts.push(
    await signUpThroughApi(server().url),
    await signUpThroughApi(server().url),
    await signUpThroughApi(server().url),
  );
});

async function signIn(index: number) {
  const account = accounts[index];
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
}

/** "10 juin 2026": a calendar date as the page writes it. */
function frenchDate(date: string): string {
  return new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

describe('maintenance', () => {
  it('creates the starter plan, then adds, completes, meters, edits, deletes and exports tasks', async () => {
    await signIn(0);
    const page = session.page;
    // The plant's day: the server counts in the user's time zone (Europe/Paris by default).
    const today = parisBusinessToday();
    await page.goto(`${server().url}/dashboard/maintenance`);

    // First use: the starter plan, its sources and defaults to check, and a plain "add" link.
    await page.getByRole('heading', { name: 'Démarrer avec un plan de maintenance type' }).waitFor();
    const offer = page.getByRole('list', { name: 'Tâches du plan type' });
    const oilChange = offer.getByRole('listitem').filter({ hasText: "Vidange de l'huile moteur" });
    await oilChange.getByText('Toutes les 700 h').waitFor();
    await oilChange.getByText('Source : action-agricole-picarde.com').waitFor();
    const reliefValves = offer.getByRole('listitem').filter({ hasText: 'Soupapes de sécurité' });
    await reliefValves.getByText('Réglementaire').waitFor();
    await reliefValves.getByText('À vérifier').waitFor();
    await page.getByRole('link', { name: 'Ajouter une première tâche' }).waitFor();

    await page.getByLabel('Heures de marche actuelles du moteur de cogénération').fill('1200');
    await page.getByRole('button', { name: 'Créer ce plan' }).click();
    const planToast = page.getByText(/^\d+ tâches ajoutées à votre plan de maintenance$/);
    await planToast.waitFor();
    const created = Number(/^\d+/.exec(await planToast.innerText())?.[0]);
    expect(created).toBeGreaterThan(5);
    await page.getByText(`${String(created)} éléments`).waitFor();
    const tasks = page.getByRole('list', { name: 'Tâches de maintenance' });
    expect(await tasks.getByRole('listitem').count()).toBe(created);
    await tasks
      .getByRole('listitem')
      .filter({ hasText: "Vidange de l'huile moteur" })
      .getByText('700 h restantes')
      .waitFor();
    const meters = page.getByRole('list', { name: 'Compteurs horaires' });
    await meters
      .getByRole('listitem')
      .filter({ hasText: 'Moteur de cogénération' })
      .getByText('1\u202f200 h')
      .waitFor();

    // The add page: the §5 duration messages first, then an overdue monthly task.
    await page.getByRole('link', { name: 'Ajouter une tâche' }).click();
    // The form opens in a dialog over the plan, as every module's forms do.
    const form = page.getByRole('dialog', { name: 'Nouvelle tâche de maintenance' });
    await form.waitFor();
    await form.getByLabel('Équipement').fill('Pompe de recirculation');
    await form.getByLabel('Titre').fill('Graissage des paliers');
    await form.getByLabel('Durée estimée (minutes)').fill('10');
    await form.getByRole('button', { name: 'Ajouter une tâche' }).click();
    await page.getByText('Durée minimale: 15 minutes').waitFor();
    await page.getByText('La date prévue est requise').waitFor();
    await form.getByLabel('Durée estimée (minutes)').fill('600');
    await form.getByRole('button', { name: 'Ajouter une tâche' }).click();
    await page.getByText('Durée maximale: 8 heures').waitFor();
    await form.getByLabel('Durée estimée (minutes)').fill('45');
    await form.getByLabel('Priorité').selectOption({ label: 'Haute' });
    await form.getByLabel('Fréquence').selectOption({ label: 'Mensuelle' });
    await form.getByLabel('Date prévue').fill(addDays(today, -10));
    await form.getByRole('button', { name: 'Ajouter une tâche' }).click();
    await page.getByText('Tâche de maintenance ajoutée').waitFor();
    await page.waitForURL(/\/dashboard\/maintenance$/);

    const greasing = tasks.getByRole('listitem').filter({ hasText: 'Graissage des paliers' });
    await greasing.getByText('En retard', { exact: true }).waitFor();
    await greasing.getByText('En retard de 10 jours').waitFor();
    await greasing.getByText('Durée : 45 min').waitFor();
    expect(await greasing.locator('> div').getAttribute('class')).toContain('bg-red-50');

    // "Fait": done today, the next one a month later.
    await greasing.getByRole('button', { name: 'Fait : Graissage des paliers' }).click();
    const completeDialog = page.getByRole('dialog', { name: 'Intervention réalisée' });
    // Shown day first, as French writes it, whatever the browser's language.
    expect(await completeDialog.getByLabel('Date de réalisation').inputValue()).toBe(
      today.split('-').reverse().join('/'),
    );
    await completeDialog.getByRole('button', { name: "Enregistrer l'intervention" }).click();
    const nextDate = frenchDate(addMonths(today, 1));
    await page.getByText(`Intervention enregistrée : prochaine échéance le ${nextDate}`).waitFor();
    await greasing.getByText(`Prévue le ${nextDate}`).waitFor();
    expect(await greasing.getByText('En retard', { exact: true }).count()).toBe(0);
    expect(await greasing.locator('> div').getAttribute('class')).not.toContain('bg-red-50');

    // A task on running hours, its equipment's meter, a refused backwards reading, and the reset on completion.
    await page.getByRole('link', { name: 'Ajouter une tâche' }).click();
    await form.waitFor();
    await form.getByLabel('Équipement').fill('Agitateur');
    await form.getByLabel('Titre').fill('Vidange du réducteur');
    await form.getByLabel('Fréquence').selectOption({ label: 'Aux heures de marche' });
    await form.getByLabel('Intervalle (heures de marche)').fill('500');
    await form.getByRole('button', { name: 'Ajouter une tâche' }).click();
    await page.getByText('Tâche de maintenance ajoutée').first().waitFor();
    const gearbox = tasks.getByRole('listitem').filter({ hasText: 'Vidange du réducteur' });
    await gearbox.getByText('Toutes les 500 h').waitFor();
    await gearbox.getByText(/^Aucun relevé du compteur/).waitFor();

    await page.getByRole('button', { name: 'Relever le compteur', exact: true }).click();
    const meterDialog = page.getByRole('dialog', { name: 'Relever un compteur' });
    await meterDialog.getByLabel('Équipement').fill('Agitateur');
    await meterDialog.getByLabel('Heures de marche').fill('620');
    await meterDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Relevé du compteur enregistré').waitFor();
    await gearbox.getByText('Dépassée de 120 h').waitFor();
    await gearbox.getByText('En retard', { exact: true }).waitFor();

    await meters.getByRole('button', { name: 'Relever le compteur de Agitateur' }).click();
    await meterDialog.getByLabel('Heures de marche').fill('100');
    await meterDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await meterDialog.getByText(/^Le compteur ne peut pas reculer \(dernier relevé : 620 h\)/).waitFor();
    await meterDialog.getByRole('button', { name: 'Annuler' }).click();

    await gearbox.getByRole('button', { name: 'Fait : Vidange du réducteur' }).click();
    expect(await completeDialog.getByLabel("Compteur au moment de l'intervention (h)").inputValue()).toBe(
      '620',
    );
    await completeDialog.getByRole('button', { name: "Enregistrer l'intervention" }).click();
    await page.getByText('Intervention enregistrée', { exact: true }).waitFor();
    await gearbox.getByText('500 h restantes').waitFor();
    expect(await gearbox.getByText('En retard', { exact: true }).count()).toBe(0);

    // Edit the priority in the dialog.
    await greasing.getByRole('button', { name: 'Modifier Graissage des paliers' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Modifier la tâche' });
    await editDialog.getByLabel('Priorité').selectOption({ label: 'Critique' });
    await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Tâche de maintenance mise à jour').waitFor();
    await greasing.getByText('Critique').waitFor();

    // Filters: the running-hours tasks only, then all again.
    await page.getByLabel('Fréquence').selectOption({ label: 'Aux heures de marche' });
    await page.getByText('3 éléments').waitFor();
    await page.getByLabel('Fréquence').selectOption({ label: 'Tous' });
    await page.getByText(`${String(created + 2)} éléments`).waitFor();

    // Delete with confirmation.
    await greasing.getByRole('button', { name: 'Supprimer Graissage des paliers' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer « Graissage des paliers » ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Tâche de maintenance supprimée').waitFor();
    await page.getByText(`${String(created + 1)} éléments`).waitFor();
    expect(await greasing.count()).toBe(0);

    // Export: every task of the plan.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^maintenance-\d{4}-\d{2}-\d{2}\.csv$/);
    const buffer = await readFile(await download.path());
    expect(buffer.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = buffer.toString('utf8');
    expect(text).toContain('Agitateur;Vidange du réducteur;Aux heures de marche;500;');
    expect(text.trim().split('\r\n')).toHaveLength(created + 2);
    exported = { buffer, rows: created + 1 };
  });

  it('imports the export on another account, and fits a 360 px phone', async () => {
    if (!exported) throw new Error('the first test did not export');
    await signIn(1);
    const page = session.page;
    await page.goto(`${server().url}/dashboard/maintenance`);
    await page.getByRole('heading', { name: 'Démarrer avec un plan de maintenance type' }).waitFor();

    await page.getByRole('button', { name: 'Importer un CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importer un fichier CSV' });
    await importDialog.getByLabel('Fichier CSV').setInputFiles({
      name: 'maintenance.csv',
      mimeType: 'text/csv',
      buffer: exported.buffer,
    });
    await importDialog.getByRole('button', { name: 'Importer' }).click();
    await page.getByText(`${String(exported.rows)} lignes importées`).waitFor();
    await page.getByText(`${String(exported.rows)} éléments`).waitFor();
    expect(
      await page.getByRole('heading', { name: 'Démarrer avec un plan de maintenance type' }).count(),
    ).toBe(0);
    const gearbox = page
      .getByRole('list', { name: 'Tâches de maintenance' })
      .getByRole('listitem')
      .filter({ hasText: 'Vidange du réducteur' });
    await gearbox.getByText('Toutes les 500 h').waitFor();

    await page.setViewportSize({ width: 360, height: 740 });
    await gearbox.getByRole('button', { name: 'Fait : Vidange du réducteur' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('starts the plan from the last dates, lists it soonest first, and logs who did a service (390 px)', async () => {
    await signIn(2);
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    const today = parisBusinessToday();
    await page.goto(`${server().url}/dashboard/maintenance`);
    await page.getByRole('heading', { name: 'Démarrer avec un plan de maintenance type' }).waitFor();

    // The plan asks when each dated task was last done: the gas storage check 8 months ago (every 6 months).
    const offer = page.getByRole('list', { name: 'Tâches du plan type' });
    const gasStorage = offer.getByRole('listitem').filter({ hasText: 'Stockage de biogaz' });
    const lastCheck = addMonths(today, -8);
    await gasStorage.getByLabel('Dernière réalisation').fill(lastCheck);
    await offer
      .getByRole('listitem')
      .filter({ hasText: 'Inspection complète du digesteur' })
      .getByText('Laissée vide : première échéance dans un mois au plus, pour la planifier.')
      .waitFor();
    await page.getByRole('button', { name: 'Créer ce plan' }).click();
    await page.getByText(/^\d+ tâches ajoutées à votre plan de maintenance$/).waitFor();

    // Soonest due first by default: the overdue check leads; nothing left "Dans 2922 jours".
    const tasks = page.getByRole('list', { name: 'Tâches de maintenance' });
    const first = tasks.getByRole('listitem').first();
    await first.getByText(/^Contrôle d'étanchéité/).waitFor();
    await first.getByText('En retard', { exact: true }).waitFor();
    const digester = tasks.getByRole('listitem').filter({ hasText: 'Inspection complète du digesteur' });
    await digester.getByText(`Prévue le ${frenchDate(addMonths(today, 1))}`).waitFor();
    expect(await tasks.getByText(/Dans \d{3,} jours|Dans \d+\s\d{3} jours/).count()).toBe(0);

    // A member of the team (team module) is offered as who did it.
    const memberStatus = await page.evaluate(async () => {
      const response = await fetch('/api/team-members', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Paul Girard', role: 'technician' }),
      });
      return response.status;
    });
    expect(memberStatus).toBe(201);

    // "Fait" with who did it (the user by default, here a contractor) and the remarks for the log.
    await first.getByRole('button', { name: /^Fait : Contrôle d'étanchéité/ }).click();
    const completeDialog = page.getByRole('dialog', { name: 'Intervention réalisée' });
    const performer = completeDialog.getByLabel('Réalisée par');
    expect(await performer.inputValue()).toBe('Camille Martin');
    await completeDialog.locator('datalist option[value="Paul Girard"]').waitFor({ state: 'attached' });
    await performer.fill('Julie Roux (Biogaz Services)');
    await completeDialog
      .getByLabel('Observations')
      .fill('Joints des hublots remplacés, ancrages sans corrosion.');
    await completeDialog.getByRole('button', { name: "Enregistrer l'intervention" }).click();
    const nextCheck = addMonths(today, 6);
    await page
      .getByText(`Intervention enregistrée : prochaine échéance le ${frenchDate(nextCheck)}`)
      .waitFor();

    // The log of the task, read back: the day, who, the remarks, how late against the date it was due.
    const checked = tasks.getByRole('listitem').filter({ hasText: "Contrôle d'étanchéité" });
    await checked
      .getByRole('button', { name: /^Registre des interventions : Contrôle d'étanchéité/ })
      .click();
    const logDialog = page.getByRole('dialog', { name: 'Registre des interventions' });
    const entry = logDialog
      .getByRole('list', { name: 'Interventions, la plus récente en premier' })
      .getByRole('listitem');
    await entry.getByText(`Réalisée le ${frenchDate(today)}`).waitFor();
    await entry.getByText('par Julie Roux (Biogaz Services)').waitFor();
    await entry.getByText('Joints des hublots remplacés, ancrages sans corrosion.').waitFor();
    const dueDate = addMonths(lastCheck, 6);
    await entry
      .getByText(new RegExp(`^En retard de \\d+ jours \\(prévue le ${frenchDate(dueDate)}\\)$`))
      .waitFor();
    await entry.getByText(`Prochaine échéance fixée au ${frenchDate(nextCheck)}`).waitFor();
    expect(await entry.count()).toBe(1);
    await page.screenshot({ path: 'test-results/maintenance-log-390.png' });
    await logDialog.getByRole('button', { name: 'Fermer' }).click();
    await logDialog.waitFor({ state: 'hidden' });

    // The whole register, for the inspection: one CSV of every service.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le registre (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^registre-maintenance-\d{4}-\d{2}-\d{2}\.csv$/);
    const register = (await readFile(await download.path())).toString('utf8').trim().split('\r\n');
    expect(register).toHaveLength(2);
    expect(register[1]).toContain(`${today};Stockage de biogaz (gazomètre);`);
    expect(register[1]).toContain(
      `;oui;Semestrielle;Julie Roux (Biogaz Services);Joints des hublots remplacés, ancrages sans corrosion.;;${dueDate};${nextCheck}`,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
