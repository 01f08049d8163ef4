// The cookie banner in a real browser (spec §2, §4, §5, §9), as a new visitor then as a signed-in user: it
// shows on a first visit, "Tout refuser", "Tout accepter" and "Personnaliser" store the choice in the browser
// and the banner goes; "Annuler" goes back without storing; a malformed stored value asks again; a signed-in
// user's choice is saved on the server (a visitor's one once they sign in) and taken on a new device; the
// "Gérer les cookies" button of the dashboard asks again; analytics load only after consent.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageStorageKey } from '../../src/shared/i18n/languages.js';
import { expectNoSeriousAccessibilityViolation } from '../fixtures/accessibility.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({}, { hasCookieChoice: false });

function banner(page: Page) {
  return page.getByRole('region', { name: 'Vos choix de cookies' });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server().url}${path}`, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ state: 'visible' });
}

/** Reloads and waits until the page and everything it loads are there (the banner would be by then). */
async function reloadAndSettle(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ state: 'visible' });
}

async function storedConsent(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const text = localStorage.getItem('cookie-consent');
    return text === null ? null : (JSON.parse(text) as unknown);
  });
}

/** The signed-in user's server copy, read from the page (same session cookie). */
async function serverConsent(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const response = await fetch('/api/preferences/cookie-consent', {
      headers: { Accept: 'application/json' },
    });
    return ((await response.json()) as { consent: unknown }).consent;
  });
}

function expectNoPageProblem(): void {
  expect(session.problems.consoleErrors).toEqual([]);
  expect(session.problems.pageErrors).toEqual([]);
}

describe('cookie banner for a visitor', () => {
  it('shows on a first visit; "Tout refuser" stores no analytics and the banner stays gone after a reload', async () => {
    const { page } = session;
    await open(page, '/');
    const region = banner(page);
    await region.waitFor();
    await region.getByRole('button', { name: 'Tout accepter' }).waitFor();
    await region.getByRole('button', { name: 'Personnaliser' }).waitFor();
    await region.getByRole('link', { name: 'Politique de confidentialité' }).waitFor();
    await expectNoSeriousAccessibilityViolation(page, '/ with the cookie banner');

    await region.getByRole('button', { name: 'Tout refuser' }).click();
    await region.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, marketing: false });

    await reloadAndSettle(page);
    expect(await banner(page).count()).toBe(0);
    expect(await storedConsent(page)).toMatchObject({ analytics: false });

    // Forgetting the choice brings the banner back; "Tout accepter" allows everything.
    await page.evaluate(() => {
      localStorage.removeItem('cookie-consent');
    });
    await page.reload({ waitUntil: 'load' });
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const accepted = await storedConsent(page);
    expect(accepted).toMatchObject({ necessary: true, analytics: true, marketing: true });
    expect(Number.isNaN(Date.parse((accepted as { updatedAt: string }).updatedAt))).toBe(false);
    expectNoPageProblem();
  });

  it('"Personnaliser" lets the visitor allow analytics only, and "Annuler" goes back without storing', async () => {
    const { page } = session;
    await open(page, '/pricing');
    const region = banner(page);
    await region.getByRole('button', { name: 'Personnaliser' }).click();
    const analytics = region.getByRole('switch', { name: /Analytiques/ });
    const marketing = region.getByRole('switch', { name: /Marketing/ });
    await analytics.waitFor();
    expect(await analytics.isChecked()).toBe(false);
    expect(await marketing.isChecked()).toBe(false);
    await analytics.check();

    await region.getByRole('button', { name: 'Annuler' }).click();
    await region.getByRole('button', { name: 'Tout refuser' }).waitFor();
    expect(await region.getByRole('switch').count()).toBe(0);
    expect(await storedConsent(page)).toBeNull();

    // Back in, the switches start off again; analytics only, then "Enregistrer mes choix".
    await region.getByRole('button', { name: 'Personnaliser' }).click();
    await analytics.waitFor();
    expect(await analytics.isChecked()).toBe(false);
    await analytics.check();
    await region.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await region.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expectNoPageProblem();
  });

  it.each([
    ['necessary false', '{"necessary":false,"analytics":false,"marketing":false}'],
    ['analytics as text', '{"necessary":true,"analytics":"yes","marketing":false}'],
    ['not JSON', 'accepted'],
  ])('shows the banner again when the stored value is malformed (%s)', async (_name, value) => {
    const { page } = session;
    await open(page, '/');
    await banner(page).waitFor();
    await page.evaluate((text) => {
      localStorage.setItem('cookie-consent', text);
    }, value);
    await page.reload({ waitUntil: 'load' });
    await banner(page).getByRole('button', { name: 'Tout refuser' }).waitFor();
  });

  it('fits a 390 px phone without covering the whole page, in English too', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    await page.evaluate((key) => {
      localStorage.setItem(key, 'en');
    }, languageStorageKey);
    await page.reload({ waitUntil: 'load' });
    const region = page.getByRole('region', { name: 'Your cookie choices' });
    await region.getByRole('button', { name: 'Refuse all' }).waitFor();
    const box = await region.boundingBox();
    if (!box) throw new Error('the banner has no box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeLessThan(844 * 0.75);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
    for (const name of ['Refuse all', 'Customise', 'Accept all']) {
      expect(await region.getByRole('button', { name }).isVisible()).toBe(true);
    }
    await region.getByRole('button', { name: 'Customise' }).click();
    await region.getByRole('switch', { name: /Analytics/ }).waitFor();
    await region.getByRole('switch', { name: /Marketing/ }).waitFor();
    await region.getByRole('button', { name: 'Save my choices' }).waitFor();
    await region.getByRole('button', { name: 'Cancel' }).click();
    await region.getByRole('button', { name: 'Accept all' }).click();
    await region.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: true });
  });
});

describe('cookie consent of a signed-in user', () => {
  /** A new account (no saved choice), signed in in this test's browser context. */
  async function signIn(): Promise<BrowserAccount> {
    const account = await signUpThroughApi(server().url);
    await addSessionCookies(session.context, server().url, account);
    return account;
  }

  it('saves the choice on the server; the cookie button asks again, and the new choice replaces it', async () => {
    const { page } = session;
    await signIn();
    await open(page, '/dashboard');
    const region = banner(page);
    await region.getByRole('button', { name: 'Personnaliser' }).click();
    await region.getByRole('switch', { name: /Marketing/ }).check();
    await region.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await region.waitFor({ state: 'detached' });
    await expect
      .poll(() => serverConsent(page))
      .toEqual({ necessary: true, analytics: false, marketing: true });

    // "Gérer les cookies" forgets the local choice and reloads: the banner asks again (the server's copy is
    // not taken back by this browser), and the new choice overwrites the server's.
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false });
    await expect
      .poll(() => serverConsent(page))
      .toEqual({ necessary: true, analytics: false, marketing: false });
    expectNoPageProblem();
  });

  it("takes the server's choice on a new device instead of showing the banner", async () => {
    const { page } = session;
    const account = await signIn();
    await open(page, '/dashboard');
    await banner(page).waitFor();
    // Saved from elsewhere (another device): the new browser below has never chosen.
    await page.evaluate(async () => {
      await fetch('/api/preferences/cookie-consent', {
        method: 'PUT',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ analytics: true, marketing: false }),
      });
    });
    const otherDevice = await session.browser.newContext({ locale: 'fr-FR' });
    try {
      await addSessionCookies(otherDevice, server().url, account);
      const otherPage = await otherDevice.newPage();
      await otherPage.goto(`${server().url}/dashboard`, { waitUntil: 'load' });
      // The page decides after 'load' (a lazy chunk, the session, then the saved choice: about 0.5 s, over
      // 1 s on a busy machine): wait for its decision, a stored choice or the banner, whichever comes.
      await otherPage.waitForFunction(
        () =>
          localStorage.getItem('cookie-consent') !== null ||
          document.querySelector('section[aria-labelledby="cookie-banner-title"]') !== null,
      );
      expect(await storedConsent(otherPage)).toMatchObject({
        necessary: true,
        analytics: true,
        marketing: false,
      });
      await otherPage.waitForLoadState('networkidle');
      expect(await banner(otherPage).count()).toBe(0);
    } finally {
      await otherDevice.close();
    }
  });

  it("saves a visitor's choice on the server once they sign in, and then records page views", async () => {
    const { page } = session;
    const visitor = await signUpThroughApi(server().url);
    await open(page, '/');
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await banner(page).waitFor({ state: 'detached' });

    await addSessionCookies(session.context, server().url, visitor);
    const pageView = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().endsWith('/api/activities') &&
        (request.postData() ?? '').includes('page_view'),
    );
    await open(page, '/dashboard');
    await expect
      .poll(() => serverConsent(page))
      .toEqual({ necessary: true, analytics: true, marketing: true });
    // Analytics were allowed: the usage module loads (2 s later) and records the dashboard page view.
    await pageView;
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const response = await fetch('/api/activities', { headers: { Accept: 'application/json' } });
          const { activities } = (await response.json()) as { activities: { activityType: string }[] };
          return activities.map((activity) => activity.activityType);
        }),
      )
      .toEqual(expect.arrayContaining(['page_view', 'gdpr_consent']));
    expectNoPageProblem();
  });

  it('loads no analytics after "Tout refuser"', async () => {
    const { page } = session;
    await signIn();
    // The page's timers run on a clock the test moves forward (instead of waiting for them).
    await page.clock.install();
    const analyticsRequests: string[] = [];
    page.on('request', (request) => {
      if (/usage-analytics|\/api\/activities/.test(request.url())) analyticsRequests.push(request.url());
    });
    await open(page, '/dashboard');
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Agenda' }).first().click();
    await page.waitForURL(/\/dashboard\/agenda/);
    // Past the 2 s after which an allowed analytics module would load; then a round trip of the page, so a
    // request that the timers started would have been seen before it.
    await page.clock.runFor(3000);
    await page.evaluate(() => fetch('/api/health').then((response) => response.status));
    expect(analyticsRequests).toEqual([]);
  });
});
