import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNotificationCounters } from '../../../shared/contracts/notifications.js';
import { findDueAgendaTasks, findDueMaintenance, findLowStock } from '../dashboard/dashboard.repository.js';
import { findUserBusinessDate } from '../profile/user-today.js';
import { countOpenAlertTriggers } from './notifications.repository.js';

/**
 * GET /api/notifications/counters: the sidebar's counters, read in one transaction from the user's data. Agenda,
 * maintenance and stock count exactly what the dashboard's cards count (same queries).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/notifications/counters',
    { schema: { response: { 200: ZNotificationCounters } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const today = await findUserBusinessDate(tx, userId);
        const agenda = (await findDueAgendaTasks(tx, userId, today)).count;
        const maintenance = (await findDueMaintenance(tx, userId)).count;
        const stock = (await findLowStock(tx, userId)).count;
        const emergencyAlerts = await countOpenAlertTriggers(tx, userId);
        return {
          agenda,
          maintenance,
          stock,
          emergencyAlerts,
          dashboard: agenda + maintenance + stock + emergencyAlerts,
        };
      }),
  );
  return Promise.resolve();
};
