// Two-factor enrolment then the second-factor step at sign-in, and the session expiry banners and sign-out
// after 30 minutes without activity, with Chromium's clock run fast (Playwright's page.clock).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { totpCode } from '../fixtures/auth-accounts.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount;

beforeEach(async () => {
  account = await signUpThroughApi(server().url);
});

function url(path: string): string {
  return `${server().url}${path}`;
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Adresse e-mail').fill(email);
  await panel.getByLabel('Mot de passe', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

describe('account security in the browser', () => {
  it('enrols an authenticator app, then asks for its code at the next sign-in', async () => {
    const { page, context } = session;
    await addSessionCookies(context, server().url, account);
    await page.goto(url('/dashboard/settings'));
    await page.getByRole('button', { name: 'Activer la double authentification' }).click();
    await page.getByLabel('Votre mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor({ state: 'visible' });
    const secret = ((await page.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByLabel(/Code à 6 chiffres/).fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Vérifier et activer' }).click();
    await page.getByText('La double authentification est activée.').waitFor({ state: 'visible' });

    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await page.waitForURL(/\/login/);
    await signInWithPassword(page, account.email, account.password);
    await page.getByText('Vérification en deux étapes').waitFor({ state: 'visible' });
    expect((await page.request.get(url('/api/session'))).status()).toBe(401);
    // The enrolment code was used once already: the next one of the app opens the session.
    await page.getByLabel('Code à 6 chiffres').fill(await totpCode(secret, 1));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL(url('/dashboard'));
    expect((await page.request.get(url('/api/session'))).status()).toBe(200);
  });

  it('warns at 5 minutes, alerts at 2, then signs out after 30 minutes without activity', async () => {
    const { page, context } = session;
    await addSessionCookies(context, server().url, account);
    await page.clock.install();
    await page.goto(url('/dashboard/stock'));
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    const banner = page.getByRole('status', { name: 'Informations de session' });
    expect(await banner.getByText(/Votre session expire dans/).count()).toBe(0);

    await page.clock.fastForward('25:30');
    await banner.getByText(/Votre session expire dans/).waitFor({ state: 'visible' });
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /expire dans/ })
        .count(),
    ).toBe(0);

    // "Prolonger" starts the 30 minutes again: the banner goes away.
    // A DOM click: with the page's clock faked, Playwright's "stable" check (animation frames) would wait forever.
    await banner.getByRole('button', { name: 'Prolonger' }).dispatchEvent('click');
    await banner.getByText(/Votre session expire dans/).waitFor({ state: 'hidden' });

    await page.clock.fastForward('28:30');
    const alert = page.getByRole('alert').filter({ hasText: /expire dans/ });
    await alert.waitFor({ state: 'visible' });
    expect(await alert.getByRole('button', { name: 'Prolonger' }).count()).toBe(1);
    expect(await alert.getByRole('button', { name: 'Se déconnecter' }).count()).toBe(1);

    await page.clock.fastForward('02:00');
    await page.getByText('Votre session a expiré. Veuillez vous reconnecter.').waitFor({ state: 'visible' });
    await page.waitForURL(/\/login\?redirect=%2Fdashboard%2Fstock/);
    expect((await page.request.get(url('/api/session'))).status()).toBe(401);
  });
});
