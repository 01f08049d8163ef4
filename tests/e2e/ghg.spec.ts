// The RED II GHG savings page in a real browser, as a new user on a 390 px phone (issue 19 point 3): the plant's
// profile set and a lot of slurry and one of maize silage fed through the API (80 t and 20 t in January of last
// year), then the page read: the year without feed says so, last year's declared savings equal the hand-calculated
// figure written the French way, the threshold is met, the months without feed say so, the typical values give
// about 113 %, and a value out of its physical range is refused under its field, a valid one changes the figure and
// its reset puts it back; offline, the last calculation read is shown.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/shared/domain/calendar.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
});
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

/** A JSON request from the page (same origin, the session cookie): its status and body. */
async function api(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, url, body },
  );
}

/**
 * The savings as the French reader expects them: one decimal, a decimal comma, a space before % (the page writes
 * a narrow no-break space; spaces are compared as spaces).
 */
const frenchPercent = (fraction: number) => `${(fraction * 100).toFixed(1).replace('.', ',')} %`;
const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * 80 t slurry and 20 t maize, closed digestate, off-gas combusted (Annex VI part B 1(b), moisture at the
 * standard so Wₙ is the mass share): S_manure = 0.5·0.8 / (0.5·0.8 + 4.16·0.2).
 */
function handSavings(manureE: number, maizeE: number): number {
  const manurePW = 0.5 * 0.8;
  const maizePW = 4.16 * 0.2;
  const emission = (manurePW * manureE + maizePW * maizeE) / (manurePW + maizePW);
  return (94 - emission) / 94;
}

describe('GHG savings page', () => {
  it('shows last year’s savings from the feed log, against the threshold, and edits a value', async () => {
    if (!account) throw new Error('the account was not created');
    await addSessionCookies(session.context, server().url, account);
    const { page } = session;
    const year = Number(todayIn('Europe/Paris', new Date()).slice(0, 4));
    const lastYear = year - 1;

    await page.goto(`${server().url}/dashboard`);
    const profile = await api(page, 'PATCH', '/api/plant-settings', {
      commissioningDate: '2022-03-01',
      endUse: 'biomethane_injection',
      digestateStorage: 'closed',
      upgradingOffGas: 'combusted',
    });
    expect(profile.status).toBe(200);
    const lots: Record<string, string> = {};
    for (const lot of [
      { name: 'Lisier de porc', type: 'slurry', category: 'effluent' },
      { name: 'Ensilage de maïs', type: 'silage', category: 'main_crop', humidityRate: 65 },
    ]) {
      const created = await api(page, 'POST', '/api/raw-materials', {
        ...lot,
        quantity: 500,
        deliveryDate: `${String(lastYear)}-01-02`,
      });
      expect(created.status).toBe(201);
      lots[lot.name] = (created.body as { id: string }).id;
    }
    for (const [name, fedOn, tonnes] of [
      ['Lisier de porc', '01-05', 50],
      ['Lisier de porc', '01-19', 30],
      ['Ensilage de maïs', '01-12', 20],
    ] as const) {
      const entry = await api(page, 'POST', '/api/feed-logs', {
        fedOn: `${String(lastYear)}-${fedOn}`,
        rawMaterialId: lots[name],
        tonnes,
      });
      expect(entry.status).toBe(201);
    }

    await page.goto(`${server().url}/dashboard/reglementation/ghg`);
    await page
      .getByRole('heading', { name: 'Économies de gaz à effet de serre (RED II)', level: 1 })
      .waitFor();
    const tab = page
      .getByRole('navigation', { name: 'Réglementation' })
      .getByRole('link', { name: 'Gaz à effet de serre' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    await page.getByText(`Aucune alimentation enregistrée en ${String(year)}`).waitFor();

    await page.getByRole('button', { name: 'Année précédente' }).click();
    await page.getByRole('heading', { name: `Bilan de l'année ${String(lastYear)}` }).waitFor();

    // Default values: processing, upgrading and compression × 1.4.
    const manureDefault = (3.2 + 4.5 + 3.3) * 1.4 + 1.0 - 111.9;
    const maizeDefault = 17.6 + (4.3 + 4.5 + 3.3) * 1.4;
    const expectedDefault = frenchPercent(handSavings(manureDefault, maizeDefault));
    expect(expectedDefault).toBe('108,2 %');
    const declared = page.getByTestId('ghg-declared-savings');
    await expect.poll(async () => spaced(await declared.textContent())).toBe(expectedDefault);
    await page.getByText('Économies déclarées (par défaut)').waitFor();
    const expectedTypical = frenchPercent(handSavings(3.2 + 4.5 + 1.0 + 3.3 - 111.9, 17.6 + 4.3 + 4.5 + 3.3));
    expect(expectedTypical).toBe('113,2 %');
    await expect
      .poll(async () => spaced(await page.getByTestId('ghg-other-savings').textContent()))
      .toBe(`Avec les valeurs typiques : ${expectedTypical}`);
    await page.getByTestId('ghg-verdict').getByText('Seuil atteint').waitFor();
    await page
      .getByText(/Seuil applicable : 65\s%/)
      .first()
      .waitFor();
    await page.getByText('01/03/2022').waitFor();

    const months = page.getByTestId('ghg-months');
    const january = months.getByRole('row', { name: /janvier/ });
    await expect.poll(async () => spaced(await january.textContent())).toContain(expectedTypical);
    expect(spaced(await january.textContent())).toContain(expectedDefault);
    await months
      .getByRole('row', { name: /février/ })
      .getByText("Pas d'alimentation")
      .waitFor();

    // The step by step shows the weighting and E.
    const steps = page.getByTestId('ghg-steps');
    await steps.getByRole('heading', { name: "Effluents d'élevage" }).waitFor();
    await steps.getByText('0,3247').first().waitFor(); // S_manure = 0.4 / 1.232

    // A value out of its range is refused under its field; a valid one changes the figure; the reset puts it back.
    await page.getByText('Épuration, compression et comparateurs', { exact: true }).click();
    const compression = page.getByLabel('Compression à la station (gCO2eq/MJ)');
    const compressionRow = page.getByTestId('ghg-value-compression');
    await compression.fill('400');
    await compressionRow.getByRole('button', { name: 'Enregistrer' }).click();
    await compressionRow.getByText('Une émission doit être comprise entre -300 et 300 gCO2eq/MJ').waitFor();
    await expect.poll(async () => spaced(await declared.textContent())).toBe(expectedDefault);

    await compression.fill('0');
    await compressionRow.getByRole('button', { name: 'Enregistrer' }).click();
    const withoutCompression = frenchPercent(
      handSavings(manureDefault - 3.3 * 1.4, maizeDefault - 3.3 * 1.4),
    );
    await expect.poll(async () => spaced(await declared.textContent())).toBe(withoutCompression);
    await page.getByTestId('ghg-value-compression').getByText('modifiée').waitFor();
    await page.getByText('1 valeur modifiée').waitFor();
    await page
      .getByTestId('ghg-value-compression')
      .getByRole('button', { name: 'Remettre la valeur source' })
      .click();
    await expect.poll(async () => spaced(await declared.textContent())).toBe(expectedDefault);

    // The typical values declared instead.
    await page.getByLabel('Valeurs déclarées').first().selectOption({ label: 'typiques' });
    await expect.poll(async () => spaced(await declared.textContent())).toBe(expectedTypical);

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Offline, the page shows the last calculation read on this device.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByText(`Aucune alimentation enregistrée en ${String(year)}`).waitFor();
    await page.getByRole('button', { name: 'Année précédente' }).click();
    await expect.poll(async () => spaced(await declared.textContent())).toBe(expectedTypical);
    await page.waitForLoadState('networkidle');
    await session.context.setOffline(true);
    await page.goto(`${server().url}/dashboard/reglementation/ghg`);
    await page.getByText(`Aucune alimentation enregistrée en ${String(year)}`).waitFor();
    await page.getByRole('button', { name: 'Année précédente' }).click();
    await expect.poll(async () => spaced(await declared.textContent())).toBe(expectedTypical);
    await page
      .getByRole('status')
      .filter({ hasText: 'Hors ligne : données de cet appareil' })
      .first()
      .waitFor();
    await session.context.setOffline(false);
  });
});
