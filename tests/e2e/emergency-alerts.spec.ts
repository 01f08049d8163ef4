// Emergency alerts in a real browser, as a new user on a phone (issue 21 point 1): a team member with an
// e-mail, a drill raised and confirmed, the member's mail reaching an SMTP server on loopback, its link
// acknowledging without an account (once), the operator's page showing it by itself, the alert resolved and the
// Jour task "Traiter les alertes en cours" ticked; the procedures printed without the shell and read offline.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';
import { useSmtpServer, waitForMail } from '../fixtures/smtp-server.js';

const memberEmail = 'elodie.marchand@gaec-des-saules.fr';
const smtp = useSmtpServer();
let account: BrowserAccount | undefined;

const server = useBuiltServer(() => ({ env: { SMTP_URL: `smtp://127.0.0.1:${String(smtp().port)}` } }));
const session = usePage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

const main = (page: Page) => page.getByRole('main');
const openAlerts = (page: Page) => page.getByRole('region', { name: 'Alertes en cours' });

async function addTeamMember(page: Page): Promise<void> {
  await page.goto(`${server().url}/dashboard/team`);
  await page.getByRole('button', { name: 'Ajouter un premier membre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un membre' });
  await dialog.getByLabel('Nom').fill('Élodie Marchand');
  await dialog.getByLabel('E-mail').fill(memberEmail);
  await dialog.getByLabel('Rôle').selectOption({ label: 'Technicien' });
  await dialog.getByRole('button', { name: 'Ajouter un membre' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The last mail the member received (subject and decoded text). */
function lastMemberMail() {
  return waitForMail(smtp(), memberEmail);
}

/** The acknowledgement link of the last alert mail to the member, from its decoded text. */
async function acknowledgementLink(subject: RegExp): Promise<string> {
  await expect.poll(async () => (await lastMemberMail()).subject, { timeout: 15_000 }).toMatch(subject);
  const { body } = await lastMemberMail();
  const link = /(http:\/\/\S+\/alerte\/accuse-reception#[A-Za-z0-9_-]{43})/.exec(body)?.[1];
  if (!link) throw new Error(`no acknowledgement link in: ${body}`);
  return link;
}

describe('emergency alerts', () => {
  it('raises a drill, the member acknowledges from the mail, the operator resolves it and the daily task ticks', async () => {
    const { page } = session;
    await addTeamMember(page);

    await page.goto(`${server().url}/dashboard/emergency-alerts`);
    await main(page)
      .getByText("MethaPilot est un second canal pour prévenir l'équipe.", { exact: false })
      .waitFor();
    expect(
      await main(page)
        .getByRole('link', { name: /^18\s*Pompiers$/ })
        .getAttribute('href'),
    ).toBe('tel:18');
    expect(await main(page).getByRole('link', { name: /^114/ }).getAttribute('href')).toBe('sms:114');
    await main(page).getByText("1 membre de l'équipe sera prévenu par e-mail.").waitFor();

    // Real or drill must be chosen: the form says so before anything leaves.
    await main(page).getByLabel('Danger').selectOption({ label: "Sulfure d'hydrogène (H2S)" });
    await main(page).getByRole('button', { name: "Déclencher l'alerte" }).click();
    await main(page).getByText("Indiquez s'il s'agit d'une alerte réelle ou d'un exercice").waitFor();
    await main(page).getByRole('radio', { name: 'Exercice' }).check();
    await main(page).getByLabel("Message à l'équipe").fill('Odeur près de la fosse 2, ronde annulée');
    await main(page).getByRole('button', { name: "Déclencher l'alerte" }).click();
    const confirm = page.getByRole('dialog', { name: 'Déclencher une alerte' });
    await confirm.getByText("Prévenir toute l'équipe d'un EXERCICE : Sulfure d'hydrogène (H2S) ?").waitFor();
    await confirm.getByRole('button', { name: "Oui, prévenir l'équipe" }).click();
    await page.getByText("Alerte envoyée à 1 membre de l'équipe").first().waitFor();
    await openAlerts(page).getByText('EXERCICE', { exact: true }).waitFor();
    await openAlerts(page).getByText('0 sur 1 ont accusé réception').waitFor();

    // The member's mail, and its link opened in a browser without any session.
    const link = await acknowledgementLink(/^\[EXERCICE\] Alerte Sulfure d'hydrogène \(H2S\)/);
    expect(link.startsWith(server().url)).toBe(true);
    const memberContext = await session.browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
    });
    try {
      const memberPage = await memberContext.newPage();
      await memberPage.goto(link);
      await memberPage.getByText('Élodie Marchand, une alerte a été déclenchée sur le site.').waitFor();
      await memberPage.getByText('Ceci est un EXERCICE.').waitFor();
      await memberPage.getByRole('button', { name: "J'ai bien reçu l'alerte" }).click();
      await memberPage.getByText(/^Accusé de réception enregistré le \d{2}\/\d{2}\/\d{4}/).waitFor();
      await memberPage.reload();
      await memberPage.getByText("Ce lien a déjà servi : l'accusé de réception est enregistré.").waitFor();
    } finally {
      await memberContext.close();
    }

    // The operator's page reads the open alert again by itself (every 10 s) and shows the acknowledgement.
    await openAlerts(page).getByText('1 sur 1 ont accusé réception').waitFor({ timeout: 20_000 });
    await openAlerts(page)
      .getByText(/^Reçu le \d{2}\/\d{2}\/\d{4}/)
      .waitFor();

    await page.goto(`${server().url}/dashboard`);
    const card = main(page).getByRole('heading', { name: "Alerte d'urgence en cours" });
    await card.waitFor();
    await main(page).getByText('exercice · 1 sur 1 ont accusé réception', { exact: false }).waitFor();

    await page.goto(`${server().url}/dashboard/emergency-alerts`);
    await openAlerts(page).getByLabel('Compte rendu').fill('Fausse alerte, détecteur recalibré');
    await openAlerts(page).getByRole('button', { name: "Lever l'alerte" }).click();
    await page.getByText("Alerte levée ; l'équipe est prévenue").first().waitFor();
    await openAlerts(page).waitFor({ state: 'detached' });
    const history = page.getByRole('region', { name: 'Historique' });
    await history.getByText('Fausse alerte, détecteur recalibré', { exact: false }).waitFor();
    await expect
      .poll(async () => (await lastMemberMail()).subject)
      .toMatch(/^Alerte levée : Sulfure d'hydrogène \(H2S\) – /);

    await page.getByRole('button', { name: 'Jour', exact: true }).click();
    const task = page
      .getByRole('region', { name: 'Tâches du jour' })
      .getByRole('checkbox', { name: 'Traiter les alertes en cours', exact: true });
    await expect.poll(() => task.isChecked()).toBe(true);
  });

  it('prints the numbers and procedures without the shell, and opens the procedures offline', async () => {
    const { page, context } = session;
    await page.goto(`${server().url}/dashboard/emergency-alerts`);
    const procedures = page.getByRole('heading', { name: 'Procédures', exact: true });
    await procedures.waitFor();
    const stepH2s = main(page).getByText('100 ppm : danger immédiat pour la vie', { exact: false });
    await stepH2s.waitFor();

    await page.emulateMedia({ media: 'print' });
    expect(await procedures.isVisible()).toBe(true);
    // The shell's <main> itself is hidden for print: the printed parts are looked up from the page.
    expect(await page.getByRole('link', { name: /^112/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Jour', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: "Déclencher l'alerte" }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // The service worker holds the page's code, the offline layer its data: a reload without network shows it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    try {
      await page.reload();
      await stepH2s.waitFor();
      await main(page).getByText("Hors ligne, l'alerte ne peut pas partir", { exact: false }).waitFor();
      expect(await main(page).getByRole('button', { name: "Déclencher l'alerte" }).isDisabled()).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });
});
