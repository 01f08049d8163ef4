// Layout stability of the public pages (issue 16, Lighthouse CLS ≤ 0.05): a phone that gets the page's own
// chunk late first paints the header, a skeleton and the footer; when the page arrives, nothing the reader
// already sees may move. The page chunks are held back 600 ms here so that this first paint always happens
// (before the fix, the footer jumped from mid-screen to below the fold: CLS 0.386 on / and /pricing).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Sum of the layout shifts not caused by input, as Lighthouse counts CLS for a load. */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShiftTotal: number }).layoutShiftTotal);
}

/** Adds up, from the first paint, the layout shifts not caused by input. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const holder = window as unknown as { layoutShiftTotal: number };
    holder.layoutShiftTotal = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) holder.layoutShiftTotal += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds back the answers whose URL matches, so that the first paint happens without them. */
async function holdBack(page: Page, url: RegExp): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

describe('public pages on a phone', () => {
  for (const path of ['/', '/pricing', '/login', '/features']) {
    it(`keep what is on screen in place while ${path} arrives late`, async () => {
      const { page } = session;
      await watchLayoutShifts(page);
      await holdBack(page, /\/assets\/[a-z-]+-page-[\w-]+\.js$/);
      await page.goto(`${server().url}${path}`);
      await page.locator('h1').first().waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.05);
    });
  }
});

describe('the dashboard of a new account on a phone', () => {
  it('shows the e-mail banner with the page, never pushing the page down under the reader', async () => {
    const { page, context } = session;
    await addSessionCookies(context, server().url, await signUpThroughApi(server().url));
    await watchLayoutShifts(page);
    // How addresses get verified here arrives late: the page waits for it rather than move under the banner.
    await holdBack(page, /\/api\/auth\/providers$/);
    await page.goto(`${server().url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await page.getByText("n'est pas encore vérifiée", { exact: false }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.05);
  });
});
