// The ration optimiser in a real browser, as a new user (issue 18 point 4): the digester volume asked first, the
// ration of the analysis lots worked out with what limits it, a conflict named in plain French, and the ration
// applied, then seen as the planned mix of the analysis page.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';
import { cattleSlurryLot, maizeSilageLot, ryeCiveLot } from '../fixtures/ration-lots.js';

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

const lots = [maizeSilageLot, cattleSlurryLot, ryeCiveLot];

/** The lots as the raw-materials form would create them (the page's own API, the session's cookie). */
async function createLots(page: Page): Promise<void> {
  for (const lot of lots) {
    const status = await page.evaluate(
      `fetch('/api/raw-materials', { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(JSON.stringify(lot))} }).then((response) => response.status)`,
    );
    expect(status).toBe(201);
  }
}

describe('ration optimiser', () => {
  it('works out the ration of the analysis lots, names a conflict, and applies the ration as the planned mix', async () => {
    const { page } = session;
    await page.goto(`${server().url}/dashboard/optimisation`);
    await page.getByRole('heading', { name: 'Optimisation de la ration', level: 1 }).waitFor();
    await createLots(page);
    await page.reload();
    await page.getByText('Seigle CIVE · 400 t').waitFor();

    // No volume yet: the server says what to do.
    await page.getByRole('button', { name: 'Calculer la ration' }).click();
    await page.getByRole('alert').filter({ hasText: 'Saisissez le volume utile du digesteur' }).waitFor();

    await page.getByLabel('Volume utile du digesteur (m³)').fill('2 500');
    await page.getByRole('button', { name: 'Enregistrer le digesteur' }).click();
    await page.getByText('Réglages du digesteur enregistrés').waitFor();
    await page.getByLabel('Durée de la ration (jours)').fill('0');
    await page.getByRole('button', { name: 'Calculer la ration' }).click();
    await page.getByText('La durée doit être un nombre entier de jours entre 1 et 366').waitFor();
    await page.getByLabel('Durée de la ration (jours)').fill('30');
    await page.getByRole('button', { name: 'Calculer la ration' }).click();

    const result = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Ration proposée' }) })
      .last();
    await result.getByRole('heading', { name: 'Ce qui limite la ration' }).waitFor();
    await result.getByText(/^\d[\d\s]* Nm³ CH4\/jour$/).waitFor();
    const rows = await result.getByRole('row').allTextContents();
    expect(rows.length).toBeGreaterThan(1);
    await result.getByText(/Tout le stock de « Seigle CIVE » est utilisé/).waitFor();

    await result.getByRole('button', { name: 'Appliquer cette ration' }).click();
    await page.getByText('Ration enregistrée comme mélange prévu').waitFor();

    // A strict C/N floor no mix of these lots can reach: the conflict is named, no ration shown.
    await page.getByLabel('C/N minimal').fill('45');
    await page.getByLabel('C/N maximal').fill('60');
    await page.getByLabel('Fenêtre C/N').selectOption({ label: 'Stricte (la ration doit la respecter)' });
    await page.getByRole('button', { name: 'Enregistrer le digesteur' }).click();
    await page.getByText('Réglages du digesteur enregistrés').first().waitFor();
    await page.getByRole('button', { name: 'Calculer la ration' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'Aucune ration possible' });
    await conflict.waitFor();
    await conflict.getByText(/le C\/N minimal de 45 \(le C\/N le plus élevé en stock est 35\)/).waitFor();

    await page.goto(`${server().url}/dashboard/raw-materials/analysis`);
    const plan = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Mélange prévu' }) })
      .last();
    await plan
      .getByText(/^Ration appliquée le \d{2}\/\d{2}\/\d{4} : [\d\s]+ Nm³ CH4\/jour attendus\.$/)
      .waitFor();
    await plan.getByText('Seigle CIVE').waitFor();
    expect(session.problems.pageErrors).toEqual([]);
  });
});
