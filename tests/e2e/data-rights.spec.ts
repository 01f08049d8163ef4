// "Mes données" in a real browser, on a 390 px phone (issue 21): a new user exports their data (the zip holds
// their records), resets it by typing the phrase (the records are gone, also after a reload), then deletes the
// account with the password (signing in fails, the same e-mail signs up again). Offline, the actions say they
// need the network.
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({ viewport: { width: 390, height: 844 } });

const url = (path: string) => `${server().url}${path}`;

async function createRecord(cookie: string, path: string, body: object): Promise<void> {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server().url, cookie },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

describe('my data', () => {
  it('exports, resets and deletes the account', async () => {
    const { page, context } = session;
    const account = await signUpThroughApi(server().url);
    const cookie = account.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
    await createRecord(cookie, '/api/agenda-tasks', { title: 'Vidange du moteur cogé' });
    await createRecord(cookie, '/api/team-members', { name: 'Lucie Ferrand', role: 'operator' });
    await addSessionCookies(context, server().url, account);

    await page.goto(url('/dashboard/settings'));
    const section = page.getByRole('region', { name: 'Mes données' });
    await section.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Offline, the actions say they need the network.
    await context.setOffline(true);
    await section.getByText('Ces actions nécessitent une connexion réseau').waitFor();
    expect(await section.getByRole('button', { name: 'Réinitialiser mes données' }).isDisabled()).toBe(true);
    await context.setOffline(false);
    await section.getByText('Ces actions nécessitent une connexion réseau').waitFor({ state: 'detached' });

    // Export: the password again, prepared in the background, then downloaded.
    await section.getByRole('button', { name: 'Exporter mes données' }).click();
    let dialog = page.getByRole('dialog', { name: 'Exporter mes données' });
    await dialog.getByLabel('Votre mot de passe').fill(account.password);
    await dialog.getByRole('button', { name: 'Préparer l’export' }).click();
    await section.getByText(/^Prochain export possible le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/).waitFor();
    const downloading = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Télécharger' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^methapilot-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const text = (path: string) => new TextDecoder().decode(files[path]);
    expect(text('tables/agenda_tasks.json')).toContain('Vidange du moteur cogé');
    expect(text('tables/team_users.json')).toContain('Lucie Ferrand');
    expect(text('tables/users.json')).toContain(account.email);
    expect(text('tables/accounts.json')).not.toContain('argon2');

    // Reset: a wrong phrase is refused, the right one (any case) empties the records and reloads.
    await section.getByRole('button', { name: 'Réinitialiser mes données' }).click();
    dialog = page.getByRole('dialog', { name: 'Réinitialiser mes données' });
    const phrase = dialog.getByLabel('Tapez « SUPPRIMER MES DONNÉES » pour confirmer');
    await phrase.fill('SUPPRIMER');
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await dialog.getByText('La phrase ne correspond pas').waitFor();
    await phrase.fill(' supprimer mes données ');
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await reloaded;
    await page.goto(url('/dashboard/agenda?view=list'));
    await page.getByRole('heading', { name: 'Aucune tâche pour le moment' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Aucune tâche pour le moment' }).waitFor();
    expect(await page.getByText('Vidange du moteur cogé').count()).toBe(0);

    // Deletion: the password, then the sign-in page; the account no longer signs in, its e-mail signs up again.
    await page.goto(url('/dashboard/settings'));
    await section.getByRole('button', { name: 'Supprimer mon compte' }).click();
    dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
    await dialog.getByLabel('Votre mot de passe').fill(account.password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL(/\/login/);
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Adresse e-mail').fill(account.email);
    await panel.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByText('E-mail ou mot de passe incorrect', { exact: true }).waitFor();
    const again = await signUpThroughApi(server().url, { email: account.email });
    expect(again.email).toBe(account.email);
  });
});
