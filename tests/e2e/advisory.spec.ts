// The advisory in a real browser, as a new user (issue 18 point 5): the empty page says what the rules read; an
// overdue regulatory task entered through the app becomes an advice with its figures, its source and a link to
// act; the sidebar counts it; dismissing it drops the counter and undoing brings it back; the dashboard's card
// shows it; the page fits a 390 px phone.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/shared/domain/calendar.js';
import {
  addSessionCookies,
  signUpThroughApi,
  startBusinessDayAtMidnight,
  type BrowserAccount,
} from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
  // The advisory's "today" is the business date: from midnight, so the days late are the calendar's.
  await startBusinessDayAtMidnight(server().url, account);
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

function advisoryLink(page: Page): Locator {
  return page
    .getByRole('complementary', { name: 'Barre latérale' })
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Conseil', exact: true });
}

describe('advisory', () => {
  it('turns an overdue task into an advice with its figures, a link to act, a counter, dismiss and undo', async () => {
    const { page } = session;
    await page.goto(`${server().url}/dashboard/advisory`);
    await page.getByRole('heading', { name: 'Conseils', level: 1 }).waitFor();
    // A new plant: nothing to advise yet, and what the rules need. The tests' weather service is unreachable.
    await page.getByText('Aucun conseil pour l’instant').waitFor();
    await page.getByText(/^Maintenance : un plan de maintenance avec ses échéances/).waitFor();
    await page.getByText(/^Prévisions indisponibles/).waitFor();

    const today = todayIn('Europe/Paris', new Date());
    await post('/api/maintenance-tasks', {
      equipmentName: 'Soupapes de sécurité',
      taskType: 'Contrôle des soupapes',
      frequency: 'monthly',
      priority: 'high',
      nextDueDate: addDays(today, -10),
      isRegulatory: true,
    });
    await page.reload();
    const advice = page.getByTestId('advice').filter({ hasText: 'tâche de maintenance en retard' });
    await advice.getByRole('heading', { name: '1 tâche de maintenance en retard' }).waitFor();
    expect(await advice.textContent()).toContain('À faire');
    await advice.getByText('La plus urgente : Contrôle des soupapes (Soupapes de sécurité).').waitFor();
    await advice.getByText('10 jours de retard', { exact: true }).waitFor();
    await advice.getByText('Dont 1 du programme réglementaire (ICPE 2781).').waitFor();
    await advice
      .getByText(/Source : Maintenance – programme réglementaire · Arrêté du 17 juin 2021/)
      .waitFor();

    // The sidebar counts it.
    const badge = advisoryLink(page).locator('[data-counter]');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1');

    // Acting on it opens the maintenance page with the task.
    await advice.getByRole('link', { name: 'Ouvrir la maintenance' }).click();
    await page.waitForURL(`${server().url}/dashboard/maintenance`);
    await page.getByText('Contrôle des soupapes').first().waitFor();

    // Dismissed: gone from the list, kept apart, and no longer counted.
    await page.goto(`${server().url}/dashboard/advisory`);
    await page
      .getByRole('button', { name: 'Ignorer le conseil « 1 tâche de maintenance en retard »' })
      .click();
    await page.getByText('Aucun conseil pour l’instant').waitFor();
    await page.getByText('1 conseil ignoré').waitFor();
    await expect.poll(() => advisoryLink(page).locator('[data-counter]').count()).toBe(0);

    // Restored.
    await page.getByText('1 conseil ignoré').click();
    await page
      .getByRole('button', { name: 'Rétablir le conseil « 1 tâche de maintenance en retard »' })
      .click();
    await page.getByText('1 conseil actif').waitFor();
    await expect.poll(() => advisoryLink(page).locator('[data-counter]').textContent()).toBe('1');

    // The dashboard's card names it and links to the advisory.
    await page.goto(`${server().url}/dashboard`);
    await page.getByRole('heading', { name: 'Météo', level: 2 }).scrollIntoViewIfNeeded();
    const card = page.getByRole('heading', { name: 'Conseil du jour', level: 2 }).locator('xpath=..');
    await card.scrollIntoViewIfNeeded();
    await card.getByText('1 tâche de maintenance en retard').waitFor();
    await card.getByRole('link', { name: 'Voir les conseils' }).click();
    await page.waitForURL(`${server().url}/dashboard/advisory`);
  });

  it('saves the activated-carbon filter and fits a 390 px phone', async () => {
    if (!account) throw new Error('the account was not created');
    const phone = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    try {
      await addSessionCookies(phone, server().url, account);
      const page = await phone.newPage();
      await page.goto(`${server().url}/dashboard/advisory`);
      await page.getByRole('heading', { name: 'Filtre à charbon actif' }).waitFor();
      await page.getByLabel('Masse de charbon (kg)').fill('50000000');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('La masse de charbon actif doit être comprise entre 1 et 100 000 kg').waitFor();
      await page.getByLabel('Masse de charbon (kg)').fill('500');
      await page.getByLabel('Dernier changement').fill('02/11/2026');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('Filtre à charbon enregistré').waitFor();
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits).toBe(true);
    } finally {
      await phone.close();
    }
  });
});
