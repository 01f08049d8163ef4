import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPlantSettings, ZUpdatePlantSettingsRequest } from '../../../shared/contracts/plant-settings.js';
import { fieldsRefused } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import { findUserToday } from '../profile/user-today.js';
import { lockPlantSettings, readPlantSettings, savePlantSettings } from './plant-settings.repository.js';

/** The dates that cannot be after the plant's today, and the message of each. */
const pastDateMessages = {
  activatedCarbonChangedOn: 'plantSettings:validation.activatedCarbonChangedInFuture',
  commissioningDate: 'plantSettings:validation.commissioningInFuture',
} as const;

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
        for (const [field, message] of Object.entries(pastDateMessages)) {
          const value = request.body[field as keyof typeof pastDateMessages];
          if (value && value > (await findUserToday(tx, userId))) {
            throw fieldsRefused({ [field]: message }, translatorFor(request.language));
          }
        }
        return savePlantSettings(tx, userId, next);
      }),
  );
  return Promise.resolve();
};
