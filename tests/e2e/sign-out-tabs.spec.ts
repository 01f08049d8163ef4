// Signing out in one tab reaches the user's other tabs at once (issue 6: sign-out wipes the user's local data):
// the other tab leaves for the sign-in page without a reload, and its offline layer stops, so nothing of the user
// is written to this browser's offline store again after the wipe.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

/** How many rows each table of the browser's offline store holds (every user together). */
function offlineRowCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const opening = indexedDB.open('methapilot-offline');
        opening.onerror = () => {
          reject(new Error('the offline store did not open'));
        };
        opening.onsuccess = () => {
          const db = opening.result;
          const names = [...db.objectStoreNames];
          const transaction = db.transaction(names, 'readonly');
          const counts: Record<string, number> = {};
          for (const name of names) {
            const counting = transaction.objectStore(name).count();
            counting.onsuccess = () => {
              counts[name] = counting.result;
            };
          }
          transaction.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
  );
}

async function openStock(page: Page): Promise<void> {
  await page.goto(`${server().url}/dashboard/stock`);
  await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Stock');
}

describe('sign-out across tabs', () => {
  it("sends the user's other tab to the sign-in page and leaves no local data of theirs", async () => {
    const { page: firstTab, context } = session;
    const secondTab = await context.newPage();
    await openStock(firstTab);
    await openStock(secondTab);
    // Both tabs read through the user's encrypted cache: the browser holds their key and cached lists.
    await expect.poll(async () => (await offlineRowCounts(secondTab)).keys).toBe(1);

    await firstTab
      .getByRole('button', { name: /Se déconnecter/ })
      .first()
      .click();
    await firstTab.waitForURL(/\/login/);

    await secondTab.waitForURL(/\/login/);
    await expect.poll(() => secondTab.locator('h1').first().innerText()).toBe('Connexion');
    // The second tab wipes again what it wrote after the first tab's wipe, and the wipe holds: once its requests
    // under way are answered, its offline layer, stopped, has written nothing of the user back.
    const storedRows = async () =>
      Object.values(await offlineRowCounts(secondTab)).reduce((sum, count) => sum + count, 0);
    await expect.poll(storedRows).toBe(0);
    await secondTab.waitForLoadState('networkidle');
    expect(await storedRows()).toBe(0);
    expect(session.problems.pageErrors).toEqual([]);
  });
});
