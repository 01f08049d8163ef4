// Issue 20 point 5 and the query optimisation page, as a user and an admin would see them: "Mon activité" in
// the settings lists the sign-in just made (the truncated network, the browser in words); an admin (role admin
// with a verified second factor, written while the server is off) sees the security events in the settings and
// the slowest statements with the plan of one on /dashboard/query-optimization.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';
import { prepareAdminDataDir } from '../fixtures/browser-admin.js';
import { startBuiltServer } from '../fixtures/built-server.js';

const server = useBuiltServer();
const session = usePage();

describe('my activity', () => {
  it('lists the sign-in just made, with the network truncated and the browser in words', async () => {
    const { page } = session;
    const account = await signUpThroughApi(server().url);
    await page.goto(`${server().url}/login`);
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Adresse e-mail').fill(account.email);
    await panel.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL(`${server().url}/dashboard`);

    await page.goto(`${server().url}/dashboard/settings`);
    const list = page.getByRole('list', { name: 'Mon activité' });
    const signIn = list.getByRole('listitem').filter({ hasText: 'Connexion' }).first();
    await signIn.waitFor();
    await signIn.getByText('127.0.0.0/24').waitFor();
    await signIn.getByText(/Chrome sur Linux/).waitFor();
    expect(await signIn.locator('time').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await list.textContent()).not.toContain('127.0.0.1');
    expect(await page.getByRole('heading', { name: 'Événements de sécurité' }).count()).toBe(0);
  });
});

describe('admin observability', () => {
  it('shows an admin the security events and the slowest statements with the plan of one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'methapilot-query-admin-'));
    try {
      const admin = await prepareAdminDataDir(dataDir);

      const adminServer = await startBuiltServer({ dataDir });
      try {
        const { page, context } = session;
        await addSessionCookies(context, adminServer.url, admin);
        await page.goto(`${adminServer.url}/dashboard/settings`);
        const events = page.getByRole('region', { name: 'Événements de sécurité' });
        await events.getByText(/\d+ événements?|Aucun événement pour ces filtres\./).waitFor();

        await page.goto(`${adminServer.url}/dashboard/query-optimization`);
        await page.getByRole('navigation', { name: 'Pages de supervision' }).waitFor();
        const table = page.getByRole('table', { name: 'Requêtes les plus coûteuses' });
        await table.waitFor();
        expect(await table.getByRole('row').count()).toBeGreaterThan(1);
        await table.getByRole('button', { name: 'Expliquer' }).first().click();
        const plan = page.getByRole('heading', { name: "Plan d'exécution" });
        await plan.waitFor();
        await page.locator('pre').filter({ hasText: /cost=/ }).waitFor();

        // Below, the answer time of each route pattern the server measured (written every 10 s: the pages this
        // admin opened show up within a reload or two).
        const routeTimes = page.getByRole('table', { name: 'Temps de réponse par route' });
        await expect
          .poll(
            async () => {
              await page.reload();
              return routeTimes.waitFor({ timeout: 3_000 }).then(
                () => true,
                () => false,
              );
            },
            { timeout: 40_000 },
          )
          .toBe(true);
        await routeTimes
          .getByRole('cell', { name: /\/api\// })
          .first()
          .waitFor();

        // On a 390 px phone the table scrolls inside its card: the page itself does not scroll sideways.
        await page.setViewportSize({ width: 390, height: 844 });
        await table.waitFor();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(390);
      } finally {
        await adminServer.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
