// The admin alert panel in a real browser (issue 20): an admin (role admin with a verified 2FA) sees a small
// badge in the tool dock while an alert is open, opens the panel, acknowledges everything with "Acquitter tout",
// and "Voir détails" leads to the monitoring page where the alert reads as acknowledged and a rule refuses a
// nonsense threshold and a webhook outside http(s). The trigger is written into the embedded database while the
// server is off (the end-to-end test with real failing requests comes with the measured metrics); on a 390 px
// phone the badge stays in the dock, over no content.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { alertRules, alertTriggers } from '../../src/server/db/schema/alerts.js';
import { twoFactors, users } from '../../src/server/db/schema/auth.js';
import { profiles } from '../../src/server/db/schema/profiles.js';
import { addSessionCookies, signUpThroughApi } from '../fixtures/browser-account.js';
import { usePage } from '../fixtures/browser.js';
import { startBuiltServer } from '../fixtures/built-server.js';

const session = usePage();

describe('admin alert panel', () => {
  it('shows an open alert as a badge, acknowledges all from the panel, and leads to the details', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'methapilot-alert-panel-'));
    try {
      cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
      const first = await startBuiltServer({ dataDir });
      const admin = await signUpThroughApi(first.url).finally(() => first.stop());
      const database = await openDatabase({ kind: 'pglite-dir', dataDir });
      try {
        const [user] = await database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, admin.email));
        if (!user) throw new Error('the admin was not created');
        await database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, user.id));
        await database.db
          .insert(twoFactors)
          .values({ userId: user.id, secret: 'test-secret', backupCodes: 'test-codes', verified: true });
        const [rule] = await database.db
          .select()
          .from(alertRules)
          .where(eq(alertRules.seedKey, 'a.crash_detection'));
        if (!rule) throw new Error('no default crash rule');
        await database.db.insert(alertTriggers).values({
          ruleId: rule.id,
          layer: 'a',
          ruleName: rule.name,
          type: rule.type,
          condition: rule.condition,
          severity: rule.severity,
          message: 'Crash détecté : 1 (seuil : supérieur à 0)',
          value: 1,
          threshold: 0,
        });
      } finally {
        await database.close();
      }

      const server = await startBuiltServer({ dataDir });
      try {
        const { page, context } = session;
        await page.setViewportSize({ width: 390, height: 844 });
        await addSessionCookies(context, server.url, admin);
        await page.goto(`${server.url}/dashboard`);
        const badge = page.getByRole('button', { name: '1 alerte ouverte : afficher' });
        await badge.waitFor();
        // In the dock at the phone's foot, below the page's end: over no content.
        const box = await badge.boundingBox();
        expect(box?.y ?? 0).toBeGreaterThan(844 - 80);

        await badge.click();
        const panel = page.getByRole('region', { name: '1 alerte à acquitter' });
        await panel.getByText('Crash détecté : 1 (seuil : supérieur à 0)').waitFor();
        await panel.getByRole('button', { name: 'Acquitter tout' }).click();
        await page.getByRole('region', { name: '0 alerte à acquitter' }).waitFor();
        await page.getByRole('link', { name: 'Voir détails' }).click();
        await page.getByRole('heading', { level: 1, name: 'Alertes et mesures' }).waitFor();
        const alerts = page.getByRole('region', { name: 'Alertes' });
        await alerts.getByText('Acquittée').waitFor();
        const crashRule = page.getByRole('article', { name: 'Crash détecté' });
        await crashRule.waitFor();

        // A nonsense threshold and a webhook outside http(s) are refused with the server's words.
        await crashRule.getByRole('button', { name: 'Modifier' }).click();
        await crashRule.getByLabel('Seuil').fill('-1');
        await crashRule.getByRole('button', { name: 'Enregistrer' }).click();
        await crashRule.getByText('Le seuil ne peut pas être négatif').waitFor();
        await crashRule.getByLabel('Seuil').fill('2');
        await crashRule.getByRole('button', { name: 'Enregistrer' }).click();
        await page.getByText('Règle mise à jour').waitFor();
        await crashRule.getByText(/Crashs supérieur à 2 pendant 1 minute/).waitFor();
        await crashRule.getByLabel('Type').selectOption({ label: 'Webhook signé' });
        await crashRule.getByLabel('Destination').fill('ftp://hooks.example.fr/alertes');
        await crashRule.getByRole('button', { name: 'Ajouter' }).click();
        await crashRule.getByText('Seules les adresses http:// ou https:// sont acceptées').waitFor();
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
