// The feed-ration optimiser through the API (issue 18 point 4): what must be set first (the digester volume, lots),
// a ration of this year's lots within the digester's limits, a conflict named, the cheapest ration's checks, the
// ration applied as the planned mix, bad input, and each user's own.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIN_FED_TONNES_PER_DAY,
  type TPlannedRation,
  type TRationAnswer,
  type TRationLots,
} from '../../src/shared/contracts/optimisation.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';
import { cattleSlurryLot, maizeSilageLot } from '../fixtures/ration-lots.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const french = () => recordsCaller(testApp.app, 'fr');
const fieldsOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { fields: Record<string, string> } }>().error.fields;
const messageOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { message: string } }>().error.message;

/** A plant with this year's maize silage (lab values) and cattle slurry (defaults), and a 2,000 m³ digester. */
async function plantWithLots(email: string): Promise<string> {
  const owner = await createRecordsUser(testApp.database, email);
  const lots = [maizeSilageLot, cattleSlurryLot];
  for (const lot of lots) {
    const created = await french().request(owner, 'POST', '/api/raw-materials', lot);
    expect(created.statusCode, created.body).toBe(201);
  }
  return owner;
}

async function setVolume(owner: string, body: Record<string, unknown> = {}) {
  const saved = await french().request(owner, 'PATCH', '/api/plant-settings', {
    digesterVolumeM3: 2000,
    ...body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('POST /api/optimisation/ration', () => {
  it('asks for the digester volume, then for lots, in plain French', async () => {
    const owner = await createRecordsUser(testApp.database, 'first@ration.fr');
    const noVolume = await french().request(owner, 'POST', '/api/optimisation/ration', {
      horizonDays: 30,
      objective: 'max-methane',
    });
    expect(noVolume.statusCode).toBe(400);
    expect(fieldsOf(noVolume).digesterVolumeM3).toBe(
      'Saisissez le volume utile du digesteur dans « Votre digesteur »',
    );
    await setVolume(owner);
    const noLots = await french().request(owner, 'POST', '/api/optimisation/ration', {
      horizonDays: 30,
      objective: 'max-methane',
    });
    expect(noLots.statusCode).toBe(400);
    expect(messageOf(noLots)).toBe(
      'Aucun lot utilisable cette année : saisissez vos matières premières avec leur quantité et leurs analyses.',
    );
  });

  it("works out the ration of this year's lots within the stock and the digester's limits", async () => {
    const owner = await plantWithLots('ration@ration.fr');
    await setVolume(owner);
    const lots = (await french().request(owner, 'GET', '/api/optimisation/lots')).json<TRationLots>();
    expect(lots.lots.map((lot) => [lot.name, lot.isUsable])).toEqual(
      expect.arrayContaining([
        ['Ensilage de maïs', true],
        ['Lisier bovin', true],
      ]),
    );

    const response = await french().request(owner, 'POST', '/api/optimisation/ration', {
      horizonDays: 30,
      objective: 'max-methane',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result, lots: answered } = response.json<TRationAnswer>();
    if (result.status !== 'optimal') throw new Error(`expected a ration, got ${result.status}`);
    const lotOf = (id: string) => answered.find((lot) => lot.id === id);
    // Within each lot's stock over the 30 days and the retention limit (2,000 m³ / 60 days).
    for (const line of result.lines) {
      expect(line.tonnesPerDay * 30).toBeLessThanOrEqual((lotOf(line.feedstockId)?.stockTonnes ?? 0) + 1e-6);
    }
    expect(result.freshTonnesPerDay).toBeLessThanOrEqual(2000 / 60 + 1e-6);
    expect(result.organicLoadingRateKgVsPerM3Day).toBeLessThanOrEqual(4 + 1e-9);
    // The methane is the lots' own: t × DM × VS × BMP × 0.85, from the values the answer shows.
    const expected = result.lines.reduce((sum, line) => {
      const lot = lotOf(line.feedstockId);
      if (!lot?.dryMatterPct || !lot.volatileSolidsPctOfDm || !lot.bmpNm3PerTonneVs) return sum;
      return (
        sum +
        ((((line.tonnesPerDay * lot.dryMatterPct) / 100) * lot.volatileSolidsPctOfDm) / 100) *
          lot.bmpNm3PerTonneVs
      );
    }, 0);
    expect(result.methaneNm3PerDay).toBeCloseTo(expected * 0.85, 6);
    expect(result.methaneNm3PerDay).toBeGreaterThan(0);
    expect(result.bindingConstraints.length).toBeGreaterThan(0);
  });

  it('names the constraints in conflict when no ration can hold them all', async () => {
    const owner = await plantWithLots('conflict@ration.fr');
    await setVolume(owner, { carbonNitrogenMin: 50, carbonNitrogenMax: 60, carbonNitrogenMode: 'hard' });
    const response = await french().request(owner, 'POST', '/api/optimisation/ration', {
      horizonDays: 30,
      objective: 'max-methane',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json<TRationAnswer>();
    if (result.status !== 'infeasible') throw new Error(`expected a conflict, got ${result.status}`);
    expect(result.conflicts.map((conflict) => conflict.code)).toContain('carbon-nitrogen-min');
  });

  it('asks for the target and every price of the cheapest ration, and refuses bad input without writing', async () => {
    const owner = await plantWithLots('cost@ration.fr');
    await setVolume(owner);
    const noTarget = await french().request(owner, 'POST', '/api/optimisation/ration', {
      horizonDays: 30,
      objective: 'min-cost',
    });
    expect(fieldsOf(noTarget).targetMethaneNm3PerDay).toBe("Saisissez l'objectif de méthane");
    const noPrices = await french().request(owner, 'POST', '/api/optimisation/ration', {
      horizonDays: 30,
      objective: 'min-cost',
      targetMethaneNm3PerDay: 500,
    });
    expect(noPrices.statusCode).toBe(400);
    expect(fieldsOf(noPrices).prices).toBe(
      'Saisissez un prix pour chaque lot, ou choisissez « Produire le plus de méthane »',
    );
    for (const [body, field, message] of [
      [
        { horizonDays: 0, objective: 'max-methane' },
        'horizonDays',
        'La durée doit être un nombre entier de jours entre 1 et 366',
      ],
      [
        { horizonDays: 2.5, objective: 'max-methane' },
        'horizonDays',
        'La durée doit être un nombre entier de jours entre 1 et 366',
      ],
      [{ horizonDays: 30, objective: 'max-biogas' }, 'objective', 'Choisissez un objectif'],
    ] as const) {
      const refused = await french().request(owner, 'POST', '/api/optimisation/ration', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(refused)[field]).toBe(message);
    }
    const plan = await french().request(owner, 'GET', '/api/optimisation/plan');
    expect(plan.json<TPlannedRation>()).toBeNull();
  });
});

describe('the planned mix', () => {
  it('keeps the ration applied (the server works it out again), for its owner only', async () => {
    const owner = await plantWithLots('plan@ration.fr');
    await setVolume(owner);
    const body = { horizonDays: 45, objective: 'max-methane' };
    const worked = (
      await french().request(owner, 'POST', '/api/optimisation/ration', body)
    ).json<TRationAnswer>();
    if (worked.result.status !== 'optimal') throw new Error('no ration');
    const applied = await french().request(owner, 'POST', '/api/optimisation/plan', body);
    expect(applied.statusCode, applied.body).toBe(201);
    const plan = (await french().request(owner, 'GET', '/api/optimisation/plan')).json<TPlannedRation>();
    expect(plan).toMatchObject({ objective: 'max-methane', horizonDays: 45 });
    expect(plan?.methaneNm3PerDay).toBeCloseTo(worked.result.methaneNm3PerDay, 9);
    expect(plan?.lines).toEqual(
      worked.result.lines
        .filter((line) => line.tonnesPerDay >= MIN_FED_TONNES_PER_DAY)
        .map((line) => ({
          lotId: line.feedstockId,
          name: worked.lots.find((lot) => lot.id === line.feedstockId)?.name,
          tonnesPerDay: line.tonnesPerDay,
        })),
    );

    const other = await createRecordsUser(testApp.database, 'other@ration.fr');
    expect(
      (await french().request(other, 'GET', '/api/optimisation/plan')).json<TPlannedRation>(),
    ).toBeNull();
    const otherLots = (await french().request(other, 'GET', '/api/optimisation/lots')).json<TRationLots>();
    expect(otherLots.lots).toEqual([]);
  });

  it('is not written when the ration is infeasible', async () => {
    const owner = await plantWithLots('noplan@ration.fr');
    await setVolume(owner, { carbonNitrogenMin: 50, carbonNitrogenMax: 60, carbonNitrogenMode: 'hard' });
    const refused = await french().request(owner, 'POST', '/api/optimisation/plan', {
      horizonDays: 30,
      objective: 'max-methane',
    });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('Aucune ration possible à enregistrer avec ces réglages.');
    expect(
      (await french().request(owner, 'GET', '/api/optimisation/plan')).json<TPlannedRation>(),
    ).toBeNull();
  });
});
