// The public site in a real browser (spec §2): every public page answers 200, renders a heading, a title
// ending with "MethaPilot", <html lang="fr">, no console or page error and no serious accessibility violation;
// an unknown path answers 404 with the not-found page; the language switch; the QA checklist downloads.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publicPaths } from '../../src/shared/routes.js';
import { languageStorageKey } from '../../src/shared/i18n/languages.js';
import { projectRoot } from '../../scripts/lib/build-freshness.mjs';
import { expectNoSeriousAccessibilityViolation } from '../fixtures/accessibility.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({}, { hasCookieChoice: false });

const unknownPath = '/cette-page-n-existe-pas';

/** Opens a path and checks what every public page must do. */
async function expectPublicPage(path: string, expectedStatus: number): Promise<void> {
  const { page, problems } = session;
  const response = await page.goto(`${server().url}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(expectedStatus);
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  expect((await page.locator('h1').first().innerText()).trim()).not.toBe('');
  await expect.poll(() => page.title()).toMatch(/\S/);
  expect(await page.title()).toMatch(/MethaPilot$/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  await expectNoSeriousAccessibilityViolation(page, path);
  // The browser reports the 404 status of the not-found document itself as a console error: that one is
  // the answer under test, not a fault of the page.
  const consoleErrors =
    expectedStatus === 404
      ? problems.consoleErrors.filter(
          (text) => !(text.includes('404') && text.includes(`${server().url}${path}`)),
        )
      : problems.consoleErrors;
  expect(consoleErrors, `console errors on ${path}`).toEqual([]);
  expect(problems.pageErrors, `page errors on ${path}`).toEqual([]);
}

describe('public pages', () => {
  for (const path of publicPaths) {
    it(`${path} answers 200 and renders a complete, accessible page in French`, async () => {
      await expectPublicPage(path, 200);
    });
  }

  it('an unknown path answers 404 and renders the not-found page', async () => {
    await expectPublicPage(unknownPath, 404);
    // The not-found page leads back home.
    await expect.poll(() => session.page.locator('main a[href="/"]').count()).toBeGreaterThan(0);
  });
});

describe('weight of the home page', () => {
  // The foundation's budget: a farmer on a weak rural connection gets the home page with at most 120 KB of
  // gzipped JavaScript. This is a size, not a timing: it does not depend on the machine's speed.
  it('loads at most 120 KB of gzipped JavaScript for /', async () => {
    const { page } = session;
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(`${server().url}/`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(
      [...scripts].map(
        async (pathname) =>
          gzipSync(await readFile(join(projectRoot, 'dist/web', pathname)), { level: 9 }).length,
      ),
    );
    const totalKilobytes = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    expect(scripts.size).toBeGreaterThan(0);
    expect(totalKilobytes, [...scripts].join('\n')).toBeLessThanOrEqual(120);
  });
});

/** Uses the language switch, whatever its shape: a select, or a button opening a list of languages. */
async function chooseEnglish(page: Page): Promise<void> {
  const name = /langue|language/i;
  const select = page.getByRole('combobox', { name });
  const anySwitch = select
    .or(page.getByRole('button', { name }))
    .or(page.getByRole('button', { name: /^english$/i }));
  await expect
    .poll(() => anySwitch.count(), {
      message: `no language switch (a "Langue" select or button) on ${page.url()}`,
    })
    .toBeGreaterThan(0);
  if ((await select.count()) > 0) {
    await select.first().selectOption('en');
    return;
  }
  const english = page.getByRole('button', { name: /^english$/i });
  if ((await english.count()) === 0) {
    await page.getByRole('button', { name }).first().click();
  }
  await page
    .getByRole('menuitemradio', { name: /english/i })
    .or(page.getByRole('menuitem', { name: /english/i }))
    .or(page.getByRole('option', { name: /english/i }))
    .or(page.getByRole('radio', { name: /english/i }))
    .or(page.getByRole('button', { name: /^english$/i }))
    .first()
    .click();
}

describe('language switch', () => {
  it('switches to English, sets lang="en" and keeps the choice across a reload', async () => {
    const { page, problems } = session;
    await page.goto(`${server().url}/`, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ state: 'visible' });
    const frenchHeading = await page.locator('h1').first().innerText();

    await chooseEnglish(page);

    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe('en');
    await expect.poll(() => page.locator('h1').first().innerText()).not.toBe(frenchHeading);

    await page.reload({ waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate((key) => localStorage.getItem(key), languageStorageKey)).toBe('en');
    expect(await page.locator('h1').first().innerText()).not.toBe(frenchHeading);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

describe('free trial', () => {
  it("'Commencer l'essai gratuit' opens account creation, from the home page and the pricing page", async () => {
    const { page, problems } = session;
    await page.goto(`${server().url}/`);
    await page.getByRole('link', { name: "Commencer l'essai gratuit" }).first().click();
    await page.waitForURL(/\/login\?tab=sign-up$/);
    expect(await page.getByRole('tab', { name: 'Créer un compte' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Créer mon compte' }).waitFor();

    await page.goto(`${server().url}/pricing`);
    await page
      .getByRole('link', { name: /^Commencer l'essai/ })
      .first()
      .click();
    await page.waitForURL(/\/login\?tab=sign-up$/);
    await page.getByRole('button', { name: 'Créer mon compte' }).waitFor();
    expect(problems.pageErrors).toEqual([]);
  });
});

describe('QA checklist downloads', () => {
  it('/qa-downloads lists the CSV checklists and downloads one starting with the UTF-8 BOM', async () => {
    const { page, problems } = session;
    await page.goto(`${server().url}/qa-downloads`, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ state: 'visible' });
    const links = page.locator('a[href$=".csv"], a[download]');
    await expect.poll(() => links.count()).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split(/\r?\n/).filter((line) => line.length > 0).length).toBeGreaterThan(1);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

describe('contact form', () => {
  it('shows the spec §5 messages on an empty send, then sends a valid message with a success toast', async () => {
    const { page } = session;
    await page.goto(`${server().url}/support`, { waitUntil: 'networkidle' });
    const send = page.getByRole('button', { name: /Envoyer le message/ });
    await send.click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(4);
    expect(await page.getByText("L'email est requis").count()).toBe(1);

    await page.getByLabel('E-mail').fill('pas-un-email');
    await expect.poll(() => page.getByText("Format d'email invalide").count()).toBe(1);

    await page.getByLabel('Nom').fill('Jean Dupont');
    await page.getByLabel('E-mail').fill('jean@ferme.fr');
    await page.getByLabel('Objet').fill('Export du stock');
    await page.getByLabel('Message').fill('Bonjour, comment exporter mon stock en CSV ?');
    await send.click();
    await page.getByText(/Message envoyé/).waitFor();
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    expect(session.problems.pageErrors).toEqual([]);
  });
});
