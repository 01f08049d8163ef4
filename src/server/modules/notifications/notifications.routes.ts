import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNotificationCounters } from '../../../shared/contracts/notifications.js';
import { gatherAdvisory } from '../advisory/advisory-input.js';
import { adviceOf, countedAdvice, readAdvisoryWeather } from '../advisory/advisory.service.js';
import { findDueAgendaTasks, findDueMaintenance, findLowStock } from '../dashboard/dashboard.repository.js';
import { findUserClock } from '../profile/user-today.js';
import { countOpenAlerts } from '../emergency/emergency-alerts.repository.js';
import { countUnreadArticles } from '../news/news-reader.repository.js';
import type { WeatherService } from '../weather/weather-service.js';

export interface NotificationsRoutesOptions {
  weather: WeatherService;
}

/**
 * GET /api/notifications/counters: the sidebar's counters, read in one transaction from the user's data (the
 * forecast of the spreading advice beside it). Agenda, maintenance and stock count exactly what the dashboard's
 * cards count (same queries); the advisory counts its active advice of severity 'watch' or 'act' (left out of
 * the dashboard's sum: an advice often restates an overdue task or a low item counted already).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = (app, options) => {
  app.get(
    '/api/notifications/counters',
    { schema: { response: { 200: ZNotificationCounters } } },
    async (request) => {
      const [plantWeather, counters] = await Promise.all([
        readAdvisoryWeather(request, options.weather),
        request.withUserDb(async (tx, userId) => {
          const now = new Date();
          const clock = await findUserClock(tx, userId);
          const today = clock.businessDate(now);
          return {
            agenda: (await findDueAgendaTasks(tx, userId, today)).count,
            maintenance: (await findDueMaintenance(tx, userId)).count,
            stock: (await findLowStock(tx, userId)).count,
            emergencyAlerts: await countOpenAlerts(tx, userId),
            news: await countUnreadArticles(tx, userId),
            advisory: await gatherAdvisory(tx, userId, clock, now),
          };
        }),
      ]);
      const { agenda, maintenance, stock, emergencyAlerts, news } = counters;
      // The overdue obligations the advisory has just read (the same day, the same profile): not read again.
      const reglementation = counters.advisory.input.overdueObligations?.length ?? 0;
      const advisory = countedAdvice(adviceOf(counters.advisory, plantWeather));
      return {
        agenda,
        maintenance,
        stock,
        advisory,
        reglementation,
        emergencyAlerts,
        // Unread news are not work waiting: their own link only, never the dashboard's sum.
        news,
        // The advice restate what the other counters count (an overdue task, a low item): not summed again; the
        // overdue obligations have their own page and an advice of their own, not a dashboard card.
        dashboard: agenda + maintenance + stock + emergencyAlerts,
      };
    },
  );
  return Promise.resolve();
};
