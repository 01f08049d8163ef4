// Emergency alerts (issue 21 point 1): raising a real or drill alert tells every team member (a mail with a
// single-use acknowledgement link, the signed webhooks), the link acknowledges without an account, a silent
// member is reminded after the plant's delay up to its limit (driven by a fake clock), and resolving tells the
// team once. Another plant's alert is never readable nor changeable.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyAlertRecipients, emergencyAlerts } from '../../src/server/db/schema/emergency.js';
import { mailOutbox } from '../../src/server/db/schema/system.js';
import { teamUsers } from '../../src/server/db/schema/team.js';
import { webhookDeliveries } from '../../src/server/db/schema/webhooks.js';
import { createMailer } from '../../src/server/integrations/mail/mailer.js';
import { acknowledgeByLink } from '../../src/server/modules/emergency/emergency-acknowledgement.service.js';
import { escalateEmergencyAlerts } from '../../src/server/modules/emergency/emergency-escalation.js';
import type {
  TAcknowledgementView,
  TEmergencyAlert,
  TEmergencyAlertList,
  TEmergencyOverview,
} from '../../src/shared/contracts/emergency.js';
import type { TDashboard } from '../../src/shared/contracts/dashboard.js';
import type { TNotificationCounters } from '../../src/shared/contracts/notifications.js';
import { createRecordsUser } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;
let bruno: string;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

function call(
  userId: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return testApp.app.inject({
    method,
    url,
    headers: { ...(userId ? { [testUserHeader]: userId } : {}), 'accept-language': 'fr' },
    ...(payload ? { payload } : {}),
  });
}

async function mailsTo(address: string) {
  return testApp.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

function tokenOf(text: string): string {
  const match = /\/alerte\/accuse-reception#([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no acknowledgement link in: ${text}`);
  return match[1];
}

async function raise(userId: string, body: object = { hazard: 'h2s', isDrill: true, message: 'Fosse 2' }) {
  const response = await call(userId, 'POST', '/api/emergency/alerts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TEmergencyAlert>();
}

const mailer = () =>
  createMailer({
    db: testApp.database.db,
    smtpUrl: undefined,
    from: 'alertes@methapilot.test',
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@saules.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@autre-site.fr');
  await testApp.database.db.insert(teamUsers).values([
    { userId: alice, name: 'Élodie Marchand', email: 'elodie@saules.fr', role: 'technician' },
    { userId: alice, name: 'Paul Ménard', email: 'paul@saules.fr', role: 'operator' },
    { userId: alice, name: 'Jean Morel', email: null, role: 'investor' },
    { userId: bruno, name: 'Zoé Autre', email: 'zoe@autre-site.fr', role: 'operator' },
  ]);
});

afterAll(async () => {
  await testApp.close();
});

describe('raising an alert', () => {
  it('records who, when and what, mails each member with an address their own link, and queues the webhooks', async () => {
    const added = await call(alice, 'POST', '/api/emergency/webhooks', {
      kind: 'standard',
      url: 'http://127.0.0.1:9/emergency-hook',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<{ secret: string }>().secret).toMatch(/^whsec_/);

    const before = new Date();
    const alert = await raise(alice);
    expect(alert).toMatchObject({
      hazard: 'h2s',
      isDrill: true,
      message: 'Fosse 2',
      raisedBy: 'alice@saules.fr',
    });
    expect(new Date(alert.raisedAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(alert.recipients.map((recipient) => [recipient.name, recipient.sends])).toEqual([
      ['Élodie Marchand', 1],
      ['Jean Morel', 0],
      ['Paul Ménard', 1],
    ]);
    expect(alert.timeline.map((event) => [event.kind, event.actor, event.count])).toEqual([
      ['raised', 'alice@saules.fr', null],
      ['mailed', null, 2],
    ]);

    const [elodieMail] = await mailsTo('elodie@saules.fr');
    const [paulMail] = await mailsTo('paul@saules.fr');
    expect(elodieMail?.subject).toBe("[EXERCICE] Alerte Sulfure d'hydrogène (H2S) – votre site");
    expect(elodieMail?.text).toContain('Ceci est un EXERCICE.');
    expect(elodieMail?.text).toContain('Message : Fosse 2');
    expect(elodieMail?.text).toContain('100 ppm');
    expect(elodieMail?.text).toContain('Pompiers 18 · SAMU 15 · Urgence européenne 112 · SMS 114');
    expect(tokenOf(elodieMail?.text ?? '')).not.toBe(tokenOf(paulMail?.text ?? ''));
    expect(await mailsTo('zoe@autre-site.fr')).toHaveLength(0);

    const hooks = await testApp.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.source, 'emergency'));
    expect(hooks).toHaveLength(1);
    expect(hooks[0]?.secret).toMatch(/^whsec_/);
    expect(JSON.parse(hooks[0]?.body ?? '{}')).toMatchObject({
      type: 'emergency.raised',
      data: { alertId: alert.id, hazard: 'h2s', isDrill: true },
    });
  });

  it('refuses a missing choice between real and drill, an unknown hazard and an overlong message, writing nothing', async () => {
    const [{ count: before } = { count: -1 }] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emergencyAlerts);
    for (const [body, field, message] of [
      [{ hazard: 'fire' }, 'isDrill', "Indiquez s'il s'agit d'une alerte réelle ou d'un exercice"],
      [{ hazard: 'flood', isDrill: false }, 'hazard', 'Choisissez un danger de la liste'],
      [{ hazard: 'fire', isDrill: false, message: 'x'.repeat(1001) }, 'message', '1000 caractères au plus'],
    ] as const) {
      const response = await call(alice, 'POST', '/api/emergency/alerts', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.fields?.[field]).toBe(message);
    }
    const [{ count: after } = { count: -2 }] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emergencyAlerts);
    expect(after).toBe(before);
  });
});

describe('another plant', () => {
  it('never sees, acknowledges nor resolves an alert that is not its own', async () => {
    const alert = await raise(alice, { hazard: 'fire', isDrill: false });
    const list = (await call(bruno, 'GET', '/api/emergency/alerts')).json<TEmergencyAlertList>();
    expect(list.open).toEqual([]);
    const recipient = alert.recipients[0]?.id ?? '';
    for (const url of [
      `/api/emergency/alerts/${alert.id}/resolve`,
      `/api/emergency/alerts/${alert.id}/recipients/${recipient}/acknowledge`,
    ]) {
      const response = await call(bruno, 'POST', url, {});
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().error.message).toBe('Alerte introuvable.');
    }
    const [row] = await testApp.database.db
      .select()
      .from(emergencyAlerts)
      .where(eq(emergencyAlerts.id, alert.id));
    expect(row?.resolvedAt).toBeNull();
    const recipients = await testApp.database.db
      .select()
      .from(emergencyAlertRecipients)
      .where(eq(emergencyAlertRecipients.alertId, alert.id));
    expect(recipients.every((row) => row.acknowledgedAt === null)).toBe(true);
    expect((await call(alice, 'POST', `/api/emergency/alerts/${alert.id}/resolve`, {})).statusCode).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    expect((await call(null, 'GET', '/api/emergency/alerts')).statusCode).toBe(401);
    expect(
      (await call(null, 'POST', '/api/emergency/alerts', { hazard: 'fire', isDrill: true })).statusCode,
    ).toBe(401);
  });
});

describe('the acknowledgement link', () => {
  it('shows the alert, acknowledges once with its time, and refuses to be used again', async () => {
    const alert = await raise(alice, { hazard: 'gas_leak', isDrill: true });
    const mails = await mailsTo('paul@saules.fr');
    const token = tokenOf(mails.at(-1)?.text ?? '');

    const lookup = await call(null, 'POST', '/api/emergency-acknowledgements/lookup', { token });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json<TAcknowledgementView>()).toMatchObject({
      hazard: 'gas_leak',
      isDrill: true,
      memberName: 'Paul Ménard',
      isResolved: false,
      acknowledgedAt: null,
    });

    const acknowledged = await call(null, 'POST', '/api/emergency-acknowledgements', { token });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const dashboard = (await call(alice, 'GET', '/api/dashboard')).json<TDashboard>();
    expect(dashboard.emergencyAlerts.find((open) => open.id === alert.id)).toMatchObject({
      hazard: 'gas_leak',
      isDrill: true,
      acknowledged: 1,
      recipients: 3,
    });
    expect(acknowledged.json<TAcknowledgementView>().acknowledgedAt).not.toBeNull();

    const again = await call(null, 'POST', '/api/emergency-acknowledgements', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json<ErrorBody>().error.message).toBe(
      "Ce lien a déjà servi : l'accusé de réception est enregistré.",
    );

    const list = (await call(alice, 'GET', '/api/emergency/alerts')).json<TEmergencyAlertList>();
    const seen = list.open.find((candidate) => candidate.id === alert.id);
    const paul = seen?.recipients.find((recipient) => recipient.name === 'Paul Ménard');
    expect(paul).toMatchObject({ acknowledgedVia: 'link' });
    expect(paul?.acknowledgedAt).toBe(acknowledged.json<TAcknowledgementView>().acknowledgedAt);
    expect(seen?.timeline.map((event) => [event.kind, event.actor])).toContainEqual([
      'acknowledged',
      'Paul Ménard',
    ]);
  });

  it('refuses an unknown, malformed or expired link and the link of a resolved alert, changing nothing', async () => {
    const malformed = await call(null, 'POST', '/api/emergency-acknowledgements', { token: 'abc' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await call(null, 'POST', '/api/emergency-acknowledgements', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.message).toBe("Ce lien d'accusé de réception n'est pas valable.");

    const alert = await raise(alice, { hazard: 'fire', isDrill: true });
    const token = tokenOf((await mailsTo('elodie@saules.fr')).at(-1)?.text ?? '');
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    await expect(acknowledgeByLink(testApp.database.db, token, tomorrow)).rejects.toMatchObject({
      statusCode: 410,
      code: 'ack_link_expired',
    });

    expect(
      (await call(alice, 'POST', `/api/emergency/alerts/${alert.id}/resolve`, { note: 'Fin' })).statusCode,
    ).toBe(200);
    const afterResolve = await call(null, 'POST', '/api/emergency-acknowledgements', { token });
    expect(afterResolve.statusCode).toBe(409);
    expect(afterResolve.json<ErrorBody>().error.message).toBe(
      "Cette alerte est déjà levée : aucun accusé de réception n'est nécessaire.",
    );
    const [elodie] = await testApp.database.db
      .select()
      .from(emergencyAlertRecipients)
      .where(
        and(
          eq(emergencyAlertRecipients.alertId, alert.id),
          eq(emergencyAlertRecipients.name, 'Élodie Marchand'),
        ),
      );
    expect(elodie?.acknowledgedAt).toBeNull();
  });
});

describe('escalation', () => {
  it('reminds a silent member after the delay, up to the limit, then says the reminders are over, once', async () => {
    const settings = await call(alice, 'PUT', '/api/emergency/settings', {
      inspectorateName: 'DDETSPP des Deux-Sèvres',
      inspectoratePhone: '05 49 00 00 00',
      inspectorateEmail: '',
      siteAccess: 'Portail nord, code 1234',
      ackDelayMinutes: 5,
      maxResends: 2,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    // Only this alert stays open: the earlier ones are resolved.
    for (const open of (await call(alice, 'GET', '/api/emergency/alerts')).json<TEmergencyAlertList>().open)
      await call(alice, 'POST', `/api/emergency/alerts/${open.id}/resolve`, {});
    const alert = await raise(alice, { hazard: 'overpressure', isDrill: false });
    const elodie = alert.recipients.find((recipient) => recipient.name === 'Élodie Marchand');
    const acknowledged = await call(
      alice,
      'POST',
      `/api/emergency/alerts/${alert.id}/recipients/${elodie?.id}/acknowledge`,
    );
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);

    const raisedAt = new Date(alert.raisedAt).getTime();
    const at = (minutes: number) => new Date(raisedAt + minutes * 60_000);
    const dependencies = { db: testApp.database.db, mailer: mailer() };
    const paulMailsBefore = (await mailsTo('paul@saules.fr')).length;
    const elodieMailsBefore = (await mailsTo('elodie@saules.fr')).length;

    expect(await escalateEmergencyAlerts(dependencies, at(4))).toEqual({ reminders: 0, ended: 0 });
    expect(await escalateEmergencyAlerts(dependencies, at(5))).toEqual({ reminders: 1, ended: 0 });
    expect(await escalateEmergencyAlerts(dependencies, at(7))).toEqual({ reminders: 0, ended: 0 });
    expect(await escalateEmergencyAlerts(dependencies, at(10))).toEqual({ reminders: 1, ended: 0 });
    expect(await escalateEmergencyAlerts(dependencies, at(15))).toEqual({ reminders: 0, ended: 1 });
    expect(await escalateEmergencyAlerts(dependencies, at(60))).toEqual({ reminders: 0, ended: 0 });
    await dependencies.mailer.whenIdle();

    const paulMails = (await mailsTo('paul@saules.fr')).slice(paulMailsBefore);
    expect(paulMails.map((mail) => mail.subject)).toEqual([
      'RELANCE – ALERTE Surpression – votre site',
      'RELANCE – ALERTE Surpression – votre site',
    ]);
    // Each reminder carries a new link; the first mail's link still works.
    expect(tokenOf(paulMails[0]?.text ?? '')).not.toBe(tokenOf(paulMails[1]?.text ?? ''));
    expect(await mailsTo('elodie@saules.fr')).toHaveLength(elodieMailsBefore);

    const list = (await call(alice, 'GET', '/api/emergency/alerts')).json<TEmergencyAlertList>();
    const escalated = list.open.find((candidate) => candidate.id === alert.id);
    expect(escalated?.escalationEndedAt).toBe(at(15).toISOString());
    expect(escalated?.recipients.find((recipient) => recipient.name === 'Paul Ménard')?.sends).toBe(3);
    expect(escalated?.timeline.map((event) => [event.kind, event.actor])).toEqual([
      ['raised', 'alice@saules.fr'],
      ['mailed', null],
      ['acknowledged', 'Élodie Marchand'],
      ['resent', 'Paul Ménard'],
      ['resent', 'Paul Ménard'],
      ['escalation_ended', null],
    ]);
  });
});

describe('resolving', () => {
  it('tells the members once and refuses a second resolution; the sidebar counts the alert until then', async () => {
    const counters = async (userId: string) =>
      (await call(userId, 'GET', '/api/notifications/counters')).json<TNotificationCounters>();
    for (const open of (await call(alice, 'GET', '/api/emergency/alerts')).json<TEmergencyAlertList>().open)
      await call(alice, 'POST', `/api/emergency/alerts/${open.id}/resolve`, {});
    const quiet = await counters(alice);
    const alert = await raise(alice, { hazard: 'foaming', isDrill: true });
    expect(await counters(alice)).toMatchObject({
      emergencyAlerts: 1,
      dashboard: quiet.dashboard + 1,
    });
    expect((await counters(bruno)).emergencyAlerts).toBe(0);
    const before = (await mailsTo('elodie@saules.fr')).length;
    const resolved = await call(alice, 'POST', `/api/emergency/alerts/${alert.id}/resolve`, {
      note: 'Anti-mousse ajouté',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<TEmergencyAlert>()).toMatchObject({
      resolvedBy: 'alice@saules.fr',
      resolutionNote: 'Anti-mousse ajouté',
    });
    const mails = (await mailsTo('elodie@saules.fr')).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual(['Alerte levée : Moussage du digesteur – votre site']);
    expect(mails[0]?.text).toContain('Compte rendu : Anti-mousse ajouté');

    const again = await call(alice, 'POST', `/api/emergency/alerts/${alert.id}/resolve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.message).toBe('Cette alerte est déjà levée.');
    expect((await mailsTo('elodie@saules.fr')).slice(before)).toHaveLength(1);
    expect((await counters(alice)).emergencyAlerts).toBe(0);
  });
});

describe('procedures and settings', () => {
  it('keeps the operator’s own procedure, mails it, and restores the default', async () => {
    const saved = await call(alice, 'PUT', '/api/emergency/procedures/power_loss', {
      steps: 'Démarrer le groupe électrogène\n\nAppeler Enedis au 09 72 67 50 79',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const overview = saved.json<TEmergencyOverview>();
    expect(overview.procedures.find((procedure) => procedure.hazard === 'power_loss')?.customSteps).toEqual([
      'Démarrer le groupe électrogène',
      'Appeler Enedis au 09 72 67 50 79',
    ]);
    expect(overview.team).toEqual({ withEmail: 2, withoutEmail: 1 });

    await raise(alice, { hazard: 'power_loss', isDrill: true });
    const mail = (await mailsTo('paul@saules.fr')).at(-1);
    expect(mail?.text).toContain('1. Démarrer le groupe électrogène\n2. Appeler Enedis au 09 72 67 50 79');

    const restored = await call(alice, 'DELETE', '/api/emergency/procedures/power_loss');
    expect(
      restored.json<TEmergencyOverview>().procedures.find((p) => p.hazard === 'power_loss')?.customSteps,
    ).toBeNull();
    const other = (await call(bruno, 'GET', '/api/emergency/overview')).json<TEmergencyOverview>();
    expect(other.procedures.every((procedure) => procedure.customSteps === null)).toBe(true);
  });

  it('refuses an escalation delay or a reminder count out of bounds and an empty procedure', async () => {
    const settings = await call(alice, 'PUT', '/api/emergency/settings', {
      inspectorateName: '',
      inspectoratePhone: 'abc',
      inspectorateEmail: 'pas-une-adresse',
      siteAccess: '',
      ackDelayMinutes: 0,
      maxResends: 11,
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json<ErrorBody>().error.fields).toMatchObject({
      inspectoratePhone: 'Numéro de téléphone invalide',
      ackDelayMinutes: 'Entre 1 et 120 minutes',
      maxResends: 'Entre 0 et 10 relances',
    });
    const procedure = await call(alice, 'PUT', '/api/emergency/procedures/fire', { steps: '   ' });
    expect(procedure.statusCode).toBe(400);
    expect(procedure.json<ErrorBody>().error.fields?.steps).toBe('Écrivez au moins une étape');
    const webhook = await call(alice, 'POST', '/api/emergency/webhooks', {
      kind: 'slack',
      url: 'ftp://example.org/x',
    });
    expect(webhook.statusCode).toBe(400);
  });
});
