import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../shared/contracts/zod.js';
import {
  ZComplianceOverview,
  ZEvidenceFile,
  ZEvidenceUploadQuery,
  ZObligationCodeParams,
  ZUpdateComplianceItemRequest,
} from '../../../shared/contracts/compliance.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import type { DbTransaction } from '../../db/user-context.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { HttpError } from '../../lib/http-error.js';
import {
  countSubjectEvidence,
  deleteEvidenceFile,
  findEvidenceFile,
  findLotEvidence,
  insertEvidenceFile,
  isOwnLot,
  saveComplianceRecord,
  type NewEvidenceFile,
} from './compliance.repository.js';
import { readComplianceOverview, toEvidenceFile, updateComplianceItem } from './compliance.service.js';
import {
  acceptEvidenceUploads,
  checkEvidenceUpload,
  evidenceUploadRouteOptions,
  MAX_EVIDENCE_FILES_PER_SUBJECT,
} from './evidence-upload.js';

const ZLotParams = z.object({ lotId: z.uuid({ error: 'validation.idInvalid' }) });
const ZFileQuery = z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') });

const evidenceNotFound = () => new HttpError(404, 'evidence_not_found', 'regulation:errors.evidenceNotFound');
const lotNotFound = () => new HttpError(404, 'lot_not_found', 'regulation:errors.lotNotFound');

async function attach(tx: DbTransaction, userId: string, file: NewEvidenceFile) {
  if ((await countSubjectEvidence(tx, file.subject)) >= MAX_EVIDENCE_FILES_PER_SUBJECT) {
    throw new HttpError(409, 'too_many_files', 'regulation:errors.tooManyFiles', {
      max: MAX_EVIDENCE_FILES_PER_SUBJECT,
    });
  }
  return toEvidenceFile(await insertEvidenceFile(tx, userId, file));
}

/**
 * The compliance follow-up (issue 19): the plant's obligations with the operator's status, due date and notes,
 * and the evidence files of an obligation or of a lot (a supplier's sustainability self-declaration).
 */
export const complianceRoutes: FastifyPluginAsyncZod = (app) => {
  acceptEvidenceUploads(app);

  app.get('/api/regulation/compliance', { schema: { response: { 200: ZComplianceOverview } } }, (request) =>
    request.withUserDb((tx, userId) => readComplianceOverview(tx, userId)),
  );

  app.patch(
    '/api/regulation/compliance/:code',
    {
      schema: {
        params: ZObligationCodeParams,
        body: ZUpdateComplianceItemRequest,
        response: { 200: ZComplianceOverview },
      },
    },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        await updateComplianceItem(tx, userId, request.params.code, request.body);
        return readComplianceOverview(tx, userId);
      }),
  );

  app.post(
    '/api/regulation/compliance/:code/evidence',
    {
      ...evidenceUploadRouteOptions,
      schema: {
        params: ZObligationCodeParams,
        querystring: ZEvidenceUploadQuery,
        response: { 201: ZEvidenceFile },
      },
    },
    async (request, reply) => {
      const file = checkEvidenceUpload(request.body, request.query.name);
      const saved = await request.withUserDb(async (tx, userId) => {
        const item = await saveComplianceRecord(tx, userId, request.params.code, {});
        return attach(tx, userId, { ...file, subject: { rediiItemId: item.id } });
      });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/regulation/lots/:lotId/evidence',
    { schema: { params: ZLotParams, response: { 200: z.object({ items: z.array(ZEvidenceFile) }) } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        if (!(await isOwnLot(tx, userId, request.params.lotId))) throw lotNotFound();
        return { items: (await findLotEvidence(tx, userId, request.params.lotId)).map(toEvidenceFile) };
      }),
  );

  app.post(
    '/api/regulation/lots/:lotId/evidence',
    {
      ...evidenceUploadRouteOptions,
      schema: { params: ZLotParams, querystring: ZEvidenceUploadQuery, response: { 201: ZEvidenceFile } },
    },
    async (request, reply) => {
      const file = checkEvidenceUpload(request.body, request.query.name);
      const saved = await request.withUserDb(async (tx, userId) => {
        if (!(await isOwnLot(tx, userId, request.params.lotId))) throw lotNotFound();
        return attach(tx, userId, { ...file, subject: { rawMaterialId: request.params.lotId } });
      });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/regulation/evidence/:id',
    { schema: { params: ZRecordIdParams, querystring: ZFileQuery } },
    async (request, reply) => {
      const file = await request.withUserDb((tx, userId) => findEvidenceFile(tx, userId, request.params.id));
      if (!file) throw evidenceNotFound();
      return reply
        .header('content-type', file.mimeType)
        .header(
          'content-disposition',
          contentDisposition(request.query.disposition, file.fileName, 'piece-jointe'),
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content));
    },
  );

  app.delete(
    '/api/regulation/evidence/:id',
    { schema: { params: ZRecordIdParams } },
    async (request, reply) => {
      const deleted = await request.withUserDb((tx, userId) =>
        deleteEvidenceFile(tx, userId, request.params.id),
      );
      if (!deleted) throw evidenceNotFound();
      return reply.status(204).send();
    },
  );
  return Promise.resolve();
};
