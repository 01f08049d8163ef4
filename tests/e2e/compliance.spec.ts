// The compliance follow-up in a real browser, as a new user on a 390 px phone (issue 19): the profile asked for
// first, filled in (French decimals, jj/mm/aaaa), the obligations it brings (RED II above 200 Nm³/h, the 15 % cap
// from 2017), an obligation given a past due date shows overdue on the page and in the sidebar, marked done it
// gets its next due date, a PDF proof attached and opened, a Word file refused with a clear message.
import { beforeAll, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n'),
  Buffer.from('%%EOF\n'),
]);

/** jj/mm/aaaa of the plant's calendar day `days` from today (Europe/Paris). */
function frenchDate(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(day);
}

describe('compliance follow-up', () => {
  it('asks for the profile, derives the obligations, follows one to done with a proof', async () => {
    if (!account) throw new Error('the account was not created');
    await addSessionCookies(session.context, server().url, account);
    const { page } = session;
    await page.goto(`${server().url}/dashboard/reglementation`);
    await page.getByRole('heading', { name: 'Réglementation et RED II', level: 1 }).waitFor();
    expect(await page.title()).toContain('Réglementation');

    // Before the profile: RED II and the 15 % cap wait for it, and the form is open with its prompt.
    await page.getByText("RED II : à déterminer (capacité de l'installation non renseignée)").waitFor();
    await page
      .getByText(
        "Renseignez le profil de votre installation : les obligations qui s'appliquent en dépendent.",
      )
      .waitFor();

    await page.getByLabel('Date de mise en service').fill('15/03/2019');
    await page.getByLabel('Valorisation du biogaz').selectOption({ label: 'Injection de biométhane' });
    await page.getByLabel('Tonnage traité (t/jour)').fill('42,5');
    await page.getByLabel("Capacité d'injection (Nm³/h)").fill('250');
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await page.getByText('Profil enregistré').first().waitFor();

    await page.getByText('ICPE rubrique 2781-1 : enregistrement').waitFor();
    await page
      .getByText(
        'RED II : certification requise (capacité de 24,2 GWh PCS/an, au-delà de 200 Nm³/h ou 19,5 GWh PCS/an)',
      )
      .waitFor();
    await page
      .getByText(
        "Plafond de 15 % de cultures principales : s'applique (mise en service à partir du 01/01/2017)",
      )
      .waitFor();
    await page.getByRole('heading', { name: 'Certification RED II' }).waitFor();
    await page.getByRole('heading', { name: 'Calcul des gaz à effet de serre' }).waitFor();
    await page.getByText('Aucune obligation en retard').waitFor();

    // The spreading plan, due three days ago and still in progress: overdue here and in the sidebar.
    const plan = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: "Plan d'épandage" }) });
    await plan.getByRole('button', { name: 'Modifier' }).click();
    await plan.getByLabel('Statut').selectOption({ label: 'En cours' });
    await plan.getByLabel('Échéance').fill(frenchDate(-3));
    await plan.getByLabel('Notes').fill('Étude confiée à la chambre d’agriculture');
    await plan.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await plan.getByText(`En retard depuis le ${frenchDate(-3)}`).waitFor();
    await plan.getByText('Étude confiée à la chambre d’agriculture').waitFor();
    await page.getByText('1 obligation en retard').waitFor();

    // The six-monthly gas storage check, marked done: its next due date is six months on.
    const gas = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Contrôle semestriel du stockage de gaz' }) });
    await gas.getByRole('button', { name: 'Marquer comme fait' }).click();
    await gas.getByText('Terminé', { exact: true }).waitFor();
    await gas.getByText(`Fait le ${frenchDate(0)}`).waitFor();
    await gas.getByText(/^Échéance : \d{2}\/\d{2}\/\d{4} · Tous les 6 mois$/).waitFor();

    // A proof: a Word file is refused with the reason, a PDF is kept and opens.
    const icpe = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Dossier ICPE à jour' }) });
    const fileInput = icpe.getByLabel('Joindre une pièce (PDF, JPEG ou PNG, 5 Mo au plus)');
    await fileInput.setInputFiles({
      name: 'lettre.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK\u0003\u0004word'),
    });
    await page.getByText('Le fichier doit être un PDF, un JPEG ou un PNG').first().waitFor();
    await fileInput.setInputFiles({
      name: 'arrêté-enregistrement.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const link = icpe.getByRole('link', { name: 'Voir arrêté-enregistrement.pdf' });
    await link.waitFor();
    const href = await link.getAttribute('href');
    const opened = await page.request.get(`${server().url}${String(href)}`);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await opened.body()).equals(pdf)).toBe(true);

    // Read afresh (the sidebar opened on the phone): the overdue obligation is counted beside « Réglementation ».
    await page.reload();
    await page.getByText('1 obligation en retard').waitFor();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const navLink = page.getByRole('link', { name: 'Réglementation', exact: true });
    await navLink.locator('[data-counter]').waitFor();
    expect(await navLink.locator('[data-counter]').textContent()).toBe('1');
    const descriptionId = await navLink.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${String(descriptionId)}"]`).textContent()).toBe('1 en retard');
  });
});
