// The ration the operator applied from the optimiser (issue 18 point 4): the planned daily mix the analysis page
// shows beside what was delivered. One per user, replaced by each new application. Its lines keep the lot's name:
// a lot deleted later still reads in the plan.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { isOneOf, rowVersion, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';

export const RATION_OBJECTIVES = ['max-methane', 'min-cost'] as const;

export interface PlannedRationLine {
  lotId: string;
  name: string;
  tonnesPerDay: number;
}

export const plannedRations = pgTable(
  'planned_rations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    objective: text('objective', { enum: RATION_OBJECTIVES }).notNull(),
    horizonDays: integer('horizon_days').notNull(),
    lines: jsonb('lines').$type<PlannedRationLine[]>().notNull(),
    methaneNm3PerDay: doublePrecision('methane_nm3_per_day').notNull(),
    energyKwhPerDay: doublePrecision('energy_kwh_per_day').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    version: rowVersion(),
    ...timestamps(),
  },
  (t) => [
    check('planned_rations_objective_check', isOneOf(t.objective, RATION_OBJECTIVES)),
    check('planned_rations_horizon_days_check', sql`${t.horizonDays} between 1 and 366`),
    check('planned_rations_lines_check', sql`jsonb_typeof(${t.lines}) = 'array'`),
    check('planned_rations_methane_check', sql`${t.methaneNm3PerDay} >= 0 and ${t.energyKwhPerDay} >= 0`),
    ownRowsPolicy('planned_rations', t.userId),
  ],
);
export type PlannedRationRow = typeof plannedRations.$inferSelect;
