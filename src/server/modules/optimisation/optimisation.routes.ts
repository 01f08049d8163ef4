import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MIN_FED_TONNES_PER_DAY,
  ZPlannedRation,
  ZRationAnswer,
  ZRationLots,
  ZRationRequest,
} from '../../../shared/contracts/optimisation.js';
import { HttpError } from '../../lib/http-error.js';
import { recordFeatureUse } from '../activity/feature-use.js';
import { translatorFor } from '../../lib/i18n.js';
import { readPlannedRation, savePlannedRation } from './planned-ration.repository.js';
import { listRationLots, workOutRation } from './ration.service.js';

/**
 * The feed-ration optimiser (issue 18 point 4): POST /api/optimisation/ration works out a ration; POST
 * /api/optimisation/plan works it out again and keeps it as the planned mix (the server's own figures, never the
 * browser's); GET /api/optimisation/plan reads it back (the analysis page shows it).
 */
export const optimisationRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/api/optimisation/ration',
    { schema: { body: ZRationRequest, response: { 200: ZRationAnswer } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const answer = await workOutRation(tx, userId, request.body, translatorFor(request.language));
        await recordFeatureUse(tx, request, userId, 'ration_optimiser', { status: answer.result.status });
        return answer;
      }),
  );

  app.get('/api/optimisation/lots', { schema: { response: { 200: ZRationLots } } }, (request) =>
    request.withUserDb((tx, userId) => listRationLots(tx, userId)),
  );

  app.get('/api/optimisation/plan', { schema: { response: { 200: ZPlannedRation } } }, (request) =>
    request.withUserDb((tx, userId) => readPlannedRation(tx, userId)),
  );

  app.post(
    '/api/optimisation/plan',
    { schema: { body: ZRationRequest, response: { 201: ZPlannedRation } } },
    async (request, reply) => {
      const plan = await request.withUserDb(async (tx, userId) => {
        const { lots, result } = await workOutRation(
          tx,
          userId,
          request.body,
          translatorFor(request.language),
        );
        if (result.status !== 'optimal') {
          throw new HttpError(409, 'ration_not_optimal', 'optimisation:errors.nothingToApply');
        }
        const names = new Map(lots.map((lot) => [lot.id, lot.name]));
        await recordFeatureUse(tx, request, userId, 'ration_plan', { status: result.status });
        return savePlannedRation(tx, userId, {
          objective: request.body.objective,
          horizonDays: request.body.horizonDays,
          lines: result.lines
            .filter((line) => line.tonnesPerDay >= MIN_FED_TONNES_PER_DAY)
            .map((line) => ({
              lotId: line.feedstockId,
              name: names.get(line.feedstockId) ?? '',
              tonnesPerDay: line.tonnesPerDay,
            })),
          methaneNm3PerDay: result.methaneNm3PerDay,
          energyKwhPerDay: result.energyKwhPciPerDay,
        });
      });
      return reply.status(201).send(plan);
    },
  );
  return Promise.resolve();
};
