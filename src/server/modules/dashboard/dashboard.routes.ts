import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboard } from '../../../shared/contracts/dashboard.js';
import { DEFAULT_PLANT_YIELD_FACTOR } from '../../../shared/domain/feedstock-analysis.js';
import { findUserToday } from '../profile/user-today.js';
import { analyseUserRawMaterials } from '../raw-materials/raw-materials-analysis.service.js';
import {
  findLowStock,
  findMonthBalance,
  findOverdueMaintenance,
  findTodayTasks,
} from './dashboard.repository.js';

/** GET /api/dashboard: one transaction reads the figures of every records module for the user's "today". */
export const dashboardRoutes: FastifyPluginAsyncZod = (app) => {
  app.get('/api/dashboard', { schema: { response: { 200: ZDashboard } } }, (request) =>
    request.withUserDb(async (tx, userId) => {
      const today = await findUserToday(tx, userId);
      const lowStock = await findLowStock(tx, userId);
      const overdueMaintenance = await findOverdueMaintenance(tx, userId, today);
      const todayTasks = await findTodayTasks(tx, userId, today);
      const monthBalance = await findMonthBalance(tx, userId, today.slice(0, 7));
      const mix = await analyseUserRawMaterials(tx, userId, {
        yieldFactor: DEFAULT_PLANT_YIELD_FACTOR,
        digestionMode: 'wet',
        // The lots delivered this calendar year (the analysis page's default year).
        year: Number(today.slice(0, 4)),
      });
      return {
        today,
        lowStock,
        overdueMaintenance,
        todayTasks,
        monthBalance,
        expectedMethane: {
          lotCount: mix.lots.length,
          incompleteLotCount: mix.incompleteLotIds.length,
          freshTonnes: mix.freshTonnesAllLots,
          methaneAtPlantNm3: mix.totals.methaneAtPlantNm3,
          energyKwhPci: mix.totals.energyKwhPci,
        },
      };
    }),
  );
  return Promise.resolve();
};
