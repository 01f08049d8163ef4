// The advisory (issue 18 point 5): GET /api/advisory runs the rules on the user's own data (a rising FOS/TAC in
// the production log, an overdue regulatory task, a stock item used faster than it lasts), each advice with its
// figures; a dismissal and its undo; the sidebar's counter; another user's advice out of reach; and the advisory
// still answering when the weather service is down.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceTasks } from '../../src/server/db/schema/maintenance.js';
import { productionLogs } from '../../src/server/db/schema/production.js';
import { stockItems } from '../../src/server/db/schema/stock.js';
import { stockMovements } from '../../src/server/db/schema/stock-movements.js';
import type { TAdvisory } from '../../src/shared/contracts/advisory.js';
import type { TDashboard } from '../../src/shared/contracts/dashboard.js';
import type { TNotificationCounters } from '../../src/shared/contracts/notifications.js';
import type { TStockItem } from '../../src/shared/contracts/stock.js';
import { addDays } from '../../src/shared/domain/calendar.js';
import { startOpenMeteoFake, type OpenMeteoFake } from '../fixtures/open-meteo-fake.js';
import { maizeSilageLot } from '../fixtures/ration-lots.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let fake: OpenMeteoFake;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startOpenMeteoFake();
  testApp = await buildTestApp({
    resolveSessionUser: headerSessionResolver,
    env: {
      WEATHER_BASE_URL: fake.baseUrl,
      WEATHER_GEOCODING_BASE_URL: fake.baseUrl,
      WEATHER_TIMEOUT_MS: '1500',
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const call = () => recordsCaller(testApp.app, 'fr');
const db = () => testApp.database.db;

async function advisoryOf(userId: string): Promise<TAdvisory> {
  const response = await call().request(userId, 'GET', '/api/advisory');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdvisory>();
}

async function countersOf(userId: string): Promise<TNotificationCounters> {
  const response = await call().request(userId, 'GET', '/api/notifications/counters');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TNotificationCounters>();
}

/** FOS/TAC rising from 0,30 to 0,38 over the last 14 days (+0,0062 a day), one titration a day. */
async function seedRisingFosTac(userId: string, today: string): Promise<void> {
  await db()
    .insert(productionLogs)
    .values(
      Array.from({ length: 14 }, (_, index) => ({
        userId,
        readingDate: addDays(today, index - 13),
        biogasM3: 4800,
        kwhProduced: 9500,
        ph: 7.4,
        fosTac: Number((0.3 + (0.08 * index) / 13).toFixed(3)),
        h2sPpm: 300,
      })),
    );
}

async function seedOverdueRegulatoryTask(userId: string, today: string): Promise<void> {
  await db()
    .insert(maintenanceTasks)
    .values({
      userId,
      equipmentName: 'Soupapes de sécurité',
      taskType: 'Contrôle des soupapes',
      frequency: 'monthly',
      priority: 'high',
      nextDueDate: addDays(today, -10),
      isRegulatory: true,
    });
}

/**
 * An item of 100 kg stocked 40 days ago, then 45 kg taken out twice through the app (the +/- and an edit): the
 * movements are dated back to spread them over the month (the app writes them at the time of the change).
 */
async function seedUsedStockItem(userId: string): Promise<TStockItem> {
  const created = await call().request(userId, 'POST', '/api/stock-items', {
    name: 'Antimousse',
    category: 'chemical',
    currentLevel: 100,
    maxLevel: 200,
    unit: 'kg',
    threshold: 5,
  });
  expect(created.statusCode, created.body).toBe(201);
  const item = created.json<TStockItem>();
  const adjusted = await call().request(userId, 'POST', `/api/stock-items/${item.id}/adjust`, { delta: -45 });
  expect(adjusted.statusCode, adjusted.body).toBe(200);
  const edited = await call().request(userId, 'PATCH', `/api/stock-items/${item.id}`, {
    currentLevel: 10,
  });
  expect(edited.statusCode, edited.body).toBe(200);

  const movements = await db()
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.stockItemId, item.id))
    .orderBy(stockMovements.movedAt);
  expect(movements.map((movement) => [movement.delta, movement.levelAfter])).toEqual([
    [100, 100],
    [-45, 55],
    [-45, 10],
  ]);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await db()
    .update(stockItems)
    .set({ createdAt: daysAgo(40) })
    .where(eq(stockItems.id, item.id));
  await db()
    .update(stockMovements)
    .set({ movedAt: daysAgo(40) })
    .where(and(eq(stockMovements.stockItemId, item.id), gt(stockMovements.delta, 0)));
  const [first, second] = movements.filter((movement) => movement.delta < 0);
  if (!first || !second) throw new Error('two decreases expected');
  await db()
    .update(stockMovements)
    .set({ movedAt: daysAgo(20) })
    .where(eq(stockMovements.id, first.id));
  await db()
    .update(stockMovements)
    .set({ movedAt: daysAgo(5) })
    .where(eq(stockMovements.id, second.id));
  return item;
}

describe('GET /api/advisory', () => {
  it('tells a new user nothing is advised yet and which data the rules read', async () => {
    const owner = await createRecordsUser(testApp.database, 'new@advisory.fr');
    const advisory = await advisoryOf(owner);
    expect(advisory.active.filter((advice) => advice.rule !== 'spreading-window')).toEqual([]);
    expect(advisory.dismissed).toEqual([]);
    expect(advisory.inputs).toMatchObject({
      fosTacReadings: 0,
      phReadings: 0,
      activatedCarbon: false,
      stockItemsWithHistory: 0,
      maintenanceTasks: 0,
    });
  });

  it("gives the plant's advice with its figures, counts it in the sidebar, and dismisses and restores it", async () => {
    const owner = await createRecordsUser(testApp.database, 'plant@advisory.fr');
    const { today } = await advisoryOf(owner);
    await seedRisingFosTac(owner, today);
    await seedOverdueRegulatoryTask(owner, today);
    const item = await seedUsedStockItem(owner);

    const advisory = await advisoryOf(owner);
    const byRule = new Map(advisory.active.map((advice) => [advice.rule, advice]));

    const fosTac = byRule.get('fos-tac-drift');
    expect(fosTac).toMatchObject({
      severity: 'watch',
      actionPath: '/dashboard/production',
      source: { key: 'domain:process-monitoring/fos-tac' },
      evidence: {
        finding: 'rising',
        latest: { date: today, value: 0.38 },
        stableRange: { min: 0.3, max: 0.4, origin: 'cited' },
        risingSlopePerDay: { value: 0.005, origin: 'our-default' },
      },
    });
    const slope = (fosTac?.evidence as { trend: { slopePerDay: number } }).trend.slopePerDay;
    expect(slope).toBeCloseTo(0.08 / 13, 3);

    expect(byRule.get('maintenance-overdue')).toMatchObject({
      severity: 'act',
      date: addDays(today, -10),
      actionPath: '/dashboard/maintenance',
      evidence: {
        overdueCount: 1,
        regulatoryCount: 1,
        tasks: [{ equipmentName: 'Soupapes de sécurité', daysLate: 10, isRegulatory: true }],
      },
    });

    // 90 kg used over the 30 days counted: 3 kg a day, so the 10 kg left last 3 days.
    const stock = byRule.get('stock-run-out');
    expect(stock).toMatchObject({
      severity: 'watch',
      actionPath: '/dashboard/shop',
      evidence: {
        finding: 'within-horizon',
        itemId: item.id,
        itemName: 'Antimousse',
        unit: 'kg',
        currentLevel: 10,
        quantityUsed: 90,
        decreasesUsed: 2,
        daysCounted: 30,
        dailyConsumption: 3,
        runOutDate: addDays(today, 3),
      },
    });
    expect(advisory.inputs).toMatchObject({ fosTacReadings: 14, phReadings: 14, stockItemsWithHistory: 1 });

    const counted = advisory.active.filter((advice) => advice.severity !== 'info').length;
    expect(counted).toBeGreaterThanOrEqual(3);
    expect((await countersOf(owner)).advisory).toBe(counted);

    // The dashboard's card shows the most urgent: the overdue regulatory task.
    const dashboard = await call().request(owner, 'GET', '/api/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json<TDashboard>().advice).toMatchObject({
      top: { rule: 'maintenance-overdue', severity: 'act' },
      activeCount: advisory.active.length,
    });

    const id = encodeURIComponent(fosTac?.id ?? '');
    const dismissed = await call().request(owner, 'POST', `/api/advisory/${id}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const after = await advisoryOf(owner);
    expect(after.active.map((advice) => advice.rule)).not.toContain('fos-tac-drift');
    expect(after.dismissed).toMatchObject([{ id: fosTac?.id, rule: 'fos-tac-drift' }]);
    expect((await countersOf(owner)).advisory).toBe(counted - 1);

    const undone = await call().request(owner, 'DELETE', `/api/advisory/${id}/dismiss`);
    expect(undone.statusCode, undone.body).toBe(200);
    const restored = await advisoryOf(owner);
    expect(restored.active.map((advice) => advice.id)).toContain(fosTac?.id);
    expect(restored.dismissed).toEqual([]);
    expect((await countersOf(owner)).advisory).toBe(counted);
  });

  it('compares the methane logged over 30 days with what the feed delivered then should give (yield gap)', async () => {
    const owner = await createRecordsUser(testApp.database, 'yield@advisory.fr');
    const { today } = await advisoryOf(owner);
    // 25 days of 2,000 m³ of biogas at 50 % CH4: 1,000 Nm³ of methane a day, 25,000 in all.
    await db()
      .insert(productionLogs)
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          userId: owner,
          readingDate: addDays(today, -index),
          biogasM3: 2000,
          methanePercent: 50,
          biomethaneNm3PerHour: 40,
        })),
      );
    // 600 t of maize silage (DM 35 %, VS 95 %, BMP 340): 67,830 Nm³ in the lab, 57,655.5 at the plant (× 0.85)
    // over the 30 days, 48,046.25 over the 25 days logged.
    const lot = await call().request(owner, 'POST', '/api/raw-materials', {
      ...maizeSilageLot,
      deliveryDate: addDays(today, -3),
    });
    expect(lot.statusCode, lot.body).toBe(201);

    const advice = (await advisoryOf(owner)).active.find((entry) => entry.rule === 'yield-gap');
    expect(advice).toMatchObject({
      severity: 'watch',
      actionPath: '/dashboard/raw-materials/analysis',
      evidence: { daysCovered: 25, measuredMethaneNm3: 25_000, yieldFactor: 0.85 },
    });
    if (advice?.rule !== 'yield-gap') throw new Error('a yield-gap advice was expected');
    expect(advice.evidence.expectedMethaneNm3).toBeCloseTo(48_046.25, 1);
    expect(advice.evidence.ratio).toBeCloseTo(25_000 / 48_046.25, 6);
  });

  it('computes the activated carbon saturation from the plant settings and the logged H2S load', async () => {
    const owner = await createRecordsUser(testApp.database, 'carbon@advisory.fr');
    const { today } = await advisoryOf(owner);
    await seedRisingFosTac(owner, today);
    // 300 ppm in 4800 m³ a day is 2,19 kg of H2S a day; 500 kg at 150 g/kg holds 75 kg: 34 days from the change.
    const changedOn = addDays(today, -13);
    const saved = await call().request(owner, 'PATCH', '/api/plant-settings', {
      activatedCarbonMassKg: 500,
      activatedCarbonChangedOn: changedOn,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const carbon = (await advisoryOf(owner)).active.find((advice) => advice.rule === 'carbon-saturation');
    expect(carbon).toMatchObject({
      severity: 'watch',
      actionPath: '/dashboard/maintenance',
      evidence: {
        finding: 'saturation-near',
        changedOn,
        carbonMassKg: 500,
        capacityGramsPerKg: { value: 150, origin: 'cited' },
        h2sPpm: 300,
        biogasNm3PerDay: 4800,
        saturationDate: addDays(changedOn, 34),
      },
    });
  });

  it('refuses a carbon change in the future and a malformed advice id, in French', async () => {
    const owner = await createRecordsUser(testApp.database, 'refused@advisory.fr');
    const { today } = await advisoryOf(owner);
    const future = await call().request(owner, 'PATCH', '/api/plant-settings', {
      activatedCarbonChangedOn: addDays(today, 2),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      activatedCarbonChangedOn: 'La date de changement du charbon ne peut pas être dans le futur',
    });
    const bad = await call().request(owner, 'POST', '/api/advisory/not-an-advice/dismiss');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Cet avis n’existe pas');
  });

  it("never shows nor dismisses another user's advice", async () => {
    const owner = await createRecordsUser(testApp.database, 'owner@advisory.fr');
    const other = await createRecordsUser(testApp.database, 'other@advisory.fr');
    const { today } = await advisoryOf(owner);
    await seedOverdueRegulatoryTask(owner, today);
    const mine = (await advisoryOf(owner)).active.find((advice) => advice.rule === 'maintenance-overdue');
    expect(mine).toBeDefined();
    expect((await advisoryOf(other)).active.map((advice) => advice.rule)).not.toContain(
      'maintenance-overdue',
    );

    // The other user's dismissal is theirs: the owner still sees the advice.
    const id = encodeURIComponent(mine?.id ?? '');
    expect((await call().request(other, 'POST', `/api/advisory/${id}/dismiss`)).statusCode).toBe(200);
    expect((await advisoryOf(owner)).active.map((advice) => advice.id)).toContain(mine?.id);
    expect((await advisoryOf(other)).dismissed).toEqual([]);
  });

  it('still answers the advice of the plant while the weather service is down', async () => {
    const owner = await createRecordsUser(testApp.database, 'down@advisory.fr');
    const saved = await call().request(owner, 'POST', '/api/locations', {
      locationType: 'coordinates',
      locationValue: '43.6045,1.4440',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    fake.forecast.behaviour = 'server-error';
    try {
      const { today } = await advisoryOf(owner);
      await seedOverdueRegulatoryTask(owner, today);
      const advisory = await advisoryOf(owner);
      expect(advisory.inputs.weatherAvailable).toBe(false);
      expect(advisory.active.map((advice) => advice.rule)).toEqual(['maintenance-overdue']);
      expect((await countersOf(owner)).advisory).toBe(1);
    } finally {
      fake.forecast.behaviour = 'answer';
    }
  });
});
