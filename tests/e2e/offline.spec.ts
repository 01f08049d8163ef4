// Offline-first in a real browser, as a new user (issue 6): Chromium's offline emulation, the service worker
// serving the app, records created, changed and deleted offline, an offline reload that still shows them, the
// badge through its three states ("En ligne", "Hors-ligne" with the count, "Sync en attente" with "Sync"), and
// everything applied once on the server when the network is back; then a response lost on the way back (the server
// applied the change, the browser never heard): the replay applies nothing twice. Then the quick actions that are
// their own routes (a stock "+", an agenda task marked done) done offline: shown at once, kept through an offline
// reload, applied once when the network is back.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAgendaTask } from '../../src/shared/contracts/agenda.js';
import type { TPage } from '../../src/shared/contracts/records.js';
import type { TStockItem } from '../../src/shared/contracts/stock.js';
import { todayIn } from '../../src/shared/domain/calendar.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({ serviceWorkers: 'allow' });
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

/** A list of the user's records as the server has it (read from the page, with its session). */
async function serverList<TItem>(page: Page, path: string): Promise<TItem[]> {
  const body = await page.evaluate(async (url) => {
    const response = await fetch(url, { cache: 'no-store' });
    return (await response.json()) as unknown;
  }, `${path}?pageSize=100`);
  return (body as TPage<TItem>).items;
}

/** The user's stock as the server has it, by name. */
async function serverStock(page: Page): Promise<TStockItem[]> {
  const items = await serverList<TStockItem>(page, '/api/stock-items');
  return items.sort((a, b) => a.name.localeCompare(b.name));
}

async function createThroughApi(page: Page, name: string): Promise<void> {
  const status = await page.evaluate(async (itemName) => {
    const response = await fetch('/api/stock-items', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: itemName,
        category: 'chemical',
        currentLevel: 50,
        maxLevel: 100,
        unit: 'kg',
      }),
    });
    return response.status;
  }, name);
  expect(status).toBe(201);
}

async function createAgendaTaskThroughApi(page: Page, title: string): Promise<void> {
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/agenda-tasks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    // The browser context runs in Paris (tests/fixtures/browser.ts).
    { title, dueDate: todayIn('Europe/Paris', new Date()) },
  );
  expect(status).toBe(201);
}

/** The service worker has installed the app and controls the page. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The badge shown on screen (the phone drawer holds a hidden copy). */
function badge(page: Page) {
  return page.locator('[data-testid="connectivity-badge"]:visible');
}

async function waitForBadge(page: Page, state: 'online' | 'offline' | 'pending'): Promise<void> {
  await page.locator(`[data-testid="connectivity-badge"][data-state="${state}"]:visible`).waitFor();
}

describe('offline', () => {
  it('creates, changes and deletes records offline, survives an offline reload and syncs each once', async () => {
    const { page, context } = session;
    await page.goto(`${server().url}/dashboard/stock`);
    await page.getByRole('heading', { name: 'Aucun article en stock' }).waitFor();
    await createThroughApi(page, 'Enzymes');
    await createThroughApi(page, 'Soude');
    await waitForServiceWorkerControl(page);
    await page.getByRole('listitem').filter({ hasText: 'Soude' }).waitFor();
    await waitForBadge(page, 'online');
    expect(await badge(page).innerText()).toContain('En ligne');

    await context.setOffline(true);
    await waitForBadge(page, 'offline');

    // Create.
    await page.getByRole('link', { name: 'Ajouter un article' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter au stock' });
    await form.waitFor();
    await form.getByLabel('Nom').fill('Charbon actif');
    await form.getByLabel('Catégorie').selectOption({ label: 'Chimique' });
    await form.getByLabel('Niveau actuel').fill('150');
    await form.getByLabel('Niveau maximal').fill('1000');
    await form.getByLabel('Unité').selectOption('kg');
    await form.getByLabel("Seuil d'alerte").fill('200');
    await form.getByRole('button', { name: 'Ajouter un article' }).click();
    await page.getByText('Article ajouté au stock').waitFor();
    await page.waitForURL(/\/dashboard\/stock$/);
    await page.getByRole('listitem').filter({ hasText: 'Charbon actif' }).waitFor();

    // Update.
    await page.getByRole('button', { name: 'Modifier Enzymes' }).click();
    const dialog = page.getByRole('dialog', { name: "Modifier l'article" });
    await dialog.getByLabel('Nom').fill('Enzymes hydrolytiques');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Article mis à jour').first().waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Enzymes hydrolytiques' }).waitFor();

    // Delete.
    await page.getByRole('button', { name: 'Supprimer Soude' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer « Soude » ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await page.getByText('Article supprimé').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Soude' }).waitFor({ state: 'detached' });

    await waitForBadge(page, 'offline');
    expect(await badge(page).innerText()).toContain('Hors-ligne');
    expect(await badge(page).getByTestId('pending-count').innerText()).toBe('3 actions en attente');

    // An offline reload: the service worker serves the app, the encrypted cache and queue give the same list.
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: 'Charbon actif' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Enzymes hydrolytiques' }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Soude' }).count()).toBe(0);
    await waitForBadge(page, 'offline');
    expect(await badge(page).getByTestId('pending-count').innerText()).toBe('3 actions en attente');

    // Back online: held at the door, the sync waits and the badge says so, with its "Sync" button.
    let releaseSync: () => void = () => undefined;
    const syncHeld = new Promise<void>((resolve) => {
      releaseSync = resolve;
    });
    await context.route('**/api/offline/actions', async (route) => {
      await syncHeld;
      await route.continue();
    });
    await context.setOffline(false);
    await waitForBadge(page, 'pending');
    expect(await badge(page).innerText()).toContain('Sync en attente');
    expect(await badge(page).getByRole('button', { name: 'Sync' }).isVisible()).toBe(true);
    releaseSync();

    await page.getByText('✅ 3 actions synchronisées').waitFor();
    await waitForBadge(page, 'online');
    await context.unroute('**/api/offline/actions');

    const stock = await serverStock(page);
    expect(stock.map((item) => item.name)).toEqual(['Charbon actif', 'Enzymes hydrolytiques']);
    expect(stock.find((item) => item.name === 'Enzymes hydrolytiques')?.version).toBe(2);
    expect(session.problems.pageErrors).toEqual([]);
  });

  it('applies a change once when the server applied it but the answer was lost', async () => {
    const { page, context } = session;
    await page.goto(`${server().url}/dashboard/stock`);
    await page
      .getByRole('link', { name: /Ajouter un/ })
      .first()
      .waitFor();

    // The first answer of the server is dropped on the way back: the browser sees a network failure.
    let dropped = 0;
    await context.route('**/api/offline/actions', async (route) => {
      if (dropped > 0) return route.continue();
      dropped += 1;
      await route.fetch();
      return route.abort('connectionreset');
    });

    await page.goto(`${server().url}/dashboard/stock/add`);
    const form = page.getByRole('dialog', { name: 'Ajouter au stock' });
    await form.getByLabel('Nom').fill('Filtre à charbon');
    await form.getByLabel('Catégorie').selectOption({ label: 'Chimique' });
    await form.getByLabel('Niveau actuel').fill('5');
    await form.getByLabel('Niveau maximal').fill('10');
    await form.getByLabel('Unité').selectOption('kg');
    await form.getByLabel("Seuil d'alerte").fill('2');
    await form.getByRole('button', { name: 'Ajouter un article' }).click();
    // Kept on the device and shown at once; the replay brings it to the server under the same id.
    await page.getByText('Article ajouté au stock').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Filtre à charbon' }).waitFor();
    // The failure counts as a network loss: the badge says offline, and the next try comes in a few seconds.
    await page.getByText('✅ 1 action synchronisée').waitFor();
    await waitForBadge(page, 'online');

    expect(dropped).toBe(1);
    const named = (await serverStock(page)).filter((item) => item.name === 'Filtre à charbon');
    expect(named).toHaveLength(1);
  });

  it('adjusts a stock level and completes an agenda task offline, and applies each once when back online', async () => {
    const { page, context } = session;
    const title = 'Relevé FOS/TAC hors-ligne';
    await page.goto(`${server().url}/dashboard/stock`);
    await page
      .getByRole('link', { name: /Ajouter un/ })
      .first()
      .waitFor();
    await createThroughApi(page, 'Chaux vive');
    await createAgendaTaskThroughApi(page, title);
    await waitForServiceWorkerControl(page);
    const lime = page.getByRole('listitem').filter({ hasText: 'Chaux vive' });
    await lime.getByText('50 sur 100 kg').waitFor();
    // The agenda list read once online, as a user does, so that it is on the device.
    await page.goto(`${server().url}/dashboard/agenda?view=list`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: `Terminer « ${title} »` }).waitFor();
    await page.goto(`${server().url}/dashboard/stock`);
    await lime.getByText('50 sur 100 kg').waitFor();
    await waitForBadge(page, 'online');

    await context.setOffline(true);
    await waitForBadge(page, 'offline');

    // "+" on the item: the new level at once.
    await lime.getByRole('button', { name: 'Ajouter 1 kg à Chaux vive' }).click();
    await page.getByText('Article mis à jour').waitFor();
    await lime.getByText('51 sur 100 kg').waitFor();
    // Any other amount through the quantity entry (issue 15): the same offline adjustment.
    await lime.getByLabel('Quantité (kg)').fill('2,5');
    await lime.getByRole('button', { name: 'Sortie de stock de Chaux vive' }).click();
    await lime.getByText('48,5 sur 100 kg').waitFor();
    // The entry empties once the move is queued (the level shows it at once, before).
    await expect.poll(() => lime.getByLabel('Quantité (kg)').inputValue()).toBe('');

    // The task marked done, from the agenda opened offline.
    await page.goto(`${server().url}/dashboard/agenda?view=list`);
    await card.getByRole('button', { name: `Terminer « ${title} »` }).click();
    await page.getByText('Tâche terminée').waitFor();
    await card.getByRole('button', { name: `Rouvrir « ${title} »` }).waitFor();
    await waitForBadge(page, 'offline');
    expect(await badge(page).getByTestId('pending-count').innerText()).toBe('3 actions en attente');

    // An offline reload shows both as they will be.
    await page.reload();
    await card.getByRole('button', { name: `Rouvrir « ${title} »` }).waitFor();
    await card.getByText(/^Terminée le /).waitFor();
    await page.goto(`${server().url}/dashboard/stock`);
    await lime.getByText('48,5 sur 100 kg').waitFor();
    expect(await badge(page).getByTestId('pending-count').innerText()).toBe('3 actions en attente');

    await context.setOffline(false);
    await page.getByText('✅ 3 actions synchronisées').waitFor();
    await waitForBadge(page, 'online');
    await lime.getByText('48,5 sur 100 kg').waitFor();

    const limeOnServer = (await serverStock(page)).find((item) => item.name === 'Chaux vive');
    expect(limeOnServer).toMatchObject({ currentLevel: 48.5, version: 3 });
    const tasks = await serverList<TAgendaTask>(page, '/api/agenda-tasks');
    expect(tasks.find((task) => task.title === title)).toMatchObject({
      completed: true,
      status: 'completed',
    });
    expect(session.problems.pageErrors).toEqual([]);
  });
});
