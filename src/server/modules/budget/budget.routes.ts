import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBudgetSummaryQuery,
  ZBudgetYearSummary,
  ZMonthlyBudgetSummary,
  ZMonthlyBudgetSummaryQuery,
} from '../../../shared/contracts/budget.js';
import { monthKey } from '../../../shared/domain/calendar.js';
import { registerRecordRoutes } from '../records/record-routes.js';
import { findUserToday } from '../profile/user-today.js';
import { monthSummary, yearSummary } from './budget-summary.service.js';
import { invoiceResource } from './budget.resource.js';

/** Invoices (CRUD, CSV) plus the year's totals and the month card, both added up by the database. */
export const budgetRoutes: FastifyPluginAsyncZod = (app) => {
  registerRecordRoutes(app, invoiceResource);

  app.get(
    '/api/invoices/summary',
    { schema: { querystring: ZBudgetSummaryQuery, response: { 200: ZBudgetYearSummary } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const year = request.query.year ?? Number((await findUserToday(tx, userId, new Date())).slice(0, 4));
        return yearSummary(tx, userId, year);
      }),
  );

  app.get(
    '/api/invoices/monthly-summary',
    { schema: { querystring: ZMonthlyBudgetSummaryQuery, response: { 200: ZMonthlyBudgetSummary } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const month = request.query.month ?? monthKey(await findUserToday(tx, userId, new Date()));
        return monthSummary(tx, userId, month);
      }),
  );
  return Promise.resolve();
};
