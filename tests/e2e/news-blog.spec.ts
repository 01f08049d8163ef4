// News and blog in a real browser (issue 22): an admin (role admin with a verified 2FA, written while the server
// is off) writes an article in Markdown with a heading and a link, previews it as the server renders it and
// publishes it; another user sees it unread ("Nouveau"), opens it, reads the rendered heading and the link (a
// new tab, rel noopener), and finds it read when back on the list; on a 390 px phone nothing overflows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi } from '../fixtures/browser-account.js';
import { usePage } from '../fixtures/browser.js';
import { prepareAdminDataDir } from '../fixtures/browser-admin.js';
import { startBuiltServer } from '../fixtures/built-server.js';

const session = usePage();

const phone = { width: 390, height: 844 };

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('news and blog', () => {
  it('an admin publishes a Markdown article; another user reads it and it is marked read', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'methapilot-news-'));
    try {
      const admin = await prepareAdminDataDir(dataDir);
      const server = await startBuiltServer({ dataDir });
      try {
        const { page, context, browser } = session;
        await addSessionCookies(context, server.url, admin);
        await page.goto(`${server.url}/dashboard/news-blog`);
        await page.getByRole('heading', { level: 1, name: 'Actualités' }).waitFor();
        await page.getByRole('heading', { name: 'Gestion des articles' }).waitFor();

        await page.getByRole('link', { name: 'Écrire un article' }).click();
        await page.getByRole('heading', { level: 1, name: 'Nouvel article' }).waitFor();
        // Published without a title: the server's words, in French, on the field.
        await page.getByLabel('Statut').selectOption('published');
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        await page.getByText('Le titre est requis').waitFor();

        await page.getByLabel('Titre').fill('Brassage : les bons réglages');
        await page.getByLabel('Résumé').fill('Trois réglages pour éviter la croûte en surface du digesteur.');
        await page.getByLabel('Catégorie').selectOption('technique');
        await page
          .getByLabel('Texte (Markdown)')
          .fill(
            '## Bien brasser le digesteur\n\nLisez [le guide de l’ADEME](https://www.ademe.fr/) avant de changer les cycles.\n\n<script>alert(1)</script>',
          );
        await page.getByRole('tab', { name: 'Aperçu' }).click();
        const preview = page.getByRole('tabpanel');
        await preview.getByRole('heading', { level: 2, name: 'Bien brasser le digesteur' }).waitFor();
        expect(await preview.getByText('<script>alert(1)</script>').isVisible()).toBe(true);
        await page.getByRole('tab', { name: 'Écrire' }).click();
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        await page.getByText('Article créé.').waitFor();
        const managed = page.getByRole('listitem').filter({ hasText: 'Brassage : les bons réglages' });
        await managed.getByText('Publié', { exact: true }).waitFor();
        expect(session.problems.pageErrors).toEqual([]);

        // Another user, on a phone.
        const reader = await signUpThroughApi(server.url);
        const readerContext = await browser.newContext({
          locale: 'fr-FR',
          timezoneId: 'Europe/Paris',
          viewport: phone,
          serviceWorkers: 'block',
        });
        try {
          await readerContext.addInitScript(() => {
            localStorage.setItem(
              'cookie-consent',
              JSON.stringify({
                necessary: true,
                analytics: false,
                marketing: false,
                updatedAt: new Date().toISOString(),
              }),
            );
            localStorage.setItem('cookie-consent-chosen', '1');
          });
          await addSessionCookies(readerContext, server.url, reader);
          const readerPage = await readerContext.newPage();
          const errors: string[] = [];
          readerPage.on('pageerror', (error) => errors.push(error.message));
          await readerPage.goto(`${server.url}/dashboard/news-blog`);
          await readerPage.getByRole('heading', { level: 1, name: 'Actualités' }).waitFor();
          expect(await readerPage.getByRole('heading', { name: 'Gestion des articles' }).count()).toBe(0);
          expect(await readerPage.getByRole('link', { name: 'Écrire un article' }).count()).toBe(0);
          const card = readerPage.getByRole('article', { name: 'Brassage : les bons réglages' });
          await card.getByText('Nouveau').waitFor();
          await readerPage.getByRole('main').getByText('1 article non lu').waitFor();
          // The same count on the sidebar's news link (its counter's sentence).
          await expect.poll(() => readerPage.getByText('1 article non lu').count()).toBeGreaterThan(1);
          expect(await card.textContent()).toMatch(/Publié le \d{2}\/\d{2}\/\d{4}/);
          expect(await pageWidth(readerPage)).toBeLessThanOrEqual(phone.width);

          await card.getByRole('link', { name: 'Brassage : les bons réglages' }).click();
          await readerPage.getByRole('heading', { level: 1, name: 'Brassage : les bons réglages' }).waitFor();
          await readerPage.getByRole('heading', { level: 2, name: 'Bien brasser le digesteur' }).waitFor();
          const link = readerPage.getByRole('link', { name: 'le guide de l’ADEME' });
          expect(await link.getAttribute('href')).toBe('https://www.ademe.fr/');
          expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
          expect(await link.getAttribute('target')).toBe('_blank');
          expect(await readerPage.getByText('<script>alert(1)</script>').isVisible()).toBe(true);
          expect(await readerPage.locator('article script').count()).toBe(0);
          expect(await pageWidth(readerPage)).toBeLessThanOrEqual(phone.width);

          await readerPage.getByRole('link', { name: 'Toutes les actualités' }).click();
          await readerPage.getByText('Vous avez tout lu.').waitFor();
          expect(await card.getByText('Nouveau').count()).toBe(0);
          // The sidebar's counter of the news link is gone too.
          await expect.poll(() => readerPage.getByText('1 article non lu').count()).toBe(0);
          expect(errors).toEqual([]);
        } finally {
          await readerContext.close();
        }
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
