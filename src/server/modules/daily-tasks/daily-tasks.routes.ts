import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDailyTaskCodeParams,
  ZDailyTaskWriteResult,
  ZDailyTasks,
  ZSetDailyTaskNotesRequest,
  ZSetDailyTaskStatusRequest,
} from '../../../shared/contracts/daily-tasks.js';
import { translatorFor } from '../../lib/i18n.js';
import { readDailyTasks, setDailyTaskNotes, setDailyTaskStatus } from './daily-tasks.service.js';
import type { DailyTemplatesOptions } from './template-cache.js';

/**
 * The daily task drawer (spec §2, §4, §7): today's checklist with XP, a task's status (toggle or explicit
 * target) and the deliveries note. Every route is the signed-in user's, in their transaction; the business
 * date comes from their time zone and daily reset hour.
 */
export const dailyTasksRoutes: FastifyPluginAsyncZod<DailyTemplatesOptions> = (app, options) => {
  // The app's one cache (the templates are a global catalogue); it reads through the caller's transaction.
  const templates = options.dailyTemplates;

  app.get('/api/daily-tasks', { schema: { response: { 200: ZDailyTasks } } }, (request) =>
    request.withUserDb((tx, userId) => readDailyTasks(tx, userId, templates, new Date())),
  );

  app.put(
    '/api/daily-tasks/:code/status',
    {
      schema: {
        params: ZDailyTaskCodeParams,
        body: ZSetDailyTaskStatusRequest,
        response: { 200: ZDailyTaskWriteResult },
      },
    },
    (request) =>
      request.withUserDb((tx, userId) =>
        setDailyTaskStatus(
          tx,
          userId,
          templates,
          request.params.code,
          request.body,
          new Date(),
          translatorFor(request.language),
        ),
      ),
  );

  app.put(
    '/api/daily-tasks/:code/notes',
    {
      schema: {
        params: ZDailyTaskCodeParams,
        body: ZSetDailyTaskNotesRequest,
        response: { 200: ZDailyTaskWriteResult },
      },
    },
    (request) =>
      request.withUserDb((tx, userId) =>
        setDailyTaskNotes(
          tx,
          userId,
          templates,
          request.params.code,
          request.body,
          new Date(),
          translatorFor(request.language),
        ),
      ),
  );
  return Promise.resolve();
};
