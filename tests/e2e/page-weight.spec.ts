// Page weight budgets (issue 16 point 3): the gzipped JavaScript a page needs, counted as the bench's rows (c)
// count it (tests/fixtures/page-weight.ts: the built files the page loads in Chromium, Save-Data on so that the
// prefetch of other pages is not counted). A page that passes its budget fails here, so a later change cannot
// add weight silently. The visits count bytes, not time: each in its own browser context, they run a few at a
// time (`it.concurrent`), so that one page's idle wait for the network to settle overlaps the others' work.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dashboardPath, dashboardSubPaths } from '../../src/shared/routes.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer } from '../fixtures/browser.js';
import { launchBrowser } from '../fixtures/chromium.js';
import { measureVisit, toKilobytes, totalBytes, type ScriptSizes } from '../fixtures/page-weight.js';
import { dashboardPageExtraBudgetKb, pageBudgets } from '../fixtures/page-budgets.js';

const server = useBuiltServer();
let browser: Browser;
let account: BrowserAccount;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await signUpThroughApi(server().url);
});

afterAll(async () => {
  await browser.close();
});

function criticalScripts(path: string): Promise<ScriptSizes> {
  return measureVisit(browser, `${server().url}${path}`, true, {
    prepareContext: path.startsWith('/dashboard')
      ? (context) => addSessionCookies(context, server().url, account)
      : undefined,
  });
}

/** "KB" with one decimal, as the bench prints it. */
const kilobytes = (bytes: number) => Number(toKilobytes(bytes).toFixed(1));

describe('the JavaScript a page needs stays within its budget', () => {
  for (const [path, { ceilingKb, goalKb }] of Object.entries(pageBudgets)) {
    it.concurrent(`${path}: at most ${ceilingKb} KB gzipped (goal ${goalKb} KB)`, async ({ expect }) => {
      expect(kilobytes(totalBytes(await criticalScripts(path)))).toBeLessThanOrEqual(ceilingKb);
    });
  }
});

describe(`every other dashboard page needs at most ${dashboardPageExtraBudgetKb} KB more than the shell`, () => {
  let shellKb = 0;

  // The shell: the files the dashboard and two pages with little in common (the profile, the weather) all load.
  beforeAll(async () => {
    const [home, profile, weather] = [
      await criticalScripts('/dashboard'),
      await criticalScripts(dashboardPath('profile')),
      await criticalScripts(dashboardPath('weather')),
    ];
    shellKb = kilobytes(
      totalBytes(new Map([...home].filter(([file]) => profile.has(file) && weather.has(file)))),
    );
  });

  const paths = dashboardSubPaths
    .filter((subPath) => subPath !== '')
    .map((subPath) => dashboardPath(subPath).replace(/:[^/]+/g, 'pompe-doseuse'));
  for (const path of paths) {
    it.concurrent(path, async ({ expect }) => {
      expect(shellKb).toBeGreaterThan(0);
      expect(kilobytes(totalBytes(await criticalScripts(path)))).toBeLessThanOrEqual(
        shellKb + dashboardPageExtraBudgetKb,
      );
    });
  }
});

describe('the PDF library (jsPDF and its optional helpers) loads only when a quote is made', () => {
  const pdfChunk = /\/(jspdf|html2canvas|purify)[.-]/;

  for (const path of ['/', '/dashboard', '/dashboard/shop', '/dashboard/cart']) {
    it.concurrent(`${path}, with everything it prefetches`, async ({ expect }) => {
      const scripts = await measureVisit(browser, `${server().url}${path}`, false, {
        prepareContext: path.startsWith('/dashboard')
          ? (context) => addSessionCookies(context, server().url, account)
          : undefined,
      });
      expect(scripts.size).toBeGreaterThan(0);
      expect([...scripts.keys()].filter((file) => pdfChunk.test(file))).toEqual([]);
    });
  }
});
