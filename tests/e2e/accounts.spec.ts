// Accounts in a real browser, as a new user meets them: sign-up, sign-out, sign-in, the return to a
// protected page, the spec §5 texts, the reset mail delivered to an SMTP server on loopback, and Google
// sign-in against an OpenID Connect provider on loopback.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strongPassword, uniqueEmail } from '../fixtures/auth-session.js';
import { signUpThroughApi } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';
import { startOidcProvider, type TestOidcProvider } from '../fixtures/oidc-provider.js';
import { startSmtpServer, waitForMail, type TestSmtpServer } from '../fixtures/smtp-server.js';

const googleClientId = 'methapilot-e2e';
let smtp: TestSmtpServer | undefined;
let oidc: TestOidcProvider | undefined;

beforeAll(async () => {
  smtp = await startSmtpServer();
  oidc = await startOidcProvider(googleClientId);
});
afterAll(async () => {
  await smtp?.stop();
  await oidc?.stop();
});

const server = useBuiltServer(() => ({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${String(smtp?.port)}`,
    GOOGLE_CLIENT_ID: googleClientId,
    GOOGLE_CLIENT_SECRET: 'e2e-secret',
    GOOGLE_ISSUER: oidc?.issuer,
  },
}));
const session = usePage();

function url(path: string): string {
  return `${server().url}${path}`;
}

/** The visible tab of /login (the other one stays in the page, hidden). */
function loginPanel(page: Page) {
  return page.getByRole('tabpanel');
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  const panel = loginPanel(page);
  await panel.getByLabel('Adresse e-mail').fill(email);
  await panel.getByLabel('Mot de passe', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

describe('accounts in the browser', () => {
  it('signs up, lands on the dashboard, signs out, and signs back in', async () => {
    const { page } = session;
    const email = uniqueEmail('journey');
    await page.goto(url('/login'));
    await page.getByRole('tab', { name: 'Créer un compte' }).click();
    const form = loginPanel(page);
    await form.getByLabel('Prénom').fill('Camille');
    await form.getByLabel('Nom', { exact: true }).fill('Martin');
    await form.getByLabel(/Entreprise/).fill('GAEC des Prés');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Mot de passe', { exact: true }).fill(strongPassword);
    await form.getByLabel('Confirmer le mot de passe').fill(strongPassword);
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(url('/dashboard'));
    await expectToast(page, 'Connexion réussie');
    // Not verified yet: the banner says so until the link of the mail is opened.
    await page.getByText(/n'est pas encore vérifiée/).waitFor({ state: 'visible' });
    const verification = await waitForMail(smtp as TestSmtpServer, email);
    expect(verification.subject).toBe('Confirmez votre adresse e-mail MethaPilot');
    // The reminder can be put away for the visit: gone, and still gone after a reload.
    await page.getByRole('button', { name: "Masquer ce rappel jusqu'à la prochaine visite" }).click();
    await page.getByText(/n'est pas encore vérifiée/).waitFor({ state: 'detached' });
    // After the reload the banner's own read (how verification works here) is answered before it is judged.
    const providersRead = page.waitForResponse((response) => response.url().endsWith('/api/auth/providers'));
    await page.reload();
    await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
    await providersRead;
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => {
            resolve(null);
          }),
        ),
    );
    expect(await page.getByText(/n'est pas encore vérifiée/).count()).toBe(0);

    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await page.waitForURL(/\/login/);
    const signedOut = await page.request.get(url('/api/session'));
    expect(signedOut.status()).toBe(401);

    await signInWithPassword(page, email, strongPassword);
    await page.waitForURL(url('/dashboard'));
    await expectToast(page, 'Connexion réussie');
  });

  it('sends a signed-out visitor of a protected page to /login, then back to that page', async () => {
    const account = await signUpThroughApi(server().url);
    const { page } = session;
    await page.goto(url('/dashboard/stock?vue=liste'));
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/stock?vue=liste');
    // The session read answers 200 (null) when signed out: the redirect logs no failed request in the console.
    await page.getByRole('tab', { name: 'Se connecter' }).waitFor();
    expect(session.problems.consoleErrors).toEqual([]);
    await signInWithPassword(page, account.email, account.password);
    await page.waitForURL(url('/dashboard/stock?vue=liste'));
  });

  it('never follows a return address to another site', async () => {
    const account = await signUpThroughApi(server().url);
    const { page } = session;
    await page.goto(url('/login?redirect=https%3A%2F%2Fevil.example%2Fdashboard'));
    await signInWithPassword(page, account.email, account.password);
    await page.waitForURL(url('/dashboard'));
  });

  it('shows the spec §5 texts under the fields, and a wrong password as a sign-in error', async () => {
    const { page } = session;
    await page.goto(url('/login'));
    await page.getByRole('tab', { name: 'Créer un compte' }).click();
    const form = loginPanel(page);
    await form.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await form.getByLabel('Mot de passe', { exact: true }).fill('court');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText("Format d'email invalide").waitFor({ state: 'visible' });
    await page.getByText('Le mot de passe doit contenir au moins 8 caractères').waitFor({ state: 'visible' });
    await form.getByLabel('Mot de passe', { exact: true }).fill('toutenminuscules');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await page
      .getByText('Le mot de passe doit contenir: majuscule, minuscule, chiffre et caractère spécial')
      .waitFor({ state: 'visible' });

    await page.getByRole('tab', { name: 'Se connecter' }).click();
    await signInWithPassword(page, uniqueEmail('nobody'), strongPassword);
    await expectToast(page, 'Erreur de connexion: E-mail ou mot de passe incorrect');
    expect(page.url()).toContain('/login');
  });

  it('resets a forgotten password with the link of the mail, which works only once', async () => {
    const account = await signUpThroughApi(server().url);
    const { page } = session;
    await page.goto(url('/login'));
    await loginPanel(page).getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.waitForURL(/\/reset-password/);
    // The sign-in form stays in the page until the reset page's chunk has loaded: type into the new page only.
    await page.getByRole('heading', { name: 'Réinitialiser le mot de passe' }).waitFor({ state: 'visible' });
    await loginPanel(page).waitFor({ state: 'detached' });
    const emailInput = page.getByRole('textbox', { name: 'Adresse e-mail' });
    await emailInput.fill(account.email);
    expect(await emailInput.inputValue()).toBe(account.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expectToast(page, 'Email de réinitialisation envoyé avec succès');

    const mail = await waitForMail(smtp as TestSmtpServer, account.email);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe MethaPilot');
    const link = /https?:\/\/\S+/.exec(mail.body)?.[0] ?? '';
    expect(link.startsWith(server().url)).toBe(true);

    const newPassword = 'Nouveau-Digesteur9&';
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await expectToast(page, 'Mot de passe mis à jour avec succès');
    await page.waitForURL(/\/login/);
    await signInWithPassword(page, account.email, newPassword);
    await page.waitForURL(url('/dashboard'));

    // The same link a second time: refused, with the way to ask for a new one.
    await page.goto(link);
    await page.getByText('Lien invalide ou expiré').waitFor({ state: 'visible' });
  });

  it('signs in with Google through the OpenID Connect provider and returns to the site', async () => {
    const email = uniqueEmail('google');
    oidc?.signInAs({ sub: `sub-${email}`, email, email_verified: true, name: 'Lou Garnier' });
    const { page } = session;
    await page.goto(url('/login?redirect=%2Fdashboard%2Fagenda'));
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    await page.waitForURL(url('/dashboard/agenda'));
    const status = await page.request.get(url('/api/session'));
    expect(status.status()).toBe(200);
    expect(((await status.json()) as { user: { email: string } }).user.email).toBe(email);
  });
});
