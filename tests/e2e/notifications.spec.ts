// Notifications in a real browser, as a new user: the sidebar counters follow the user's data, the reminders
// bell lists the coming hour's reminder once (it is then marked sent), and the settings page saves, switches
// and deletes plant locations and turns the counters off.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/shared/domain/calendar.js';
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

/** A write through the API with the browser's session (as the app's own pages would send it). */
async function post(path: string, data: Record<string, unknown>): Promise<void> {
  const response = await session.context.request.post(`${server().url}${path}`, {
    data,
    headers: { origin: server().url, 'accept-language': 'fr' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function sidebarLink(page: Page, label: string): Locator {
  return page
    .getByRole('complementary', { name: 'Barre latérale' })
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: label, exact: true });
}

/** The visible counter of a sidebar link and the sentence read with it. */
async function counterOf(page: Page, label: string): Promise<{ shown: string; description: string }> {
  const link = sidebarLink(page, label);
  const badge = link.locator('[data-counter]');
  await badge.waitFor();
  const descriptionId = await link.getAttribute('aria-describedby');
  const description = descriptionId ? await page.locator(`[id="${descriptionId}"]`).textContent() : null;
  return { shown: (await badge.textContent()) ?? '', description: description ?? '' };
}

describe('notifications', () => {
  it('shows the counters and the reminders bell, marks a listed reminder sent, and manages locations', async () => {
    const page = session.page;
    const today = todayIn('Europe/Paris', new Date());
    const reminderAt = new Date(Date.now() + 30 * 60_000);
    await post('/api/stock-items', {
      name: 'Antimousse',
      category: 'chemical',
      currentLevel: 2,
      threshold: 5,
    });
    await post('/api/agenda-tasks', { title: 'Relevé compteur biogaz', dueDate: addDays(today, -2) });
    await post('/api/agenda-tasks', {
      title: 'Appeler le laboratoire',
      reminderAt: reminderAt.toISOString(),
    });

    await page.goto(`${server().url}/dashboard`);
    await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();

    // Counters: one low item, one overdue task, and their sum on the dashboard link.
    expect(await counterOf(page, 'Stock')).toEqual({ shown: '1', description: '1 article en stock bas' });
    expect(await counterOf(page, 'Agenda')).toEqual({
      shown: '1',
      description: '1 tâche à faire ou en retard',
    });
    expect(await counterOf(page, 'Tableau de bord')).toEqual({
      shown: '2',
      description: '2 éléments en attente',
    });
    expect(await sidebarLink(page, 'Maintenance').locator('[data-counter]').count()).toBe(0);

    // The bell: one reminder within the hour; opening it lists the task and its time, and marks it sent.
    const sidebar = page.getByRole('complementary', { name: 'Barre latérale' });
    const bell = sidebar.getByRole('button', { name: "Rappels : 1 dans l'heure" });
    await bell.waitFor();
    const marked = page.waitForResponse(
      (response) => /\/api\/reminders\/[^/]+\/sent$/.test(response.url()) && response.status() === 200,
    );
    await bell.click();
    const popover = page.getByRole('dialog', { name: "Rappels de l'heure à venir" });
    const expectedTime = new Intl.DateTimeFormat('fr-FR', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    }).format(reminderAt);
    const item = popover.getByRole('link', { name: `${expectedTime} Appeler le laboratoire` });
    await item.waitFor();
    expect(await item.getAttribute('href')).toBe('/dashboard/agenda');
    await marked;

    await page.reload();
    await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
    await counterOf(page, 'Stock');
    expect(await sidebar.getByRole('button', { name: /^Rappels/ }).count()).toBe(0);

    // Locations: a city, then coordinates (the city is no longer active), then deleting the active one.
    await page.goto(`${server().url}/dashboard/settings`);
    const locations = page.getByRole('region', { name: 'Localisation' });
    await locations.getByText('Aucune localisation enregistrée', { exact: false }).waitFor();
    await locations.getByRole('textbox', { name: 'Nom de la ville' }).fill('Rennes');
    await locations.getByRole('button', { name: 'Enregistrer la localisation' }).click();
    await page.getByText('Localisation sauvegardée').first().waitFor();
    const saved = locations.getByRole('list', { name: 'Localisations enregistrées' }).getByRole('listitem');
    const rennes = saved.filter({ hasText: 'Rennes' });
    await rennes.getByText('Active', { exact: true }).waitFor();

    await locations.getByRole('radio', { name: 'Coordonnées' }).check();
    const coordinates = locations.getByLabel('Coordonnées (latitude,longitude)');
    await coordinates.fill('48,8566 , 2,3522');
    await locations.getByRole('button', { name: 'Enregistrer la localisation' }).click();
    await locations
      .getByText('Format attendu : latitude,longitude avec des points (ex. 48.8566,2.3522)')
      .waitFor();
    expect(await coordinates.getAttribute('aria-invalid')).toBe('true');
    await coordinates.fill('47.5 , -2.75');
    await locations.getByRole('button', { name: 'Enregistrer la localisation' }).click();
    const point = saved.filter({ hasText: '47.5,-2.75' });
    await point.getByText('Active', { exact: true }).waitFor();
    expect(await saved.count()).toBe(2);
    expect(await saved.first().textContent()).toContain('47.5,-2.75');
    expect(await rennes.getByText('Active', { exact: true }).count()).toBe(0);

    await point.getByRole('button', { name: 'Supprimer la localisation « 47.5,-2.75 »' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette localisation ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Localisation supprimée').first().waitFor();
    await point.waitFor({ state: 'detached' });
    // The newest remaining location becomes active again.
    await rennes.getByText('Active', { exact: true }).waitFor();

    // Turning the counters off removes the badges at once, and after a reload.
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await counterOf(page, 'Stock');
    await notifications.getByRole('checkbox', { name: 'Compteurs de la barre latérale' }).uncheck();
    await page.getByText('Préférences de notification enregistrées').first().waitFor();
    const nav = page.getByRole('complementary', { name: 'Barre latérale' }).getByRole('navigation');
    await nav.locator('[data-counter]').first().waitFor({ state: 'detached' });
    await page.reload();
    await notifications.getByRole('checkbox', { name: 'Compteurs de la barre latérale' }).waitFor();
    expect(
      await notifications.getByRole('checkbox', { name: 'Compteurs de la barre latérale' }).isChecked(),
    ).toBe(false);
    expect(await nav.locator('[data-counter]').count()).toBe(0);
    expect(session.problems.pageErrors).toEqual([]);
  });
  it('on a phone, the top bar shows the bell; turning the bell off in the settings hides it', async () => {
    const page = session.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await post('/api/agenda-tasks', {
      title: 'Vérifier la torchère',
      reminderAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    await page.goto(`${server().url}/dashboard/settings`);
    const topBar = page.getByRole('banner');
    const bell = topBar.getByRole('button', { name: "Rappels : 1 dans l'heure" });
    await bell.waitFor();

    const bellChoice = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('checkbox', { name: 'Cloche des rappels' });
    await bellChoice.uncheck();
    await bell.waitFor({ state: 'detached' });
    await bellChoice.check();
    await bell.waitFor();

    await bell.click();
    const popover = page.getByRole('dialog', { name: "Rappels de l'heure à venir" });
    await popover.getByText('Vérifier la torchère').waitFor();
    const box = await popover.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(session.problems.pageErrors).toEqual([]);
  });
});
