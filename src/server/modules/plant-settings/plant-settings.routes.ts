import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPlantSettings, ZUpdatePlantSettingsRequest } from '../../../shared/contracts/plant-settings.js';
import { fieldsRefused } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import { findUserToday } from '../profile/user-today.js';
import { lockPlantSettings, readPlantSettings, savePlantSettings } from './plant-settings.repository.js';

/**
 * The plant's settings (issue 18): land use, fertiliser type and weather thresholds of the spreading windows, and
 * the digester figures of the ration optimiser. A save changes the fields sent; the C/N window is checked on the
 * settings as they would be stored, in the same transaction as the write.
 */
export const plantSettingsRoutes: FastifyPluginAsyncZod = (app) => {
  app.get('/api/plant-settings', { schema: { response: { 200: ZPlantSettings } } }, (request) =>
    request.withUserDb((tx, userId) => readPlantSettings(tx, userId)),
  );

  app.patch(
    '/api/plant-settings',
    { schema: { body: ZUpdatePlantSettingsRequest, response: { 200: ZPlantSettings } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        await lockPlantSettings(tx, userId);
        const { isSaved: _isSaved, ...current } = await readPlantSettings(tx, userId);
        const next = { ...current, ...request.body };
        if (next.carbonNitrogenMin >= next.carbonNitrogenMax) {
          const field = 'carbonNitrogenMin' in request.body ? 'carbonNitrogenMin' : 'carbonNitrogenMax';
          throw fieldsRefused(
            { [field]: 'plantSettings:validation.carbonNitrogenWindow' },
            translatorFor(request.language),
          );
        }
        if (next.activatedCarbonChangedOn !== null && 'activatedCarbonChangedOn' in request.body) {
          if (next.activatedCarbonChangedOn > (await findUserToday(tx, userId))) {
            throw fieldsRefused(
              { activatedCarbonChangedOn: 'plantSettings:validation.activatedCarbonChangedInFuture' },
              translatorFor(request.language),
            );
          }
        }
        return savePlantSettings(tx, userId, next);
      }),
  );
  return Promise.resolve();
};
