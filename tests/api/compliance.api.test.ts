// The compliance follow-up (issue 19 point 1): the obligations derived from the plant's profile, the operator's
// status, due date and notes on each, overdue items in the sidebar counter, evidence files (type read from the
// bytes, size limit, nothing half written) and isolation of items and files between users.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceFiles } from '../../src/server/db/schema/regulation.js';
import type { TComplianceOverview, TEvidenceFile } from '../../src/shared/contracts/compliance.js';
import type { TNotificationCounters } from '../../src/shared/contracts/notifications.js';
import type { TRawMaterial } from '../../src/shared/contracts/raw-materials.js';
import { addDays, addMonths, todayIn } from '../../src/shared/domain/calendar.js';
import { EVIDENCE_FILE_MAX_BYTES } from '../../src/shared/domain/regulation/evidence-file.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const call = (language = 'fr') => recordsCaller(testApp.app, language);
const today = () => todayIn('Europe/Paris', new Date());
const newUser = (label: string) =>
  createRecordsUser(testApp.database, `${label}-${randomUUID()}@compliance.fr`);

const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20), Buffer.from('%%EOF\n')]);
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function overview(userId: string, language = 'fr'): Promise<TComplianceOverview> {
  const response = await call(language).request(userId, 'GET', '/api/regulation/compliance');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TComplianceOverview>();
}

const itemOf = (view: TComplianceOverview, code: string) => {
  const item = view.items.find((candidate) => candidate.code === code);
  if (!item) throw new Error(`no item ${code}`);
  return item;
};

async function saveProfile(userId: string, body: Record<string, unknown>) {
  const response = await call().request(userId, 'PATCH', '/api/plant-settings', body);
  expect(response.statusCode, response.body).toBe(200);
}

function upload(userId: string, url: string, bytes: Buffer, type: string, language = 'fr') {
  return call(language).request(userId, 'POST', url, bytes, { 'content-type': type });
}

async function countFiles(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(evidenceFiles)
    .where(eq(evidenceFiles.userId, userId));
  return row?.total ?? 0;
}

describe('obligations derived from the plant profile', () => {
  it('waits for the profile before deciding RED II and the 15 % cap, then follows it', async () => {
    const userId = await newUser('profile');
    const before = await overview(userId);
    expect(before.isProfileSaved).toBe(false);
    expect(before.classification.redii).toMatchObject({ isInScope: null, reason: 'capacity_unknown' });
    expect(itemOf(before, 'ghg_calculation').applicability).toBe('to_confirm');
    expect(itemOf(before, 'main_crop_cap').applicability).toBe('to_confirm');

    await saveProfile(userId, {
      commissioningDate: '2019-06-01',
      endUse: 'biomethane_injection',
      biomethaneCapacityNm3PerHour: 250,
      dailyInputTonnes: 45,
    });
    const after = await overview(userId);
    expect(after.isProfileSaved).toBe(true);
    expect(after.classification.icpe).toEqual({ rubrique: '2781-1', regime: 'registration' });
    expect(after.classification.redii.isInScope).toBe(true);
    expect(after.classification.redii.annualGwhPcs).toBeCloseTo(24.22, 1);
    expect(itemOf(after, 'ghg_calculation')).toMatchObject({
      applicability: 'applies',
      status: 'pending_action',
    });
    expect(itemOf(after, 'main_crop_cap').applicability).toBe('applies');

    await saveProfile(userId, { biomethaneCapacityNm3PerHour: 150, commissioningDate: '2014-03-01' });
    const small = await overview(userId);
    expect(itemOf(small, 'ghg_calculation')).toMatchObject({
      applicability: 'not_applicable',
      status: 'not_applicable',
    });
    expect(itemOf(small, 'main_crop_cap').applicability).toBe('not_applicable');
  });

  it('refuses a commissioning date in the future, in the user language, and keeps the stored one', async () => {
    const userId = await newUser('future');
    await saveProfile(userId, { commissioningDate: '2018-01-01' });
    const response = await call('en').request(userId, 'PATCH', '/api/plant-settings', {
      commissioningDate: addDays(today(), 2),
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ error: { fields: Record<string, string> } }>().error.fields.commissioningDate,
    ).toBe('The commissioning date cannot be in the future');
    const settings = await call().request(userId, 'GET', '/api/plant-settings');
    expect(settings.json<{ commissioningDate: string }>().commissioningDate).toBe('2018-01-01');
  });
});

describe('the operator follows an obligation', () => {
  it('counts an open obligation past its due date as overdue, on the page and in the sidebar', async () => {
    const userId = await newUser('overdue');
    const response = await call().request(userId, 'PATCH', '/api/regulation/compliance/spreading_plan', {
      status: 'in_progress',
      dueDate: addDays(today(), -3),
      notes: 'Étude confiée à la chambre d’agriculture',
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<TComplianceOverview>();
    expect(itemOf(view, 'spreading_plan')).toMatchObject({
      status: 'in_progress',
      isOverdue: true,
      notes: 'Étude confiée à la chambre d’agriculture',
    });
    expect(view.overdueCount).toBe(1);

    const counters = await call().request(userId, 'GET', '/api/notifications/counters');
    expect(counters.json<TNotificationCounters>().reglementation).toBe(1);

    const advisory = await call().request(userId, 'GET', '/api/advisory');
    const rules = advisory.json<{ active: { rule: string }[] }>().active.map((advice) => advice.rule);
    expect(rules).toContain('compliance-overdue');
  });

  it('sets the next due date of a recurring obligation when it is marked done', async () => {
    const userId = await newUser('recurring');
    const response = await call().request(userId, 'PATCH', '/api/regulation/compliance/gas_storage_check', {
      status: 'completed',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(itemOf(response.json<TComplianceOverview>(), 'gas_storage_check')).toMatchObject({
      status: 'completed',
      completedOn: today(),
      dueDate: addMonths(today(), 6),
      isOverdue: false,
    });
  });

  it('refuses an unknown obligation, a bad status or a bad date with a clear message', async () => {
    const userId = await newUser('bad');
    const unknown = await call().request(userId, 'PATCH', '/api/regulation/compliance/nope', {
      status: 'completed',
    });
    expect(unknown.statusCode).toBe(400);
    const bad = await call().request(userId, 'PATCH', '/api/regulation/compliance/spreading_plan', {
      status: 'done',
      dueDate: '31/02/2026',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(fields.status).toBe('Choisissez un statut de la liste');
    expect(fields.dueDate).toBeDefined();
    expect(itemOf(await overview(userId), 'spreading_plan').status).toBe('pending_action');
  });
});

describe('evidence files', () => {
  it('keeps a PDF and a PNG, reads the type from the bytes, and gives them back to their owner only', async () => {
    const owner = await newUser('owner');
    const other = await newUser('other');
    const added = await upload(
      owner,
      '/api/regulation/compliance/icpe_file/evidence?name=r%C3%A9c%C3%A9piss%C3%A9.pdf',
      pdfBytes,
      'application/octet-stream',
    );
    expect(added.statusCode, added.body).toBe(201);
    const file = added.json<TEvidenceFile>();
    expect(file).toMatchObject({
      fileName: 'récépissé.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdfBytes.length,
    });
    const photo = await upload(
      owner,
      '/api/regulation/compliance/icpe_file/evidence?name=photo.png',
      pngBytes,
      'image/png',
    );
    expect(photo.statusCode, photo.body).toBe(201);
    expect(itemOf(await overview(owner), 'icpe_file').evidence.map((item) => item.fileName)).toEqual([
      'récépissé.pdf',
      'photo.png',
    ]);

    const download = await call().request(
      owner,
      'GET',
      `/api/regulation/evidence/${file.id}?disposition=inline`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toContain(
      "filename*=UTF-8''r%C3%A9c%C3%A9piss%C3%A9.pdf",
    );
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);

    // Another user: not in their overview, not downloadable, not deletable.
    expect(itemOf(await overview(other), 'icpe_file').evidence).toEqual([]);
    expect((await call().request(other, 'GET', `/api/regulation/evidence/${file.id}`)).statusCode).toBe(404);
    expect((await call().request(other, 'DELETE', `/api/regulation/evidence/${file.id}`)).statusCode).toBe(
      404,
    );
    expect(await countFiles(owner)).toBe(2);

    expect((await call().request(owner, 'DELETE', `/api/regulation/evidence/${file.id}`)).statusCode).toBe(
      204,
    );
    expect(await countFiles(owner)).toBe(1);
  });

  it('refuses a file that is not a PDF, JPEG or PNG, or too large, and writes nothing', async () => {
    const userId = await newUser('refused');
    const word = await upload(
      userId,
      '/api/regulation/compliance/icpe_file/evidence?name=lettre.docx',
      Buffer.from('PK\u0003\u0004 not a pdf'),
      'application/pdf',
    );
    expect(word.statusCode).toBe(415);
    expect(word.json<{ error: { message: string } }>().error.message).toBe(
      'Le fichier doit être un PDF, un JPEG ou un PNG',
    );
    const big = Buffer.concat([pdfBytes, Buffer.alloc(EVIDENCE_FILE_MAX_BYTES, 0x20)]);
    const tooLarge = await upload(
      userId,
      '/api/regulation/compliance/icpe_file/evidence?name=gros.pdf',
      big,
      'application/pdf',
      'en',
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ error: { message: string } }>().error.message).toBe(
      'The file is larger than 5 MB',
    );
    const empty = await upload(
      userId,
      '/api/regulation/compliance/icpe_file/evidence?name=vide.pdf',
      Buffer.alloc(0),
      'application/pdf',
    );
    expect(empty.statusCode).toBe(400);
    expect(await countFiles(userId)).toBe(0);
  });

  it('attaches a sustainability self-declaration to one of my lots, never to another user lot', async () => {
    const owner = await newUser('lot-owner');
    const other = await newUser('lot-other');
    const lot = await call().request(owner, 'POST', '/api/raw-materials', {
      name: 'Fumier bovin',
      type: 'manure',
      category: 'effluent',
      quantity: 30,
    });
    expect(lot.statusCode, lot.body).toBe(201);
    const lotId = lot.json<TRawMaterial>().id;

    const stolen = await upload(
      other,
      `/api/regulation/lots/${lotId}/evidence?name=decl.pdf`,
      pdfBytes,
      'application/pdf',
    );
    expect(stolen.statusCode).toBe(404);
    expect(await countFiles(other)).toBe(0);

    const added = await upload(
      owner,
      `/api/regulation/lots/${lotId}/evidence?name=decl.pdf`,
      pdfBytes,
      'application/pdf',
    );
    expect(added.statusCode, added.body).toBe(201);
    const listed = await call().request(owner, 'GET', `/api/regulation/lots/${lotId}/evidence`);
    expect(listed.json<{ items: TEvidenceFile[] }>().items.map((item) => item.fileName)).toEqual([
      'decl.pdf',
    ]);
    expect((await call().request(other, 'GET', `/api/regulation/lots/${lotId}/evidence`)).statusCode).toBe(
      404,
    );
  });
});
