// Issue 20 part 1 in a real browser: an error thrown in a page reaches the server through the page's reporter
// (at once for the first error, by sendBeacon when the page is left for the next) and shows up grouped on the error-monitoring page of an admin (role admin with a
// verified second factor), who resolves it. The admin's role is written into the embedded database while the
// server is off, as in shop-catalogue.spec.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addSessionCookies } from '../fixtures/browser-account.js';
import { usePage } from '../fixtures/browser.js';
import { prepareAdminDataDir } from '../fixtures/browser-admin.js';
import { startBuiltServer } from '../fixtures/built-server.js';

const session = usePage();

describe('error monitoring', () => {
  it('groups an error thrown in a page on the admin’s error-monitoring page, where it is resolved', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'methapilot-error-monitoring-'));
    try {
      const admin = await prepareAdminDataDir(dataDir);

      const server = await startBuiltServer({ dataDir });
      try {
        const { page, context } = session;
        await addSessionCookies(context, server.url, admin);
        await page.goto(`${server.url}/dashboard/stock`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // The first error loads the reporter, which sends it with the page's timings.
        const reported = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/metrics/client') &&
            (response.request().postData() ?? '').includes('introuvable'),
        );
        await page.evaluate(() => {
          setTimeout(() => {
            throw new TypeError('Le graphique du lot 4711 est introuvable');
          });
        });
        expect((await reported).status()).toBe(202);
        // A second error waits for the next batch: leaving the page sends it (sendBeacon, text/plain).
        await page.evaluate(() => {
          void Promise.reject(new RangeError('Seuil de 12 ppm hors plage'));
        });
        await expect.poll(() => session.problems.pageErrors.length).toBeGreaterThan(1);

        await page.goto(`${server.url}/dashboard/error-monitoring`);
        await page.getByRole('heading', { level: 1, name: 'Erreurs des navigateurs' }).waitFor();
        const group = page
          .getByTestId('error-group')
          .filter({ hasText: 'Le graphique du lot <n> est introuvable' });
        await expect
          .poll(async () => {
            if ((await group.count()) === 0) await page.getByRole('button', { name: 'Actualiser' }).click();
            return group.count();
          })
          .toBe(1);
        const rejection = page.getByTestId('error-group').filter({ hasText: 'Seuil de <n> ppm hors plage' });
        await expect
          .poll(async () => {
            if ((await rejection.count()) === 0)
              await page.getByRole('button', { name: 'Actualiser' }).click();
            return rejection.count();
          })
          .toBe(1);
        await group.getByText('TypeError: Le graphique du lot <n> est introuvable').waitFor();
        expect(await group.getByTestId('error-group-count').textContent()).toBe('1');
        await group.getByText('Chrome (1)').waitFor();
        await group.getByText('Ouverte', { exact: true }).waitFor();
        await group.getByText("Exemple de pile d'appels").click();
        await group.getByText('/dashboard/stock').waitFor();

        await group.getByRole('button', { name: 'Marquer résolue' }).click();
        await page.getByText('Statut mis à jour').waitFor();
        await group.getByText('Résolue', { exact: true }).waitFor();
        await page.getByLabel('Statut').selectOption({ label: 'Résolue' });
        await group.waitFor();
        await expect.poll(() => page.getByTestId('error-group').count()).toBe(1);
        expect(await rejection.count()).toBe(0);
        // On a 390 px phone the open group (its stack shown) scrolls inside its card, never the page sideways.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByLabel('Statut').selectOption({ label: 'Ouverte' });
        await rejection.getByText("Exemple de pile d'appels").click();
        await rejection.getByText('/dashboard/stock').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.getByLabel('Statut').selectOption({ label: 'Ignorée' });
        await page.getByText('Aucun groupe avec ce statut.').waitFor();
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
