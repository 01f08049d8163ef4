// Daily task drawer in a real browser, as a new user (spec §2, §4): the "Jour" tab's badge, the 8 tasks in
// order, ticking and unticking with XP, a deep link that completes its task with "Tâche validée", the
// deliveries note saved on blur, the drawer's open state and the ticks kept after a reload, and the daily recap
// completed by visiting the dashboard.
import type { Page, Response } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessDate } from '../../src/shared/domain/business-date.js';
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

const expectedLabels = [
  "Consulter l'agenda du jour",
  'Vérifier les niveaux de stock',
  'Lire le récapitulatif du jour',
  'Traiter les alertes en cours',
  'Faire la ronde visuelle (digesteur, pompes, cogénération)',
  "Confirmer les livraisons d'intrants",
  "Nettoyer le site (aire d'ensilage, quais)",
  'Vérifier que la ration chargée suffit',
];

const tab = (page: Page) => page.getByRole('button', { name: 'Jour', exact: true });
const drawer = (page: Page) => page.getByRole('region', { name: 'Tâches du jour' });
const badgeText = (page: Page) => tab(page).locator('[aria-hidden="true"]').innerText();
/** The tab is hidden while the drawer is open: close it to read the badge, then open it again. */
async function badgeWithDrawerClosed(page: Page): Promise<string> {
  await drawer(page).getByRole('button', { name: 'Fermer les tâches du jour' }).click();
  const text = await badgeText(page);
  await tab(page).click();
  await drawer(page).waitFor();
  return text;
}
const taskList = (page: Page) => drawer(page).getByRole('list', { name: 'Liste des tâches du jour' });
const checkbox = (page: Page, label: string) =>
  drawer(page).getByRole('checkbox', { name: label, exact: true });
/**
 * The offline layer's request carrying a write of the task (`code`, its status or notes): every checklist write
 * goes through POST /api/offline/actions.
 */
const isWriteOf = (code: string, kind: 'status' | 'notes') => (response: Response) => {
  if (!response.url().endsWith('/api/offline/actions') || response.request().method() !== 'POST')
    return false;
  const body = response.request().postDataJSON() as { actions: { recordId: string; data: object }[] };
  return body.actions.some((action) => action.recordId === code && kind in action.data);
};

/** The server's answer to the write (the action's own status inside the batch's answer). */
async function writeStatus(response: Response): Promise<number> {
  const body = (await response.json()) as { results: { status: number }[] };
  return body.results[0]?.status ?? response.status();
}

function expectNoPageProblem(what: string): void {
  expect(session.problems.consoleErrors, `console errors ${what}`).toEqual([]);
  expect(session.problems.pageErrors, `page errors ${what}`).toEqual([]);
}

describe('daily tasks drawer', () => {
  it('ticks, unticks, follows a deep link, keeps a note and the open state, and completes the recap', async () => {
    const { page } = session;
    // The browser and the server's default both use Paris with a 05:00 reset (spec §9).
    const today = businessDate(new Date(), 'Europe/Paris', '05:00');
    await page.goto(`${server().url}/dashboard/agenda`);
    await page.locator('main h1').first().waitFor();

    // The badge counts the 8 tasks of a new user; the tab keeps its name "Jour".
    await expect.poll(() => badgeText(page)).toBe('8');
    await tab(page).click();
    await expect.poll(() => drawer(page).isVisible()).toBe(true);
    await taskList(page).waitFor();
    const checkboxLabels = await taskList(page)
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent.trim() ?? ''),
      );
    expect(checkboxLabels).toEqual(expectedLabels);
    expect(await drawer(page).getByRole('checkbox').count()).toBe(8);
    const dateHeading = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    await drawer(page).getByRole('heading', { name: dateHeading }).waitFor();
    await drawer(page).getByText('0 XP', { exact: true }).waitFor();
    await drawer(page).getByText('Niveau 1', { exact: true }).waitFor();

    // Tick: badge 7, 10 XP (saved on the server); untick: back to 0 XP.
    const agendaTask = checkbox(page, "Consulter l'agenda du jour");
    const ticked = page.waitForResponse(isWriteOf('agenda_today', 'status'));
    await agendaTask.check();
    expect(await writeStatus(await ticked)).toBe(200);
    await drawer(page).getByText('10 XP', { exact: true }).waitFor();
    await drawer(page).getByText('1 sur 8 faites').waitFor();
    expect(await badgeWithDrawerClosed(page)).toBe('7');
    await drawer(page).getByText('Série : 1 jour').waitFor();
    const unticked = page.waitForResponse(isWriteOf('agenda_today', 'status'));
    await agendaTask.uncheck();
    expect(await writeStatus(await unticked)).toBe(200);
    await drawer(page).getByText('0 XP', { exact: true }).waitFor();
    expect(await badgeWithDrawerClosed(page)).toBe('8');

    // The stock task's link: on the stock page, "Tâche validée", the task Done.
    const linked = page.waitForResponse(isWriteOf('stock_check', 'status'));
    await drawer(page).getByRole('link', { name: 'Ouvrir : Vérifier les niveaux de stock' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/stock');
    await page.getByText('Tâche validée').waitFor();
    expect(await writeStatus(await linked)).toBe(200);
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => checkbox(page, 'Vérifier les niveaux de stock').isChecked()).toBe(true);
    await drawer(page).getByText('10 XP', { exact: true }).waitFor();

    // The deliveries note is saved when the field loses focus.
    const note = drawer(page).getByLabel('Note sur les livraisons');
    await note.fill('Camion Dupont, 28 t de fumier');
    const saved = page.waitForResponse(isWriteOf('deliveries_confirmed', 'notes'));
    await note.blur();
    expect(await writeStatus(await saved)).toBe(200);

    // After a reload: the drawer is still open, the note and the tick are still there.
    await page.reload();
    await taskList(page).waitFor();
    expect(await drawer(page).isVisible()).toBe(true);
    await expect
      .poll(() => drawer(page).getByLabel('Note sur les livraisons').inputValue())
      .toBe('Camion Dupont, 28 t de fumier');
    expect(await checkbox(page, 'Vérifier les niveaux de stock').isChecked()).toBe(true);
    expect(await checkbox(page, "Consulter l'agenda du jour").isChecked()).toBe(false);
    await drawer(page).getByText('10 XP', { exact: true }).waitFor();

    // The dashboard's recap, once loaded, completes its task by itself.
    await page.goto(`${server().url}/dashboard`);
    // The page, the checklist and the dashboard's figures load first (the event comes with the figures).
    await expect.poll(() => checkbox(page, 'Lire le récapitulatif du jour').isChecked()).toBe(true);
    await drawer(page).getByText('20 XP', { exact: true }).waitFor();
    await drawer(page).getByRole('button', { name: 'Fermer les tâches du jour' }).click();
    await expect.poll(() => badgeText(page)).toBe('6');
    expectNoPageProblem('while using the daily tasks drawer');
  });

  it('a tick made offline stays shown, waits, and is sent when the network is back', async () => {
    const { page, context } = session;
    await page.goto(`${server().url}/dashboard/agenda`);
    await tab(page).click();
    await taskList(page).waitFor();
    const cleaning = checkbox(page, "Nettoyer le site (aire d'ensilage, quais)");
    expect(await cleaning.isChecked()).toBe(false);
    const xpBefore = Number(
      (
        await drawer(page)
          .getByText(/^\d+ XP$/)
          .innerText()
      ).split(' ')[0],
    );

    await context.setOffline(true);
    await cleaning.check();
    await drawer(page).getByText("1 modification en attente d'envoi").waitFor();
    expect(await cleaning.isChecked()).toBe(true);
    await drawer(page)
      .getByText(`${String(xpBefore + 10)} XP`, { exact: true })
      .waitFor();

    // Back online: the browser's "online" event sends the waiting write.
    const sent = page.waitForResponse(isWriteOf('site_cleaning', 'status'));
    await context.setOffline(false);
    expect(await writeStatus(await sent)).toBe(200);
    await expect.poll(() => drawer(page).getByText("1 modification en attente d'envoi").count()).toBe(0);
    await page.reload();
    await taskList(page).waitFor();
    expect(await checkbox(page, "Nettoyer le site (aire d'ensilage, quais)").isChecked()).toBe(true);
    await drawer(page)
      .getByText(`${String(xpBefore + 10)} XP`, { exact: true })
      .waitFor();
  });

  it('shows the drawer in English with the same tasks', async () => {
    const { page } = session;
    await page.goto(`${server().url}/dashboard/agenda`);
    await page.getByRole('combobox', { name: 'Langue' }).first().selectOption('en');
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    const region = page.getByRole('region', { name: "Today's tasks" });
    await region.getByRole('checkbox', { name: "Check today's agenda", exact: true }).waitFor();
    await region.getByText(/^\d+ XP$/).waitFor();
    expectNoPageProblem('in English');
  });
});
