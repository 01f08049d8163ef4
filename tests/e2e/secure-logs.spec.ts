// The secure logs and the security demo in a real browser, as a new user would see them (issue 20 point 4): two
// entries written through the secure-log-handler (one holding an e-mail, so encrypted), read back decrypted on
// the secure logs page with its filter and statistics on a 390 px phone; the security demo's live facts on a
// desktop and a phone, with nothing secret on the page.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolation } from '../fixtures/accessibility.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount | undefined;

const phone = { width: 390, height: 844 };

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

async function signIn(): Promise<void> {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
}

async function appendLog(data: Record<string, unknown>): Promise<void> {
  const response = await session.context.request.post(`${server().url}/api/secure-logs`, {
    data: { data },
    headers: { origin: server().url, 'accept-language': 'fr' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function pageWidth(): Promise<number> {
  return session.page.evaluate(() => document.documentElement.scrollWidth);
}

describe('secure logs', () => {
  it('shows a new user their entries decrypted, filtered and counted, on a phone', async () => {
    await signIn();
    const { page } = session;
    await page.setViewportSize(phone);
    await appendLog({ level: 'info', message: 'Digesteur 1 : brassage relancé', source: 'plant' });
    await appendLog({
      level: 'error',
      message: `Alerte envoyée à ${account?.email ?? ''}`,
      source: 'alerts',
    });

    await page.goto(`${server().url}/dashboard/secure-logs`);
    await page.getByRole('heading', { level: 1, name: 'Journaux sécurisés' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Pages de supervision' }).isVisible()).toBe(true);
    const entries = page.getByRole('listitem').filter({ hasText: /N° \d+/ });
    await expect.poll(() => entries.count()).toBe(2);
    const newest = entries.first();
    expect(await newest.textContent()).toContain(`Alerte envoyée à ${account?.email ?? ''}`);
    expect(await newest.getByText('Déchiffré pour vous').isVisible()).toBe(true);
    expect(await page.getByText('2 entrées').isVisible()).toBe(true);
    const box = await newest.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(phone.height);
    expect(await pageWidth()).toBeLessThanOrEqual(phone.width);
    await expectNoSeriousAccessibilityViolation(page, 'the secure logs page');

    await page.getByLabel('Niveau').selectOption('error');
    await expect.poll(() => entries.count()).toBe(1);
    expect(await entries.first().textContent()).toContain('Alerte envoyée');

    const statistics = page.getByRole('table');
    expect(await statistics.getByRole('row').count()).toBe(3);
    expect(await statistics.textContent()).toContain('alerts');
    // A user who is not an admin has no chain check and no other users' logs.
    expect(await page.getByRole('button', { name: 'Vérifier la chaîne' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tous les utilisateurs' }).count()).toBe(0);
    expect(session.problems.pageErrors).toEqual([]);
  });
});

describe('security demo', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', phone],
  ] as const) {
    it(`shows this request's headers, an encryption round trip, the chain and the session, on a ${name}`, async () => {
      await signIn();
      const { page } = session;
      await page.setViewportSize(viewport);
      await page.goto(`${server().url}/dashboard/security-demo`);
      await page.getByRole('heading', { level: 1, name: 'Sécurité en direct' }).waitFor();
      const headers = page.getByRole('region', { name: 'En-têtes de sécurité de cette réponse' });
      await headers.getByText('content-security-policy').waitFor();
      expect(await headers.getByText('x-content-type-options').isVisible()).toBe(true);
      expect(await page.getByText('Le même chiffré placé sur une autre ligne est refusé.').isVisible()).toBe(
        true,
      );
      expect(await page.getByText(/^Chaîne intacte : \d+ lignes? vérifiées?\.$/).isVisible()).toBe(true);
      const sessionFacts = page.getByRole('region', { name: 'Votre session' });
      expect(await sessionFacts.textContent()).toContain('Désactivé');
      expect(await sessionFacts.textContent()).toContain('methapilot.session_token');
      const text = (await page.locator('main').textContent()) ?? '';
      for (const cookie of account?.cookies ?? []) expect(text).not.toContain(cookie.value.split('.')[0]);
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousAccessibilityViolation(page, `the security demo (${name})`);
      expect(session.problems.pageErrors).toEqual([]);
    });
  }
});
