// POST /api/offline/actions (issue 6): the replay of a browser's offline queue, applied exactly once and in
// order. Each result is what the matching REST call would have answered (or its stored answer, for a replay).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOfflineActionsRequest, ZOfflineActionsResponse } from '../../../shared/contracts/offline.js';
import { translatorFor } from '../../lib/i18n.js';
import type { DailyTemplatesOptions } from '../daily-tasks/template-cache.js';
import { applyOfflineActions } from './offline-actions.service.js';
import { createOfflineTableHandlers } from './offline-table-handlers.js';

/**
 * Body limit of this route only: MAX_OFFLINE_BATCH (200) actions of the largest records (a few KB each) stay
 * far below it, while the app's default limit (1 MiB) could refuse a full batch of long notes.
 */
const OFFLINE_ACTIONS_BODY_LIMIT = 4 * 1024 * 1024;

export const offlineActionsRoutes: FastifyPluginAsyncZod<DailyTemplatesOptions> = (app, options) => {
  // The daily task templates, from the app's one cache (a global catalogue cached 60 s).
  const handlers = createOfflineTableHandlers(options.dailyTemplates);

  app.post(
    '/api/offline/actions',
    {
      bodyLimit: Math.max(OFFLINE_ACTIONS_BODY_LIMIT, app.initialConfig.bodyLimit ?? 0),
      schema: { body: ZOfflineActionsRequest, response: { 200: ZOfflineActionsResponse } },
    },
    async (request) => {
      const reader = { t: translatorFor(request.language), language: request.language };
      const results = await request.withUserDb((tx, userId) =>
        applyOfflineActions(tx, userId, request.body, handlers, reader),
      );
      return { results };
    },
  );
  return Promise.resolve();
};
