// Imported documents and the document search in a real browser, as a new user (issue 22): a PDF of three pages
// uploaded through the page, indexed in the background (the page reads the list again by itself), a question
// whose answer is on page 2 answered with that page cited and the question's words marked, the citation's link
// opening the preview at page 2 with that page's text; a ".pdf" that is really text refused in the browser with
// its reason and never sent; a file dropped on the upload area taken as the picker's; on a 390 px phone, the
// upload and the list usable without sideways scrolling.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolation } from '../fixtures/accessibility.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';
import { pdfOfPages } from '../fixtures/documents-api.js';

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

const manualPages = [
  `Présentation de l'unité de méthanisation du GAEC des Saules.
Le digesteur principal a un volume utile de 2 400 m³ et reçoit chaque jour fumier, lisier et ensilage de maïs.`,
  `Réglages du digesteur.
La température de consigne du digesteur est fixée à 41 °C ; au-delà de 44 °C, l'alarme haute prévient l'astreinte.
Les agitateurs à pales tournent dix minutes toutes les heures.`,
  `Plan d'épandage du digestat.
Le digestat liquide est épandu sur 320 hectares répartis sur quatorze communes, hors période d'interdiction.`,
];

const main = (page: Page) => page.getByRole('main');
const documentsUrl = () => `${server().url}/dashboard/imported-documents`;
const fileInput = (page: Page) => page.locator('#documents-upload-input');
const card = (page: Page, title: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Every POST of a file the page sends. */
function recordUploads(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/documents')
      sent.push(request.url());
  });
  return sent;
}

describe('imported documents and the document search', () => {
  it('uploads a PDF, waits for its indexing, answers a question from page 2 and opens that page', async () => {
    const { page } = session;
    const sent = recordUploads(page);
    await page.goto(documentsUrl());
    await main(page).getByRole('heading', { name: 'Documents importés', level: 1 }).waitFor();
    const limits = main(page).getByTestId('document-limits');
    await limits
      .getByText('Formats acceptés : PDF, Word (.docx), texte (.txt), Markdown (.md), JPEG, PNG')
      .waitFor();
    await limits.getByText('20 Mo au maximum par fichier').waitFor();
    await limits.getByText('0 document sur 200 · 0 o utilisés sur 500 Mo').waitFor();
    await main(page).getByText("Aucun document importé pour l'instant", { exact: false }).waitFor();

    // The search page says there is nothing to search yet, and where to import.
    await page.goto(`${server().url}/dashboard/document-rag`);
    await main(page).getByText("Vous n'avez encore aucun document indexé", { exact: false }).waitFor();
    await main(page).getByRole('link', { name: 'Vos documents' }).click();
    await page.waitForURL(documentsUrl());

    // Described before it is chosen: its category and tags.
    await main(page).getByText('Décrire les prochains fichiers', { exact: false }).click();
    await main(page).getByLabel('Catégorie', { exact: true }).first().selectOption({ label: 'Manuel' });
    await main(page)
      .getByLabel(/^Étiquettes/)
      .fill('digesteur, réglages');
    const pdf = await pdfOfPages(manualPages);
    await fileInput(page).setInputFiles({
      name: 'manuel-exploitation.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    });
    const line = main(page).getByTestId('upload-line').filter({ hasText: 'manuel-exploitation.pdf' });
    await line.getByText('Importé : indexation en cours').waitFor();
    expect(sent).toHaveLength(1);

    const manual = card(page, 'manuel-exploitation');
    await manual.waitFor();
    await manual.getByText(/^Manuel · PDF · [\d,]+\s(Ko|o) · (3 pages · )?\d{2}\/\d{2}\/\d{4}$/).waitFor();
    await manual.getByText('réglages', { exact: true }).waitFor();
    // The page reads the list again every 2 s while the document waits: "Indexé" comes by itself.
    await manual
      .getByTestId('document-state')
      .getByText('Indexé', { exact: true })
      .waitFor({ timeout: 30_000 });
    await manual.getByText(/ · 3 pages · /).waitFor();
    await limits.getByText(/^1 document sur 200 · [\d,]+\s(Ko|o) utilisés sur 500\sMo$/).waitFor();
    await expectNoSeriousAccessibilityViolation(page, '/dashboard/imported-documents');

    // Renamed in place.
    await manual.getByRole('button', { name: 'Renommer : manuel-exploitation' }).click();
    await manual.getByLabel('Nouveau titre').fill("Manuel d'exploitation du digesteur");
    await manual.getByLabel('Nouveau titre').press('Enter');
    const renamed = card(page, "Manuel d'exploitation du digesteur");
    await renamed.waitFor();

    // The question whose answer is on page 2.
    await main(page).getByRole('link', { name: 'Poser une question' }).click();
    await main(page).getByText('Les réponses viennent de votre document indexé.').waitFor();
    await main(page)
      .getByLabel('Votre question')
      .fill('Quelle est la température de consigne du digesteur ?');
    await main(page).getByRole('button', { name: 'Chercher dans mes documents' }).click();
    const answer = main(page).getByTestId('document-answer');
    await answer.waitFor();
    const citation = answer
      .getByTestId('document-citation')
      .filter({ hasText: "Manuel d'exploitation du digesteur" })
      .filter({ hasText: 'page 2' })
      .first();
    await citation.waitFor();
    const marked = await citation.locator('mark').allTextContents();
    expect(marked.map((word) => word.toLowerCase())).toEqual(
      expect.arrayContaining(['température', 'consigne']),
    );
    await citation.getByText('41 °C', { exact: false }).waitFor();
    // The answer's sentence cites its passage: "[1]" leads to it.
    await answer.getByTestId('document-answer-text').getByText('41 °C', { exact: false }).waitFor();
    await answer.getByTestId('document-answer-text').getByRole('link', { name: 'Source 1' }).waitFor();
    // (once the rename's toast has gone: the toaster's colours are not this page's)
    await page.getByText('Titre enregistré').waitFor({ state: 'hidden' });
    await expectNoSeriousAccessibilityViolation(page, '/dashboard/document-rag with an answer');

    // The citation opens the document at page 2, the question's words marked in that page's text.
    await citation.getByRole('link', { name: 'Ouvrir à la page 2' }).click();
    await page.waitForURL(/\/dashboard\/imported-documents\?document=[0-9a-f-]{36}&page=2&q=/);
    const preview = main(page).getByTestId('document-preview');
    await preview.getByRole('heading', { name: "Aperçu : Manuel d'exploitation du digesteur" }).waitFor();
    await preview.getByText('Page 2 sur 3').waitFor();
    await preview.getByRole('heading', { name: 'Texte de la page 2' }).waitFor();
    const pageText = preview.getByTestId('document-page-text');
    await pageText.getByText('41 °C', { exact: false }).waitFor();
    expect(await pageText.textContent()).not.toContain('320 hectares');
    expect((await pageText.locator('mark').allTextContents()).map((word) => word.toLowerCase())).toEqual(
      expect.arrayContaining(['température', 'consigne']),
    );
    expect(
      await preview
        .getByRole('link', { name: 'Ouvrir le PDF à la page 2 dans un nouvel onglet' })
        .getAttribute('href'),
    ).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/file#page=2$/);

    // The next page, then back to the search: the question of this visit is still there.
    await preview.getByRole('button', { name: 'Page suivante' }).click();
    await preview.getByRole('heading', { name: 'Texte de la page 3' }).waitFor();
    await preview.getByTestId('document-page-text').getByText('320 hectares', { exact: false }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/dashboard\/document-rag$/);
    await main(page)
      .getByRole('region', { name: 'Questions récentes' })
      .getByRole('button', { name: 'Quelle est la température de consigne du digesteur ?' })
      .waitFor();

    // A question the documents do not answer.
    await main(page).getByLabel('Votre question').fill('Quel est le prix du blé tendre à Rouen ?');
    await main(page).getByRole('button', { name: 'Chercher dans mes documents' }).click();
    await main(page)
      .getByText('Je ne sais pas : aucun passage de vos documents ne répond à cette question.')
      .waitFor();

    // Deleted after its confirmation.
    await page.goto(documentsUrl());
    await renamed.getByRole('button', { name: "Supprimer : Manuel d'exploitation du digesteur" }).click();
    const confirm = page.getByRole('dialog', { name: "Supprimer « Manuel d'exploitation du digesteur » ?" });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await main(page).getByText("Aucun document importé pour l'instant", { exact: false }).waitFor();
  });

  it('refuses a ".pdf" that is really text in the browser, with its reason, and never sends it', async () => {
    const { page } = session;
    const sent = recordUploads(page);
    await page.goto(documentsUrl());
    await main(page).getByRole('heading', { name: 'Vos documents' }).waitFor();
    await fileInput(page).setInputFiles([
      {
        name: 'rapport.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('Ceci est un simple texte.\n'),
      },
      { name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      { name: 'vide.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
    ]);
    const line = (name: string) => main(page).getByTestId('upload-line').filter({ hasText: name });
    await line('rapport.pdf')
      .getByText('Refusé. Le contenu du fichier ne correspond pas à son extension.')
      .waitFor();
    await line('photo.gif')
      .getByText("Refusé. Ce type de fichier n'est pas accepté", { exact: false })
      .waitFor();
    await line('vide.txt').getByText('Refusé. Le fichier est vide.').waitFor();
    expect(sent).toEqual([]);
    await page.reload();
    await main(page).getByRole('heading', { name: 'Vos documents' }).waitFor();
    for (const title of ['rapport', 'photo', 'vide']) expect(await card(page, title).count()).toBe(0);
  });

  it('takes a file dropped on the upload area, as the picker does', async () => {
    const { page } = session;
    const sent = recordUploads(page);
    await page.goto(documentsUrl());
    const zone = main(page).getByTestId('document-drop-zone');
    await zone.waitFor();
    // A drop as the browser makes it: a DataTransfer holding a file, dragged over then dropped on the area.
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      const text = 'Relevé du compteur de la torchère\nIndex au 1er octobre : 12 480 heures.\n';
      transfer.items.add(new File([text], 'releve-torchere.txt', { type: 'text/plain' }));
      return transfer;
    });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await card(page, 'releve-torchere')
      .getByTestId('document-state')
      .getByText('Indexé', { exact: true })
      .waitFor({ timeout: 30_000 });
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0] ?? '').searchParams.get('fileName')).toBe('releve-torchere.txt');
  });

  it('on a 390 px phone: uploads a text file, the list shows it on the first screen, nothing scrolls sideways', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(documentsUrl());
    const choose = main(page).getByRole('button', { name: 'Choisir des fichiers' });
    await choose.waitFor();
    expect(await choose.isVisible()).toBe(true);
    await fileInput(page).setInputFiles({
      name: 'consignes-astreinte.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from("Consignes d'astreinte\nEn cas d'alarme torchère, appeler le 06 00 00 00 00.\n"),
    });
    const phoneCard = card(page, 'consignes-astreinte');
    await phoneCard
      .getByTestId('document-state')
      .getByText('Indexé', { exact: true })
      .waitFor({ timeout: 30_000 });

    await page.reload();
    await phoneCard.waitFor();
    const box = await phoneCard.boundingBox();
    expect(box).not.toBeNull();
    // Under the phone's tool bar at the foot of the screen (64 px) the card's title and facts show.
    expect((box?.y ?? 844) + 60).toBeLessThan(844 - 64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Its text, page by page, in the preview.
    await phoneCard.getByRole('button', { name: 'Aperçu : consignes-astreinte' }).click();
    const preview = main(page).getByTestId('document-preview');
    await preview.getByTestId('document-page-text').getByText('alarme torchère', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAccessibilityViolation(page, '/dashboard/imported-documents on a phone');
    expect(session.problems.pageErrors).toEqual([]);
  });

  // The app's own page frames an inline PDF (X-Frame-Options: SAMEORIGIN, frame-ancestors 'self'); every other
  // response keeps DENY / 'none'.
  it('shows a PDF in the preview frame of a wide screen', async () => {
    const { page } = session;
    const pdf = await pdfOfPages(['Page unique du contrat de reprise du digestat.']);
    const upload = await page.request.post(`${server().url}/api/documents?fileName=contrat.pdf`, {
      headers: { 'content-type': 'application/octet-stream', origin: server().url },
      data: Buffer.from(pdf),
    });
    expect(upload.status()).toBe(201);
    const { id } = (await upload.json()) as { id: string };
    const framed = page.waitForResponse((response) => response.url().includes(`/api/documents/${id}/file`));
    await page.goto(`${documentsUrl()}?document=${id}&page=1`);
    const headers = (await framed).headers();
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // The frame holds the file, not the browser's "refused to connect" page.
    await expect
      .poll(() => page.frames().map((frame) => frame.url()))
      .toContainEqual(expect.stringContaining(`/api/documents/${id}/file`));
    expect(page.frames().some((frame) => frame.url().startsWith('chrome-error://'))).toBe(false);
  });
});
