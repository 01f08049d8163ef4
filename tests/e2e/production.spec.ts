// The production log in a real browser, as a new user on a 390 px phone (issue 18 point 1): the empty page, a
// reading refused with the §5 message and the biomethane-or-kWh rule, readings typed with French decimals, the
// newest visible on the first screen, the plant's class, the biogas chart and an anomaly with its reason, then a
// reading entered offline that reaches the server when the network is back, and the dashboard's card.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TProductionLog } from '../../src/shared/contracts/production.js';
import type { TPage } from '../../src/shared/contracts/records.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

/** The user's readings as the server has them (read from the page, with its session). */
async function serverReadings(page: Page): Promise<TProductionLog[]> {
  const body = await page.evaluate(async () => {
    const response = await fetch('/api/production-logs?pageSize=100', { cache: 'no-store' });
    return (await response.json()) as unknown;
  });
  return (body as TPage<TProductionLog>).items;
}

describe('production log', () => {
  it('takes readings on a phone, classes the plant, charts and flags them, and syncs one typed offline', async () => {
    if (!account) throw new Error('the account was not created');
    const context = await session.browser.newContext({
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await addSessionCookies(context, server().url, account);
      const page = await context.newPage();
      await page.goto(`${server().url}/dashboard/production`);
      await page.getByRole('heading', { name: 'Aucun relevé', exact: true }).waitFor();

      await page.getByRole('button', { name: 'Ajouter un premier relevé' }).click();
      let dialog = page.getByRole('dialog', { name: 'Ajouter un relevé' });
      await dialog.getByLabel('Biogaz (m³)').fill('12 000');
      await dialog.getByRole('button', { name: 'Ajouter un relevé' }).click();
      await dialog.getByText('Le biogaz doit être compris entre 0 et 10 000 m³').waitFor();
      expect(
        await dialog
          .getByText("Renseignez le biométhane injecté (Nm³/h) ou l'électricité produite (kWh)")
          .count(),
      ).toBe(2);
      await dialog.getByLabel('Biogaz (m³)').fill('4 800,5');
      await dialog.getByLabel('Biométhane injecté (Nm³/h)').fill('120,5');
      await dialog.getByLabel('FOS/TAC').fill('0,35');
      await dialog.getByLabel('pH').fill('7,2');
      await dialog.getByLabel('Heure').fill('08:00');
      await dialog.getByRole('button', { name: 'Ajouter un relevé' }).click();
      await page.getByText('Relevé ajouté').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Ajouter un relevé' }).click();
      dialog = page.getByRole('dialog', { name: 'Ajouter un relevé' });
      await dialog.getByLabel('Biogaz (m³)').fill('5 000');
      await dialog.getByLabel('Biométhane injecté (Nm³/h)').fill('130');
      await dialog.getByLabel('FOS/TAC').fill('0,45');
      await dialog.getByLabel('H2S (ppm)').fill('450');
      await dialog.getByLabel('Heure').fill('18:00');
      await dialog.getByRole('button', { name: 'Ajouter un relevé' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The newest reading, on the first screen.
      const readings = page.getByRole('list', { name: 'Relevés' });
      const newest = readings.getByRole('listitem').filter({ hasText: '18:00' });
      await newest.getByText('5\u202f000 m³').waitFor();
      const box = await newest.boundingBox();
      expect(box && box.y < 844).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // (120.5 + 130) / 2 = 125.25 Nm³/h: a medium unit.
      await page.getByText("Classe de l'unité : Unité moyenne").waitFor();
      await page.getByRole('img', { name: /Graphique du biogaz produit par jour/ }).waitFor();
      expect(await page.getByTestId('biogas-chart').locator('rect').count()).toBe(1);
      await page.getByRole('img', { name: /Graphique du FOS\/TAC moyen par jour/ }).waitFor();
      const anomalies = page.getByTestId('anomaly-list');
      await anomalies.getByText('FOS/TAC à 0,45, au-dessus de 0,4').waitFor();
      await anomalies.getByText(/repères de suivi du procédé.*plage 0,3–0,4/).waitFor();

      // 450 ppm of H2S passes the default limit (500 ppm); the plant's own limit of 400 flags it.
      expect(await anomalies.getByText(/^H2S/).count()).toBe(0);
      // The cookie banner of this first visit sits over the bottom of the page: answered, as a user would.
      await page.getByRole('button', { name: 'Tout refuser' }).click();
      const limits = page.getByRole('region', { name: "Seuils de l'unité" });
      await limits.getByLabel('H2S maximal (ppm)').fill('400');
      await limits.getByRole('button', { name: 'Enregistrer les seuils' }).click();
      await page.getByText('Seuils enregistrés').first().waitFor();
      await anomalies.getByText('H2S (ppm) à 450, au-dessus de 400').waitFor();
      await anomalies.getByText(/Seuil de l'unité.*maximum 400/).waitFor();

      // A reading typed with the network down: shown at once, sent when the network is back.
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Ajouter un relevé' }).click();
      dialog = page.getByRole('dialog', { name: 'Ajouter un relevé' });
      await dialog.getByLabel('Biogaz (m³)').fill('3 100');
      await dialog.getByLabel('Électricité produite (kWh)').fill('9 500');
      await dialog.getByLabel('Notes').fill('Saisi hors ligne');
      await dialog.getByRole('button', { name: 'Ajouter un relevé' }).click();
      await page.getByText('Relevé ajouté').first().waitFor();
      await readings.getByRole('listitem').filter({ hasText: 'Saisi hors ligne' }).waitFor();
      await context.setOffline(false);
      await expect
        .poll(async () => (await serverReadings(page)).map((reading) => reading.notes))
        .toContain('Saisi hors ligne');
      expect(await serverReadings(page)).toHaveLength(3);

      await page.goto(`${server().url}/dashboard`);
      const card = page.getByRole('link', { name: 'Journal de production' });
      await card.waitFor();
      await page.getByText('2 anomalies', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
