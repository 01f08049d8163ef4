import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdviceDismissal, ZAdviceIdParams, ZAdvisory } from '../../../shared/contracts/advisory.js';
import { ADVICE_RULE_CODES } from '../../../shared/domain/advisory/advice.js';
import { fieldsRefused } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import type { WeatherService } from '../weather/weather-service.js';
import { dismissAdvice, undoAdviceDismissal } from './advice-dismissals.repository.js';
import { readAdvisory } from './advisory.service.js';

export interface AdvisoryRoutesOptions {
  weather: WeatherService;
}

const isAdviceId = (id: string) => ADVICE_RULE_CODES.some((rule) => id.startsWith(`${rule}:`));

/**
 * The advisory (issue 18 point 5): GET answers the active advice and the dismissed ones; a dismissal is kept per
 * advice id (its situation), so a new situation shows again; DELETE undoes it.
 */
export const advisoryRoutes: FastifyPluginAsyncZod<AdvisoryRoutesOptions> = (app, options) => {
  app.get('/api/advisory', { schema: { response: { 200: ZAdvisory } } }, (request) =>
    readAdvisory(request, options.weather),
  );

  app.post(
    '/api/advisory/:adviceId/dismiss',
    { schema: { params: ZAdviceIdParams, response: { 200: ZAdviceDismissal } } },
    async (request) => {
      const { adviceId } = request.params;
      if (!isAdviceId(adviceId)) {
        throw fieldsRefused({ adviceId: 'advisory:validation.adviceId' }, translatorFor(request.language));
      }
      await request.withUserDb((tx, userId) => dismissAdvice(tx, userId, adviceId));
      return { adviceId, dismissed: true };
    },
  );

  app.delete(
    '/api/advisory/:adviceId/dismiss',
    { schema: { params: ZAdviceIdParams, response: { 200: ZAdviceDismissal } } },
    async (request) => {
      const { adviceId } = request.params;
      await request.withUserDb((tx, userId) => undoAdviceDismissal(tx, userId, adviceId));
      return { adviceId, dismissed: false };
    },
  );
  return Promise.resolve();
};
