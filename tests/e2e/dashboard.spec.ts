// The dashboard as a new user sees it (issue 4, module 7): empty figures first, then a low stock item added on
// its page shows on the dashboard, and the card's link opens the stock list filtered on low items.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/domain/calendar.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';
import { parisBusinessToday } from '../fixtures/plant-days.js';

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

describe('dashboard', () => {
  it('shows real figures from the records and links each to its page', async () => {
    const page = session.page;
    await page.goto(`${server().url}/dashboard`);
    await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
    await page.getByText('Aucun article sous son seuil.').waitFor();
    await page.getByText("Aucune maintenance en retard ni prévue aujourd'hui.").waitFor();
    await page.getByText('Aucune matière première enregistrée.').waitFor();
    // A new account is pointed to its first useful actions.
    const firstSteps = page.getByRole('region', { name: 'Premiers pas' });
    await firstSteps.getByText('0 sur 5 faits', { exact: false }).waitFor();
    expect(await firstSteps.getByRole('link').count()).toBe(5);

    await page.goto(`${server().url}/dashboard/stock/add`);
    const form = page.getByRole('dialog', { name: 'Ajouter au stock' });
    await form.getByLabel('Nom').fill('Antimousse');
    await form.getByLabel('Catégorie').selectOption({ label: 'Chimique' });
    await form.getByLabel('Niveau actuel').fill('2');
    await form.getByLabel("Seuil d'alerte").fill('5');
    await form.getByRole('button', { name: 'Ajouter un article' }).click();
    await page.getByText('Article ajouté au stock').waitFor();

    await page.goto(`${server().url}/dashboard`);
    const card = page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: 'Stock bas' }) })
      .last();
    await page
      .getByRole('region', { name: 'Premiers pas' })
      .getByText('1 sur 5 faits', { exact: false })
      .waitFor();
    await card.getByText("1 article au seuil d'alerte").waitFor();
    await card.getByText('Antimousse').waitFor();
    await card.getByRole('link', { name: 'Voir le stock bas' }).click();
    await page.waitForURL(/\/dashboard\/stock\?lowOnly=true$/);
    expect(await page.getByRole('checkbox', { name: 'Stock bas uniquement' }).isChecked()).toBe(true);
    await page.getByRole('listitem').filter({ hasText: 'Antimousse' }).waitFor();
  });

  it('puts what is late first, then what is due today, with the sidebar counts, on a desktop and a phone', async () => {
    const page = session.page;
    // What is due counts from the business date (a new account: Paris, day starting at 05:00).
    const today = parisBusinessToday();
    await post('/api/agenda-tasks', { title: 'Relevé pH', priority: 'standard', dueDate: today });
    await post('/api/agenda-tasks', {
      title: 'Vidange fosse',
      priority: 'critical',
      dueDate: addDays(today, -3),
    });
    await post('/api/maintenance-tasks', {
      equipmentName: 'Pompe de reprise',
      taskType: 'Graissage',
      frequency: 'weekly',
      nextDueDate: today,
    });
    await post('/api/maintenance-tasks', {
      equipmentName: 'Torchère',
      taskType: 'Inspection',
      frequency: 'monthly',
      nextDueDate: addDays(today, -2),
    });

    await page.goto(`${server().url}/dashboard`);
    const tasksCard = cardOf(page, 'Tâches du jour');
    await tasksCard.getByText("1 en retard · 1 à faire aujourd'hui").waitFor();
    const taskRows = await tasksCard.getByRole('listitem').allTextContents();
    expect(taskRows).toEqual([
      'Vidange fosse · Critique · 3 jours de retard',
      "Relevé pH · Standard · Aujourd'hui",
    ]);
    await tasksCard.getByText(/^Liste du jour : \d+ tâches restantes sur \d+$/).waitFor();

    const maintenanceCard = cardOf(page, 'Maintenance à faire');
    await maintenanceCard.getByText("1 en retard · 1 prévue aujourd'hui").waitFor();
    const maintenanceRows = await maintenanceCard.getByRole('listitem').allTextContents();
    expect(maintenanceRows[0]).toMatch(/^Torchère · Inspection · prévue le /);
    expect(maintenanceRows[1]).toBe("Pompe de reprise · Graissage · aujourd'hui");

    // The sidebar counts the same tasks.
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect
      .poll(() =>
        nav.getByRole('link', { name: 'Agenda', exact: true }).locator('[data-counter]').textContent(),
      )
      .toBe('2');
    await expect
      .poll(() =>
        nav.getByRole('link', { name: 'Maintenance', exact: true }).locator('[data-counter]').textContent(),
      )
      .toBe('2');

    // The checklist line opens the Jour drawer.
    await tasksCard.getByRole('button', { name: 'Ouvrir la liste du jour' }).click();
    await page.getByRole('button', { name: 'Fermer les tâches du jour' }).click();

    // On a phone, the late task is on the first screen of its card.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await cardOf(page, 'Tâches du jour').getByText('3 jours de retard').waitFor();
    const maintenanceLink = cardOf(page, 'Maintenance à faire').getByRole('link', {
      name: 'Voir la maintenance en retard',
    });
    await maintenanceLink.click();
    await page.waitForURL(/\/dashboard\/maintenance\?due=overdue$/);
  });
});

function cardOf(page: Page, title: string) {
  return page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: title, level: 2 }) })
    .last();
}

/** A write through the API with the browser's session, as the app's own pages send it. */
async function post(path: string, data: Record<string, unknown>): Promise<void> {
  const response = await session.context.request.post(`${server().url}${path}`, {
    data,
    headers: { origin: server().url, 'accept-language': 'fr' },
  });
  expect(response.status(), await response.text()).toBe(201);
}
