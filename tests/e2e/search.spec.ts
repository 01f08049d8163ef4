// The global search in a real browser, as a new user (spec §2 "Global search dialog"): Ctrl+K, the
// 2-character hint, results grouped under their headings with badge and description, the arrows and Enter,
// the no-result text, a chosen result opening its list filtered to it, and an empty box on the next opening.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolation } from '../fixtures/accessibility.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount | undefined;

/** A record written through the API with the account's session, as the app's forms would. */
async function createThroughApi(path: string, body: Record<string, unknown>): Promise<void> {
  if (!account) throw new Error('the account was not created');
  const url = server().url;
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      'accept-language': 'fr',
      cookie: account.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`${path}: ${String(response.status)} ${await response.text()}`);
}

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
  const today = new Date().toISOString().slice(0, 10);
  await createThroughApi('/api/stock-items', {
    name: 'Méthaniseur principal',
    category: 'spare_parts',
    unit: 'unités',
  });
  await createThroughApi('/api/maintenance-tasks', {
    equipmentName: 'Agitateur du méthaniseur',
    taskType: 'Graissage',
    notes: 'Palier côté moteur',
    frequency: 'monthly',
    nextDueDate: today,
  });
  await createThroughApi('/api/team-members', {
    name: 'Julie Martin',
    role: 'technician',
    email: 'julie@methaniseur-gaec.fr',
  });
  await createThroughApi('/api/stock-items', {
    name: 'Gants nitrile',
    category: 'consumables',
    unit: 'unités',
  });
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

/** A loaded 2-core machine can take over a second to react to a key. */

function searchDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Recherche' });
  return {
    dialog,
    input: dialog.getByRole('searchbox', { name: 'Rechercher dans MethaPilot' }),
    results: dialog.getByRole('listbox', { name: 'Résultats de la recherche' }),
  };
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto(`${server().url}/dashboard`, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
}

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  const { dialog, input } = searchDialog(page);
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
}

/** The text of each option, its badge and its description, group by group under their headings. */
async function readResults(page: Page) {
  return searchDialog(page)
    .results.getByRole('group')
    .evaluateAll((groups) =>
      groups.map((group) => ({
        heading: group.querySelector(':scope > :not([role="option"])')?.textContent.trim() ?? '',
        options: [...group.querySelectorAll('[role="option"]')].map((option) =>
          [...option.querySelectorAll('span')]
            .filter((span) => span.children.length === 0)
            .map((span) => span.textContent.trim()),
        ),
      })),
    );
}

describe('global search', () => {
  it('finds records accent-insensitively, grouped, walks them with the arrows and opens the chosen one', async () => {
    const { page } = session;
    const { dialog, input, results } = searchDialog(page);
    await openDashboard(page);
    await openSearch(page);
    expect(await dialog.getByText('Tapez au moins 2 caractères pour rechercher').isVisible()).toBe(true);

    await input.pressSequentially('m');
    expect(await dialog.getByText('Tapez au moins 2 caractères pour rechercher').isVisible()).toBe(true);
    await input.fill('methaniseur');
    await results.waitFor();
    expect(await readResults(page)).toEqual([
      { heading: 'Stock', options: [['Méthaniseur principal', 'Pièces détachées', 'unités']] },
      {
        heading: 'Maintenance',
        options: [['Agitateur du méthaniseur', 'Maintenance', 'Graissage — Palier côté moteur']],
      },
      { heading: 'Équipe', options: [['Julie Martin', 'Technicien', 'julie@methaniseur-gaec.fr']] },
    ]);
    await expectNoSeriousAccessibilityViolation(page, 'the search results');

    // The arrows move the highlighted result; the focus stays in the box.
    const options = results.getByRole('option');
    const selected = () =>
      options.evaluateAll((all) => all.map((option) => option.getAttribute('aria-selected')));
    const activeId = () => input.getAttribute('aria-activedescendant');
    expect(await selected()).toEqual(['true', 'false', 'false']);
    expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(selected).toEqual(['false', 'false', 'true']);
    expect(await activeId()).toBe(await options.nth(2).getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(selected).toEqual(['true', 'false', 'false']);
    await page.keyboard.press('ArrowUp');
    await expect.poll(selected).toEqual(['false', 'false', 'true']);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(selected).toEqual(['true', 'false', 'false']);
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

    // A word nothing contains.
    await input.fill('xqzwvk');
    await dialog.getByText('Aucun résultat trouvé pour "xqzwvk"').waitFor();
    expect(await results.count()).toBe(0);

    // A category's words find its rows too.
    await input.fill('consommables');
    await results.getByRole('option', { name: /Gants nitrile/ }).waitFor();

    // Enter opens the highlighted result: its list, filtered to it; the dialog closes.
    await input.fill('Méthaniseur');
    await results.getByRole('option', { name: /Méthaniseur principal/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/stock\?/);
    const address = new URL(page.url());
    expect(address.pathname).toBe('/dashboard/stock');
    expect(address.searchParams.get('q')).toBe('Méthaniseur principal');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('main').getByText('Méthaniseur principal').first().waitFor();
    await expect.poll(() => page.getByRole('main').getByText('Gants nitrile').count()).toBe(0);

    // Opened again: an empty box and the hint; Ctrl+K closes it.
    await openSearch(page);
    expect(await input.inputValue()).toBe('');
    expect(await dialog.getByText('Tapez au moins 2 caractères pour rechercher').isVisible()).toBe(true);
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // A click on a result opens it as well.
    await openSearch(page);
    await input.fill('julie');
    await results.getByRole('option', { name: /Julie Martin/ }).click();
    await page.waitForURL(/\/dashboard\/team\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('Julie Martin');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    expect(session.problems.consoleErrors).toEqual([]);
    expect(session.problems.pageErrors).toEqual([]);
  });

  it('fits a 390 px phone: opened from the top bar, the results stay inside the screen, long lines cut', async () => {
    const { page } = session;
    const { dialog, input, results } = searchDialog(page);
    await createThroughApi('/api/stock-items', {
      name: 'Méthaniseur secondaire avec un nom très long pour voir la coupure de la ligne sur un téléphone',
      category: 'other',
      unit: 'kg',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    await page.getByRole('banner').getByRole('button', { name: 'Rechercher...' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await input.fill('méthaniseur');
    await results.getByRole('option', { name: /Méthaniseur secondaire/ }).waitFor();

    const dialogBox = await dialog.boundingBox();
    expect(dialogBox).not.toBeNull();
    expect((dialogBox?.x ?? -1) >= 0 && (dialogBox?.x ?? 0) + (dialogBox?.width ?? 999) <= 390).toBe(true);
    for (const box of await results
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(390);
    }
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(session.problems.pageErrors).toEqual([]);
  });
});
