import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboard } from '../../../shared/contracts/dashboard.js';
import { DEFAULT_PLANT_YIELD_FACTOR } from '../../../shared/domain/feedstock-analysis.js';
import { findOpenAlertSummaries } from '../emergency/emergency-alerts.repository.js';
import { findUserClock } from '../profile/user-today.js';
import { productionToday } from '../production/production-summary.service.js';
import { feedToday } from '../feed-log/feed-log-summary.service.js';
import { analyseUserRawMaterials } from '../raw-materials/raw-materials-analysis.service.js';
import { readDailyTasks } from '../daily-tasks/daily-tasks.service.js';
import type { DailyTemplatesOptions } from '../daily-tasks/template-cache.js';
import type { WeatherService } from '../weather/weather-service.js';
import { readWeather } from '../weather/weather.service.js';
import { gatherAdvisory } from '../advisory/advisory-input.js';
import { adviceOf } from '../advisory/advisory.service.js';
import { todayAndTomorrow } from './dashboard-weather.js';
import {
  findDueAgendaTasks,
  findDueMaintenance,
  findFirstSteps,
  findLowStock,
  findMonthBalance,
} from './dashboard.repository.js';

/**
 * GET /api/dashboard: one transaction reads the figures of every records module. What is due or overdue counts
 * from the user's business date (`today` in the answer, the Jour tab's day); the month's balance and the year of
 * the mix from the calendar date of their time zone.
 */
export interface DashboardRoutesOptions extends DailyTemplatesOptions {
  weather: WeatherService;
}

/** The dashboard waits this long at most for a forecast the cache does not hold yet. */
const forecastWaitMs = 800;

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = (app, options) => {
  const { dailyTemplates, weather } = options;
  app.get('/api/dashboard', { schema: { response: { 200: ZDashboard } } }, async (request) => {
    // Side by side: the weather's own reads and the figures' transaction.
    const [plantWeather, figures] = await Promise.all([
      readWeather(request, weather, { forecastWaitMs, geocodesCity: false }),
      request.withUserDb(async (tx, userId) => {
        const now = new Date();
        const clock = await findUserClock(tx, userId);
        const today = clock.businessDate(now);
        const calendarToday = clock.calendarDate(now);
        const lowStock = await findLowStock(tx, userId);
        const dueMaintenance = await findDueMaintenance(tx, userId);
        const dueAgendaTasks = await findDueAgendaTasks(tx, userId, today);
        const daily = await readDailyTasks(tx, userId, dailyTemplates, now);
        const firstSteps = await findFirstSteps(tx, userId);
        const monthBalance = await findMonthBalance(tx, userId, calendarToday.slice(0, 7));
        const mix = await analyseUserRawMaterials(tx, userId, {
          yieldFactor: DEFAULT_PLANT_YIELD_FACTOR,
          digestionMode: 'wet',
          // The lots delivered this calendar year (the analysis page's default year).
          year: Number(calendarToday.slice(0, 4)),
        });
        const production = await productionToday(tx, userId, calendarToday);
        const feed = await feedToday(tx, userId, calendarToday);
        const advisory = await gatherAdvisory(tx, userId, clock, now);
        const emergencyAlerts = await findOpenAlertSummaries(tx, userId);
        return {
          today,
          advisory,
          lowStock,
          dueMaintenance,
          todayTasks: {
            ...dueAgendaTasks,
            checklist: { date: daily.date, remaining: daily.remaining, total: daily.items.length },
          },
          monthBalance,
          firstSteps,
          expectedMethane: {
            lotCount: mix.lots.length,
            incompleteLotCount: mix.incompleteLotIds.length,
            freshTonnes: mix.freshTonnesAllLots,
            methaneAtPlantNm3: mix.totals.methaneAtPlantNm3,
            energyKwhPci: mix.totals.energyKwhPci,
          },
          production,
          feed,
          emergencyAlerts: emergencyAlerts.map((alert) => ({
            ...alert,
            raisedAt: alert.raisedAt.toISOString(),
          })),
        };
      }),
    ]);
    const { advisory, ...rest } = figures;
    const advice = adviceOf(advisory, plantWeather);
    return {
      ...rest,
      weather: { days: todayAndTomorrow(plantWeather) },
      advice: { top: advice.active[0] ?? null, activeCount: advice.active.length },
    };
  });
  return Promise.resolve();
};
