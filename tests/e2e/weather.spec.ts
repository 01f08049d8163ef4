// The weather in a real browser, as a new user (issue 18): a city set in Paramètres is geocoded and its 5-day
// forecast shown with the spreading windows of the user's land, the thresholds changed (and refused when wrong),
// the dashboard's card, the service down then back, and the forecast offline with its age. The weather services
// are a loopback fake.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spreadingBanOn } from '../../src/shared/domain/spreading-calendar.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';
import { defaultFakeDays, startOpenMeteoFake, type OpenMeteoFake } from '../fixtures/open-meteo-fake.js';

let fake: OpenMeteoFake | undefined;
beforeAll(async () => {
  fake = await startOpenMeteoFake();
});
afterAll(async () => {
  await fake?.close();
});
const weatherFake = () => {
  if (!fake) throw new Error('the weather fake did not start');
  return fake;
};

const server = useBuiltServer(() => ({
  env: { WEATHER_BASE_URL: weatherFake().baseUrl, WEATHER_GEOCODING_BASE_URL: weatherFake().baseUrl },
}));
const session = usePage({ serviceWorkers: 'allow' });
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

async function saveLocation(page: Page, type: 'Ville' | 'Coordonnées', value: string) {
  await page.goto(`${server().url}/dashboard/settings`);
  await page.getByRole('radio', { name: type, exact: true }).check();
  await page
    .getByLabel(type === 'Ville' ? 'Nom de la ville' : 'Coordonnées (latitude,longitude)')
    .fill(value);
  await page.getByRole('button', { name: 'Enregistrer la localisation' }).click();
  await page.getByText('Localisation sauvegardée').waitFor();
}

const spreadingList = (page: Page) =>
  page
    .getByRole('region', { name: "Fenêtres d'épandage du digestat" })
    .getByRole('listitem')
    .filter({
      has: page.getByText(/Épandage possible|Pas d'épandage/),
    });

/** How many of the fake's days allow spreading on this land, by the nitrates calendar and the thresholds. */
function expectedOpenDays(
  landUse: Parameters<typeof spreadingBanOn>[1],
  fertiliserType: Parameters<typeof spreadingBanOn>[2],
  heavyRainMm: number,
): number {
  return defaultFakeDays().filter(
    (day) =>
      !spreadingBanOn(day.date, landUse, fertiliserType).isBanned &&
      day.precipitationMm < heavyRainMm &&
      day.windSpeedMaxKmh < 30 &&
      day.temperatureMinC > 0,
  ).length;
}

describe('weather', () => {
  it('shows the forecast of a city set in Paramètres, its spreading windows, and follows the thresholds', async () => {
    const { page } = session;
    await saveLocation(page, 'Ville', 'Vire');
    await page.getByText('Vire (Normandie)').first().waitFor();

    await page.goto(`${server().url}/dashboard`);
    const card = page.getByRole('heading', { name: 'Météo', exact: true }).locator('xpath=ancestor::div[1]');
    await card.getByText("Aujourd'hui : 4 à 12 °C").waitFor();
    await page.getByRole('link', { name: 'Météo et épandage' }).click();

    await page.getByRole('heading', { name: 'Météo', level: 1 }).waitFor();
    await page.getByText('Prévisions à 5 jours pour Vire (Normandie)').waitFor();
    expect(
      weatherFake()
        .requests.filter((request) => request.path === '/v1/forecast')
        .at(-1)
        ?.query.get('latitude'),
    ).toBe('48.8385');
    const tomorrow = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^Demain/ }) });
    await tomorrow.getByText('Pluie', { exact: true }).waitFor();
    await tomorrow.getByText('14,2 mm').waitFor();
    await tomorrow.getByText('90 %').waitFor();
    await page.getByText('Données météo : Open-Meteo.com (licence CC BY 4.0)').waitFor();

    await expect.poll(() => spreadingList(page).count()).toBe(5);
    await page.getByText('Forte pluie annoncée (14,2 mm, seuil 10 mm)').waitFor();
    await page.getByText('Vent fort annoncé (42 km/h, seuil 30 km/h)').waitFor();
    expect(await page.getByText('Épandage possible').count()).toBe(
      expectedOpenDays('autumn-crops', 'type-2', 10),
    );

    // Grassland, a type I fertiliser, and heavy rain from 20 mm: the wet day no longer stops spreading.
    await page.getByLabel('Forte pluie à partir de (mm/jour)').fill('abc');
    await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await page.getByText('Le seuil de forte pluie doit être compris entre 1 et 100 mm').waitFor();
    await page.getByLabel('Occupation du sol').selectOption({ label: 'Prairies de plus de 6 mois' });
    await page
      .getByLabel('Type de fertilisant')
      .selectOption({ label: 'Type I (C/N élevé, fumiers pailleux)' });
    await page.getByLabel('Forte pluie à partir de (mm/jour)').fill('20');
    await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await page.getByText("Réglages d'épandage enregistrés").waitFor();
    await page
      .getByText('Pour : Prairies de plus de 6 mois, Type I (C/N élevé, fumiers pailleux).')
      .waitFor();
    await expect.poll(() => page.getByText(/Forte pluie annoncée/).count()).toBe(0);
    expect(await page.getByText('Épandage possible').count()).toBe(
      expectedOpenDays('grassland-over-6-months', 'type-1', 20),
    );
    expect(session.problems.pageErrors).toEqual([]);
  });

  it('says the forecast is unavailable while the service is down, and shows the next one it gives', async () => {
    const { page } = session;
    weatherFake().forecast.behaviour = 'server-error';
    await saveLocation(page, 'Coordonnées', '47.4784,-0.5632');
    await page.goto(`${server().url}/dashboard/weather`);
    await page.getByRole('alert').filter({ hasText: 'Prévisions indisponibles' }).waitFor();
    await page.getByText("Sans prévisions, les fenêtres d'épandage ne peuvent pas être calculées.").waitFor();
    await page.getByRole('button', { name: 'Réessayer' }).waitFor();

    // The service answers again (the server waits out its back-off for this place; another place is asked at once).
    weatherFake().forecast.behaviour = 'answer';
    await saveLocation(page, 'Coordonnées', '47.2184,-1.5536');
    await page.goto(`${server().url}/dashboard/weather`);
    await page.getByRole('heading', { name: /^Demain/ }).waitFor();
    expect(await page.getByText('Prévisions indisponibles').count()).toBe(0);
    expect(session.problems.pageErrors).toEqual([]);
  });

  it('shows the last forecast seen, with its age, offline; and fits a 390 px phone', async () => {
    const { page, context } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server().url}/dashboard/weather`);
    await page.getByRole('heading', { name: /^Demain/ }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { name: /^Demain/ }).waitFor();
    // The first day shows on the first screen of a phone, and nothing is wider than it.
    const firstDay = await page.getByRole('heading', { name: /^Aujourd'hui/ }).boundingBox();
    expect(firstDay && firstDay.y + firstDay.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: /^Demain/ }).waitFor();
    await page.getByText(/Hors ligne : voici les dernières prévisions vues sur cet appareil\./).waitFor();
    await page.getByText(/^Prévisions du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}, il y a \d+ minutes?\./).waitFor();
    await context.setOffline(false);
  });
});
