// The signed-in shell in a real browser (spec §2 "Shell" and "Prefetch"): the sidebar and its links, the
// collapsed state kept across a reload, the search dialog on Ctrl+K, the quick actions and the short paths,
// the mobile drawer, the daily tasks tab, the language switch, the prefetch of the other pages and the retry
// of a page chunk that failed to load. Every test runs signed in (one account per file, its session cookie
// given to each new browser context).
import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { languageStorageKey } from '../../src/shared/i18n/languages.js';
import { expectNoSeriousAccessibilityViolation } from '../fixtures/accessibility.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({}, { hasCookieChoice: false });
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

/** Local storage key of the desktop sidebar's collapsed state. */
const sidebarCollapsedKey = 'sidebar-collapsed';

/** Spec §2 sidebar links for a user who is not privileged (no Monitoring), in their order, with issue 18's Production. */
const expectedSidebarLinks: readonly { label: string; href: string }[] = [
  { label: 'Tableau de bord', href: '/dashboard' },
  { label: 'Production', href: '/dashboard/production' },
  { label: 'Agenda', href: '/dashboard/agenda' },
  { label: 'Maintenance', href: '/dashboard/maintenance' },
  { label: 'Stock', href: '/dashboard/stock' },
  { label: 'Matières premières', href: '/dashboard/raw-materials' },
  { label: 'Équipe', href: '/dashboard/team' },
  { label: 'Budget', href: '/dashboard/budget' },
  { label: 'Optimisation', href: '/dashboard/optimisation' },
  { label: 'Conseil', href: '/dashboard/advisory' },
  { label: 'Réapprovisionnements', href: '/dashboard/shop' },
  { label: "Alertes d'urgence", href: '/dashboard/emergency-alerts' },
  { label: 'Bibliothèque', href: '/dashboard/library' },
  { label: 'Actualités', href: '/dashboard/news-blog' },
  { label: 'Réglementation', href: '/dashboard/reglementation' },
  { label: 'Paramètres', href: '/dashboard/settings' },
];

/** The built JavaScript chunk of the settings page (its own lazy chunk). */
const settingsChunkPattern = /\/assets\/settings-page-[^/]*\.js$/;

/** The desktop sidebar (hidden under 768 px), by its name in the current language. */
function desktopSidebar(page: Page, name = 'Barre latérale'): Locator {
  return page.getByRole('complementary', { name });
}

/** The page links of a sidebar (desktop or drawer), by the list's name in the current language. */
function navLinks(container: Locator, name = 'Navigation principale'): Locator {
  return container.getByRole('navigation', { name }).getByRole('link');
}

/** The width of the visible label of a sidebar link (about 1 px when it is for screen readers only). */
async function labelWidth(sidebar: Locator, label: string): Promise<number> {
  const box = await sidebar.getByText(label, { exact: true }).boundingBox();
  return box?.width ?? 0;
}

/** Opens a path of the app and waits until the page's heading is shown. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`${server().url}${path}`, { waitUntil: 'load' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
}

/** Opens /dashboard and waits until the shell and the dashboard page are shown. */
async function openDashboard(page: Page): Promise<void> {
  await openPage(page, '/dashboard');
  await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Tableau de bord');
}

/** The visible labels and hrefs of the links of a sidebar, in order. */
async function readLinks(links: Locator): Promise<{ label: string; href: string | null }[]> {
  return links.evaluateAll((elements) =>
    elements.map((element) => ({
      label: element.textContent.trim(),
      href: element.getAttribute('href'),
    })),
  );
}

/** No console error and no uncaught exception so far in this test's page. */
function expectNoPageProblem(what: string): void {
  expect(session.problems.consoleErrors, `console errors ${what}`).toEqual([]);
  expect(session.problems.pageErrors, `page errors ${what}`).toEqual([]);
}

function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

describe('desktop shell', () => {
  it('/dashboard shows the sidebar links in order, the search opener, the current page, in French and accessible', async () => {
    const { page } = session;
    await openDashboard(page);
    const sidebar = desktopSidebar(page);
    await expect.poll(() => sidebar.isVisible()).toBe(true);

    const links = navLinks(sidebar);
    await expect.poll(() => links.count()).toBe(expectedSidebarLinks.length);
    expect(await readLinks(links)).toEqual(expectedSidebarLinks);
    for (const { label } of expectedSidebarLinks) {
      expect(await sidebar.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true);
    }
    // Monitoring is for privileged users only.
    expect(await page.getByRole('link', { name: 'Monitoring' }).count()).toBe(0);

    // The current page is marked, and only it.
    const current = sidebar.locator('a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect((await current.innerText()).trim()).toBe('Tableau de bord');
    expect(await current.getAttribute('href')).toBe('/dashboard');

    // The search opener reads "Rechercher..." with the shortcut beside it (Ctrl+K off Apple platforms).
    const searchOpener = sidebar.getByRole('button', { name: 'Rechercher...', exact: true });
    expect(await searchOpener.isVisible()).toBe(true);
    const hint = searchOpener.locator('kbd');
    expect(await hint.isVisible()).toBe(true);
    expect((await hint.innerText()).trim()).toBe('Ctrl+K');
    expect(await searchOpener.getAttribute('aria-keyshortcuts')).toBe('Control+K');

    await expect.poll(() => page.title()).toBe('Tableau de bord | MethaPilot');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAccessibilityViolation(page, '/dashboard');
    expectNoPageProblem('on /dashboard');
  });

  it('following a sidebar link moves the current-page mark and the title', async () => {
    const { page } = session;
    await openDashboard(page);
    const sidebar = desktopSidebar(page);
    await sidebar.getByRole('link', { name: 'Stock', exact: true }).click();

    await expect.poll(() => currentPath(page)).toBe('/dashboard/stock');
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Stock');
    await expect.poll(() => page.title()).toBe('Stock | MethaPilot');
    const current = sidebar.locator('a[aria-current="page"]');
    await expect.poll(() => current.count()).toBe(1);
    expect((await current.innerText()).trim()).toBe('Stock');
    expectNoPageProblem('after following the Stock link');
  });

  it('collapsing the sidebar is remembered across a reload', async () => {
    const { page } = session;
    await openDashboard(page);
    const sidebar = desktopSidebar(page);
    const expandedWidth = (await sidebar.boundingBox())?.width ?? 0;
    expect(expandedWidth).toBeGreaterThan(200);

    const collapse = sidebar.getByRole('button', { name: 'Réduire le menu' });
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');
    await collapse.click();

    const expand = sidebar.getByRole('button', { name: 'Déplier le menu' });
    await expect.poll(() => expand.getAttribute('aria-expanded')).toBe('false');
    // Only the icons remain: the sidebar narrows and the labels are no longer shown.
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(100);
    expect(await labelWidth(sidebar, 'Paramètres')).toBeLessThanOrEqual(1);
    // The links stay reachable by their names.
    expect(await navLinks(sidebar).count()).toBe(expectedSidebarLinks.length);
    expect(await page.evaluate((key) => localStorage.getItem(key), sidebarCollapsedKey)).toBe('true');

    // After a reload the app boots again (lazy shell, session check): the sidebar's state is read once it is
    // laid out, not at the first moment its button exists.
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Tableau de bord');
    await expect.poll(() => expand.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeGreaterThan(0);
    expect((await sidebar.boundingBox())?.width ?? 0).toBeLessThan(100);
    expect(await labelWidth(sidebar, 'Paramètres')).toBeLessThanOrEqual(1);

    // Expanding again is remembered too.
    await expand.click();
    await expect.poll(() => collapse.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => labelWidth(sidebar, 'Paramètres')).toBeGreaterThan(20);
    expect(await page.evaluate((key) => localStorage.getItem(key), sidebarCollapsedKey)).toBe('false');
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => collapse.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    expect(await labelWidth(sidebar, 'Paramètres')).toBeGreaterThan(20);
    expectNoPageProblem('while collapsing the sidebar');
  });
});

/** A loaded 2-core CI machine can take over a second to react to a key: wait up to 5 s for the dialog. */
describe('search dialog', () => {
  it('Ctrl+K opens the search with the focus in its input; Ctrl+K and Escape close it', async () => {
    const { page } = session;
    await openDashboard(page);
    const dialog = page.getByRole('dialog', { name: 'Recherche' });
    const input = dialog.getByRole('searchbox', { name: 'Rechercher dans MethaPilot' });
    expect(await dialog.isVisible()).toBe(false);

    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await dialog.getByText('Tapez au moins 2 caractères pour rechercher').isVisible()).toBe(true);

    // Ctrl+K again, typed while in the input, closes it.
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Three quick presses: open, close, open. The closing's late "close" event must not shut the reopened dialog.
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Escape closes it too.
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The sidebar's opener opens the same dialog.
    await desktopSidebar(page).getByRole('button', { name: 'Rechercher...', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expectNoPageProblem('while using the search dialog');
  });
});

describe('quick actions and short paths', () => {
  it('the quick-action menu lists Stock, Tâche, Maintenance, Commander; Tâche opens /dashboard/agenda/add', async () => {
    const { page } = session;
    await openDashboard(page);
    const button = page.getByRole('button', { name: 'Actions rapides' });
    const menu = page.getByRole('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await button.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const items = menu.getByRole('menuitem');
    expect(
      (await items.allInnerTexts()).map((text) => text.trim()),
      'the quick actions, in order',
    ).toEqual(['Stock', 'Tâche', 'Maintenance', 'Commander']);
    // Spec §2: the quick actions use the short paths, without the /dashboard prefix.
    expect(
      await items.evaluateAll((elements) => elements.map((element) => element.getAttribute('href'))),
    ).toEqual(['/stock/add', '/agenda/add', '/maintenance/add', '/shop']);

    await menu.getByRole('menuitem', { name: 'Tâche' }).click();
    await expect.poll(() => currentPath(page)).toBe('/dashboard/agenda/add');
    await expect.poll(() => menu.isVisible()).toBe(false);
    // The form opens as every module's forms do: in a dialog over the list.
    await page.getByRole('dialog', { name: 'Nouvelle tâche' }).waitFor();
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Agenda');
    await expect.poll(() => page.title()).toBe('Nouvelle tâche | MethaPilot');
    expectNoPageProblem('after the quick action Tâche');
  });

  it('/stock/add redirects (302) to /dashboard/stock/add, which renders its page', async () => {
    const { page } = session;
    const response = await page.goto(`${server().url}/stock/add`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const redirected = response?.request().redirectedFrom();
    expect(redirected?.url()).toBe(`${server().url}/stock/add`);
    expect((await redirected?.response())?.status()).toBe(302);
    expect(currentPath(page)).toBe('/dashboard/stock/add');

    await page.getByRole('dialog', { name: 'Ajouter au stock' }).waitFor();
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Stock');
    await expect.poll(() => page.title()).toBe('Ajouter au stock | MethaPilot');
    expect(currentPath(page)).toBe('/dashboard/stock/add');
    expectNoPageProblem('on /stock/add');
  });
});

describe('mobile shell', () => {
  it('at 390×844 the sidebar is a drawer: the menu button opens it, Escape closes it, a link closes it and navigates', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    expect(await desktopSidebar(page).isVisible()).toBe(false);

    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    expect(await menuButton.isVisible()).toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await drawer.isVisible()).toBe(false);

    await menuButton.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const links = navLinks(drawer);
    expect(await readLinks(links)).toEqual(expectedSidebarLinks);
    expect(await drawer.getByRole('link', { name: 'Agenda', exact: true }).isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(currentPath(page)).toBe('/dashboard');

    await menuButton.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Agenda', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe('/dashboard/agenda');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Agenda');
    await expect.poll(() => page.title()).toBe('Agenda | MethaPilot');
    expectNoPageProblem('while using the mobile drawer');
  });
});

describe('daily tasks tab', () => {
  it('the right-edge "Jour" tab opens the drawer "Tâches du jour"', async () => {
    const { page } = session;
    await openDashboard(page);
    const tab = page.getByRole('button', { name: 'Jour', exact: true });
    const drawer = page.getByRole('region', { name: 'Tâches du jour' });
    expect(await tab.isVisible()).toBe(true);
    expect(await drawer.isVisible()).toBe(false);
    // The tab sits on the right edge of the window.
    const box = await tab.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport ? Math.round(box.x + box.width) : -1).toBe(viewport?.width);

    await tab.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.getByRole('heading', { name: 'Tâches du jour' }).isVisible()).toBe(true);

    await drawer.getByRole('button', { name: 'Fermer les tâches du jour' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => tab.isVisible()).toBe(true);
    expectNoPageProblem('while using the daily tasks tab');
  });
});

describe('language switch in the sidebar', () => {
  it('English changes the link labels, sets lang="en" and survives a reload', async () => {
    const { page } = session;
    await openDashboard(page);
    await desktopSidebar(page).getByRole('combobox', { name: 'Langue' }).selectOption('en');

    // The sidebar and its list are now named in English too.
    const sidebar = desktopSidebar(page, 'Sidebar');
    const links = navLinks(sidebar, 'Main navigation');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => links.first().innerText()).toBe('Dashboard');
    expect(await sidebar.getByRole('link', { name: 'Settings', exact: true }).getAttribute('href')).toBe(
      '/dashboard/settings',
    );
    expect(await page.getByRole('link', { name: 'Tableau de bord' }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Dashboard | MethaPilot');
    expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe('en');

    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => links.first().innerText()).toBe('Dashboard');
    await expect.poll(() => links.count()).toBe(expectedSidebarLinks.length);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await sidebar.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
    await expect.poll(() => page.title()).toBe('Dashboard | MethaPilot');
    expectNoPageProblem('while switching to English');
  });
});

describe('prefetch', () => {
  it('opening /dashboard fetches the chunk of another page (settings) without navigating', async () => {
    const { page } = session;
    const chunkRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (settingsChunkPattern.test(new URL(request.url()).pathname)) chunkRequests.push(request.url());
    });
    await openDashboard(page);

    await expect
      .poll(() => chunkRequests.length, {
        message: 'the settings page chunk was not prefetched from /dashboard',
      })
      .toBeGreaterThan(0);
    // Nothing moved: the user is still on the dashboard.
    expect(currentPath(page)).toBe('/dashboard');
    expect((await page.locator('main h1').first().innerText()).trim()).toBe('Tableau de bord');

    // The page then opens from the cache, without fetching its chunk again.
    const fetchedBefore = chunkRequests.length;
    await desktopSidebar(page).getByRole('link', { name: 'Paramètres', exact: true }).click();
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Paramètres');
    expect(chunkRequests.length).toBe(fetchedBefore);
    expectNoPageProblem('while prefetching');
  });
});

describe('lazy page retry', () => {
  it('a page chunk that fails to load once is fetched again and the page renders', async () => {
    const { page, problems } = session;
    // The user's browser saves data: no prefetch, so the navigation itself loads the chunk.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true }),
      });
    });
    const chunkRequests: string[] = [];
    await page.route('**/assets/settings-page-*.js', async (route) => {
      chunkRequests.push(route.request().url());
      if (chunkRequests.length === 1) await route.abort('failed');
      else await route.continue();
    });
    await openDashboard(page);
    await page.waitForLoadState('networkidle');
    expect(chunkRequests, 'the settings chunk was requested before the navigation').toEqual([]);

    await desktopSidebar(page).getByRole('link', { name: 'Paramètres', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe('/dashboard/settings');
    await expect
      .poll(() => page.locator('main h1').first().innerText(), {
        message: 'the settings page did not render after one failed chunk load',
      })
      .toBe('Paramètres');
    expect(await page.getByRole('heading', { name: 'Langue', level: 2 }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Paramètres | MethaPilot');
    expect(chunkRequests).toHaveLength(2);
    expect(new Set(chunkRequests).size).toBe(1);

    // The aborted request is the only error the browser may report.
    const otherConsoleErrors = problems.consoleErrors.filter(
      (text) => !(text.includes('settings-page-') || text.includes('net::ERR_FAILED')),
    );
    expect(otherConsoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
