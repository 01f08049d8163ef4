// Team in a real browser, as a new user (issue 4, team module): the empty states of both tabs, adding a member
// with the spec §5 e-mail message first, a second member with a phone to call, a sick leave over three days
// shown on each of them in the month grid (and in the day's list on a phone), an on-call duty of the whole team
// refused while its end is before its start, editing a role, deleting an event and a member (their events go
// with them), and a CSV export of the members imported back.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, monthKey, todayIn } from '../../src/shared/domain/calendar.js';
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

/** "samedi 21 novembre", as the month grid names a day's button ("Voir le samedi 21 novembre"). */
function dayName(date: string): string {
  return new Intl.DateTimeFormat('fr', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The month grid's cell of a day (its month shown first: the neighbour month's days may not be in the grid). */
async function dayCell(page: Page, date: string, shownMonth: { value: string }) {
  while (shownMonth.value !== monthKey(date)) {
    const isLater = monthKey(date) > shownMonth.value;
    await page.getByRole('button', { name: isLater ? 'Mois suivant' : 'Mois précédent' }).click();
    shownMonth.value = monthKey(addDays(`${shownMonth.value}-15`, isLater ? 31 : -31));
  }
  const button = page.getByRole('button', { name: `Voir le ${dayName(date)}`, exact: true });
  return page.getByRole('cell').filter({ has: button });
}

describe('team', () => {
  it('adds members, books a leave and an on-call duty, edits, deletes and imports back', async () => {
    const page = session.page;
    // The browser lives in Europe/Paris (fixtures/browser.ts): its "today" is the calendar's.
    const today = todayIn('Europe/Paris', new Date());
    const yesterday = addDays(today, -1);
    const tomorrow = addDays(today, 1);

    await page.goto(`${server().url}/dashboard/team`);
    await page.getByRole('heading', { name: "Aucun membre dans l'équipe" }).waitFor();
    await page.getByRole('tab', { name: 'Planning' }).click();
    await page.getByRole('heading', { name: 'Aucun événement au planning' }).waitFor();
    expect(page.url()).toContain('tab=calendar');
    await page.getByRole('tab', { name: 'Membres' }).click();

    // A member, refused first for the e-mail (spec §5), then added.
    await page.getByRole('button', { name: 'Ajouter un premier membre' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter un membre' });
    await dialog.getByLabel('Nom').fill('Alice Martin');
    await dialog.getByLabel('E-mail').fill('alice.ferme.fr');
    await dialog.getByLabel('Rôle').selectOption({ label: 'Technicien' });
    await dialog.getByRole('button', { name: 'Ajouter un membre' }).click();
    await dialog.getByText("Format d'email invalide").waitFor();
    await dialog.getByLabel('E-mail').fill('alice@ferme.fr');
    await dialog.getByRole('button', { name: 'Ajouter un membre' }).click();
    await page.getByText("Membre ajouté à l'équipe").first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const alice = page.getByRole('listitem').filter({ hasText: 'Alice Martin' });
    await alice.getByText('Technicien', { exact: true }).waitFor();
    expect(await alice.getByRole('link', { name: 'alice@ferme.fr' }).getAttribute('href')).toBe(
      'mailto:alice@ferme.fr',
    );

    // A second one, with a phone to call from the field and admin rights.
    await page.getByRole('button', { name: 'Ajouter un membre' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter un membre' });
    await dialog.getByLabel('Nom').fill('Bruno Petit');
    await dialog.getByLabel('Téléphone').fill('06 12 34 56 78');
    await dialog.getByLabel("Droits d'administration").check();
    await dialog.getByRole('button', { name: 'Ajouter un membre' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const bruno = page.getByRole('listitem').filter({ hasText: 'Bruno Petit' });
    await bruno.getByText('Opérateur', { exact: true }).waitFor();
    await bruno.getByText('Admin', { exact: true }).waitFor();
    await bruno.getByText("Pas d'e-mail").waitFor();
    expect(await bruno.getByRole('link', { name: '06 12 34 56 78' }).getAttribute('href')).toBe(
      'tel:0612345678',
    );

    // Alice's sick leave, from yesterday to tomorrow: on each of the three days of the grid.
    await page.getByRole('tab', { name: 'Planning' }).click();
    await page.getByRole('button', { name: 'Demander un congé' }).click();
    dialog = page.getByRole('dialog', { name: 'Demande de congé' });
    await dialog.getByRole('button', { name: 'Demander un congé' }).click();
    await dialog.getByText('Choisissez le membre en congé').waitFor();
    await dialog.getByText('Choisissez le type de congé : congés payés, maladie ou sans solde').waitFor();
    await dialog.getByLabel('Membre').selectOption({ label: 'Alice Martin' });
    await dialog.getByLabel('Date de début').fill(yesterday);
    await dialog.getByLabel('Date de fin').fill(tomorrow);
    await dialog.getByLabel('Type de congé').selectOption({ label: 'Maladie' });
    await dialog.getByLabel('Commentaire').fill('Arrêt de travail reçu');
    await dialog.getByRole('button', { name: 'Demander un congé' }).click();
    await page.getByText('Congé enregistré au planning').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const shownMonth = { value: monthKey(today) };
    for (const date of [yesterday, today, tomorrow]) {
      const cell = await dayCell(page, date, shownMonth);
      await cell.getByText('Alice Martin').waitFor();
      await cell.getByText('Maladie').waitFor();
    }
    for (const date of [addDays(yesterday, -1), addDays(tomorrow, 1)]) {
      const cell = await dayCell(page, date, shownMonth);
      expect(await cell.getByText('Alice Martin').count()).toBe(0);
    }
    await page.getByRole('button', { name: "Aujourd'hui" }).click();

    // On a phone: no sideways scrolling, dots in the grid and the chosen day's events in full under it.
    await page.setViewportSize({ width: 360, height: 740 });
    // The day is tapped, whatever its column: the shell's tools stay off the calendar (its Sunday column too).
    await page.getByRole('button', { name: `Voir le ${dayName(today)}`, exact: true }).click();
    const dayList = page.getByRole('list', { name: `Événements du ${dayName(today)}` });
    await dayList.getByRole('heading', { name: 'Alice Martin' }).waitFor();
    await dayList.getByText('Arrêt de travail reçu').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });

    // An on-call duty of the whole team, refused while it ends before it starts.
    await page.getByRole('button', { name: 'Ajouter un événement' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter un événement' });
    await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Astreinte' });
    await dialog.getByLabel('Date de début').fill(today);
    await dialog.getByLabel('Date de fin').fill(yesterday);
    await dialog.getByRole('button', { name: 'Ajouter un événement' }).click();
    await dialog.getByText('La date de fin doit être après la date de début').waitFor();
    await dialog.getByLabel('Date de fin').fill(today);
    await dialog.getByLabel('Heure de début').fill('18:00');
    await dialog.getByLabel('Heure de fin').fill('23:00');
    await dialog.getByRole('button', { name: 'Ajouter un événement' }).click();
    await page.getByText('Événement ajouté au planning').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const todayCell = await dayCell(page, today, { value: monthKey(today) });
    await todayCell.getByText("Toute l'équipe").waitFor();
    await todayCell.getByText('Alice Martin').waitFor();
    const monthList = page.getByRole('list', { name: /^Événements du mois/ });
    await monthList.getByText('18:00 – 23:00').waitFor();

    // Alice becomes an engineer.
    await page.getByRole('tab', { name: 'Membres' }).click();
    await alice.getByRole('button', { name: 'Modifier Alice Martin' }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier le membre' });
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('alice@ferme.fr');
    await dialog.getByLabel('Rôle').selectOption({ label: 'Ingénieur' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Membre mis à jour').first().waitFor();
    await alice.getByText('Ingénieur', { exact: true }).waitFor();

    // The on-call duty deleted, after its confirmation.
    await page.getByRole('tab', { name: 'Planning' }).click();
    await monthList.getByRole('button', { name: "Supprimer Astreinte – Toute l'équipe" }).click();
    let confirm = page.getByRole('dialog', { name: "Supprimer « Astreinte – Toute l'équipe » ?" });
    await confirm.getByText('Il disparaîtra du planning. Cette suppression est définitive.').waitFor();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Événement supprimé').first().waitFor();
    await confirm.waitFor({ state: 'hidden' });
    expect(await todayCell.getByText("Toute l'équipe").count()).toBe(0);
    await todayCell.getByText('Alice Martin').waitFor();

    // Alice deleted: the dialog says her leave goes too, and the calendar is empty again.
    await page.getByRole('tab', { name: 'Membres' }).click();
    await alice.getByRole('button', { name: 'Supprimer Alice Martin' }).click();
    confirm = page.getByRole('dialog', { name: 'Supprimer « Alice Martin » ?' });
    await confirm
      .getByText(
        'Ses événements (congés, astreintes…) seront aussi supprimés. Cette suppression est définitive.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Membre supprimé, ainsi que ses événements').first().waitFor();
    await alice.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Planning' }).click();
    await page.getByRole('heading', { name: 'Aucun événement au planning' }).waitFor();

    // The members exported, Bruno deleted, the file imported back.
    await page.getByRole('tab', { name: 'Membres' }).click();
    await bruno.waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^equipe-\d{4}-\d{2}-\d{2}\.csv$/);
    const exportedPath = await download.path();
    const exported = (await readFile(exportedPath)).toString('utf8');
    expect(exported).toContain("Nom;E-mail;Rôle;Droits d'administration;Téléphone");
    expect(exported).toContain('Bruno Petit;;Opérateur;oui;0612345678');

    await bruno.getByRole('button', { name: 'Supprimer Bruno Petit' }).click();
    confirm = page.getByRole('dialog', { name: 'Supprimer « Bruno Petit » ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('heading', { name: "Aucun membre dans l'équipe" }).waitFor();

    await page.getByRole('button', { name: 'Importer un CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importer un fichier CSV' });
    await importDialog.getByLabel('Fichier CSV').setInputFiles(exportedPath);
    await importDialog.getByRole('button', { name: 'Importer' }).click();
    await page.getByText('1 ligne importée').waitFor();
    await bruno.getByText('Admin', { exact: true }).waitFor();
    expect(await bruno.getByRole('link', { name: '06 12 34 56 78' }).getAttribute('href')).toBe(
      'tel:0612345678',
    );
  });
});
