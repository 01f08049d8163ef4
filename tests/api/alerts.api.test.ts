// Alert rules A and B (issue 20): the admin routes (admin = role admin AND a verified factor), nonsense rules
// and webhook targets refused, an evaluation with a fake metric reader that fires, notifies a loopback receiver
// through signed webhooks (checked with the `standardwebhooks` reference library), retries with backoff,
// resolves once, and runs once with two app instances on one database.
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import { alertRules, alertTriggers } from '../../src/server/db/schema/alerts.js';
import { profiles } from '../../src/server/db/schema/profiles.js';
import { webhookDeliveries } from '../../src/server/db/schema/webhooks.js';
import {
  deliverDueWebhooks,
  FIRST_RETRY_DELAY_MS,
} from '../../src/server/integrations/webhooks/webhook-delivery.js';
import { evaluateAlertLayer } from '../../src/server/modules/alerts/alert-evaluation.js';
import { DEFAULT_ALERT_RULES } from '../../src/server/modules/alerts/default-alert-rules.js';
import { createAlertEvaluationJob } from '../../src/server/jobs/alert-evaluation-job.js';
import type {
  TActiveAlerts,
  TAlertRule,
  TAlertRuleList,
  TAlertTriggerList,
  TCreatedAlertTarget,
} from '../../src/shared/contracts/alerts.js';
import {
  alertEvaluation,
  fakeMetricReader,
  nothingMeasured,
  noSelf,
  startWebhookReceiver,
} from '../fixtures/alerts-harness.js';
import { databaseUrlOn } from '../fixtures/migrated-template.js';
import { createRecordsUser } from '../fixtures/records-api.js';
import { createShopAdmin } from '../fixtures/shop-accounts.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';
import { testDatabaseUrl, testEngine } from '../fixtures/test-database.js';

let testApp: TestApp;
let admin: string;
const publicUrl = 'https://methapilot.example.fr';

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver, env: { PUBLIC_URL: publicUrl } });
  admin = await createShopAdmin(testApp.database, 'admin@alerts.fr');
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  // Each test starts from the default rules switched off and no trigger nor delivery.
  await testApp.database.db.delete(alertTriggers);
  await testApp.database.db.delete(webhookDeliveries);
  await testApp.database.db.delete(alertRules).where(sql`${alertRules.seedKey} is null`);
  await testApp.database.db.update(alertRules).set({ enabled: false, state: 'normal', pendingSince: null });
});

function call(
  userId: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  language = 'fr',
) {
  return testApp.app.inject({
    method,
    url,
    headers: { [testUserHeader]: userId, 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const errorRateRule = {
  layer: 'a',
  name: 'Erreurs serveur',
  type: 'error_rate',
  threshold: 5,
  condition: 'greater_than',
  timeWindowMinutes: 1,
  severity: 'high',
};

async function createRule(body: Record<string, unknown> = errorRateRule): Promise<TAlertRule> {
  const response = await call(admin, 'POST', '/api/admin/alerts/rules', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAlertRule>();
}

describe('alert admin routes', () => {
  it('are refused to a user, and to an admin without a verified factor, and list the §9 defaults to an admin', async () => {
    const operator = await createRecordsUser(testApp.database, 'operator@alerts.fr');
    const unverified = await createRecordsUser(testApp.database, 'unverified@alerts.fr');
    await testApp.database.db.insert(profiles).values({ userId: unverified, role: 'admin' });
    for (const userId of [operator, unverified])
      for (const [method, url] of [
        ['GET', '/api/admin/alerts/rules'],
        ['POST', '/api/admin/alerts/rules'],
        ['GET', '/api/admin/alerts/active'],
        ['POST', '/api/admin/alerts/triggers/acknowledge-all'],
      ] as const) {
        const refused = await call(userId, method, url, method === 'POST' ? errorRateRule : undefined);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
      }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/alerts/rules' })).statusCode).toBe(
      401,
    );

    const listed = await call(admin, 'GET', '/api/admin/alerts/rules');
    expect(listed.statusCode).toBe(200);
    const defaults = listed.json<TAlertRuleList>().rules.filter((rule) => rule.isDefault);
    expect(
      defaults
        .map(({ layer, name, type, condition, threshold, timeWindowMinutes, severity, cooldownMinutes }) => ({
          layer,
          name,
          type,
          condition,
          threshold,
          timeWindowMinutes,
          severity,
          cooldownMinutes,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual(
      DEFAULT_ALERT_RULES.map(({ layer, name, type, condition, threshold, timeWindowMinutes, severity }) => ({
        layer,
        name,
        type,
        condition,
        threshold,
        timeWindowMinutes,
        severity,
        cooldownMinutes: layer === 'a' ? 5 : 10,
      })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    const errorRate = defaults.find((rule) => rule.type === 'error_rate' && rule.layer === 'a');
    expect(errorRate?.notifications.map((target) => target.type).sort()).toEqual(['email', 'in_app']);
  });

  it('refuse nonsense thresholds and windows with a clear message, writing nothing', async () => {
    const before = (await call(admin, 'GET', '/api/admin/alerts/rules')).json<TAlertRuleList>().rules.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ threshold: -1 }, 'threshold', 'Le seuil ne peut pas être négatif'],
      [{ threshold: 150 }, 'threshold', 'Un pourcentage ne peut pas dépasser 100 %'],
      [{ type: 'memory_usage', threshold: 101 }, 'threshold', 'Un pourcentage ne peut pas dépasser 100 %'],
      [{ type: 'response_time', threshold: 1e12 }, 'threshold', 'Ce seuil est trop grand pour être atteint'],
      [{ threshold: 'beaucoup' }, 'threshold', 'Le seuil doit être un nombre fini'],
      [
        { timeWindowMinutes: 0 },
        'timeWindowMinutes',
        'La fenêtre doit être un nombre entier de minutes entre 1 et 1440',
      ],
      [
        { timeWindowMinutes: 100_000 },
        'timeWindowMinutes',
        'La fenêtre doit être un nombre entier de minutes entre 1 et 1440',
      ],
      [
        { timeWindowMinutes: 2.5 },
        'timeWindowMinutes',
        'La fenêtre doit être un nombre entier de minutes entre 1 et 1440',
      ],
    ];
    for (const [change, field, message] of cases) {
      const refused = await call(admin, 'POST', '/api/admin/alerts/rules', { ...errorRateRule, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toBe(message);
    }
    const english = await call(
      admin,
      'POST',
      '/api/admin/alerts/rules',
      { ...errorRateRule, threshold: -3 },
      'en',
    );
    expect(english.json<{ error: { fields: Record<string, string> } }>().error.fields.threshold).toBe(
      'The threshold cannot be negative',
    );
    // An update is checked on the rule as it would be stored: a 50 % threshold is fine for an error rate, not
    // once the type becomes... still a percentage; 5000 ms becomes a percentage above 100 when the type changes.
    const rule = await createRule({ ...errorRateRule, type: 'response_time', threshold: 5000 });
    const changed = await call(admin, 'PATCH', `/api/admin/alerts/rules/${rule.id}`, { type: 'error_rate' });
    expect(changed.statusCode).toBe(400);
    const after = (await call(admin, 'GET', '/api/admin/alerts/rules')).json<TAlertRuleList>().rules;
    expect(after).toHaveLength(before + 1);
    expect(after.find((found) => found.id === rule.id)?.type).toBe('response_time');
  });

  it('refuse webhook targets outside http(s), with credentials, or pointing at the server itself', async () => {
    const rule = await createRule();
    const refusals: [string, string][] = [
      ['ftp://hooks.example.fr/alerts', 'Seules les adresses http:// ou https:// sont acceptées'],
      ['javascript:alert(1)', 'Seules les adresses http:// ou https:// sont acceptées'],
      [
        'https://user:secret@hooks.example.fr/',
        "L'adresse ne doit pas contenir d'identifiant ni de mot de passe",
      ],
      [`${publicUrl}/api/health`, "L'adresse ne peut pas être celle de ce serveur"],
      ['pas une adresse', 'Adresse web invalide'],
    ];
    for (const [target, message] of refusals)
      for (const type of ['webhook', 'slack']) {
        const refused = await call(admin, 'POST', `/api/admin/alerts/rules/${rule.id}/targets`, {
          type,
          target,
        });
        expect(refused.statusCode, `${type} ${target}`).toBe(400);
        expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields.target).toBe(
          message,
        );
      }
    const created = await call(admin, 'POST', `/api/admin/alerts/rules/${rule.id}/targets`, {
      type: 'webhook',
      target: 'https://hooks.example.fr/alerts',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<TCreatedAlertTarget>().secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    // The secret is shown once: the rule's list never carries it.
    const listed = await call(admin, 'GET', '/api/admin/alerts/rules');
    expect(listed.body).not.toContain(created.json<TCreatedAlertTarget>().secret ?? 'none');
  });
});

describe(`alert evaluation (${testEngine()})`, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after its window, signs its webhook the Standard Webhooks way, resolves once', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const rule = await createRule();
      const target = (
        await call(admin, 'POST', `/api/admin/alerts/rules/${rule.id}/targets`, {
          type: 'webhook',
          target: receiver.url,
        })
      ).json<TCreatedAlertTarget>();
      const slack = await call(admin, 'POST', `/api/admin/alerts/rules/${rule.id}/targets`, {
        type: 'slack',
        target: receiver.url.replace('alerts', 'slack'),
      });
      expect(slack.statusCode).toBe(201);
      const reader = fakeMetricReader();
      const clock = { now: new Date() };
      const { dependencies } = alertEvaluation(testApp.database, reader.read, clock);
      reader.figures = { ...nothingMeasured, requestCount: 200, serverErrorCount: 30 };

      expect(await evaluateAlertLayer(dependencies, 'a')).toEqual({ fired: 0, resolved: 0 });
      clock.now = new Date(clock.now.getTime() + 30_000);
      expect(await evaluateAlertLayer(dependencies, 'a')).toEqual({ fired: 0, resolved: 0 });
      clock.now = new Date(clock.now.getTime() + 30_000);
      expect(await evaluateAlertLayer(dependencies, 'a')).toEqual({ fired: 1, resolved: 0 });
      clock.now = new Date(clock.now.getTime() + 30_000);
      expect(await evaluateAlertLayer(dependencies, 'a')).toEqual({ fired: 0, resolved: 0 });

      const active = (await call(admin, 'GET', '/api/admin/alerts/active')).json<TActiveAlerts>();
      expect(active.unacknowledgedCount).toBe(1);
      expect(active.alerts[0]).toMatchObject({ ruleName: 'Erreurs serveur', severity: 'high', value: 15 });
      expect(active.alerts[0]?.message).toBe('Erreurs serveur : 15 % (seuil : supérieur à 5 %)');

      const signed = receiver.received.filter((hook) => hook.headers['webhook-signature']);
      expect(signed).toHaveLength(1);
      const [fired] = signed;
      const verifier = new Webhook(target.secret ?? '');
      const headers = {
        'webhook-id': String(fired?.headers['webhook-id']),
        'webhook-timestamp': String(fired?.headers['webhook-timestamp']),
        'webhook-signature': String(fired?.headers['webhook-signature']),
      };
      expect(verifier.verify(fired?.body ?? '', headers)).toMatchObject({
        alert: 'Erreurs serveur',
        severity: 'high',
        message: 'Erreurs serveur : 15 % (seuil : supérieur à 5 %)',
        value: 15,
        threshold: 5,
        timestamp: active.alerts[0]?.triggeredAt,
        status: 'firing',
      });
      // A changed body, or the same delivery replayed more than 5 minutes later, is refused.
      expect(() => verifier.verify((fired?.body ?? '').replace('15', '16'), headers)).toThrow();
      vi.useFakeTimers({
        toFake: ['Date'],
        now: Number(headers['webhook-timestamp']) * 1000 + 5 * 60_000 + 1000,
      });
      expect(() => verifier.verify(fired?.body ?? '', headers)).toThrow();
      vi.useRealTimers();
      // Slack-compatible: {"text": …}, unsigned.
      const slackHook = receiver.received.find((hook) => hook.headers['webhook-signature'] === undefined);
      expect(JSON.parse(slackHook?.body ?? '{}')).toEqual({
        text: '[Élevée] Erreurs serveur : 15 % (seuil : supérieur à 5 %)',
      });

      // The condition clears: one resolved notice, then nothing more.
      reader.figures = { ...nothingMeasured, requestCount: 200, serverErrorCount: 1 };
      clock.now = new Date(clock.now.getTime() + 30_000);
      expect(await evaluateAlertLayer(dependencies, 'a')).toEqual({ fired: 0, resolved: 1 });
      clock.now = new Date(clock.now.getTime() + 30_000);
      expect(await evaluateAlertLayer(dependencies, 'a')).toEqual({ fired: 0, resolved: 0 });
      const resolvedHooks = receiver.received
        .filter((hook) => hook.headers['webhook-signature'])
        .map((hook) => JSON.parse(hook.body) as { status: string });
      expect(resolvedHooks.map((hook) => hook.status)).toEqual(['firing', 'resolved']);
      expect((await call(admin, 'GET', '/api/admin/alerts/active')).json<TActiveAlerts>().alerts).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('takes no data as no breach: no request at all is not "0 % errors" and fires nothing', async () => {
    await createRule({ ...errorRateRule, condition: 'less_than', threshold: 1 });
    const reader = fakeMetricReader();
    const clock = { now: new Date() };
    const { dependencies } = alertEvaluation(testApp.database, reader.read, clock);
    for (let minute = 0; minute < 5; minute += 1) {
      clock.now = new Date(clock.now.getTime() + 60_000);
      expect(await evaluateAlertLayer(dependencies, 'a')).toEqual({ fired: 0, resolved: 0 });
    }
  });

  it('retries a failed webhook with exponential backoff until the receiver takes it', async () => {
    const receiver = await startWebhookReceiver([500, 503]);
    try {
      const rule = await createRule({
        ...errorRateRule,
        type: 'crash_detection',
        threshold: 0,
        severity: 'critical',
      });
      await call(admin, 'POST', `/api/admin/alerts/rules/${rule.id}/targets`, {
        type: 'webhook',
        target: receiver.url,
      });
      const reader = fakeMetricReader();
      const clock = { now: new Date() };
      const { dependencies } = alertEvaluation(testApp.database, reader.read, clock);
      reader.figures = { ...nothingMeasured, crashCount: 1 };
      // A crash is an event: the first evaluation that sees it fires.
      expect(await evaluateAlertLayer(dependencies, 'a')).toEqual({ fired: 1, resolved: 0 });
      const delivery = async () => {
        const [row] = await testApp.database.db.select().from(webhookDeliveries);
        return row;
      };
      const first = await delivery();
      expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 500' });
      expect(first?.nextAttemptAt.getTime()).toBe(clock.now.getTime() + FIRST_RETRY_DELAY_MS);

      const deliver = (at: number) =>
        deliverDueWebhooks({ db: testApp.database.db, self: noSelf, now: () => new Date(at) });
      // Not due yet: nothing sent.
      expect(await deliver(clock.now.getTime() + FIRST_RETRY_DELAY_MS - 1)).toEqual({
        delivered: 0,
        failed: 0,
      });
      expect(await deliver(clock.now.getTime() + FIRST_RETRY_DELAY_MS)).toEqual({ delivered: 0, failed: 1 });
      const second = await delivery();
      expect(second).toMatchObject({ status: 'pending', attempts: 2, lastError: 'HTTP 503' });
      // The wait doubles.
      expect((second?.nextAttemptAt.getTime() ?? 0) - (clock.now.getTime() + FIRST_RETRY_DELAY_MS)).toBe(
        2 * FIRST_RETRY_DELAY_MS,
      );
      expect(await deliver(second?.nextAttemptAt.getTime() ?? 0)).toEqual({ delivered: 1, failed: 0 });
      expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 3 });
      // Every attempt carries the same webhook-id (the receiver can drop a duplicate).
      expect(new Set(receiver.received.map((hook) => hook.headers['webhook-id'])).size).toBe(1);
      expect(receiver.received).toHaveLength(3);
    } finally {
      await receiver.close();
    }
  });

  it('runs the memory cleanup when a memory alert fires and records its text on the trigger', async () => {
    await createRule({ ...errorRateRule, type: 'memory_usage', threshold: 90 });
    const reader = fakeMetricReader();
    const clock = { now: new Date() };
    const { dependencies, cleanups } = alertEvaluation(testApp.database, reader.read, clock);
    const cache = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    cleanups.register('test-cache', () => {
      const size = cache.size;
      cache.clear();
      return size;
    });
    reader.figures = { ...nothingMeasured, memoryUsedPercent: 95 };
    await evaluateAlertLayer(dependencies, 'a');
    clock.now = new Date(clock.now.getTime() + 60_000);
    expect(await evaluateAlertLayer(dependencies, 'a')).toEqual({ fired: 1, resolved: 0 });
    expect(cache.size).toBe(0);
    const [trigger] = (await call(admin, 'GET', '/api/admin/alerts/triggers')).json<TAlertTriggerList>()
      .triggers;
    expect(trigger?.cleanup).toEqual({ isDone: true, cleaned: 3 });

    // A failing cleanup is recorded as a failure.
    cleanups.register('broken', () => {
      throw new Error('boom');
    });
    expect(cleanups.runAll()).toEqual({ isDone: false });
  });

  it('lets an admin acknowledge one alert, all alerts, and resolve one; the rule starts again from normal', async () => {
    const crash = await createRule({
      ...errorRateRule,
      type: 'crash_detection',
      threshold: 0,
      severity: 'critical',
    });
    const slow = await createRule({
      ...errorRateRule,
      type: 'response_time',
      threshold: 2000,
      severity: 'medium',
    });
    const reader = fakeMetricReader();
    const clock = { now: new Date() };
    const { dependencies } = alertEvaluation(testApp.database, reader.read, clock);
    reader.figures = { ...nothingMeasured, crashCount: 2, requestCount: 10, averageResponseMs: 2500 };
    await evaluateAlertLayer(dependencies, 'a');
    clock.now = new Date(clock.now.getTime() + 60_000);
    await evaluateAlertLayer(dependencies, 'a');
    const active = (await call(admin, 'GET', '/api/admin/alerts/active')).json<TActiveAlerts>();
    expect(active.unacknowledgedCount).toBe(2);
    const crashAlert = active.alerts.find((alert) => alert.ruleId === crash.id);
    const acknowledged = await call(
      admin,
      'POST',
      `/api/admin/alerts/triggers/${crashAlert?.id}/acknowledge`,
    );
    expect(acknowledged.json()).toMatchObject({ acknowledged: true, isAcknowledgedByMe: true });
    expect(
      (await call(admin, 'GET', '/api/admin/alerts/active')).json<TActiveAlerts>().unacknowledgedCount,
    ).toBe(1);
    const all = await call(admin, 'POST', '/api/admin/alerts/triggers/acknowledge-all');
    expect(all.json()).toEqual({ acknowledged: 1 });
    const slowAlert = active.alerts.find((alert) => alert.ruleId === slow.id);
    const resolved = await call(admin, 'POST', `/api/admin/alerts/triggers/${slowAlert?.id}/resolve`);
    expect(resolved.json()).toMatchObject({ resolved: true });
    const rules = (await call(admin, 'GET', '/api/admin/alerts/rules')).json<TAlertRuleList>().rules;
    expect(rules.find((rule) => rule.id === slow.id)?.state).toBe('normal');
    expect(rules.find((rule) => rule.id === crash.id)?.state).toBe('firing');
    const missing = await call(
      admin,
      'POST',
      '/api/admin/alerts/triggers/00000000-0000-4000-8000-000000000000/resolve',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('keeps at most 100 triggers, the oldest pruned', async () => {
    const rule = await createRule({ ...errorRateRule, type: 'crash_detection', threshold: 0 });
    const base = Date.now() - 200 * 60_000;
    await testApp.database.db.insert(alertTriggers).values(
      Array.from({ length: 120 }, (_, index) => ({
        ruleId: rule.id,
        layer: 'a' as const,
        ruleName: 'ancienne',
        type: 'crash_detection' as const,
        condition: 'greater_than' as const,
        severity: 'low' as const,
        message: `n°${index}`,
        value: 1,
        threshold: 0,
        triggeredAt: new Date(base + index * 60_000),
        resolved: true,
        resolvedAt: new Date(base + index * 60_000),
      })),
    );
    const reader = fakeMetricReader();
    reader.figures = { ...nothingMeasured, crashCount: 1 };
    const { dependencies } = alertEvaluation(testApp.database, reader.read, { now: new Date() });
    await evaluateAlertLayer(dependencies, 'a');
    const kept = await testApp.database.db.select({ message: alertTriggers.message }).from(alertTriggers);
    expect(kept).toHaveLength(100);
    expect(kept.map((row) => row.message)).not.toContain('n°20');
    expect(kept.map((row) => row.message)).toContain('n°21');
  });

  it('runs once with two app instances on one database: one trigger, one notification', async () => {
    // A second instance: its own connection to the same database on PostgreSQL; the embedded database serves
    // one process, so there both instances share it.
    const url = testDatabaseUrl();
    let second: Database = testApp.database;
    if (url) {
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
        testApp.database.db,
        sql`select current_database() as name`,
      );
      second = await openDatabase({ kind: 'postgres', url: databaseUrlOn(url, name), poolSize: 2 });
    }
    const receiver = await startWebhookReceiver();
    try {
      const rule = await createRule({ ...errorRateRule, type: 'crash_detection', threshold: 0 });
      await call(admin, 'POST', `/api/admin/alerts/rules/${rule.id}/targets`, {
        type: 'webhook',
        target: receiver.url,
      });
      await testApp.database.db
        .update(alertRules)
        .set({ enabled: true })
        .where(eq(alertRules.seedKey, 'a.error_rate'));
      const reader = fakeMetricReader();
      reader.figures = { ...nothingMeasured, crashCount: 1, requestCount: 100, serverErrorCount: 50 };
      const clock = { now: new Date() };
      const one = alertEvaluation(testApp.database, reader.read, clock);
      const two = alertEvaluation(second, reader.read, clock);
      const jobs = [
        { database: testApp.database, job: createAlertEvaluationJob(one.dependencies, 'a') },
        { database: second, job: createAlertEvaluationJob(two.dependencies, 'a') },
      ];
      // The error-rate default goes pending at the first tick and fires 5 minutes later; ticks of both
      // instances at the same moments, side by side, as their schedulers would run them.
      for (const minutes of [0, 5, 5.5]) {
        clock.now = new Date(clock.now.getTime() + (minutes === 0 ? 0 : minutes === 5 ? 5 * 60_000 : 30_000));
        await Promise.all(
          jobs.map(({ database, job }) => database.runExclusively(job.lockKey, () => job.run())),
        );
      }
      const triggers = await testApp.database.db.select().from(alertTriggers);
      expect(triggers.map((trigger) => trigger.type).sort()).toEqual(['crash_detection', 'error_rate']);
      expect(receiver.received).toHaveLength(1);
      // The default error-rate rule mails every admin, once.
      expect([...one.mails, ...two.mails].map((mail) => mail.to)).toEqual(['admin@alerts.fr']);
    } finally {
      await receiver.close();
      if (second !== testApp.database) await second.close();
    }
  });
});
